import { bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    /** What the action was about when it is not a person: a period, a credit note's number. Never personal data. */
    subject: text(),
    /**
     * The person the action was about, by their id in `audit_people` (ADR 033): no foreign key, so erasing the label
     * when the account is deleted leaves the entry in place, about someone no longer named.
     */
    subjectPersonId: uuid(),
    details: jsonb().$type<AuditDetails>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_business_newest').on(t.businessId, t.createdAt.desc(), t.seq.desc())],
);

/**
 * The readable label of each person a business's audit entries are about (an invitee, a removed member), kept
 * outside the append-only trail so that deleting the person's account can erase it (ADR 033, SECURITY.md #39).
 * One row per business and lower-cased email.
 */
export const auditPeople = pgTable(
  'audit_people',
  {
    id: uuid().primaryKey().defaultRandom(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Lower-cased: how entries find the person's label and how account deletion erases it. */
    email: text().notNull(),
  },
  (t) => [uniqueIndex().on(t.businessId, t.email), index().on(t.email)],
);
