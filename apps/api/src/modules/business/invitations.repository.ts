import { and, asc, eq } from 'drizzle-orm';
import { businesses, clientUsers, invitations, members, ssoIdentities } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/db.ts';
import type { ClientUserRow } from './business.repository.ts';

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

export async function findPendingInvitations(executor: Executor, businessId: string): Promise<InvitationRow[]> {
  return executor
    .select()
    .from(invitations)
    .where(and(eq(invitations.businessId, businessId), eq(invitations.status, 'PENDING')))
    .orderBy(asc(invitations.createdAt), asc(invitations.id));
}

export async function findPendingInvitationInBusiness(executor: Executor, businessId: string, invitationId: string): Promise<InvitationRow | undefined> {
  const [row] = await executor
    .select()
    .from(invitations)
    .where(and(eq(invitations.businessId, businessId), eq(invitations.id, invitationId), eq(invitations.status, 'PENDING')))
    .for('update')
    .limit(1);
  return row;
}

/** Marks the PENDING invitation of a member EXPIRED (the member is being removed or cancelled). */
export async function expireInvitationOfMember(executor: Executor, memberId: string): Promise<void> {
  await executor
    .update(invitations)
    .set({ status: 'EXPIRED' })
    .where(and(eq(invitations.memberId, memberId), eq(invitations.status, 'PENDING')));
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

// The invitee's account. Kept here rather than in the accounts module's repository so this
// module owns every query of the invitation flow; the accounts service stays the owner of
// sign-in, sessions and passwords.

export async function findUserByEmail(executor: Executor, email: string): Promise<ClientUserRow | undefined> {
  const [row] = await executor.select().from(clientUsers).where(eq(clientUsers.email, email)).limit(1);
  return row;
}

export async function findUserByPhone(executor: Executor, phone: string): Promise<ClientUserRow | undefined> {
  const [row] = await executor.select().from(clientUsers).where(eq(clientUsers.phone, phone)).limit(1);
  return row;
}

export async function insertUser(executor: Executor, values: typeof clientUsers.$inferInsert): Promise<ClientUserRow> {
  const [row] = await executor.insert(clientUsers).values(values).returning();
  if (!row) throw new Error('client user not inserted');
  return row;
}

export async function findSsoIdentity(executor: Executor, provider: 'GOOGLE' | 'LINKEDIN', subject: string) {
  const [row] = await executor
    .select()
    .from(ssoIdentities)
    .where(and(eq(ssoIdentities.provider, provider), eq(ssoIdentities.subject, subject)))
    .limit(1);
  return row;
}

export async function insertSsoIdentity(executor: Executor, values: typeof ssoIdentities.$inferInsert): Promise<void> {
  await executor.insert(ssoIdentities).values(values);
}
