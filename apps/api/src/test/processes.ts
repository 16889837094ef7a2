import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { ConversationEvent } from '@mike/contracts';
import { apiRoot } from '../platform/paths.ts';
import { makeTempDir } from './helpers.ts';
import { takeEvents } from './sse.ts';
import { freePort, sleep, waitFor } from '../../../../test-support/index.ts';

/**
 * Real server and worker processes for the fault and scale-out tests: each runs from source
 * (`node --import tsx`), on 127.0.0.1, with its own data directory, and is stopped by `stop()`.
 */

export { freePort, sleep };

export interface MikeProcess {
  readonly child: ChildProcess;
  /** The API's address; empty for a worker. */
  readonly baseUrl: string;
  /** The last lines the process wrote to stderr (shown when something fails). */
  output(): string;
  /** Resolves with the exit code once the process has exited. */
  readonly exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL after `graceMs`; removes the data directory. Safe to call twice. */
  stop(graceMs?: number): Promise<void>;
}

const OUTPUT_LIMIT = 20_000;

/** Starts `src/server.ts` (role 'api') or `src/worker.ts` (role 'worker'); an API is awaited until `/api/ready` answers 200. */
export async function startMike(role: 'api' | 'worker', env: Record<string, string>): Promise<MikeProcess> {
  const port = role === 'api' ? await freePort() : 0;
  const baseUrl = role === 'api' ? `http://127.0.0.1:${port}` : '';
  const dataDir = makeTempDir('mike-proc-');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'src', role === 'api' ? 'server.ts' : 'worker.ts')], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH ?? '',
      MIKE_ENV: 'test',
      APP_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl || 'http://127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
  let stopped: Promise<void> | undefined;
  const proc: MikeProcess = {
    child,
    baseUrl,
    output: () => output,
    exited,
    stop(graceMs = 15_000) {
      stopped ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGTERM');
          const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
          await exited;
          clearTimeout(timer);
        }
        rmSync(dataDir, { recursive: true, force: true });
      })();
      return stopped;
    },
  };
  if (role === 'api') {
    try {
      await waitUntilReady(proc, 60_000);
    } catch (error) {
      await proc.stop(2_000);
      throw error;
    }
  }
  return proc;
}

async function waitUntilReady(proc: MikeProcess, timeoutMs: number): Promise<void> {
  await waitFor(
    async () => {
      if (proc.child.exitCode !== null) throw new Error(`the server exited with ${proc.child.exitCode}:\n${proc.output()}`);
      // Not listening yet: a refused connection is another try.
      return fetch(`${proc.baseUrl}/api/ready`, { signal: AbortSignal.timeout(2_000) }).then((response) => response.ok, () => false);
    },
    { timeoutMs, intervalMs: 200, what: () => `the server to be ready:\n${proc.output()}` },
  );
}

/** Calls the API with JSON; every call is bounded by `timeoutMs` (a hang fails the caller instead of the test run). */
export async function callJson(
  baseUrl: string,
  method: 'GET' | 'POST',
  urlPath: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${baseUrl}${urlPath}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : null,
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: kept as text.
  }
  return { status: response.status, body };
}

let registrations = 0;

/** Registers a business and its owner through the API; returns the bearer token. */
export async function registerOwnerThrough(
  baseUrl: string,
  headers: Record<string, string> = {},
): Promise<{ token: string; email: string; password: string; clientUserId: string }> {
  registrations += 1;
  const unique = `${process.pid}${registrations}${Math.floor(Math.random() * 1e6)}`;
  const email = `owner.${unique}@inmobiliaria-test.es`;
  const password = 'Arras-Penitenciales-1454';
  const phone = `346${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const { status, body } = await callJson(baseUrl, 'POST', '/api/client-user/register-with-business', {
    headers,
    body: { businessName: 'Inmobiliaria Sol', clientEmail: email, clientPhone: phone, clientName: 'Ana García López', clientPassword: password },
  });
  if (status !== 201) throw new Error(`register failed: ${status} ${JSON.stringify(body)}`);
  const auth = body as { token: string; clientUser: { id: string } };
  return { token: auth.token, email, password, clientUserId: auth.clientUser.id };
}

export interface ChatMessage {
  id: string;
  sender: 'USER' | 'BOT';
  replyToMessageId?: string;
  text?: string;
}

/** Polls `GET /api/conversations/:id` until the message `messageId` has its bot reply; returns it. */
export async function waitForReply(baseUrl: string, token: string, chatId: string, messageId: string, timeoutMs = 30_000): Promise<ChatMessage> {
  let last: unknown;
  return waitFor(
    async () => {
      const { status, body } = await callJson(baseUrl, 'GET', `/api/conversations/${chatId}`, { token });
      last = body;
      if (status !== 200) return undefined;
      return (body as { chat: { messages: ChatMessage[] } }).chat.messages.find((message) => message.sender === 'BOT' && message.replyToMessageId === messageId);
    },
    { timeoutMs, intervalMs: 100, what: () => `a reply to ${messageId}; last answer: ${JSON.stringify(last)}` },
  );
}

/** A server-sent event stream read in the background; `waitFor` resolves once the events seen satisfy a predicate. */
export class EventStream {
  readonly events: ConversationEvent[] = [];
  private readonly controller = new AbortController();
  private waiters: (() => void)[] = [];
  /** The server ended the stream (or it broke). */
  ended = false;

  private constructor(readonly status: number) {}

  static async open(baseUrl: string, token: string, chatId: string): Promise<EventStream> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 10_000);
    const response = await fetch(`${baseUrl}/api/conversations/${chatId}/events`, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    clearTimeout(timer);
    const stream = new EventStream(response.status);
    stream.controller.signal.addEventListener('abort', () => controller.abort());
    if (response.body) void stream.read(response.body);
    return stream;
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const reader = body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const taken = takeEvents(buffer + value);
        buffer = taken.rest;
        this.events.push(...taken.events);
        this.notify();
      }
    } catch {
      // Aborted, or the server went away.
    } finally {
      this.ended = true;
      this.notify();
    }
  }

  private notify(): void {
    const waiters = this.waiters;
    this.waiters = [];
    waiters.forEach((wake) => wake());
  }

  /** Resolves when `predicate(events)` holds; rejects after `timeoutMs` or when the stream ends first. */
  async waitFor(predicate: (events: ConversationEvent[]) => boolean, timeoutMs: number, what: string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this.events)) {
      if (this.ended) throw new Error(`the event stream ended before ${what}; events: ${JSON.stringify(this.events.map((event) => event.type))}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${what} within ${timeoutMs} ms; events: ${JSON.stringify(this.events.map((event) => event.type))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 500));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Resolves when the stream has ended; rejects after `timeoutMs`. */
  async waitForEnd(timeoutMs: number, what: string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.ended) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`${what}: the stream was still open after ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 500));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.controller.abort();
  }
}
