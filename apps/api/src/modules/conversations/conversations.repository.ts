import { and, asc, desc, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import { businesses, clientUsers, conversations, documents, members, messageFeedback, messages, questionKeys } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/db.ts';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;
export type FeedbackRow = typeof messageFeedback.$inferSelect;
/** What a message's view shows of a member's vote on it. */
export type Vote = Pick<FeedbackRow, 'messageId' | 'rating' | 'comment'>;
export type ContactRow = Pick<typeof clientUsers.$inferSelect, 'id' | 'name' | 'email' | 'phone'>;

export async function insertConversation(executor: Executor, values: typeof conversations.$inferInsert): Promise<ConversationRow> {
  const [row] = await executor.insert(conversations).values(values).returning();
  if (!row) throw new Error('conversation not inserted');
  return row;
}

/**
 * Inserts a question into a conversation whose row the caller has locked, with the message that was last before it.
 * That one is read by the insert itself, in the snapshot of a statement that began after the lock was granted: a send
 * that waited for the lock sees the question of the send it waited for. The locking statement's own snapshot predates
 * that question, and READ COMMITTED re-reads only a locked row that changed, which a send leaves as it is. The
 * `announcement` (`announcedBy`) is published by the same statement, at its transaction's commit (ADR 040).
 */
export async function insertQuestion(
  executor: Executor,
  values: NewMessage,
  announcement: SQL<unknown>,
): Promise<{ row: MessageRow; previous: Pick<MessageRow, 'id' | 'sender'> | undefined }> {
  // The inserted row is "messages" in RETURNING; the subquery's own rows are "previous".
  const previousOf = (column: 'id' | 'sender') =>
    sql`(select "previous".${sql.identifier(column)} from "messages" as "previous" where "previous"."conversation_id" = "messages"."conversation_id" and "previous"."seq" < "messages"."seq" order by "previous"."seq" desc limit 1)`;
  const [inserted] = await executor
    .insert(messages)
    .values(values)
    .returning({
      ...getTableColumns(messages),
      previousId: previousOf('id').mapWith(String),
      previousSender: previousOf('sender').mapWith(messages.sender),
      announced: announcement,
    });
  if (!inserted) throw new Error('message not inserted');
  const { previousId, previousSender, announced: _announced, ...row } = inserted;
  return { row, previous: previousId && previousSender ? { id: previousId, sender: previousSender } : undefined };
}

/**
 * Inserts the bot's reply unless the question already has one; returns it only when inserted. An `announcement`
 * is published by the same statement, only when it inserted the reply (RETURNING runs for written rows only).
 */
export async function insertReplyOnce(executor: Executor, values: NewMessage, announcement?: SQL<unknown>): Promise<MessageRow | undefined> {
  const [inserted] = await executor
    .insert(messages)
    .values(values)
    .onConflictDoNothing()
    .returning({ ...getTableColumns(messages), ...(announcement ? { announced: announcement } : {}) });
  if (!inserted) return undefined;
  const { announced: _announced, ...row } = inserted;
  return row;
}

export async function insertDocument(executor: Executor, values: typeof documents.$inferInsert): Promise<string> {
  const [row] = await executor.insert(documents).values(values).returning({ id: documents.id });
  if (!row) throw new Error('document not inserted');
  return row.id;
}

/** A conversation of one member of one business (the send locks it with `lockOwnConversationForSend`). */
export async function findOwnConversation(executor: Executor, scope: { id: string; businessId: string; clientUserId: string }): Promise<ConversationRow | undefined> {
  const [row] = await executor
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, scope.id), eq(conversations.businessId, scope.businessId), eq(conversations.clientUserId, scope.clientUserId)))
    .limit(1);
  return row;
}

/**
 * The send's read, in one statement: one of the member's conversations with the member's ACTIVE membership of its
 * business and that business's seats (SECURITY.md #30: read in the write's own transaction, never from a cache), the
 * member's contact and their votes on its messages. The membership row is locked before the conversation (the order
 * of `of`): a removal waits for the send to commit, and two simultaneous sends to one chat take turns (the last
 * message is read after the lock, by the question's insert: `insertQuestion`). Undefined when the member has no such
 * conversation in a business they belong to now.
 */
export async function lockOwnConversationForSend(
  executor: Executor,
  scope: { id: string; clientUserId: string },
): Promise<
  | {
      conversation: ConversationRow;
      plan: { memberAllowedQuantity: number; trialEndDate: Date | null };
      contact: ContactRow;
      votes: Map<string, Vote>;
    }
  | undefined
