import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { announceMembershipChange, deleteMember, findBusiness, findMemberOfUser, lockMemberOfUser, seatsAt, type MembershipCache } from '../business/index.ts';
import * as repository from './governance.repository.ts';
import { buildPersonalDataZip } from './personal-data-archive.ts';
import { deleteConversations, findConversationsOfUser } from './retention.repository.ts';

/**
 * A member's rights over their own data (issue 16, ADR 033): a copy of all of it, and the deletion of their
 * account. Both act on the caller only; neither needs a plan (a member of a lapsed business keeps their rights).
 */
export class PersonalDataService {
  constructor(
    private readonly ctx: AppContext,
    private readonly memberships: MembershipCache,
  ) {}

  private get db() {
    return this.ctx.database.db;
  }

  /** The caller's data as a ZIP; the export is recorded in their business's audit trail. */
  async exportData(clientUserId: string): Promise<{ fileName: string; zip: Uint8Array }> {
    const now = this.ctx.now();
    const user = await repository.findClientUser(this.db, clientUserId);
    if (!user) throw new AppError('UNAUTHORIZED');
    const member = await findMemberOfUser(this.db, clientUserId);
    const business = member ? await findBusiness(this.db, member.businessId) : undefined;
    const conversations = member ? await repository.findConversationsWithMessages(this.db, member.businessId, clientUserId) : [];
    const zip = buildPersonalDataZip({
      profile: { id: user.id, name: user.name, email: user.email, phone: user.phone, emailVerified: user.emailVerifiedAt !== null, createdAt: user.createdAt.toISOString() },
      membership: member && business ? { businessName: business.name, rol: member.rol, since: member.createdAt.toISOString() } : null,
      conversations,
      exportedAt: now.toISOString(),
    });
    if (member) {
      // The actor's id says who; their email would outlive the deletion of their account (ADR 033).
      await recordAudit(this.db, { businessId: member.businessId, actorClientUserId: clientUserId, action: 'data.exported', createdAt: now });
    }
    return { fileName: `mike-datos-${now.toISOString().slice(0, 10)}.zip`, zip };
  }

  /**
   * Deletes the caller's account: every session is revoked, their personal fields are erased and their seat
   * is freed. Their conversations are deleted at once when the business keeps conversations for ever (no rule
   * would ever remove them), and otherwise stay, naming nobody, until the business's retention rule removes
   * them (ADR 033). An OWNER must first hand the business over or let its plan end.
   */
  async deleteAccount(clientUserId: string): Promise<void> {
    const now = this.ctx.now();
    await this.db.transaction(async (tx) => {
      // The member's row before their conversations, in the send's order: a send in flight then waits for this
      // transaction instead of deadlocking with it.
      const member = await lockMemberOfUser(tx, clientUserId);
      if (member) {
        const business = await findBusiness(tx, member.businessId);
        if (member.rol === 'OWNER' && business && seatsAt(business, now) > 0) {
          throw new AppError('OWNER_MUST_HAND_OVER', 'Eres el director de la empresa: cancela la suscripción o cede la empresa antes de eliminar tu cuenta.');
        }
        const removed =
          business?.retentionMonths == null ? await deleteConversations(tx, member.businessId, await findConversationsOfUser(tx, member.businessId, clientUserId)) : undefined;
        await deleteMember(tx, member.businessId, member.id);
        await recordAudit(tx, {
          businessId: member.businessId,
          actorClientUserId: clientUserId,
          action: 'account.deleted',
          // No email: the trail keeps that someone left, not who they were (ADR 033).
          details: { before: { rol: member.rol }, ...(removed ? { counts: { ...removed } } : {}) },
          createdAt: now,
        });
      }
      await this.ctx.sessions.revokeAllForUser(tx, clientUserId);
      await repository.erasePersonalFields(tx, clientUserId);
      await announceMembershipChange(tx, { clientUserId });
    });
    this.memberships.forget({ clientUserId });
    await this.ctx.sessions.announceRevoked(clientUserId);
  }
}
