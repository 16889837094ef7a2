import type { Rol } from '@mike/contracts';
import { publishWith, type Bus } from '../../platform/bus.ts';
import type { Executor } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { findPlanMembership } from './business.repository.ts';
import { seatsAt } from './business.service.ts';

/** The caller's ACTIVE membership and the business's plan, as the chat rules need them. */
export interface PlanMembership {
  businessId: string;
  memberId: string;
  rol: Rol;
  clientUserId: string;
  memberAllowedQuantity: number;
  trialEndDate: Date | null;
}

/** How long a membership read is reused when nothing announced a change. */
const TTL_MS = 5_000;
const CACHE_LIMIT = 50_000;
/** The bus topic of membership changes; the payload is `user:<clientUserId>` or `business:<businessId>`. */
const TOPIC = 'membership-changed';

/** What changed: one user's membership (removal, joining, role), or every membership of a business (its plan). */
export type MembershipChange = { clientUserId: string } | { businessId: string };

const NOT_A_MEMBER = 'No perteneces a ninguna empresa activa.';

/**
 * The membership of a write, read inside the write's own transaction (never from a cache): FORBIDDEN
 * for someone who belongs to no business now, NO_ACTIVE_PLAN while the business has no seats.
 */
export async function getPlanMembershipForWrite(tx: Executor, clientUserId: string, now: Date): Promise<PlanMembership> {
  const membership = await findPlanMembership(tx, clientUserId, true);
  if (!membership) throw new AppError('FORBIDDEN', NOT_A_MEMBER);
  assertSeats(membership, now);
  return membership;
}

/** NO_ACTIVE_PLAN while the business of a membership read for a write has no seats at `now`. */
export function assertSeats(plan: { memberAllowedQuantity: number; trialEndDate: Date | null }, now: Date): void {
  if (seatsAt(plan, now) <= 0) throw new AppError('NO_ACTIVE_PLAN');
}

/**
 * Tells every process, this one included, that memberships changed. Sent inside the transaction that
 * makes the change, it is delivered when that transaction commits, and not at all if it rolls back.
 */
export async function announceMembershipChange(executor: Executor, change: MembershipChange): Promise<void> {
  await publishWith(executor, TOPIC, 'clientUserId' in change ? `user:${change.clientUserId}` : `business:${change.businessId}`);
}

/**
 * Reads memberships with a short memory, so that a chat polled every 500 ms does not cost a query
 * per poll. A membership change (removal, joining, a plan change) evicts the entries it touches in
 * every process through the bus, the moment its transaction commits; a lost bus connection empties
 * the cache. Writes do not trust it: they read the membership in their own transaction.
 */
export class MembershipCache {
  private readonly entries = new Map<string, { value: PlanMembership; readAt: number }>();
  /** Bumped on every eviction: a read that started before one is not stored (it may predate the change). */
  private generation = 0;
  private readonly changeHandlers = new Set<(change: MembershipChange) => void>();

  constructor(
    bus: Bus,
    private readonly now: () => Date,
  ) {
    bus.subscribe(TOPIC, (payload) => {
      const separator = payload.indexOf(':');
      const kind = payload.slice(0, separator);
      const id = payload.slice(separator + 1);
      const change = kind === 'user' ? { clientUserId: id } : { businessId: id };
      this.forget(change);
      this.changeHandlers.forEach((handler) => handler(change));
    });
    bus.onGap(() => {
      this.generation += 1;
      this.entries.clear();
    });
  }

  /**
   * Calls `handler` after every announced membership change, in every process, once the cache has
   * forgotten what it touches; returns the function that stops calling it.
   */
  onChange(handler: (change: MembershipChange) => void): () => void {
    this.changeHandlers.add(handler);
    return () => this.changeHandlers.delete(handler);
  }

  async get(executor: Executor, clientUserId: string): Promise<PlanMembership> {
    const nowMs = this.now().getTime();
    const cached = this.entries.get(clientUserId);
    if (cached && nowMs - cached.readAt < TTL_MS) return cached.value;
    const generation = this.generation;
    const value = await findPlanMembership(executor, clientUserId);
    if (!value) {
      this.entries.delete(clientUserId);
      throw new AppError('FORBIDDEN', NOT_A_MEMBER);
    }
    if (generation === this.generation) {
      if (this.entries.size >= CACHE_LIMIT) this.entries.clear();
      this.entries.set(clientUserId, { value, readAt: nowMs });
    }
    return value;
  }

  /** The membership, or NO_ACTIVE_PLAN while the business has no seats (DESIGN.md §5), its trial ended included. */
  async getWithPlan(executor: Executor, clientUserId: string): Promise<PlanMembership> {
    const membership = await this.get(executor, clientUserId);
    if (seatsAt(membership, this.now()) <= 0) throw new AppError('NO_ACTIVE_PLAN');
    return membership;
  }

  /** The membership when it is in memory, fresh and on a plan; undefined otherwise (no query). */
  peekWithPlan(clientUserId: string): PlanMembership | undefined {
    const cached = this.entries.get(clientUserId);
    const now = this.now();
    if (!cached || now.getTime() - cached.readAt >= TTL_MS || seatsAt(cached.value, now) <= 0) return undefined;
    return cached.value;
  }

  /** Evicts what a change touches, in this process only (the bus calls this in every process). */
  forget(change: MembershipChange): void {
    this.generation += 1;
    if ('clientUserId' in change) {
      this.entries.delete(change.clientUserId);
      return;
    }
    for (const [clientUserId, entry] of this.entries) {
      if (entry.value.businessId === change.businessId) this.entries.delete(clientUserId);
    }
  }
}
