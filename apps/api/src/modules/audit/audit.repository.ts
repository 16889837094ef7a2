import type { AuditAction } from '@mike/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, clientUsers, type AuditDetails } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/db.ts';

export interface AuditRecord {
  businessId: string;
  /** Null when MIKE acted (a job, the billing provider). */
  actorClientUserId: string | null;
  action: AuditAction;
  subject?: string | null;
  details?: AuditDetails;
  createdAt: Date;
}

/**
 * Appends one entry to the business's audit trail. Called inside the transaction of the change it records,
 * so the entry exists exactly when the change does.
 */
export async function recordAudit(executor: Executor, record: AuditRecord): Promise<void> {
  await executor.insert(auditLog).values({
    businessId: record.businessId,
    actorClientUserId: record.actorClientUserId,
    action: record.action,
    subject: record.subject ?? null,
    details: record.details ?? {},
    createdAt: record.createdAt,
  });
}

export interface AuditRow {
  id: string;
  createdAt: Date;
  action: string;
  subject: string | null;
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
      details: auditLog.details,
      actorClientUserId: auditLog.actorClientUserId,
      actorName: clientUsers.name,
    })
    .from(auditLog)
    .leftJoin(clientUsers, eq(clientUsers.id, auditLog.actorClientUserId))
    .where(and(eq(auditLog.businessId, businessId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.seq))
    .limit(limit)
    .offset(offset);
}
