import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { fromPglite, type ConstructorOptions } from 'pg-boss';
import * as schema from '../db/schema/index.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { migrationsDir } from './paths.ts';
import { PgListener } from './pg-listener.ts';
import { PgliteStatements } from './pglite-statements.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction: repositories accept both. */
export type Executor = Db | Tx;

export interface Database {
  readonly engine: 'pglite' | 'postgres';
  readonly db: Db;
  /** Applies the committed drizzle-kit migrations. */
  migrate(): Promise<void>;
  /** Resolves when the database answers; rejects within `timeoutMs` otherwise. */
  ping(timeoutMs?: number): Promise<void>;
  /** Options that put pg-boss on this same database. */
  jobQueueOptions(): ConstructorOptions;
  /** Subscribes to a LISTEN/NOTIFY channel; returns the unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Notifies `channel` of each payload, in order, in one statement whatever their number. PostgreSQL delivers
   * identical payloads of one statement once; callers send distinct ones.
   */
  notify(channel: string, ...payloads: string[]): Promise<void>;
  /** Registers a callback for when the listening connection was re-established (notifications may have been missed). */
  onReconnect?(handler: () => void): void;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; when absent PGlite is used. */
  url?: string | undefined;
  /** PostgreSQL: where `migrate` connects, as the tables' owner (ADR 047); `url` when absent. */
  migrationUrl?: string | undefined;
  /** PGlite's data directory, or 'memory://' for a throwaway database. */
  pgliteDir?: string;
  poolSize?: number;
  /** PostgreSQL: a statement running longer is cancelled (PGlite, single-threaded in WASM, cannot). */
  statementTimeoutMs?: number;
  /** PostgreSQL: a statement waiting longer for a lock is cancelled (PGlite has one connection: nothing waits). */
  lockTimeoutMs?: number;
}

/** Defaults of the pool's timeouts (ADR 011); `DATABASE_STATEMENT_TIMEOUT_MS` and `DATABASE_LOCK_TIMEOUT_MS` override them. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;
export const DEFAULT_LOCK_TIMEOUT_MS = 5_000;
/** A transaction left open and idle this long (a bug, a hung handler) is ended by the server, freeing its locks. */
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 30_000;

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (!options.url) return createPglite(options.pgliteDir ?? 'memory://');
  return createPostgres(options.url, {
    migrationUrl: options.migrationUrl ?? options.url,
    poolSize: options.poolSize ?? 10,
    statementTimeoutMs: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
    lockTimeoutMs: options.lockTimeoutMs ?? DEFAULT_LOCK_TIMEOUT_MS,
  });
}

async function createPglite(dataDir: string): Promise<Database> {
  const release = dataDir.startsWith('memory://') ? () => {} : lockDataDir(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir);
  } catch (error) {
    release();
    throw error;
  }
  // Drizzle and pg-boss run their statements through named prepared statements (ADR 041).
  const statements = new PgliteStatements(client) as unknown as PGlite;
  const db = drizzlePglite({ client: statements, schema, casing: 'snake_case' }) as unknown as Db;
  const listeners = new Map<string, Set<(payload: string) => void>>();
  return {
    engine: 'pglite',
    db,
    async migrate() {
      await migratePglite(db as never, { migrationsFolder: migrationsDir });
    },
    async ping() {
      await statements.query('select 1');
    },
    jobQueueOptions: () => ({ db: fromPglite(statements), backend: 'pglite' }) as ConstructorOptions,
    async listen(channel, onPayload) {
      // Transactional notifications (`pg_notify` inside a transaction) still come through PGlite, at commit.
      const unlisten = await client.listen(channel, onPayload);
      const set = listeners.get(channel) ?? new Set();
      listeners.set(channel, set.add(onPayload));
      return async () => {
        set.delete(onPayload);
        await unlisten();
      };
    },
    // PGlite lives in this one process (one per DATA_DIR): nobody else can listen, so a notification outside a
    // transaction is handed to this process's listeners directly, without a statement on the one connection (ADR 037).
    async notify(channel, ...payloads) {
      for (const payload of payloads) for (const onPayload of listeners.get(channel) ?? []) onPayload(payload);
    },
    async close() {
      if (!client.closed) await client.close();
      release();
    },
  };
}

/** The advisory lock that serialises migrations across processes (the bytes of 'mikemigr' as a bigint). */
const MIGRATION_LOCK_KEY = '7883950706060257138';

