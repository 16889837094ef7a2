import { rmSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import { businesses } from '../db/schema/index.ts';
import { createPostgresTestDatabase, makeTempDir, testEngine } from '../test/helpers.ts';
import { isDatabaseUnavailable } from './db-errors.ts';
import { recordQueries } from '../test/query-counter.ts';
import { waitFor } from '../../../../test-support/index.ts';
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

  it('delivers several payloads of one notify in their order, in one statement', async () => {
    const { options, cleanup } = await persistentLocation();
    cleanups.push(cleanup);
    const database = await createDatabase(options);
    const heard: string[] = [];
    await database.listen('mike_test_channel', (payload) => heard.push(payload));
    const payloads = Array.from({ length: 20 }, (_, index) => `aviso ${index}`);
    const recording = recordQueries();
    try {
      await database.notify('mike_test_channel', ...payloads);
    } finally {
      recording.stop();
    }
    expect(recording.statements.length).toBe(testEngine === 'pglite' ? 0 : 1);
    await waitFor(() => heard.length === payloads.length, { timeoutMs: 2_000, intervalMs: 5, what: 'every payload' });
    expect(heard).toEqual(payloads);
    await database.close();
  });

  // PGlite is one process: a notification outside a transaction reaches its listeners without a statement on its
  // one connection (ADR 037), while one published inside a transaction still arrives at commit and never on rollback.
  it.runIf(testEngine === 'pglite')('hands PGlite notifications over in memory, and transactional ones at commit only', async () => {
    const database = await createDatabase({ pgliteDir: 'memory://' });
    const heard: string[] = [];
    await database.listen('mike_test_channel', (payload) => heard.push(payload));
    const recording = recordQueries();
    try {
      await database.notify('mike_test_channel', 'en memoria');
      expect(recording.statements).toEqual([]);
    } finally {
      recording.stop();
    }
    expect(heard).toEqual(['en memoria']);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('mike_test_channel', 'revertida')`);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('mike_test_channel', 'confirmada')`);
      expect(heard).toEqual(['en memoria']);
    });
    await waitFor(() => heard.length === 2, { timeoutMs: 2_000, intervalMs: 5, what: 'the committed notification' });
    expect(heard).toEqual(['en memoria', 'confirmada']);
    await database.close();
  });
});

/**
 * SECURITY.md #31 on PostgreSQL (PGlite runs one statement at a time in one thread: it can neither
 * cancel a statement nor make one wait for a lock): pooled connections carry statement and lock
 * timeouts, and readiness asks the database on a connection of its own.
 */
describe.runIf(testEngine === 'postgres')('PostgreSQL timeouts and readiness', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  async function open(options: Partial<DatabaseOptions> = {}) {
    const { url, drop } = await createPostgresTestDatabase();
    const database = await createDatabase({ url, poolSize: 3, ...options });
    cleanups.push(drop, () => database.close());
    await database.migrate();
    return { url, database };
  }

  // ADR 037: the reply path's statements are parsed and planned once per connection, not at every question.
  it('prepares each parameterised statement once per connection, and keeps at most 256 of them', async () => {
    const { database } = await open({ poolSize: 1 });
    const count = async (query: ReturnType<typeof sql>) => Number(((await database.db.execute(query)) as unknown as { rows: { count: string }[] }).rows[0]!.count);
    const prepared = () => count(sql`select count(*)::text as count from pg_prepared_statements where statement like ${'%mike_prepared_probe%'}`);
    for (let round = 0; round < 3; round++) await database.db.execute(sql`select ${round}::int as mike_prepared_probe`);
    expect(await prepared()).toBe(1);
    for (let index = 0; index < 300; index++) await database.db.execute(sql`select ${index}::int as ${sql.identifier(`mike_prepared_probe_${index}`)}`);
    const all = await count(sql`select count(*)::text as count from pg_prepared_statements`);
    expect(all).toBeLessThanOrEqual(256);
    expect(all).toBeGreaterThan(200);
  });

  it('#31 pooled connections carry statement_timeout 15 s and lock_timeout 5 s by default', async () => {
    const { database } = await open();
    const setting = async (name: string) =>
      ((await database.db.execute(sql.raw(`select current_setting('${name}') as value`))) as unknown as { rows: { value: string }[] }).rows[0]!.value;
    expect(await setting('statement_timeout')).toBe('15s');
    expect(await setting('lock_timeout')).toBe('5s');
  });

  it('#31 a statement past statement_timeout is cancelled, and so is a wait for a lock past lock_timeout; both read as "unavailable" (503)', async () => {
    const { url, database } = await open({ statementTimeoutMs: 300, lockTimeoutMs: 300 });
    const slow = await database.db.execute(sql`select pg_sleep(3)`).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(slow).toBeDefined();
    expect(isDatabaseUnavailable(slow)).toBe(true);

    const [business] = await database.db.insert(businesses).values({ name: 'Inmobiliaria Sol', memberAllowedQuantity: 3 }).returning();
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from businesses where id = $1 for update', [business!.id]);
      const waited = await database.db
        .update(businesses)
        .set({ memberAllowedQuantity: 4 })
        .where(eq(businesses.id, business!.id))
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(waited).toBeDefined();
      expect(isDatabaseUnavailable(waited)).toBe(true);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
  });

  it('#31 /api/ready asks the database on its own connection: with every pooled connection busy it still answers at once', async () => {
    const { database } = await open();
    const busy = Array.from({ length: 3 }, () => database.db.execute(sql`select pg_sleep(8)`));
    let finished = false;
    const allBusy = Promise.all(busy).then(() => {
      finished = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await database.ping(1_000);
    expect(finished, 'the ping waited for a pooled connection').toBe(false);
    await allBusy;
  });
});
