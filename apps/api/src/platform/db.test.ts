import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import { businesses } from '../db/schema/index.ts';
import { createPostgresTestDatabase, makeTempDir, testEngine } from '../test/helpers.ts';
import { createDatabase, type DatabaseOptions } from './db.ts';

/** Opens the engine under test at a location that survives closing it. */
async function persistentLocation(): Promise<{ options: DatabaseOptions; cleanup: () => Promise<void> }> {
  if (testEngine === 'postgres') {
    const { url, drop } = await createPostgresTestDatabase();
    return { options: { url, poolSize: 3 }, cleanup: drop };
  }
  const dir = makeTempDir();
  return { options: { pgliteDir: path.join(dir, 'pg') }, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

describe(`database on ${testEngine}`, () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('applies the migrations: every table exists and a second run changes nothing', async () => {
    const { options, cleanup } = await persistentLocation();
    cleanups.push(cleanup);
    const database = await createDatabase(options);
    await database.migrate();
    await database.migrate();
    const result = await database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`);
    const tables = ((result as { rows: { table_name: string }[] }).rows).map((row) => row.table_name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'bills', 'billing_events', 'businesses', 'client_users', 'conversations', 'documents', 'invitations',
        'login_intents', 'members', 'messages', 'outbox_messages', 'password_reset_tokens', 'sessions', 'sso_identities', 'subscriptions',
      ]),
    );
    await database.close();
  });

  it('keeps data across a restart', async () => {
    const { options, cleanup } = await persistentLocation();
    cleanups.push(cleanup);
    const first = await createDatabase(options);
    await first.migrate();
    await first.db.insert(businesses).values({ name: 'Inmobiliaria Sol', memberAllowedQuantity: 3 });
    await first.close();

    const second = await createDatabase(options);
    await second.migrate();
    const rows = await second.db.select().from(businesses);
    expect(rows.map((row) => row.name)).toEqual(['Inmobiliaria Sol']);
    await second.close();
  });

  it('works a job enqueued before a restart after it', async () => {
    const { options, cleanup } = await persistentLocation();
    cleanups.push(cleanup);
    const first = await createDatabase(options);
    await first.migrate();
    const bossBefore = new PgBoss({ ...first.jobQueueOptions(), schema: 'pgboss', supervise: false });
    await bossBefore.start();
    await bossBefore.createQueue('restart-test');
    const jobId = await bossBefore.send('restart-test', { hello: 'mundo' });
    expect(jobId).toBeTruthy();
    await bossBefore.stop({ graceful: false });
    await first.close();

    const second = await createDatabase(options);
    await second.migrate();
    const bossAfter = new PgBoss({ ...second.jobQueueOptions(), schema: 'pgboss', supervise: false });
    await bossAfter.start();
    const worked = new Promise<unknown>((resolve) => {
      void bossAfter.work<{ hello: string }>('restart-test', { pollingIntervalSeconds: 0.5 }, async ([job]) => {
        resolve(job?.data);
      });
    });
    await expect(worked).resolves.toEqual({ hello: 'mundo' });
    await bossAfter.stop({ graceful: false });
    await second.close();
  });

  it('delivers LISTEN/NOTIFY payloads', async () => {
    const { options, cleanup } = await persistentLocation();
    cleanups.push(cleanup);
    const database = await createDatabase(options);
    const received = new Promise<string>((resolve) => {
      void database.listen('mike_test_channel', resolve);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await database.notify('mike_test_channel', 'hola');
    await expect(received).resolves.toBe('hola');
    await database.close();
  });
});
