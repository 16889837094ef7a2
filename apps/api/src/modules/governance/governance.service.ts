import { AUDIT_PAGE_SIZE, AuditActionSchema, type AuditEntry, type AuditLogResponse, type BusinessSettings, type RetentionMonths, type UsageQuery, type UsageResponse } from '@mike/contracts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { findAuditPage, recordAudit, type AuditRow } from '../audit/index.ts';
import { assertCanManageTeam, findBusiness, getMembership, type Membership } from '../business/index.ts';
import * as repository from './governance.repository.ts';
import { getUsage } from './usage.service.ts';

/** An entry as the API shows it: the actor by name, never an id; counts and before/after as recorded. */
function toAuditEntry(row: AuditRow): AuditEntry {
  const { before, after, counts } = row.details;
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    action: AuditActionSchema.parse(row.action),
    actor: row.actorClientUserId === null ? null : { name: row.actorName ?? '' },
    subject: row.subjectPerson ?? row.subject,
    ...(row.subjectErased ? { subjectErased: true } : {}),
    ...(before ? { before } : {}),
    ...(after ? { after } : {}),
    ...(counts ? { counts } : {}),
  };
}

/**
 * Team insight and data governance for a business (issue 16): usage, the audit trail and the retention
 * setting. OWNER and ADMINISTRATIVE read them; only the OWNER changes the retention. Every call starts from the
 * caller's membership, so every query is scoped to their business.
 */
export class GovernanceService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.database.db;
  }

  private async manager(clientUserId: string): Promise<Membership> {
    const membership = await getMembership(this.db, clientUserId);
    assertCanManageTeam(membership);
    return membership;
  }

  async getUsage(clientUserId: string, query: UsageQuery): Promise<UsageResponse> {
    const { businessId } = await this.manager(clientUserId);
    return getUsage(this.db, businessId, query);
  }

  async getAuditLog(clientUserId: string, page: number): Promise<AuditLogResponse> {
    const { businessId } = await this.manager(clientUserId);
    const rows = await findAuditPage(this.db, businessId, (page - 1) * AUDIT_PAGE_SIZE, AUDIT_PAGE_SIZE + 1);
    return { entries: rows.slice(0, AUDIT_PAGE_SIZE).map(toAuditEntry), page, hasMore: rows.length > AUDIT_PAGE_SIZE };
  }

  async getSettings(clientUserId: string): Promise<BusinessSettings> {
    const { businessId } = await this.manager(clientUserId);
    return { retentionMonths: (await repository.findRetention(this.db, businessId)) as RetentionMonths };
  }

  /** The OWNER sets how long conversations are kept; the change and its old value go to the audit trail. */
  async updateSettings(clientUserId: string, retentionMonths: RetentionMonths): Promise<BusinessSettings> {
    await this.db.transaction(async (tx) => {
      const membership = await getMembership(tx, clientUserId);
      if (membership.rol !== 'OWNER') throw new AppError('FORBIDDEN', 'Solo el director puede cambiar cuánto tiempo se guardan las conversaciones.');
      const business = await findBusiness(tx, membership.businessId);
      if (!business) throw new AppError('NOT_FOUND');
      if (business.retentionMonths === retentionMonths) return;
      await repository.setRetention(tx, membership.businessId, retentionMonths);
      await recordAudit(tx, {
        businessId: membership.businessId,
        actorClientUserId: clientUserId,
        action: 'settings.retention_changed',
        details: { before: { retentionMonths: business.retentionMonths }, after: { retentionMonths } },
        createdAt: this.ctx.now(),
      });
    });
    return { retentionMonths };
  }
}
