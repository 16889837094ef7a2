import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoot } from '../platform/paths.ts';
import { boeTextXml, legalizeMarkdown, manyArticles, startFakeBoe, type FakeBoe } from '../test/fake-boe.ts';
import { createPostgresTestDatabase, makeTempDir, testEngine } from '../test/helpers.ts';

const run = promisify(execFile);
const CLI = path.join(apiRoot, 'src/cli/ingest.ts');
const LAU = 'BOE-A-1994-26003';
const LPH = 'BOE-A-1960-10906';
const LOE = 'BOE-A-1999-21567';

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

describe(`npm run ingest (${testEngine})`, () => {
  let boe: FakeBoe;
  let dir: string;
  let env: Record<string, string>;
  let drop = async () => {};

  /** The CLI as `npm run ingest` runs it, from the repository's root. */
  const ingest = async (args: string[], extraEnv: Record<string, string> = env): Promise<CliResult> => {
    try {
      const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', CLI, ...args], {
        cwd: path.resolve(apiRoot, '../..'),
        env: { PATH: process.env.PATH ?? '', INIT_CWD: dir, BOE_API_URL: boe.baseUrl, LOG_LEVEL: 'silent', ...extraEnv },
        timeout: 120_000,
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  };

  beforeAll(async () => {
    boe = await startFakeBoe();
    boe.texts.set(LOE, boeTextXml({ lawId: LOE, date: '20220615', articles: manyArticles(2) }));
    dir = makeTempDir('mike-ingest-');
    mkdirSync(path.join(dir, 'laws'));
    writeFileSync(path.join(dir, 'laws', `${LAU}.xml`), boeTextXml({ lawId: LAU, date: '20230526', articles: manyArticles(3) }));
    writeFileSync(path.join(dir, `${LPH}.md`), legalizeMarkdown({ lawId: LPH, date: '20260321', articles: manyArticles(1) }));
    env = { DATA_DIR: path.join(dir, 'data') };
    if (testEngine === 'postgres') {
      const database = await createPostgresTestDatabase();
      env.DATABASE_URL = database.url;
      drop = database.drop;
    }
  });
  afterAll(async () => {
    await boe.close();
    await drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('loads a folder, a file and a law from the BOE API, printing each law; a second run finds them unchanged', async () => {
    const first = await ingest(['--', '--dir', 'laws', '--file', `${LPH}.md`, LOE]);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(new RegExp(`^${LAU} \\(LAU\\): 3 provisions loaded in \\d+\\.\\d\\d s$`, 'm'));
    expect(first.stdout).toMatch(new RegExp(`^${LPH} \\(LPH\\): 1 provisions loaded in \\d+\\.\\d\\d s$`, 'm'));
    expect(first.stdout).toMatch(new RegExp(`^${LOE} \\(LOE\\): 2 provisions loaded in \\d+\\.\\d\\d s$`, 'm'));
    expect(first.stdout).toContain('3 sources: 3 loaded, 0 unchanged, 0 kept, 0 failed');
    expect(boe.requests).toEqual([`/datosabiertos/api/legislacion-consolidada/id/${LOE}/texto`]);

    const second = await ingest(['--dir', 'laws', '--file', `${LPH}.md`, LOE]);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toMatch(new RegExp(`^${LAU} \\(LAU\\): unchanged, 3 provisions`, 'm'));
    expect(second.stdout).toContain('3 sources: 0 loaded, 3 unchanged, 0 kept, 0 failed');
  }, 120_000);

  it('says which source failed and exits 1, loading the others', async () => {
    writeFileSync(path.join(dir, 'broken.xml'), '<response/>');
    const result = await ingest(['--file', 'broken.xml', 'BOE-A-2000-323']);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/broken\.xml: failed: No <texto>/);
    expect(result.stdout).toMatch(/^BOE-A-2000-323: failed: the BOE API answered 404/m);
  }, 60_000);

  it('prints its usage for no source or a bad identifier, and exits 2', async () => {
    for (const args of [[], ['BOE-1994']]) {
      const result = await ingest(args);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('Usage: npm run ingest');
    }
  }, 60_000);

  it('refuses an embedded database that a running process holds', async () => {
    const dataDir = path.join(dir, 'held');
    mkdirSync(dataDir);
    // This test's own process holds it, as `npm start` would.
    writeFileSync(path.join(dataDir, 'pg.lock'), `${process.pid}\n${hostname()}\n`);
    const result = await ingest(['--file', `${LPH}.md`], { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`in use by process ${process.pid}`);
  }, 60_000);
});