> {
  const [row] = await executor
    .select({
      conversation: conversations,
      plan: { memberAllowedQuantity: businesses.memberAllowedQuantity, trialEndDate: businesses.trialEndDate },
      contact: { id: clientUsers.id, name: clientUsers.name, email: clientUsers.email, phone: clientUsers.phone },
      // The member's votes on the chat's messages, which the send's answer shows: read here (one probe of the votes'
      // (conversation, user) index) rather than in a statement of their own after the transaction.
      votes: sql<Vote[]>`(select coalesce(json_agg(json_build_object('messageId', "vote"."message_id", 'rating', "vote"."rating", 'comment', "vote"."comment")), '[]'::json)
        from "message_feedback" as "vote" where "vote"."conversation_id" = "conversations"."id" and "vote"."user_id" = "conversations"."client_user_id")`,
    })
    .from(members)
    .innerJoin(businesses, eq(businesses.id, members.businessId))
    .innerJoin(conversations, and(eq(conversations.businessId, members.businessId), eq(conversations.clientUserId, members.clientUserId)))
    .innerJoin(clientUsers, eq(clientUsers.id, conversations.clientUserId))
    .where(and(eq(members.clientUserId, scope.clientUserId), eq(members.status, 'ACTIVE'), eq(conversations.id, scope.id)))
    .limit(1)
    // NO KEY UPDATE: conflicts with a removal's update of the member and with another send on the conversation, not
    // with the key-share locks of foreign keys (a message inserted into the conversation).
    .for('no key update', { of: [members, conversations] });
  if (!row) return undefined;
  return {
    conversation: row.conversation,
    plan: row.plan,
    contact: row.contact,
    votes: new Map(row.votes.map((vote) => [vote.messageId, vote])),
  };
}

export async function findConversation(executor: Executor, id: string): Promise<ConversationRow | undefined> {
  const [row] = await executor.select().from(conversations).where(eq(conversations.id, id)).limit(1);
  return row;
}

export async function findOwnConversations(executor: Executor, businessId: string, clientUserId: string): Promise<ConversationRow[]> {
  return executor
    .select()
    .from(conversations)
    .where(and(eq(conversations.businessId, businessId), eq(conversations.clientUserId, clientUserId)))
    .orderBy(desc(conversations.creationDate), desc(conversations.id));
}

export async function findMessages(executor: Executor, conversationIds: string[]): Promise<MessageRow[]> {
  if (conversationIds.length === 0) return [];
  return executor.select().from(messages).where(inArray(messages.conversationId, conversationIds)).orderBy(asc(messages.seq));
}

export async function findMessage(executor: Executor, id: string): Promise<MessageRow | undefined> {
  const [row] = await executor.select().from(messages).where(eq(messages.id, id)).limit(1);
  return row;
}

export async function findReplyTo(executor: Executor, messageId: string): Promise<MessageRow | undefined> {
  const [row] = await executor.select().from(messages).where(eq(messages.replyToMessageId, messageId)).limit(1);
  return row;
}

export async function findContact(executor: Executor, clientUserId: string): Promise<ContactRow | undefined> {
  const [row] = await executor
    .select({ id: clientUsers.id, name: clientUsers.name, email: clientUsers.email, phone: clientUsers.phone })
    .from(clientUsers)
    .where(eq(clientUsers.id, clientUserId))
    .limit(1);
  return row;
}

export async function findDocument(executor: Executor, id: string) {
  const [row] = await executor.select().from(documents).where(eq(documents.id, id)).limit(1);
  return row;
}

export async function findDocumentIdsByMessage(executor: Executor, messageIds: string[]): Promise<Map<string, string>> {
  if (messageIds.length === 0) return new Map();
  const rows = await executor.select({ id: documents.id, messageId: documents.messageId }).from(documents).where(inArray(documents.messageId, messageIds));
  return new Map(rows.map((row) => [row.messageId, row.id]));
}

/** Renames a conversation of one member of one business; false when it is not theirs. */
export async function updateOwnConversationTitle(
  executor: Executor,
  scope: { id: string; businessId: string; clientUserId: string },
  title: string,
): Promise<boolean> {
  const rows = await executor
    .update(conversations)
    .set({ title })
    .where(and(eq(conversations.id, scope.id), eq(conversations.businessId, scope.businessId), eq(conversations.clientUserId, scope.clientUserId)))
    .returning({ id: conversations.id });
  return rows.length > 0;
}

/** A message of one conversation from one sender (a bot answer to vote on, a question to stop the answer of). */
export async function findMessageFrom(executor: Executor, conversationId: string, messageId: string, sender: MessageRow['sender']): Promise<MessageRow | undefined> {
  const [row] = await executor
    .select()
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.conversationId, conversationId), eq(messages.sender, sender)))
    .limit(1);
  return row;
}

