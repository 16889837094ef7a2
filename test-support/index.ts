// The helpers every kind of test shares (API integration tests, the browser journeys, the benchmark): a free
// port, a pause, and "poll until". Test code only: the lint keeps application code from importing it.
import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 right now (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface WaitOptions {
  timeoutMs?: number;
  intervalMs?: number;
  /** What the timeout's error says was awaited; a function is read at that moment (e.g. the last answer). */
  what?: string | (() => string);
}

/**
 * Polls `read` until it gives something other than undefined (or false) and returns that; throws after
 * `timeoutMs`. A `read` that throws is not retried: its error is the caller's to see.
 */
export async function waitFor<T>(read: () => Promise<T | undefined | false> | T | undefined | false, options: WaitOptions = {}): Promise<T> {
  const { timeoutMs = 20_000, intervalMs = 50, what = 'a condition' } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${typeof what === 'function' ? what() : what}`);
    await sleep(intervalMs);
  }
}
