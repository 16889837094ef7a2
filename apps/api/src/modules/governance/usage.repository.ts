import { and, count, eq, gte, lt, max, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { conversations, documents, messageFeedback, messages } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/db.ts';

/** Days are Spanish days: a question asked at 00:30 in Madrid counts for that day, whatever UTC says. */
export const USAGE_TIME_ZONE = 'Europe/Madrid';

/** A period as instants: from the start of its first day to the start of the day after its last (Madrid time). */
export interface Period {
  start: Date;
  end: Date;
}

export async function periodOf(executor: Executor, from: string, to: string): Promise<Period> {
  const result = await executor.execute(
    sql`select (${from}::date::timestamp at time zone ${USAGE_TIME_ZONE}) as "start", ((${to}::date + 1)::timestamp at time zone ${USAGE_TIME_ZONE}) as "end"`,
  );
  const row = (result as unknown as { rows: { start: string | Date; end: string | Date }[] }).rows[0]!;
  return { start: new Date(row.start), end: new Date(row.end) };
}

const dayOf = (column: PgColumn): SQL<string> => sql<string>`to_char(${column} at time zone ${sql.raw(`'${USAGE_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;

/**
 * The counting queries of a business's usage, each grouped by asker and day. Every one starts from an
 * index on (business_id, date), so the work grows with the business's activity in the period, not with the
 * table (usage-explain.test.ts proves it with EXPLAIN). Returned unexecuted so the test explains these very queries.
 */
export function usageQueries(executor: Executor, businessId: string, period: Period) {
  const questionDay = dayOf(messages.creationDate);
  const conversationDay = dayOf(conversations.creationDate);
  const documentDay = dayOf(documents.createdAt);
  return {
    questions: executor
      .select({ clientUserId: conversations.clientUserId, day: questionDay, n: count(), last: max(messages.creationDate) })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(
        and(
          eq(messages.businessId, businessId),
          eq(messages.sender, 'USER'),
          gte(messages.creationDate, period.start),
          lt(messages.creationDate, period.end),
          // Scoped on both sides: the join never reads other businesses' conversations.
          eq(conversations.businessId, businessId),
        ),
      )
      .groupBy(conversations.clientUserId, questionDay),
    conversations: executor
      .select({ clientUserId: conversations.clientUserId, day: conversationDay, n: count() })
      .from(conversations)
      .where(and(eq(conversations.businessId, businessId), gte(conversations.creationDate, period.start), lt(conversations.creationDate, period.end)))
      .groupBy(conversations.clientUserId, conversationDay),
    documents: executor
      .select({ clientUserId: conversations.clientUserId, day: documentDay, n: count() })
      .from(documents)
      .innerJoin(messages, eq(messages.id, documents.messageId))
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(
        and(
          eq(documents.businessId, businessId),
          gte(documents.createdAt, period.start),
          lt(documents.createdAt, period.end),
          eq(messages.businessId, businessId),
          eq(conversations.businessId, businessId),
        ),
      )
      .groupBy(conversations.clientUserId, documentDay),
    // 👍/👎 given in the period, per member: from the (business_id, created_at) index of message_feedback.
    feedback: executor
      .select({ clientUserId: messageFeedback.userId, rating: messageFeedback.rating, n: count() })
      .from(messageFeedback)
      .where(and(eq(messageFeedback.businessId, businessId), gte(messageFeedback.createdAt, period.start), lt(messageFeedback.createdAt, period.end)))
      .groupBy(messageFeedback.userId, messageFeedback.rating),
  };
}
