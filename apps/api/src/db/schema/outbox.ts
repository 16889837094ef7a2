import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { outboxChannelEnum } from './enums.ts';

/** Mail and phone messages kept locally in development instead of being sent (DESIGN.md §3). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    channel: outboxChannelEnum().notNull(),
    to: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.createdAt)],
);
