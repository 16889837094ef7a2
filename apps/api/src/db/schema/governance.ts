import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './business.ts';

/** What an audit entry may carry besides its action: values before and after, counts, a label. Never conversation text. */
export interface AuditDetails {
  before?: Record<string, string | number | boolean | null>;
  after?: Record<string, string | number | boolean | null>;
  counts?: Record<string, number>;
}

/**
 * The business's audit trail (issue 16, ADR 032): append-only. A trigger of the migration refuses every
 * UPDATE, DELETE and TRUNCATE, so no code path (nor a bug in one) can rewrite history. The actor is kept as a
 * bare id (no foreign key): an erased account leaves its entries in place, naming nobody.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Insertion order; ties on createdAt are broken by it. */
    seq: bigserial({ mode: 'number' }).notNull(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id),
    /** The client user who acted; null for MIKE itself (the retention job, the billing provider). */
    actorClientUserId: uuid(),
    /** 'member.invited', 'plan.seats_changed'… (AuditAction of the contracts). */
    action: text().notNull(),
    /** Who or what the action was about, as shown then: an invitee's email, a rol. */
    subject: text(),
    details: jsonb().$type<AuditDetails>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_business_newest').on(t.businessId, t.createdAt.desc(), t.seq.desc())],
);
