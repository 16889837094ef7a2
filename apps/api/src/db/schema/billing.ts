import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    /** Seats billed and the period they cover (null on bills older than issue 15, and on Stripe's until read). */
    quantity: integer(),
    periodStart: timestamp({ withTimezone: true }),
    periodEnd: timestamp({ withTimezone: true }),
    /** MIKE's factura for this bill (sandbox bills, once PAID): 'MIKE-2026-000001', unique, never reused. */
    invoiceNumber: text().unique(),
    /** Everything the factura says, frozen when it is issued (seller, buyer, lines, tax): never updated. */
    invoice: jsonb().$type<IssuedInvoice>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.businessId, t.date)],
);

/** A factura as issued (Real Decreto 1619/2012, art. 6): stored whole so a later change of details never alters it. */
export interface IssuedInvoice {
  number: string;
  issuedAt: string;
  seller: { name: string; taxId: string; address: string };
  buyer: { name: string; taxId: string | null; address: string | null; email: string | null };
  lines: { concept: string; quantity: number; periodStart: string | null; periodEnd: string | null; baseCents: number }[];
  /** Percent (21). */
  vatRate: number;
  baseCents: number;
  vatCents: number;
  totalCents: number;
}

/**
 * A factura rectificativa (Real Decreto 1619/2012, art. 15) por sustitución: it replaces the document it
 * rectifies (the invoice, or the bill's previous rectificativa) whole, naming it, with the reason.
 */
export interface IssuedCreditNote extends IssuedInvoice {
  rectifies: { number: string; issuedAt: string };
  reason: string;
  method: 'substitution';
}

/**
 * Gap-free number series, one counter per kind and year: facturas ('invoice') and facturas rectificativas
 * ('credit_note') are distinct series (art. 6.1.a). The counter moves in the transaction that issues the document.
 */
export const invoiceSeries = pgTable(
  'invoice_series',
  {
    kind: text().$type<'invoice' | 'credit_note'>().notNull().default('invoice'),
    year: integer().notNull(),
    lastNumber: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);

/** The facturas rectificativas of a bill's invoice, newest last; a database trigger refuses any change to one. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    billId: uuid()
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    /** 'MIKE-R-2026-000001': the credit-note series, unique, never reused. */
    number: text().notNull().unique(),
    /** Everything the rectificativa says, frozen when it is issued. */
    creditNote: jsonb().$type<IssuedCreditNote>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.billId, t.createdAt)],
);

/** The business's details for its invoices (the buyer), set by the OWNER. */
export const billingDetails = pgTable('billing_details', {
  businessId: uuid()
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  legalName: text().notNull(),
  taxId: text().notNull(),
  address: text().notNull(),
  postalCode: text().notNull(),
  city: text().notNull(),
  email: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

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