async function createPostgres(
  url: string,
  options: { migrationUrl: string; poolSize: number; statementTimeoutMs: number; lockTimeoutMs: number },
): Promise<Database> {
  const { poolSize } = options;
  // Every pooled connection carries the timeouts: no statement of one tenant holds a connection or a
  // lock for long, whatever it waits on (ADR 011).
  const pool = createPool(url, options);
  const db = drizzlePostgres({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  /** The one connection that LISTENs (platform/pg-listener.ts). */
  const listener = new PgListener(url);
  let closed = false;
  /** The connection `ping` uses: its own, so that readiness answers about the database, not about a busy pool. */
  let pinger: Promise<pg.Client> | undefined;

  function dropPinger(): void {
    const dropped = pinger;
    pinger = undefined;
    void dropped?.then((client) => client.end()).catch(() => {});
  }

  function connectPinger(timeoutMs: number): Promise<pg.Client> {
    pinger ??= (async () => {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: Math.max(timeoutMs, 5_000), statement_timeout: timeoutMs });
      client.on('error', () => dropPinger());
      await client.connect();
      return client;
    })();
    return pinger;
  }

  return {
    engine: 'postgres',
    db,
    // As the owner: the application's role may not create or alter tables (ADR 047).
    migrate: () => migrateWithLock(options.migrationUrl),
    async ping(timeoutMs = 2_000) {
      if (closed) throw new Error('database closed');
      try {
        const client = await connectPinger(timeoutMs);
        await client.query({ text: 'select 1', query_timeout: timeoutMs } as pg.QueryConfig);
      } catch (error) {
        // A connection that did not answer in time is not trusted again: the next ping opens another.
        dropPinger();
        throw error;
      }
    },
    jobQueueOptions: () => ({ connectionString: url, max: Math.max(2, Math.ceil(poolSize / 2)) }),
    listen: (channel, onPayload) => listener.listen(channel, onPayload),
    async notify(channel, ...payloads) {
      if (payloads.length === 1) await pool.query('select pg_notify($1, $2)', [channel, payloads[0]]);
      // A set-returning scan yields the array's elements in order, and one statement's notifications arrive in order.
      else if (payloads.length > 1) await pool.query('select pg_notify($1, payload) from unnest($2::text[]) as payload', [channel, payloads]);
    },
    onReconnect: (handler) => listener.onReconnect(handler),
    async close() {
      if (closed) return;
      closed = true;
      dropPinger();
      await listener.close();
      await pool.end();
    },
  };
}

/**
 * Applies the migrations under a session advisory lock. Processes started together (N API processes, M workers, a
 * rolling deploy) would otherwise apply the same migration at once, and all but one fail to start: the lock, held
 * on a connection of its own (the pool may be one connection), lets one migrate while the others wait, then find
 * nothing to do.
 */
async function migrateWithLock(url: string): Promise<void> {
  const lock = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  lock.on('error', () => {});
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    // On the lock's own connection, without the pool's statement timeout: a migration may take its time.
    await migratePostgres(drizzlePostgres({ client: lock, casing: 'snake_case' }) as never, { migrationsFolder: migrationsDir });
  } finally {
    await lock.end().catch(() => {});
  }
}

/** The pool of the application's queries; every pooled connection carries the timeouts (ADR 011). */
function createPool(url: string, options: { poolSize: number; statementTimeoutMs: number; lockTimeoutMs: number }): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize,
    connectionTimeoutMillis: 5_000,
    statement_timeout: options.statementTimeoutMs,
    lock_timeout: options.lockTimeoutMs,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  // pg-pool listens for 'error' only while a client is idle. A checked-out client whose connection
  // drops between two queries (inside a transaction) would emit 'error' with no listener and end the
  // process. With this listener the client is only marked broken: its next query fails, and the pool
  // discards it on release.
  pool.on('connect', (client) => {
    client.on('error', () => {});
    prepareOnce(client);
  });
  return pool;
}

/** How many statements one connection keeps prepared at most; past it, new statements run unnamed. */
const PREPARED_PER_CONNECTION = 256;

/**
 * Names every parameterised statement after its text, so that PostgreSQL parses and plans it once per connection
 * and node-postgres then sends only its parameters (ADR 037): the reply path runs the same few statements hundreds
 * of times a second. Bounded per connection, since a prepared statement lives as long as its connection.
 */
function prepareOnce(client: pg.PoolClient): void {
  const names = new Map<string, string>();
  // The prototype's method, looked up at each call (so that a test's spy on it still sees every statement).
  const query = (...args: unknown[]) => (Object.getPrototypeOf(client) as { query: (...a: unknown[]) => unknown }).query.apply(client, args);
  client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
    const plain = config && typeof config === 'object' && typeof (config as { submit?: unknown }).submit !== 'function';
    if (plain && !(config as { name?: string }).name && typeof (config as pg.QueryConfig).text === 'string') {
      const { text } = config as pg.QueryConfig;
      const hasValues = Array.isArray(values) ? values.length > 0 : Array.isArray((config as pg.QueryConfig).values) && (config as pg.QueryConfig).values!.length > 0;
      let name = names.get(text);
      if (!name && hasValues && names.size < PREPARED_PER_CONNECTION) {
        name = `mike_${createHash('sha1').update(text).digest('base64url')}`;
        names.set(text, name);
      }
      if (name) return query({ ...(config as object), name }, values, callback);
    }
    return query(config, values, callback);
  }) as typeof client.query;
}
