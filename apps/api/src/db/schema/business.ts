import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clientUsers } from './accounts.ts';
import { invitationStatusEnum, memberStatusEnum, rolEnum } from './enums.ts';

export const businesses = pgTable('businesses', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  creationDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** Paid or trial seats; 0 means no plan. */
  memberAllowedQuantity: integer().notNull(),
  trialEndDate: timestamp({ withTimezone: true }),
  /** How many months conversations are kept (6, 12, 24 or 36); null keeps them for ever (issue 16). */
  retentionMonths: integer(),
});

/** A seat of a business: an ACTIVE client user or an INVITED person. */
export const members = pgTable(
  'members',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Unique: one business per client user. */
    clientUserId: uuid()
      .unique()
      .references(() => clientUsers.id, { onDelete: 'set null' }),
    status: memberStatusEnum().notNull(),
    rol: rolEnum().notNull(),
    invitedName: text(),
    invitedEmail: text(),
    invitedPhone: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.businessId)],
);

export const invitations = pgTable(
  'invitations',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    memberId: uuid().references(() => members.id, { onDelete: 'set null' }),
    status: invitationStatusEnum().notNull().default('PENDING'),
    email: text().notNull(),
    phone: text().notNull(),
    name: text().notNull(),
    rol: rolEnum().notNull(),
    expirationDate: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.businessId, t.status), uniqueIndex().on(t.memberId)],
);