/** Stores a member's vote on an answer, replacing their earlier one (one row per message and member). */
export async function upsertFeedback(executor: Executor, values: typeof messageFeedback.$inferInsert): Promise<FeedbackRow> {
  const [row] = await executor
    .insert(messageFeedback)
    .values(values)
    .onConflictDoUpdate({
      target: [messageFeedback.messageId, messageFeedback.userId],
      set: { rating: values.rating, comment: values.comment ?? null, updatedAt: values.updatedAt ?? new Date() },
    })
    .returning();
  if (!row) throw new Error('feedback not stored');
  return row;
}

/** One member's votes on the given messages, by message id. */
export async function findFeedbackByMessage(executor: Executor, userId: string, messageIds: string[]): Promise<Map<string, FeedbackRow>> {
  if (messageIds.length === 0) return new Map();
  // One array parameter, not one per message: the statement's text is the same whatever the conversation's length.
  const rows = await executor
    .select()
    .from(messageFeedback)
    .where(and(eq(messageFeedback.userId, userId), sql`${messageFeedback.messageId} = any(${`{${messageIds.join(',')}}`}::uuid[])`));
  return new Map(rows.map((row) => [row.messageId, row]));
}

/** Deletes a conversation of one member of one business (messages, votes and documents go with it); false when not theirs. */
export async function deleteOwnConversation(executor: Executor, scope: { id: string; businessId: string; clientUserId: string }): Promise<boolean> {
  const rows = await executor
    .delete(conversations)
    .where(and(eq(conversations.id, scope.id), eq(conversations.businessId, scope.businessId), eq(conversations.clientUserId, scope.clientUserId)))
    .returning({ id: conversations.id });
  return rows.length > 0;
}

/** Most chats a search answers with. */
export const SEARCH_LIMIT = 50;

/**
 * One member's chats whose title or any message matches `query` (PostgreSQL text search, Spanish configuration:
 * 'fianzas' finds 'fianza'), newest first. Scoped by the member's index first; the text is matched on the fly.
 */
export async function searchOwnConversations(executor: Executor, businessId: string, clientUserId: string, query: string): Promise<ConversationRow[]> {
  const tsquery = sql`plainto_tsquery('spanish', ${query})`;
  // Written out in SQL: a correlated subquery on the outer row, naming the outer table explicitly.
  const inMessages = sql`exists (select 1 from ${messages} as m where m.conversation_id = "conversations"."id" and to_tsvector('spanish', coalesce(m.text, '')) @@ ${tsquery})`;
  return executor
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.businessId, businessId),
        eq(conversations.clientUserId, clientUserId),
        or(sql`to_tsvector('spanish', coalesce(${conversations.title}, '')) @@ ${tsquery}`, inMessages),
      ),
    )
    .orderBy(desc(conversations.creationDate), desc(conversations.id))
    .limit(SEARCH_LIMIT);
}

export type QuestionKeyRow = typeof questionKeys.$inferSelect;

/**
 * Records the question a member's `Idempotency-Key` stored, in the transaction that stores it. A key of the member
 * recorded since `since` is kept (false: another request holds it, and this transaction must not store its
 * question); an older one is taken over (SECURITY.md #42).
 */
export async function claimQuestionKey(executor: Executor, row: QuestionKeyRow, since: Date): Promise<boolean> {
  const claimed = await executor
    .insert(questionKeys)
    .values(row)
    .onConflictDoUpdate({
      target: [questionKeys.clientUserId, questionKeys.key],
      set: { requestHash: row.requestHash, conversationId: row.conversationId, messageId: row.messageId, createdAt: row.createdAt },
      setWhere: sql`${questionKeys.createdAt} < ${since}`,
    })
    .returning({ key: questionKeys.key });
  return claimed.length > 0;
}

/** The question a member's key recorded since `since`, if any. */
export async function findQuestionKey(executor: Executor, clientUserId: string, key: string, since: Date): Promise<QuestionKeyRow | undefined> {
  const [row] = await executor
    .select()
    .from(questionKeys)
    .where(and(eq(questionKeys.clientUserId, clientUserId), eq(questionKeys.key, key), sql`${questionKeys.createdAt} >= ${since}`))
    .limit(1);
  return row;
}

/** Deletes the keys recorded before `before` (older than their 24 hours); returns how many. */
export async function deleteExpiredQuestionKeys(executor: Executor, before: Date): Promise<number> {
  const deleted = await executor.delete(questionKeys).where(sql`${questionKeys.createdAt} < ${before}`).returning({ key: questionKeys.key });
  return deleted.length;
}
