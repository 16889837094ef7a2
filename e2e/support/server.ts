import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

import { freePort } from '../../test-support/index.ts';

export { freePort };

/** The team's consolidated laws beside the repository (test data, never copied in): journeys see the law. */
export const sharedLegislationDir = path.resolve(repoRoot, '../shared/legislation/es');

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

/**
 * Starts the built server (`apps/api/dist/server.js`) on a free port with a fresh data directory, loading the
 * shared legislation corpus (its first load takes some seconds).
 */
export async function startServer(env: Record<string, string> = {}, options: { cwd?: string } = {}): Promise<RunningServer> {
  // A given PORT (with a given DATA_DIR) starts a stopped server again at the same address.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'mike-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/api/dist/server.js')], {
    cwd: options.cwd ?? repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      MIKE_ENV: 'development',
      ...(existsSync(sharedLegislationDir) ? { LEGISLATION_DIR: sharedLegislationDir } : {}),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/ready`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('server did not become ready in 120 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    dataDir,
    process: child,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
