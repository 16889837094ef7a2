import { PgBoss } from 'pg-boss';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Database } from './db.ts';

export type JobQueue = PgBoss;

/** pg-boss on the application's own database (PGlite when embedded). */
export async function startJobQueue(database: Database, logger: Logger): Promise<JobQueue> {
  const boss = new PgBoss({
    ...database.jobQueueOptions(),
    schema: 'pgboss',
    // The migrations create the schema (0012): CREATE SCHEMA, even IF NOT EXISTS, needs a privilege on the
    // database that the application's role does not have (ADR 047).
    createSchema: false,
    // Workers wake on NOTIFY when a job is created instead of waiting for their next poll.
    useListenNotify: true,
    // Jobs of a worker that died (no heartbeat for 10 s) are reclaimed within seconds: pg-boss fails them
    // by heartbeat in its monitor pass, which runs every minute unless told otherwise (then retries them).
    superviseIntervalSeconds: 5,
    monitorIntervalSeconds: 5,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  return boss;
}
