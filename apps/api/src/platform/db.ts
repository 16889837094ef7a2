import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { fromPglite, type ConstructorOptions } from 'pg-boss';
import * as schema from '../db/schema/index.ts';
import { migrationsDir } from './paths.ts';

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
  notify(channel: string, payload: string): Promise<void>;
  /** Registers a callback for when the listening connection was re-established (notifications may have been missed). */
  onReconnect?(handler: () => void): void;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; when absent PGlite is used. */
  url?: string | undefined;
  /** PGlite's data directory, or 'memory://' for a throwaway database. */
  pgliteDir?: string;
  poolSize?: number;
}

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? createPostgres(options.url, options.poolSize ?? 10) : createPglite(options.pgliteDir ?? 'memory://');
}

async function createPglite(dataDir: string): Promise<Database> {
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    engine: 'pglite',
    db,
    async migrate() {
      await migratePglite(db as never, { migrationsFolder: migrationsDir });
    },
    async ping() {
      await client.query('select 1');
    },
    jobQueueOptions: () => ({ db: fromPglite(client), backend: 'pglite' }) as ConstructorOptions,
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

async function createPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePostgres({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  let listener: pg.Client | undefined;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let closed = false;
  const reconnectHandlers: (() => void)[] = [];

  async function getListener(): Promise<pg.Client> {
    if (listener) return listener;
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => {
      // Reconnect lazily and re-subscribe every channel on the next use.
      listener = undefined;
      void resubscribe();
    });
    client.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    await client.connect();
    listener = client;
    return client;
  }

  async function resubscribe(): Promise<void> {
    for (let attempt = 0; attempt < 60 && handlers.size > 0 && !listener; attempt++) {
      try {
        const client = await getListener();
        for (const channel of handlers.keys()) await client.query(`listen "${channel}"`);
        reconnectHandlers.forEach((handler) => handler());
        return;
      } catch {
        listener = undefined;
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
  }

  return {
    engine: 'postgres',
    db,
    async migrate() {
      await migratePostgres(db as never, { migrationsFolder: migrationsDir });
    },
    async ping(timeoutMs = 2_000) {
      const client = await pool.connect();
      try {
        await client.query({ text: 'select 1', query_timeout: timeoutMs } as pg.QueryConfig);
      } finally {
        client.release();
      }
    },
    jobQueueOptions: () => ({ connectionString: url, max: Math.max(2, Math.ceil(poolSize / 2)) }),
    async listen(channel, onPayload) {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await (await getListener()).query(`listen "${channel}"`);
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
      };
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    onReconnect(handler) {
      reconnectHandlers.push(handler);
    },
    async close() {
      if (closed) return;
      closed = true;
      handlers.clear();
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}
