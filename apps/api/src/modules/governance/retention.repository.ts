import { and, count, eq, exists, gte, inArray, isNotNull, lt, not, sql } from 'drizzle-orm';
import { businesses, conversations, documents, messages } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/db.ts';
import { announceConversationsDeleted } from '../conversations/index.ts';

/** Businesses with a retention rule, and how many months they keep. */
export async function findBusinessesWithRetention(executor: Executor): Promise<{ id: string; retentionMonths: number }[]> {
  const rows = await executor
    .select({ id: businesses.id, retentionMonths: businesses.retentionMonths })
    .from(businesses)
    .where(isNotNull(businesses.retentionMonths));
  return rows.flatMap((row) => (row.retentionMonths === null ? [] : [{ id: row.id, retentionMonths: row.retentionMonths }]));
}

/**
 * Up to `limit` conversations of a business with nothing newer than `cutoff`: begun before it and with no
 * message since. Locked (skipping rows another run holds) so two runs never count the same conversation.
 */
export async function findExpiredConversations(executor: Executor, businessId: string, cutoff: Date, limit: number): Promise<string[]> {
  const rows = await executor
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.businessId, businessId),
        lt(conversations.creationDate, cutoff),
        not(exists(executor.select({ one: sql`1` }).from(messages).where(and(eq(messages.conversationId, conversations.id), gte(messages.creationDate, cutoff))))),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((row) => row.id);
}

/** The conversations of a client user in a business (their messages and documents go with them). */
export async function findConversationsOfUser(executor: Executor, businessId: string, clientUserId: string): Promise<string[]> {
  const rows = await executor
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.businessId, businessId), eq(conversations.clientUserId, clientUserId)));
  return rows.map((row) => row.id);
}

/**
 * Deletes conversations with their messages and drafted documents (the documents' files are their rows:
 * `documents.content`), returning how many of each went.
 */
export async function deleteConversations(executor: Executor, businessId: string, ids: string[]): Promise<{ conversations: number; messages: number; documents: number }> {
  if (ids.length === 0) return { conversations: 0, messages: 0, documents: 0 };
  const [messageCount] = await executor
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.businessId, businessId), inArray(messages.conversationId, ids)));
  const [documentCount] = await executor
    .select({ n: count() })
    .from(documents)
    .innerJoin(messages, eq(messages.id, documents.messageId))
    .where(and(eq(messages.businessId, businessId), inArray(messages.conversationId, ids)));
  // Messages and documents follow by ON DELETE CASCADE.
  const deleted = await executor
    .delete(conversations)
    .where(and(eq(conversations.businessId, businessId), inArray(conversations.id, ids)))
    .returning({ id: conversations.id });
  // No process may go on serving them from memory (a poll's cached body): told at commit.
  await announceConversationsDeleted(executor, deleted.map((row) => row.id));
  return { conversations: deleted.length, messages: messageCount?.n ?? 0, documents: documentCount?.n ?? 0 };
}
