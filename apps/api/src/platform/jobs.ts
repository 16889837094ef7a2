import { PgBoss } from 'pg-boss';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Database } from './db.ts';

export type JobQueue = PgBoss;

/** pg-boss on the application's own database (PGlite when embedded). */
export async function startJobQueue(database: Database, logger: Logger): Promise<JobQueue> {
  const boss = new PgBoss({ ...database.jobQueueOptions(), schema: 'pgboss' });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  return boss;
}
