import type { AuditAction } from '@mike/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { auditLog, auditPeople, clientUsers, type AuditDetails } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/db.ts';

export interface AuditRecord {
  businessId: string;
  /** Null when MIKE acted (a job, the billing provider). */
  actorClientUserId: string | null;
  action: AuditAction;
  /** What the action was about when it is not a person: a period, a credit note's number. */
  subject?: string | null;
  /** The email of the person the action was about: stored as a label that account deletion erases, never in the entry. */
  subjectPerson?: string | null;
  details?: AuditDetails;
  createdAt: Date;
}

/** An email where the trail keeps only ids and non-personal values: a caller that passes one has a bug. */
const LOOKS_LIKE_AN_EMAIL = /@/;

/**
 * Appends one entry to the business's audit trail. Called inside the transaction of the change it records,
 * so the entry exists exactly when the change does.
 */
export async function recordAudit(executor: Executor, record: AuditRecord): Promise<void> {
  if (record.subject && LOOKS_LIKE_AN_EMAIL.test(record.subject)) throw new Error(`audit subject of ${record.action} holds an email: pass it as subjectPerson`);
  await executor.insert(auditLog).values({
    businessId: record.businessId,
    actorClientUserId: record.actorClientUserId,
    action: record.action,
    subject: record.subject ?? null,
    subjectPersonId: record.subjectPerson ? await personLabelId(executor, record.businessId, record.subjectPerson) : null,
    details: record.details ?? {},
    createdAt: record.createdAt,
  });
}

/** The id of the business's label for a person, created the first time an entry is about them. */
async function personLabelId(executor: Executor, businessId: string, email: string): Promise<string> {
  const key = email.toLowerCase();
  // The no-op update makes RETURNING answer on a conflict too, so one statement finds or creates the label.
  const [row] = await executor
    .insert(auditPeople)
    .values({ businessId, email: key })
    .onConflictDoUpdate({ target: [auditPeople.businessId, auditPeople.email], set: { email: sql`excluded.email` } })
    .returning({ id: auditPeople.id });
  return row!.id;
}

/** Erases every business's label for a person (account deletion): their entries stay, naming nobody. */
export async function erasePersonLabels(executor: Executor, email: string): Promise<void> {
  await executor.delete(auditPeople).where(eq(auditPeople.email, email.toLowerCase()));
}

export interface AuditRow {
  id: string;
  createdAt: Date;
  action: string;
  subject: string | null;
  /** The label of the person the entry is about, while their account has not been deleted. */
  subjectPerson: string | null;
  /** The entry was about a person whose label was erased with their account. */
  subjectErased: boolean;
  details: AuditDetails;
  actorClientUserId: string | null;
  actorName: string | null;
}

/** One page of a business's entries, newest first (index `audit_log_business_newest`); one extra row tells whether more follow. */
export async function findAuditPage(executor: Executor, businessId: string, offset: number, limit: number): Promise<AuditRow[]> {
  return executor
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      action: auditLog.action,
      subject: auditLog.subject,
      subjectPerson: auditPeople.email,
      subjectErased: sql<boolean>`${auditLog.subjectPersonId} is not null and ${auditPeople.id} is null`,
      details: auditLog.details,
      actorClientUserId: auditLog.actorClientUserId,
      actorName: clientUsers.name,
    })
    .from(auditLog)
    .leftJoin(clientUsers, eq(clientUsers.id, auditLog.actorClientUserId))
    .leftJoin(auditPeople, eq(auditPeople.id, auditLog.subjectPersonId))
    .where(and(eq(auditLog.businessId, businessId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.seq))
    .limit(limit)
    .offset(offset);
}
