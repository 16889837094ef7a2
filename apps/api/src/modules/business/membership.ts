import { and, eq } from 'drizzle-orm';
import type { Rol } from '@mike/contracts';
import { businesses, members } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';

/** The caller's ACTIVE membership and the business's plan, as the chat rules need them. */
export interface PlanMembership {
  businessId: string;
  memberId: string;
  rol: Rol;
  clientUserId: string;
  memberAllowedQuantity: number;
}

/** How long a membership read is reused; a seat or plan change is seen within this time. */
const TTL_MS = 5_000;

/**
 * Reads memberships with a short memory, so that a chat polled every 500 ms does not cost a
 * query per poll. Removal of a member revokes their sessions at once, so the cache never
 * outlives an access right; plan changes are seen within five seconds.
 */
export class MembershipCache {
  private readonly entries = new Map<string, { value: PlanMembership; readAt: number }>();

  constructor(private readonly now: () => Date) {}

  async get(executor: Executor, clientUserId: string): Promise<PlanMembership> {
    const nowMs = this.now().getTime();
    const cached = this.entries.get(clientUserId);
    if (cached && nowMs - cached.readAt < TTL_MS) return cached.value;
    const [row] = await executor
      .select({ businessId: members.businessId, memberId: members.id, rol: members.rol, memberAllowedQuantity: businesses.memberAllowedQuantity })
      .from(members)
      .innerJoin(businesses, eq(businesses.id, members.businessId))
      .where(and(eq(members.clientUserId, clientUserId), eq(members.status, 'ACTIVE')))
      .limit(1);
    if (!row) {
      this.entries.delete(clientUserId);
      throw new AppError('FORBIDDEN', 'No perteneces a ninguna empresa activa.');
    }
    const value = { ...row, clientUserId };
    if (this.entries.size > 50_000) this.entries.clear();
    this.entries.set(clientUserId, { value, readAt: nowMs });
    return value;
  }

  /** The membership, or NO_ACTIVE_PLAN while the business has no seats (DESIGN.md §5). */
  async getWithPlan(executor: Executor, clientUserId: string): Promise<PlanMembership> {
    const membership = await this.get(executor, clientUserId);
    if (membership.memberAllowedQuantity <= 0) throw new AppError('NO_ACTIVE_PLAN');
    return membership;
  }

  /** The membership when it is in memory, fresh and on a plan; undefined otherwise (no query). */
  peekWithPlan(clientUserId: string): PlanMembership | undefined {
    const cached = this.entries.get(clientUserId);
    if (!cached || this.now().getTime() - cached.readAt >= TTL_MS || cached.value.memberAllowedQuantity <= 0) return undefined;
    return cached.value;
  }

  forget(clientUserId: string): void {
    this.entries.delete(clientUserId);
  }
}
