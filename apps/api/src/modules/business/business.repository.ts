import { and, asc, eq } from 'drizzle-orm';
import { businesses, clientUsers, members } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/db.ts';

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
