/** How long a serialised conversation may be served from memory without any write. */
const MAX_AGE_MS = 60 * 60 * 1000;
const MAX_ENTRIES = 20_000;

import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzipSync } from 'node:zlib';
import { maxLogWeight } from './message-logs.ts';

/** What an entry may come to hold: its body, and its gzip and Brotli forms, which are never larger. */
const weightOf = (entry: CachedBody) => 3 * entry.body.length;

/** A serialised conversation, encoded once and sent as it is to every poll. */
export interface CachedBody {
  /** The exact JSON body of `GET /conversations/:id`, UTF-8 encoded. */
  body: Buffer;
  /** A strong validator of `body`, for `If-None-Match`. */
  etag: string;
  /** The same body gzipped, made on first request from a client that accepts it. */
  gzipped(): Buffer;
  /**
   * The same body in Brotli, or undefined while it is being made: the first request from a client that accepts it
   * starts the compression off the event loop (`brotliBodies`), and the requests after it get the result.
   */
  brotli(): Buffer | undefined;
  /** The body is no longer the cached one (a write, an eviction): a Brotli compression not yet begun is dropped. */
  retire(): void;
}

export function encodeBody(json: string): CachedBody {
  const body = Buffer.from(json, 'utf8');
  let gzipped: Buffer | undefined;
  let brotli: Buffer | undefined;
  let brotliAsked = false;
  let retired = false;
  return {
    body,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    gzipped: () => (gzipped ??= gzipSync(body, { level: 6 })),
    brotli: () => {
      if (!brotli && !brotliAsked && !retired) {
        brotliAsked = true;
        brotliBodies.compress(body, () => !retired).then(
          (compressed) => {
            brotli = compressed;
          },
          // Refused (too many waiting), dropped (retired) or failed: a later request asks again; gzip is served meanwhile.
          () => {
            brotliAsked = false;
          },
        );
      }
      return brotli;
    },
    retire: () => {
      retired = true;
    },
  };
}

const compressBrotli = promisify(brotliCompress);

/**
 * Brotli at its highest quality makes a chat's JSON about a fifth smaller than gzip (15.2 KB: 1.9 KB against 2.4 KB),
 * but costs about 10 ms per 15 KB: too slow for the event loop, and too much CPU to spend on every version at once.
 * Bodies are compressed one at a time on libuv's thread pool (which argon2 and file reads share), each once for
 * every poll of its version, and not at all when it was retired (no longer the cached one) before its turn; beyond
 * `MAX_WAITING` waiting, a body stays gzip-only until asked again. Quality drops to 5 past 128 KB, where quality 11
 * would take a thread for the better part of a second.
 */
class BrotliQueue {
  private static readonly MAX_WAITING = 256;
  private tail: Promise<unknown> = Promise.resolve();
  private waiting = 0;

  /** `body` in Brotli, made after those asked before it; rejected when too many wait, or when it is no longer `wanted` at its turn. */
  compress(body: Buffer, wanted: () => boolean): Promise<Buffer> {
    if (this.waiting >= BrotliQueue.MAX_WAITING) return Promise.reject(new Error('brotli queue full'));
    this.waiting += 1;
    const quality = body.length <= 128 * 1024 ? constants.BROTLI_MAX_QUALITY : 5;
    const done = this.tail.then(() => {
      if (!wanted()) throw new Error('no longer wanted');
      return compressBrotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
    });
    const settled = done.finally(() => {
      this.waiting -= 1;
    });
    this.tail = settled.catch(() => {});
    return settled;
  }
}

const brotliBodies = new BrotliQueue();

interface Entry extends CachedBody {
  businessId: string;
  clientUserId: string;
  storedAt: number;
  /**
   * Set when the body holds document links, which are the session's own and expire: the body is
   * then served only to that session, and only until `servableUntil`.
   */
  links?: { sessionId: string; servableUntil: number };
}

/**
 * Serialised conversations kept in memory so that polling an unchanged conversation costs no
 * database round trip (DESIGN.md §7). Every write invalidates its entry; a generation counter
 * stops a read that raced a write from storing what it read before the write.
 */
