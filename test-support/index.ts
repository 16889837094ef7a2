// The helpers every kind of test shares (API integration tests, the browser journeys, the benchmark): a free
// port, a pause, "poll until", the first screen's JavaScript and the text of a .docx. Test code only: the lint keeps application code from importing it.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { strFromU8, unzipSync } from 'fflate';

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

/** The text of a .docx (a ZIP) as a reader sees it: the runs of word/document.xml, one line per paragraph. */
export function docxLines(content: Uint8Array): string[] {
  const xml = unzipSync(content)['word/document.xml'];
  if (!xml) throw new Error('word/document.xml missing: not a .docx');
  return strFromU8(xml)
    .split('</w:p>')
    .map((paragraph) => [...paragraph.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((run) => run[1]).join(''))
    .filter(Boolean);
}

/** DESIGN.md §9: the first screen (/login) loads at most this much JavaScript, gzipped. */
export const FIRST_SCREEN_JS_BUDGET_KB = 130;

/**
 * The JavaScript the first screen loads, as the built `index.html` of `dist` names it (its scripts and module
 * preloads): each file gzipped on its own (level 9), as a server sends it.
 */
export function firstScreenScripts(dist: string): { files: string[]; gzippedKB: number } {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const links = [...html.matchAll(/<script[^>]+src="([^"]+)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)];
  const files = [...new Set(links.map((match) => match[1]!))];
  const bytes = files.reduce((total, file) => total + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length, 0);
  return { files, gzippedKB: bytes / 1024 };
}
