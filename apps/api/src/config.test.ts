import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { apiRoot } from './platform/paths.ts';
import { makeTempDir } from './test/helpers.ts';

describe('configuration', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: makeTempDir() });
    expect(config.PORT).toBe(3000);
    expect(config.MIKE_ENV).toBe('development');
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.BILLING_PROVIDER).toBe('sandbox');
    expect(config.APP_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('listens on the loopback address in development unless HOST says otherwise, on every address in production (issue 31.10)', () => {
    expect(loadConfig({ DATA_DIR: makeTempDir() }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: makeTempDir(), HOST: '' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: makeTempDir(), HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    const production = {
      MIKE_ENV: 'production',
      DATA_DIR: makeTempDir(),
      PUBLIC_URL: 'https://mike.example',
      APP_SECRET: 'x'.repeat(32),
      SMTP_URL: 'smtp://mail.example',
      WHATSAPP_TOKEN: 't',
      WHATSAPP_PHONE_NUMBER_ID: '1',
      BILLING_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk',
      STRIPE_WEBHOOK_SECRET: 'wh',
      STRIPE_PRICE_ID: 'price',
    };
    expect(loadConfig(production).HOST).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
  });

  it('keeps the generated development secret across restarts', () => {
    const dataDir = makeTempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).APP_SECRET).toBe(loadConfig({ DATA_DIR: dataDir }).APP_SECRET);
  });

  it('names every bad key at once', () => {
    const error = (() => {
      try {
        loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud', PUBLIC_URL: 'not a url', DATA_DIR: makeTempDir() });
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(ConfigError);
    const keys = (error as ConfigError).issues.map((issue) => issue.key).sort();
    expect(keys).toEqual(['LOG_LEVEL', 'PORT', 'PUBLIC_URL']);
    expect((error as ConfigError).message).toContain('PORT');
  });

  it('refuses development stand-ins in production', () => {
    expect(() => loadConfig({ MIKE_ENV: 'production' })).toThrowError(/PUBLIC_URL[\s\S]*APP_SECRET[\s\S]*SMTP_URL[\s\S]*WHATSAPP_TOKEN[\s\S]*BILLING_PROVIDER/);
  });

  it('needs the LLM settings for the openai provider', () => {
    expect(() => loadConfig({ ASSISTANT_PROVIDER: 'openai', DATA_DIR: makeTempDir() })).toThrowError(/LLM_BASE_URL[\s\S]*LLM_API_KEY[\s\S]*LLM_MODEL/);
  });

  it('reads MIGRATION_DATABASE_URL, unset by default (DATABASE_URL then migrates), and only beside DATABASE_URL (ADR 047)', () => {
    const dataDir = makeTempDir();
    const app = 'postgres://mike_api@db:5432/mike';
    const owner = 'postgres://mike_owner@db:5432/mike';
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: app }).MIGRATION_DATABASE_URL).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: app, MIGRATION_DATABASE_URL: owner }).MIGRATION_DATABASE_URL).toBe(owner);
    expect(() => loadConfig({ DATA_DIR: dataDir, MIGRATION_DATABASE_URL: owner })).toThrowError(/MIGRATION_DATABASE_URL: set DATABASE_URL too/);
  });

  it('reads the legislation settings: a folder that exists, a list of BOE identifiers', () => {
    const dataDir = makeTempDir();
    const config = loadConfig({ DATA_DIR: dataDir, LEGISLATION_DIR: path.relative(process.cwd(), dataDir), LEGISLATION_SYNC_LAWS: ' BOE-A-1994-26003, BOE-A-1960-10906 ' });
    expect(config.LEGISLATION_DIR).toBe(dataDir);
    expect(config.LEGISLATION_SYNC_LAWS).toEqual(['BOE-A-1994-26003', 'BOE-A-1960-10906']);
    expect(config.LEGISLATION_SYNC).toBe('off');
    expect(loadConfig({ DATA_DIR: dataDir }).LEGISLATION_DIR).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: dataDir, LEGISLATION_DIR: path.join(dataDir, 'missing'), LEGISLATION_SYNC: 'daily', LEGISLATION_SYNC_LAWS: 'LAU' })).toThrowError(
      /LEGISLATION_DIR: not a readable folder[\s\S]*LEGISLATION_SYNC: [\s\S]*LEGISLATION_SYNC_LAWS/,
    );
  });

  it('stops the server at start-up with a message naming the bad key', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'src/server.ts')], {
      env: { PATH: process.env.PATH ?? '', PORT: 'seventy', DATA_DIR: makeTempDir() },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain('PORT');
  });
});
