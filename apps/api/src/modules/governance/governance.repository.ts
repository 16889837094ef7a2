import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  businesses,
  clientUsers,
  conversations,
  documents,
  emailVerificationTokens,
  invitations,
  loginIntents,
  messageFeedback,
  messages,
  passwordResetTokens,
  ssoIdentities,
} from '../../db/schema/index.ts';
import type { Executor } from '../../platform/db.ts';
import { erasePersonLabels } from '../audit/index.ts';

export async function findRetention(executor: Executor, businessId: string): Promise<number | null> {
  const [row] = await executor.select({ retentionMonths: businesses.retentionMonths }).from(businesses).where(eq(businesses.id, businessId)).limit(1);
  return row?.retentionMonths ?? null;
}

export async function setRetention(executor: Executor, businessId: string, retentionMonths: number | null): Promise<void> {
  await executor.update(businesses).set({ retentionMonths }).where(eq(businesses.id, businessId));
}

export async function findClientUser(executor: Executor, clientUserId: string) {
  const [row] = await executor.select().from(clientUsers).where(eq(clientUsers.id, clientUserId)).limit(1);
  return row;
}

/** A client user's conversations in a business, oldest first, with their messages in order. */
export async function findConversationsWithMessages(executor: Executor, businessId: string, clientUserId: string) {
  const rows = await executor
    .select()
    .from(conversations)
    .where(and(eq(conversations.businessId, businessId), eq(conversations.clientUserId, clientUserId)))
    .orderBy(asc(conversations.creationDate), asc(conversations.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const messageRows = await executor
    .select()
    .from(messages)
    .where(and(eq(messages.businessId, businessId), inArray(messages.conversationId, ids)))
    .orderBy(asc(messages.conversationId), asc(messages.seq));
  const documentRows = await executor
    .select({ id: documents.id, messageId: documents.messageId, fileName: documents.fileName, content: documents.content })
    .from(documents)
    .innerJoin(messages, eq(messages.id, documents.messageId))
    .where(and(eq(documents.businessId, businessId), inArray(messages.conversationId, ids)));
  const feedbackRows = await executor
    .select({ messageId: messageFeedback.messageId, rating: messageFeedback.rating, comment: messageFeedback.comment, updatedAt: messageFeedback.updatedAt })
    .from(messageFeedback)
    .where(and(eq(messageFeedback.businessId, businessId), eq(messageFeedback.userId, clientUserId), inArray(messageFeedback.conversationId, ids)));
  const conversationOfMessage = new Map(messageRows.map((message) => [message.id, message.conversationId]));
  return rows.map((conversation) => ({
    conversation,
    messages: messageRows.filter((message) => message.conversationId === conversation.id),
    documents: documentRows.filter((document) => conversationOfMessage.get(document.messageId) === conversation.id),
    feedback: feedbackRows.filter((feedback) => conversationOfMessage.get(feedback.messageId) === conversation.id),
  }));
}

/**
 * Erases what identifies a person (issue 16, ADR 033): name, email, phone and password go, and with them every
 * way to sign in (SSO links, reset and verification tokens, phone codes). The row stays, so conversations a
 * business keeps under its retention rule still point at an account, now naming nobody.
 */
export async function erasePersonalFields(executor: Executor, clientUserId: string): Promise<void> {
  const [user] = await executor.select({ email: clientUsers.email }).from(clientUsers).where(eq(clientUsers.id, clientUserId)).limit(1);
  if (user) {
    // Who they were in any business's audit trail, and the invitations they accepted, which carried their contact.
    await erasePersonLabels(executor, user.email);
    await executor
      .update(invitations)
      .set({ email: sql`'erased-' || ${invitations.id} || '@erased.invalid'`, phone: sql`'erased-' || ${invitations.id}`, name: '' })
      .where(and(eq(invitations.status, 'USED'), sql`lower(${invitations.email}) = ${user.email.toLowerCase()}`));
  }
  await executor.delete(ssoIdentities).where(eq(ssoIdentities.clientUserId, clientUserId));
  await executor.delete(passwordResetTokens).where(eq(passwordResetTokens.clientUserId, clientUserId));
  await executor.delete(emailVerificationTokens).where(eq(emailVerificationTokens.clientUserId, clientUserId));
  await executor.delete(loginIntents).where(eq(loginIntents.clientUserId, clientUserId));
  await executor
    .update(clientUsers)
    .set({ name: '', email: `erased-${clientUserId}@erased.invalid`, phone: `erased-${clientUserId}`, passwordHash: null, emailVerifiedAt: null })
    .where(eq(clientUsers.id, clientUserId));
}
