import type { Citation } from '@mike/contracts';
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, customType, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clientUsers } from './accounts.ts';
import { businesses } from './business.ts';
import { languageEnum, messageSenderEnum, messageTypeEnum } from './enums.ts';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const conversations = pgTable(
  'conversations',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** The asking member's client user (the spec's `contact`). */
    clientUserId: uuid()
      .notNull()
      .references(() => clientUsers.id),
    language: languageEnum(),
    /** The member's own name for the chat; null: the first question stands in (issue 14). */
    title: text(),
    creationDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // The second serves usage per period and the retention job (issue 16).
  (t) => [index().on(t.businessId, t.clientUserId, t.creationDate), index().on(t.businessId, t.creationDate)],
);

/**
 * A bot message's sources as stored: verified citations (`Citation` of the contracts). Replies written before
 * citations were verified hold `{ label, url? }` only; the conversation view leaves those out (their text still
 * ends with its 'Fuentes' line).
 */
export type StoredCitation = Citation | { label: string; url?: string };

export const messages = pgTable(
  'messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Insertion order within the database; ties on creationDate are broken by it. */
    seq: bigserial({ mode: 'number' }).notNull(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    messageType: messageTypeEnum().notNull().default('TEXT'),
    sender: messageSenderEnum().notNull(),
    text: text(),
    englishText: text(),
    documentName: text(),
    replyToMessageId: uuid(),
    citations: jsonb().$type<StoredCitation[]>(),
    /** A bot answer the member stopped while it was being written: its text is what came before. */
    interrupted: boolean().notNull().default(false),
    creationDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.conversationId, t.seq),
    // Usage per period (issue 16): a business's messages of a date range without reading the others'.
    index().on(t.businessId, t.creationDate),
    // A retried reply job can never write a second answer to the same question.
    uniqueIndex('messages_one_reply_per_message').on(t.replyToMessageId).where(sql`${t.replyToMessageId} is not null`),
  ],
);

/**
 * The question each `Idempotency-Key` of a member stored (SECURITY.md #42): a retry with the same key and body is
 * answered with that question instead of storing it again. Kept 24 hours; deleted with the conversation.
 */
export const questionKeys = pgTable(
  'question_keys',
  {
    clientUserId: uuid()
      .notNull()
      .references(() => clientUsers.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    /** SHA-256 of the request's route and body: the same key with another body is refused. */
    requestHash: text().notNull(),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    messageId: uuid()
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  // Deleting a conversation or a message finds its keys by these indexes; the hourly expiry by createdAt.
  (t) => [primaryKey({ columns: [t.clientUserId, t.key] }), index().on(t.createdAt), index().on(t.conversationId), index().on(t.messageId)],
);

/** Files drafted by the assistant, served through signed, expiring URLs. */
export const documents = pgTable(
  'documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    messageId: uuid()
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    fileName: text().notNull(),
    mimeType: text().notNull(),
    content: bytea().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.messageId), index().on(t.businessId, t.createdAt)],
);

/**
 * A member's 👍/👎 on one bot answer, with an optional comment (issue 14): one row per message and member, the
 * latest vote replacing the earlier one. Usage counts read it by business.
 */
export const messageFeedback = pgTable(
  'message_feedback',
  {
    id: uuid().primaryKey().defaultRandom(),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    messageId: uuid()
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => clientUsers.id, { onDelete: 'cascade' }),
    rating: text().$type<'up' | 'down'>().notNull(),
    comment: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('message_feedback_one_per_member').on(t.messageId, t.userId),
    // The send reads a member's votes on one chat with the chat's lock (conversations.repository.ts).
    index().on(t.conversationId, t.userId),
    index().on(t.businessId, t.createdAt),
    check('message_feedback_rating', sql`${t.rating} in ('up', 'down')`),
  ],
);