export class ConversationCache {
  private readonly entries = new Map<string, Entry>();
  private readonly generations = new Map<string, number>();
  /** The weight of `entries`: bounded by `maxBytes` as well as by their number (long chats make large bodies). */
  private bytes = 0;

  /**
   * `maxBytes` is the message logs' budget by default (a sixteenth of the heap's limit): the bodies are buffers
   * outside the heap, but they grow with the same load.
   */
  constructor(private readonly maxBytes = maxLogWeight()) {}

  get(id: string, nowMs: number): Entry | undefined {
    const entry = this.entries.get(id);
    if (entry && nowMs - entry.storedAt > MAX_AGE_MS) {
      this.remove(id);
      return undefined;
    }
    return entry;
  }

  generation(id: string): number {
    return this.generations.get(id) ?? 0;
  }

  /** Stores what was read at `generation`, unless a write happened since. */
  set(id: string, generation: number, entry: Entry): void {
    if (this.generation(id) !== generation) {
      entry.retire();
      return;
    }
    const previous = this.entries.get(id);
    if (previous === entry) return;
    if (previous) this.remove(id);
    const weight = weightOf(entry);
    if (weight > this.maxBytes) {
      entry.retire();
      return;
    }
    while (this.entries.size > 0 && (this.entries.size >= MAX_ENTRIES || this.bytes + weight > this.maxBytes)) {
      this.remove(this.entries.keys().next().value!);
    }
    this.entries.set(id, entry);
    this.bytes += weight;
  }

  invalidate(id: string): void {
    this.generations.set(id, this.generation(id) + 1);
    this.remove(id);
    if (this.generations.size > MAX_ENTRIES * 2) this.generations.clear();
  }

  private remove(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    entry.retire();
    this.entries.delete(id);
    this.bytes -= weightOf(entry);
  }

  /** The weight held, for tests. */
  get heldBytes(): number {
    return this.bytes;
  }

  clear(): void {
    for (const id of this.entries.keys()) this.invalidate(id);
  }
}

/** How many rows this process wrote lately are kept for the events that announce them. */
const RECENT_LIMIT = 2_048;

/** A row being stored by this process, whose announcement may be heard before its statement returns. */
interface Pending<T> {
  promise: Promise<T | undefined>;
  resolve: (row: T | undefined) => void;
}

/**
 * The messages this process wrote last, kept (they never change once written) so that the event announcing one
 * is fanned out to this process's streams without reading it back: its writer's process reads nothing, the
 * other processes read it once. A message announced by the statement that stores it (ADR 040) is `expect`ed
 * before that statement runs: this process may hear its announcement first, and then waits for the row.
 * Bounded: the oldest is dropped first (a pending one is settled with nothing: read it back).
 */
export class RecentMessages<T extends { id: string }> {
  private readonly rows = new Map<string, T | Pending<T>>();

  /** A row about to be stored with this id: `get` waits for its `add`; the returned function abandons it (not stored). */
  expect(id: string): () => void {
    let resolve!: (row: T | undefined) => void;
    const pending: Pending<T> = { promise: new Promise((settle) => (resolve = settle)), resolve };
    this.set(id, pending);
    return () => {
      if (this.rows.get(id) === pending) this.rows.delete(id);
      pending.resolve(undefined);
    };
  }

  add(row: T): void {
    const entry = this.rows.get(row.id);
    this.set(row.id, row);
    if (entry && isPending(entry)) entry.resolve(row);
  }

  /** The row; a promise of it while it is being stored (undefined if it was not); undefined when not written here lately. */
  get(id: string): T | Promise<T | undefined> | undefined {
    const entry = this.rows.get(id);
    return entry && isPending(entry) ? entry.promise : entry;
  }

  private set(id: string, entry: T | Pending<T>): void {
    this.rows.delete(id);
    if (this.rows.size >= RECENT_LIMIT) {
      const [oldestId, oldest] = this.rows.entries().next().value ?? [];
      if (oldestId !== undefined) this.rows.delete(oldestId);
      if (oldest && isPending(oldest)) oldest.resolve(undefined);
    }
    this.rows.set(id, entry);
  }
}

function isPending<T>(entry: T | Pending<T>): entry is Pending<T> {
  return typeof (entry as Pending<T>).resolve === 'function';
}
