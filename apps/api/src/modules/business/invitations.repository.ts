import { and, asc, eq, inArray } from 'drizzle-orm';
import { businesses, invitations, members } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/db.ts';

export type InvitationRow = typeof invitations.$inferSelect;

export async function insertInvitation(executor: Executor, values: typeof invitations.$inferInsert): Promise<InvitationRow> {
  const [row] = await executor.insert(invitations).values(values).returning();
  if (!row) throw new Error('invitation not inserted');
  return row;
}

/** An invitation with its business's name (anonymous readers know only the id). */
export async function findInvitationWithBusinessName(
  executor: Executor,
  invitationId: string,
): Promise<{ invitation: InvitationRow; businessName: string } | undefined> {
  const [row] = await executor
    .select({ invitation: invitations, businessName: businesses.name })
    .from(invitations)
    .innerJoin(businesses, eq(businesses.id, invitations.businessId))
    .where(eq(invitations.id, invitationId))
    .limit(1);
  return row;
}

/** The invitation, locked until the transaction ends: two parallel acceptances serialise here. */
export async function lockInvitation(executor: Executor, invitationId: string): Promise<InvitationRow | undefined> {
  const [row] = await executor.select().from(invitations).where(eq(invitations.id, invitationId)).for('update').limit(1);
  return row;
}

/** Invitations still open: PENDING, or SUSPENDED until the owner who claimed the account confirms them (ADR 009). */
const OPEN_STATUSES = ['PENDING', 'SUSPENDED'] as const;

export async function findPendingInvitations(executor: Executor, businessId: string): Promise<InvitationRow[]> {
  return executor
    .select()
    .from(invitations)
    .where(and(eq(invitations.businessId, businessId), inArray(invitations.status, [...OPEN_STATUSES])))
    .orderBy(asc(invitations.createdAt), asc(invitations.id));
}

export async function findPendingInvitationInBusiness(executor: Executor, businessId: string, invitationId: string): Promise<InvitationRow | undefined> {
  const [row] = await executor
    .select()
    .from(invitations)
    .where(and(eq(invitations.businessId, businessId), eq(invitations.id, invitationId), inArray(invitations.status, [...OPEN_STATUSES])))
    .for('update')
    .limit(1);
  return row;
}

/** Marks the open invitation of a member EXPIRED (the member is being removed or cancelled). */
export async function expireInvitationOfMember(executor: Executor, memberId: string): Promise<void> {
  await executor
    .update(invitations)
    .set({ status: 'EXPIRED' })
    .where(and(eq(invitations.memberId, memberId), inArray(invitations.status, [...OPEN_STATUSES])));
}

/** Suspends every PENDING invitation of a business (ADR 009); how many. */
export async function suspendPendingInvitations(executor: Executor, businessId: string): Promise<number> {
  const rows = await executor
    .update(invitations)
    .set({ status: 'SUSPENDED' })
    .where(and(eq(invitations.businessId, businessId), eq(invitations.status, 'PENDING')))
    .returning({ id: invitations.id });
  return rows.length;
}

/** The member's SUSPENDED invitation becomes PENDING again, with the date it had. */
export async function resumeInvitationOfMember(executor: Executor, memberId: string): Promise<void> {
  await executor
    .update(invitations)
    .set({ status: 'PENDING' })
    .where(and(eq(invitations.memberId, memberId), eq(invitations.status, 'SUSPENDED')));
}

export async function expireInvitation(executor: Executor, invitationId: string): Promise<void> {
  await executor.update(invitations).set({ status: 'EXPIRED' }).where(eq(invitations.id, invitationId));
}

export async function markInvitationUsed(executor: Executor, invitationId: string, usedAt: Date): Promise<void> {
  await executor.update(invitations).set({ status: 'USED', usedAt }).where(eq(invitations.id, invitationId));
}

export async function lockMember(executor: Executor, memberId: string) {
  const [row] = await executor.select().from(members).where(eq(members.id, memberId)).for('update').limit(1);
  return row;
}
