/** What every bench shares: the results table, timing helpers, and MIKE started as its own process. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function waitReady(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${url} not ready`);
    await sleep(20);
  }
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

export function startMike(dataDir: string, port: number, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    // The default configuration, logs included (sent to /dev/null).
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, MIKE_ENV: 'development', ...env },
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

