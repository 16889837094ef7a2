import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './business.ts';
import { billStatusEnum } from './enums.ts';

/** The business's subscription as the billing provider last reported it. */
export const subscriptions = pgTable('subscriptions', {
  id: uuid().primaryKey().defaultRandom(),
  businessId: uuid()
    .notNull()
    .unique()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  /** 'sandbox' or 'stripe'. */
  provider: text().notNull(),
  providerCustomerId: text(),
  providerSubscriptionId: text().unique(),
  /** Provider status: active, past_due, canceled… */
  status: text().notNull(),
  quantity: integer().notNull(),
  currentPeriodStart: timestamp({ withTimezone: true }).notNull(),
  currentPeriodEnd: timestamp({ withTimezone: true }).notNull(),
  cancelAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const bills = pgTable(
  'bills',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    providerInvoiceId: text().unique(),
    status: billStatusEnum().notNull(),
    /** Cents of euro; the API shows euros. */
    totalCents: integer().notNull(),
    date: timestamp({ withTimezone: true }).notNull(),
    url: text(),
    description: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.businessId, t.date)],
);

/** Webhook events already applied: the id is stored in the same transaction as the effect. */
export const billingEvents = pgTable('billing_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The sandbox provider's checkout sessions (the local stand-in for Stripe Checkout). */
export const sandboxCheckoutSessions = pgTable('sandbox_checkout_sessions', {
  id: uuid().primaryKey().defaultRandom(),
  businessId: uuid()
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  quantity: integer().notNull(),
  status: text().notNull().default('open'),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp({ withTimezone: true }),
});

/**
 * One billing mutation at a time per business (ADR 011): a row here is a lease held while its holder
 * talks to the provider, outside any transaction; it expires on its own if the holder dies.
 */
export const billingLeases = pgTable('billing_leases', {
  businessId: uuid()
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  holder: uuid().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});
