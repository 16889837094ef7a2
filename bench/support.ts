/** What every bench shares: the results table, timing helpers, and MIKE started as its own process. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from '../test-support/index.ts';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const results: { metric: string; value: string; goal: string; ratio: string; ok: boolean }[] = [];

export function record(metric: string, value: number, unit: string, goal: number, direction: 'max' | 'min') {
  const ok = direction === 'max' ? value <= goal : value >= goal;
  const ratio = direction === 'max' ? goal / value : value / goal;
  results.push({ metric, value: `${round(value)} ${unit}`, goal: `${direction === 'max' ? '≤' : '≥'} ${goal} ${unit}`, ratio: `${round(ratio)}×`, ok });
}

export const round = (value: number) => (Math.abs(value) >= 100 ? Math.round(value) : Math.round(value * 100) / 100);
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
export { freePort, sleep } from '../test-support/index.ts';

export async function waitReady(url: string, timeoutMs = 60_000): Promise<void> {
  // Not listening yet: a refused connection is another try.
  await waitFor(() => fetch(url).then((response) => response.ok, () => false), { timeoutMs, intervalMs: 20, what: `${url} to be ready` });
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The team's 21 consolidated laws beside the repository (test data, never copied in). */
export const legislationDir = path.resolve(root, '../shared/legislation/es');

/** BENCH_SERVER_NODE_OPTIONS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`) reaches the servers only, not the load generators. */
const serverNodeOptions = process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {};

export function startMike(dataDir: string, port: number, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    // The default configuration, logs included (sent to /dev/null).
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, MIKE_ENV: 'development', ...serverNodeOptions, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export async function api<T>(base: string, method: string, url: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${base}/api${url}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

