/** How long a serialised conversation may be served from memory without any write. */
const MAX_AGE_MS = 60 * 60 * 1000;
const MAX_ENTRIES = 20_000;

import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/** A serialised conversation, encoded once and sent as it is to every poll. */
export interface CachedBody {
  /** The exact JSON body of `GET /conversations/:id`, UTF-8 encoded. */
  body: Buffer;
  /** A strong validator of `body`, for `If-None-Match`. */
  etag: string;
  /** The same body gzipped, made on first request from a client that accepts it. */
  gzipped(): Buffer;
}

export function encodeBody(json: string): CachedBody {
  const body = Buffer.from(json, 'utf8');
  let gzipped: Buffer | undefined;
  return {
    body,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    gzipped: () => (gzipped ??= gzipSync(body, { level: 6 })),
  };
}

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

  get(id: string, nowMs: number): Entry | undefined {
    const entry = this.entries.get(id);
    if (entry && nowMs - entry.storedAt > MAX_AGE_MS) {
      this.entries.delete(id);
      return undefined;
    }
    return entry;
  }

  generation(id: string): number {
    return this.generations.get(id) ?? 0;
  }

  /** Stores what was read at `generation`, unless a write happened since. */
  set(id: string, generation: number, entry: Entry): void {
    if (this.generation(id) !== generation) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(id, entry);
  }

  invalidate(id: string): void {
    this.generations.set(id, this.generation(id) + 1);
    this.entries.delete(id);
    if (this.generations.size > MAX_ENTRIES * 2) this.generations.clear();
  }

  clear(): void {
    for (const id of this.entries.keys()) this.invalidate(id);
  }
}

/** How many rows this process wrote lately are kept for the events that announce them. */
const RECENT_LIMIT = 2_048;

/**
 * The messages this process wrote last, kept (they never change once written) so that the event announcing one
 * is fanned out to this process's streams without reading it back: its writer's process reads nothing, the
 * other processes read it once. Bounded: the oldest is dropped first.
 */
export class RecentMessages<T extends { id: string }> {
  private readonly rows = new Map<string, T>();

  add(row: T): void {
    if (this.rows.size >= RECENT_LIMIT) {
      const oldest = this.rows.keys().next().value;
      if (oldest !== undefined) this.rows.delete(oldest);
    }
    this.rows.set(row.id, row);
  }

  get(id: string): T | undefined {
    return this.rows.get(id);
  }
}
