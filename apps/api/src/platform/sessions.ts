import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { sessions } from '../db/schema/index.ts';
import type { Bus } from './bus.ts';
import type { Db, Executor } from './db.ts';

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** How long a validated session is trusted from memory before the database is asked again. */
const CACHE_TTL_MS = 30_000;
/** Sliding expiry is written back at most this often per session. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;
const CACHE_LIMIT = 50_000;
const TOPIC = 'session-revoked';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AuthSession {
  sessionId: string;
  clientUserId: string;
}

interface CachedSession extends AuthSession {
  tokenHash: string;
  expiresAt: number;
  verifiedAt: number;
  touchedAt: number;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Opaque bearer sessions (SECURITY.md #8, #9): 256 random bits, only their SHA-256 stored,
 * expiring 30 days after last use. Validated sessions are kept in memory so a poll costs no
 * query; revocation evicts them here at once and in every other process through the bus.
 */
export class Sessions {
  private readonly cache = new Map<string, CachedSession>();
  private readonly revokedHandlers = new Set<(clientUserId: string) => void>();

  constructor(
    private readonly db: Db,
    private readonly bus: Bus,
    private readonly now: () => Date,
  ) {
    bus.subscribe(TOPIC, (clientUserId) => {
      this.evictUser(clientUserId);
      this.revokedHandlers.forEach((handler) => handler(clientUserId));
    });
    // A listener that lost its connection may have missed revocations: trust nothing cached.
    bus.onGap(() => this.cache.clear());
  }

  /**
   * Calls `handler` with the user whenever some of their sessions were revoked, in any process (logout,
   * password reset, removal); returns the function that stops calling it.
   */
  onRevoked(handler: (clientUserId: string) => void): () => void {
    this.revokedHandlers.add(handler);
    return () => this.revokedHandlers.delete(handler);
  }

  /** Creates a session and returns its token (the only time the token exists in clear). */
  async create(executor: Executor, clientUserId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    await executor.insert(sessions).values({
      clientUserId,
      tokenHash: hashToken(token),
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
    });
    return token;
  }

  /**
   * The session of a token when it is validated in memory and needs nothing written; undefined otherwise
   * (the caller then goes through `authenticate`).
   */
  peek(token: string): AuthSession | undefined {
    const cached = this.cache.get(token);
    const nowMs = this.now().getTime();
    if (!cached || cached.expiresAt <= nowMs || nowMs - cached.verifiedAt >= CACHE_TTL_MS || nowMs - cached.touchedAt > TOUCH_INTERVAL_MS) return undefined;
    return { sessionId: cached.sessionId, clientUserId: cached.clientUserId };
  }

  /** The session of a bearer token, or null when it is unknown, revoked or expired. */
  async authenticate(token: string): Promise<AuthSession | null> {
    const nowMs = this.now().getTime();
    // Keyed by the token itself, which this process holds anyway while serving the request: a poll then
    // costs no hashing. Only the database is kept free of usable tokens (SECURITY.md #8).
    const cached = this.cache.get(token);
    if (cached && cached.expiresAt > nowMs && nowMs - cached.verifiedAt < CACHE_TTL_MS) {
      if (nowMs - cached.touchedAt > TOUCH_INTERVAL_MS) await this.touch(cached, nowMs);
      return { sessionId: cached.sessionId, clientUserId: cached.clientUserId };
    }
    const tokenHash = hashToken(token);
    const [row] = await this.db
      .select({ id: sessions.id, clientUserId: sessions.clientUserId, expiresAt: sessions.expiresAt, lastUsedAt: sessions.lastUsedAt })
      .from(sessions)
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date(nowMs))))
      .limit(1);
    if (!row) {
      this.cache.delete(token);
      return null;
    }
    const entry: CachedSession = {
      tokenHash,
      sessionId: row.id,
      clientUserId: row.clientUserId,
      expiresAt: row.expiresAt.getTime(),
      verifiedAt: nowMs,
      touchedAt: row.lastUsedAt.getTime(),
    };
    if (nowMs - entry.touchedAt > TOUCH_INTERVAL_MS) await this.touch(entry, nowMs);
    if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(token, entry);
    return { sessionId: entry.sessionId, clientUserId: entry.clientUserId };
  }

  /** Whether a session (by its id) is neither revoked nor expired; always asks the database. */
  async isAlive(sessionId: string): Promise<boolean> {
    if (!UUID.test(sessionId)) return false;
    const [row] = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, this.now())))
      .limit(1);
    return row !== undefined;
  }

  /** Revokes one session (logout). */
  async revoke(sessionId: string, clientUserId: string): Promise<void> {
    await this.db.update(sessions).set({ revokedAt: this.now() }).where(eq(sessions.id, sessionId));
    await this.announceRevoked(clientUserId);
  }

  /** Revokes every session of a user inside the caller's transaction; call `announceRevoked` after it commits. */
  async revokeAllForUser(executor: Executor, clientUserId: string): Promise<void> {
    await executor
      .update(sessions)
      .set({ revokedAt: this.now() })
      .where(and(eq(sessions.clientUserId, clientUserId), isNull(sessions.revokedAt)));
  }

  /** Evicts the user's cached sessions here at once, and in every other process. */
  async announceRevoked(clientUserId: string): Promise<void> {
    this.evictUser(clientUserId);
    await this.bus.publish(TOPIC, clientUserId);
  }

  private evictUser(clientUserId: string): void {
    for (const [token, entry] of this.cache) {
      if (entry.clientUserId === clientUserId) this.cache.delete(token);
    }
  }

  private async touch(entry: CachedSession, nowMs: number): Promise<void> {
    entry.touchedAt = nowMs;
    entry.expiresAt = nowMs + SESSION_LIFETIME_MS;
    await this.db
      .update(sessions)
      .set({ lastUsedAt: new Date(nowMs), expiresAt: new Date(entry.expiresAt) })
      .where(and(eq(sessions.tokenHash, entry.tokenHash), isNull(sessions.revokedAt)));
  }
}
