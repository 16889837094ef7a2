import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOverrides } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { createDatabase, type Database } from '../platform/db.ts';

/** The engine this test run targets: the `api-postgres` Vitest project sets it to postgres. */
export const testEngine: 'pglite' | 'postgres' = process.env.MIKE_TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';

export function makeTempDir(prefix = 'mike-test-'): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    MIKE_ENV: 'test',
    APP_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    DATA_DIR: makeTempDir(),
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    PUBLIC_URL: 'http://mike.test',
    ...env,
  });
}

/** A fresh, empty PostgreSQL database on TEST_DATABASE_URL's server; dropped by `drop()`. */
export async function createPostgresTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `mike_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A migrated database on the engine under test (in-memory PGlite, or a fresh PostgreSQL database). */
export async function createTestDatabase(): Promise<{ database: Database; dispose: () => Promise<void> }> {
  if (testEngine === 'postgres') {
    const { url, drop } = await createPostgresTestDatabase();
    const database = await createDatabase({ url, poolSize: 5 });
    await database.migrate();
    return {
      database,
      async dispose() {
        await database.close();
        await drop();
      },
    };
  }
  const database = await createDatabase({ pgliteDir: 'memory://' });
  await database.migrate();
  return { database, dispose: () => database.close() };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  close: () => Promise<void>;
}

/** Builds the real app on a fresh database; extra routes may be added before `app.ready()`. */
export async function createTestApp(options: { env?: Record<string, string>; overrides?: AppOverrides } = {}): Promise<TestApp> {
  const config = testConfig(options.env);
  const { database, dispose } = await createTestDatabase();
  const app = await buildApp(config, { database, ...options.overrides });
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await dispose();
      rmSync(config.DATA_DIR, { recursive: true, force: true });
    },
  };
}
