import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { clientUsers, emailVerificationTokens, loginIntents, members, passwordResetTokens, spentSsoTokens, ssoIdentities } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/db.ts';

export type ClientUserRow = typeof clientUsers.$inferSelect;

export async function findUserByEmail(executor: Executor, email: string): Promise<ClientUserRow | undefined> {
  const [row] = await executor.select().from(clientUsers).where(eq(clientUsers.email, email)).limit(1);
  return row;
}

export async function findUserByPhone(executor: Executor, phone: string): Promise<ClientUserRow | undefined> {
  const [row] = await executor.select().from(clientUsers).where(eq(clientUsers.phone, phone)).limit(1);
  return row;
}

export async function findUserById(executor: Executor, id: string): Promise<ClientUserRow | undefined> {
  const [row] = await executor.select().from(clientUsers).where(eq(clientUsers.id, id)).limit(1);
  return row;
}

/** The client user with this phone who is an ACTIVE member of a business, with their role there. */
export async function findActiveMemberByPhone(executor: Executor, phone: string) {
  const [row] = await executor
    .select({ user: clientUsers, rol: members.rol })
    .from(clientUsers)
    .innerJoin(members, and(eq(members.clientUserId, clientUsers.id), eq(members.status, 'ACTIVE')))
    .where(eq(clientUsers.phone, phone))
    .limit(1);
  return row;
}

export async function insertUser(executor: Executor, values: typeof clientUsers.$inferInsert): Promise<ClientUserRow> {
  const [row] = await executor.insert(clientUsers).values(values).returning();
  if (!row) throw new Error('client user not inserted');
  return row;
}

export async function updatePassword(executor: Executor, clientUserId: string, passwordHash: string): Promise<void> {
  await executor.update(clientUsers).set({ passwordHash }).where(eq(clientUsers.id, clientUserId));
}

/** Marks the email as proven, keeping the first proof's date. */
export async function markEmailVerified(executor: Executor, clientUserId: string, now: Date): Promise<void> {
  await executor
    .update(clientUsers)
    .set({ emailVerifiedAt: sql`coalesce(${clientUsers.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(clientUsers.id, clientUserId));
}

/**
 * An SSO identity whose provider verified the email takes over an account that never proved it (ADR 009): the
 * password goes, the email counts as verified, and the provider's name replaces the one typed at registration.
 */
export async function claimUnverifiedAccount(executor: Executor, clientUserId: string, values: { name?: string; now: Date }): Promise<ClientUserRow> {
  const [row] = await executor
    .update(clientUsers)
    .set({ passwordHash: null, emailVerifiedAt: values.now, ...(values.name ? { name: values.name } : {}) })
    .where(eq(clientUsers.id, clientUserId))
    .returning();
  if (!row) throw new Error('client user not found');
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
  await executor.insert(ssoIdentities).values(values).onConflictDoNothing();
}

export async function insertLoginIntent(executor: Executor, values: typeof loginIntents.$inferInsert) {
  const [row] = await executor.insert(loginIntents).values(values).returning();
  if (!row) throw new Error('login intent not inserted');
  return row;
}

/**
 * Evaluates one code attempt atomically: the row lock serialises parallel attempts, and only an
 * open intent with fewer than 3 wrong attempts is evaluated. A right code consumes the intent; a
 * wrong one counts. Returns undefined when the intent could not be evaluated at all.
 */
export async function attemptLoginCode(executor: Executor, intentId: string, codeHmac: string, now: Date, maxAttempts: number) {
  const matches = sql`${loginIntents.codeHmac} = ${codeHmac}`;
  const [row] = await executor
    .update(loginIntents)
    .set({
      useTrials: sql`${loginIntents.useTrials} + (case when ${matches} then 0 else 1 end)`,
      consumedAt: sql`(case when ${matches} then ${now.toISOString()}::timestamptz else null end)`,
    })
    .where(
      and(eq(loginIntents.id, intentId), isNull(loginIntents.consumedAt), gt(loginIntents.expiresAt, now), lt(loginIntents.useTrials, maxAttempts)),
    )
    .returning({ useTrials: loginIntents.useTrials, consumedAt: loginIntents.consumedAt, clientUserId: loginIntents.clientUserId });
  return row;
}

export async function findLoginIntent(executor: Executor, intentId: string) {
  const [row] = await executor.select().from(loginIntents).where(eq(loginIntents.id, intentId)).limit(1);
  return row;
}

export async function insertResetToken(executor: Executor, values: typeof passwordResetTokens.$inferInsert): Promise<void> {
  await executor.insert(passwordResetTokens).values(values);
}

/** The owner of an unused, unexpired reset token, when that owner has this email; nothing is spent. */
export async function findUserByResetToken(executor: Executor, tokenHash: string, email: string, now: Date): Promise<ClientUserRow | undefined> {
  const [row] = await executor
    .select({ user: clientUsers })
    .from(passwordResetTokens)
    .innerJoin(clientUsers, eq(clientUsers.id, passwordResetTokens.clientUserId))
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now), eq(clientUsers.email, email)))
    .limit(1);
  return row?.user;
}

/**
 * Marks an unused, unexpired reset token as used, only when its owner has this email (a token tried with
 * another email is not spent); returns its owner, or undefined.
 */
export async function consumeResetToken(executor: Executor, tokenHash: string, email: string, now: Date): Promise<string | undefined> {
  const [row] = await executor
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
        inArray(passwordResetTokens.clientUserId, executor.select({ id: clientUsers.id }).from(clientUsers).where(eq(clientUsers.email, email))),
      ),
    )
    .returning({ clientUserId: passwordResetTokens.clientUserId });
  return row?.clientUserId;
}

export async function insertEmailVerificationToken(executor: Executor, values: typeof emailVerificationTokens.$inferInsert): Promise<void> {
  await executor.insert(emailVerificationTokens).values(values);
}

/** Marks an unused, unexpired verification token as used; returns its owner, or undefined. */
export async function consumeEmailVerificationToken(executor: Executor, tokenHash: string, now: Date): Promise<string | undefined> {
  const [row] = await executor
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(and(eq(emailVerificationTokens.tokenHash, tokenHash), isNull(emailVerificationTokens.usedAt), gt(emailVerificationTokens.expiresAt, now)))
    .returning({ clientUserId: emailVerificationTokens.clientUserId });
  return row?.clientUserId;
}

/**
 * Records a `tokenSso` as used; false when it already was. The primary key makes two transactions that spend
 * the same token at once wait for each other: one records it, the other finds it.
 */
export async function spendSsoToken(executor: Executor, tokenId: string, expiresAt: Date): Promise<boolean> {
  const rows = await executor.insert(spentSsoTokens).values({ tokenId, expiresAt }).onConflictDoNothing().returning({ tokenId: spentSsoTokens.tokenId });
  return rows.length === 1;
}

/** Drops the records of tokens that have expired (they fail on their expiry anyway). */
export async function deleteExpiredSsoTokens(executor: Executor, now: Date): Promise<void> {
  await executor.delete(spentSsoTokens).where(lt(spentSsoTokens.expiresAt, now));
}
