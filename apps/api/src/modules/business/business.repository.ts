import { and, asc, count, eq, gt, inArray, isNotNull, lte, ne, notExists, or, sql } from 'drizzle-orm';
import { businesses, clientUsers, members, subscriptions } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/db.ts';
import type { PlanMembership } from './membership.ts';

export type BusinessRow = typeof businesses.$inferSelect;
export type MemberRow = typeof members.$inferSelect;
export type ClientUserRow = typeof clientUsers.$inferSelect;

export async function insertBusiness(executor: Executor, values: typeof businesses.$inferInsert): Promise<BusinessRow> {
  const [row] = await executor.insert(businesses).values(values).returning();
  if (!row) throw new Error('business not inserted');
  return row;
}

export async function insertMember(executor: Executor, values: typeof members.$inferInsert): Promise<MemberRow> {
  const [row] = await executor.insert(members).values(values).returning();
  if (!row) throw new Error('member not inserted');
  return row;
}

export async function findBusiness(executor: Executor, businessId: string): Promise<BusinessRow | undefined> {
  const [row] = await executor.select().from(businesses).where(eq(businesses.id, businessId)).limit(1);
  return row;
}

/** The member row of a client user (one business per client user). */
export async function findMemberOfUser(executor: Executor, clientUserId: string): Promise<MemberRow | undefined> {
  const [row] = await executor.select().from(members).where(eq(members.clientUserId, clientUserId)).limit(1);
  return row;
}

/**
 * The user's member row, locked FOR UPDATE. A writer that also locks the user's conversations takes this first: the
 * send locks the member's row before the chat's (ADR 037), and the opposite order could deadlock with it.
 */
export async function lockMemberOfUser(executor: Executor, clientUserId: string): Promise<MemberRow | undefined> {
  const [row] = await executor.select().from(members).where(eq(members.clientUserId, clientUserId)).for('update').limit(1);
  return row;
}

export async function findMembersWithUsers(executor: Executor, businessId: string): Promise<{ member: MemberRow; client: ClientUserRow | null }[]> {
  return executor
    .select({ member: members, client: clientUsers })
    .from(members)
    .leftJoin(clientUsers, eq(clientUsers.id, members.clientUserId))
    .where(eq(members.businessId, businessId))
    .orderBy(asc(members.createdAt), asc(members.id));
}

export async function findMemberInBusiness(executor: Executor, businessId: string, memberId: string): Promise<MemberRow | undefined> {
  const [row] = await executor
    .select()
    .from(members)
    .where(and(eq(members.businessId, businessId), eq(members.id, memberId)))
    .limit(1);
  return row;
}

/** The business row, locked until the transaction ends: serialises seat counting (invite) per business. */
export async function lockBusiness(executor: Executor, businessId: string): Promise<BusinessRow | undefined> {
  const [row] = await executor.select().from(businesses).where(eq(businesses.id, businessId)).for('update').limit(1);
  return row;
}

/** Members holding a seat: every member row is ACTIVE or INVITED, and both take one (DESIGN.md §5). */
export async function countSeatHolders(executor: Executor, businessId: string): Promise<number> {
  const [row] = await executor.select({ n: count() }).from(members).where(eq(members.businessId, businessId));
  return row?.n ?? 0;
}

/** Whether an ACTIVE member (by their account) or an INVITED one (by the invited data) has this email or phone. */
export async function hasMemberWithEmailOrPhone(executor: Executor, businessId: string, email: string, phone: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: members.id })
    .from(members)
    .leftJoin(clientUsers, eq(clientUsers.id, members.clientUserId))
    .where(
      and(
        eq(members.businessId, businessId),
        or(eq(members.invitedEmail, email), eq(members.invitedPhone, phone), eq(clientUsers.email, email), eq(clientUsers.phone, phone)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Suspends every ACTIVE and INVITED member of a business but one (ADR 009): the rows it suspended. */
export async function suspendMembersBut(executor: Executor, businessId: string, keptMemberId: string): Promise<MemberRow[]> {
  return executor
    .update(members)
    .set({ status: 'SUSPENDED' })
    .where(and(eq(members.businessId, businessId), ne(members.id, keptMemberId), inArray(members.status, ['ACTIVE', 'INVITED'])))
    .returning();
}

export async function deleteMember(executor: Executor, businessId: string, memberId: string): Promise<void> {
  await executor.delete(members).where(and(eq(members.businessId, businessId), eq(members.id, memberId)));
}

export async function updateMember(executor: Executor, memberId: string, values: Partial<typeof members.$inferInsert>): Promise<void> {
  await executor.update(members).set(values).where(eq(members.id, memberId));
}

/** Statuses of the billing provider under which a business has a plan (Stripe's words). */
export const PLAN_HOLDING_SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due'] as const;

/**
 * Takes every seat away from businesses whose trial has ended and that hold no subscription;
 * `trialEndDate` stays, so the banner turns to warning. Only rows that still have seats change,
 * which makes a second run a no-op. Returns the ids changed.
 */
export async function zeroSeatsOfEndedTrials(executor: Executor, now: Date): Promise<string[]> {
  const rows = await executor
    .update(businesses)
    .set({ memberAllowedQuantity: 0 })
    .where(
      and(
        isNotNull(businesses.trialEndDate),
        lte(businesses.trialEndDate, now),
        gt(businesses.memberAllowedQuantity, 0),
        notExists(
          executor
            .select({ one: sql`1` })
            .from(subscriptions)
            .where(and(eq(subscriptions.businessId, businesses.id), inArray(subscriptions.status, [...PLAN_HOLDING_SUBSCRIPTION_STATUSES]))),
        ),
      ),
    )
    .returning({ id: businesses.id });
  return rows.map((row) => row.id);
}

/**
 * The ACTIVE membership of a client user and its business's plan, read from the database. With
 * `lock`, the member row is share-locked until the transaction ends, so a removal committing at
 * the same time waits for the write that checked it (or the write sees the removal).
 */
export async function findPlanMembership(executor: Executor, clientUserId: string, lock = false): Promise<PlanMembership | undefined> {
  const query = executor
    .select({
      businessId: members.businessId,
      memberId: members.id,
      rol: members.rol,
      memberAllowedQuantity: businesses.memberAllowedQuantity,
      trialEndDate: businesses.trialEndDate,
    })
    .from(members)
    .innerJoin(businesses, eq(businesses.id, members.businessId))
    .where(and(eq(members.clientUserId, clientUserId), eq(members.status, 'ACTIVE')))
    .limit(1);
  const [row] = lock ? await query.for('share', { of: members }) : await query;
  return row ? { ...row, clientUserId } : undefined;
}

/** How the audit trail names a member: their account's email, or the invited email. */
export async function findMemberLabel(executor: Executor, member: MemberRow): Promise<string | null> {
  if (!member.clientUserId) return member.invitedEmail;
  const [row] = await executor.select({ email: clientUsers.email }).from(clientUsers).where(eq(clientUsers.id, member.clientUserId)).limit(1);
  return row?.email ?? member.invitedEmail;
}
