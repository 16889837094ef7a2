import { ROL_LABELS, type Business, type Invite, type InviteRequest } from '@mike/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { invitationMail } from '../../platform/mail-templates.ts';
import { recordAudit } from '../audit/index.ts';
import { emailTaken, findUserByEmail, findUserById, findUserByPhone, normalizePhone, phoneTaken } from '../accounts/index.ts';
import * as repository from './business.repository.ts';
import {
  assertActivePlan,
  assertCanManageTeam,
  assertOwnBusiness,
  getBusinessView,
  getMembership,
  seatsAt,
  statusBeforeSuspension,
  type Membership,
} from './business.service.ts';
import * as invitationsRepository from './invitations.repository.ts';
import { announceMembershipChange, type MembershipCache } from './membership.ts';

export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The team of a business: invite, list and cancel invites, remove members (DESIGN.md §5).
 * Every call starts from the caller's membership, so every query is scoped to their business.
 */
export class TeamService {
  constructor(
    private readonly ctx: AppContext,
    private readonly memberships: MembershipCache,
  ) {}

  private get db() {
    return this.ctx.database.db;
  }

  /**
   * Creates an INVITED member and a PENDING invitation valid 7 days, and mails the link. The mail is
   * budgeted per business and per recipient before anything is written or sent (SECURITY.md #34);
   * only someone who may invite spends the business's budget.
   */
  async invite(clientUserId: string, input: InviteRequest): Promise<Business> {
    const phone = normalizePhone(input.phone);
    const { email, name, rol } = input;
    const inviter = await getMembership(this.db, clientUserId);
    assertCanManageTeam(inviter);
    // An account that has not proved its email may be someone else's registration of it: it gives no one power over
    // the team (SECURITY.md #37, ADR 009).
    if (rol !== 'AGENT' && !(await isEmailVerified(this.db, clientUserId))) {
      throw new AppError('EMAIL_NOT_VERIFIED', 'Verifica tu email para invitar a administrativos. Te hemos enviado el enlace al registrarte.');
    }
    await this.ctx.rateLimits.consume('invitationEmailsPerBusiness', inviter.businessId);
    await this.ctx.rateLimits.consume('invitationEmailsPerBusinessPerDay', inviter.businessId);
    // Per business and recipient: another business's invitations to the same address spend their own budget.
    await this.ctx.rateLimits.consume('invitationEmailsPerRecipient', `${inviter.businessId}|${email.toLowerCase()}`);
    const now = this.ctx.now();
    const created = await this.db.transaction(async (tx) => {
      const membership = await getMembership(tx, clientUserId);
      assertCanManageTeam(membership);
      // The lock makes the seat count and the insert one step: parallel invites cannot overfill.
      const business = await repository.lockBusiness(tx, membership.businessId);
      if (!business) throw new AppError('NOT_FOUND');
      assertActivePlan(business, now);
      if (await repository.hasMemberWithEmailOrPhone(tx, business.id, email, phone)) {
        throw new AppError('INVITATION_MEMBER_EXIST', 'El usuario o la invitación ya existe para este correo electrónico o teléfono');
      }
      await assertInviteeCanJoin(tx, email, phone);
      if ((await repository.countSeatHolders(tx, business.id)) >= seatsAt(business, now)) {
        throw new AppError('BUSINESS_CLIENT_QUOTA', 'Quota de clientes alcanzada');
      }
      const member = await repository.insertMember(tx, {
        businessId: business.id,
        status: 'INVITED',
        rol,
        invitedName: name,
        invitedEmail: email,
        invitedPhone: phone,
        createdAt: now,
      });
      const invitation = await invitationsRepository.insertInvitation(tx, {
        businessId: business.id,
        memberId: member.id,
        status: 'PENDING',
        email,
        phone,
        name,
        rol,
        expirationDate: new Date(now.getTime() + INVITATION_LIFETIME_MS),
        createdAt: now,
      });
      return { businessId: business.id, businessName: business.name, memberId: member.id, invitationId: invitation.id };
    });

    await this.mailInvitationOrUndo({ ...created, email, name, rol });
    // Recorded once the mail went: an invitation undone above never existed for the team.
    await recordAudit(this.db, {
      businessId: created.businessId,
      actorClientUserId: clientUserId,
      action: 'member.invited',
      subjectPerson: email,
      details: { after: { rol } },
      createdAt: now,
    });
    return getBusinessView(this.db, created.businessId, this.ctx.now());
  }

  /** Mails a created invitation; when the mail fails, an invitation nobody received would hold a seat for a week: it is undone. */
  private async mailInvitationOrUndo(created: { invitationId: string; businessId: string; businessName: string; memberId: string; email: string; name: string; rol: Invite['rol'] }): Promise<void> {
    try {
      await this.sendInvitationMail(created);
    } catch (error) {
      this.ctx.logger.error({ err: error, invitationId: created.invitationId }, 'invitation mail failed');
      await this.db.transaction(async (tx) => {
        await invitationsRepository.expireInvitationOfMember(tx, created.memberId);
        await repository.deleteMember(tx, created.businessId, created.memberId);
      });
      throw new AppError('INTERNAL_ERROR', 'No se ha podido enviar la invitación. Inténtalo de nuevo.');
    }
  }

  /**
   * Removes a member of the caller's business: an ACTIVE one loses every session at once
   * (SECURITY.md #9), an INVITED one's invitation expires. Their conversations stay with the
   * business: they reference the business and the client user, not the member row. Every process
   * forgets the membership when the removal commits (SECURITY.md #30).
   */
  async removeMember(clientUserId: string, memberId: string): Promise<Business> {
    const removed = await this.db.transaction(async (tx) => {
      const membership = await getMembership(tx, clientUserId);
      await assertManagerWithPlan(tx, membership, this.ctx.now());
      const target = await repository.findMemberInBusiness(tx, membership.businessId, memberId);
      if (!target) throw new AppError('NOT_FOUND', 'Usuario no encontrado.');
      if (target.id === membership.memberId) throw new AppError('CANNOT_REMOVE_SELF', 'No puedes expulsarte a ti mismo.');
      if (target.rol === 'OWNER') throw new AppError('CANNOT_REMOVE_OWNER', 'No se puede expulsar al director de la empresa.');
      await invitationsRepository.expireInvitationOfMember(tx, target.id);
      await repository.deleteMember(tx, membership.businessId, target.id);
      await recordAudit(tx, {
        businessId: membership.businessId,
        actorClientUserId: clientUserId,
        action: 'member.removed',
        subjectPerson: await repository.findMemberLabel(tx, target),
        details: { before: { rol: target.rol, status: target.status } },
        createdAt: this.ctx.now(),
      });
      if (target.clientUserId) {
        await this.ctx.sessions.revokeAllForUser(tx, target.clientUserId);
        await announceMembershipChange(tx, { clientUserId: target.clientUserId });
      }
      return { businessId: membership.businessId, clientUserId: target.clientUserId };
    });
    if (removed.clientUserId) {
      // This process forgets at once; the others when the notification sent in the transaction arrives.
      this.memberships.forget({ clientUserId: removed.clientUserId });
      await this.ctx.sessions.announceRevoked(removed.clientUserId);
    }
    return getBusinessView(this.db, removed.businessId, this.ctx.now());
  }

  /**
   * The OWNER confirms a member or invitation that the unverified registrant of their account made before they
   * claimed it (ADR 009): the member gets their access back (or the invitation its link), and the trail records it.
   * Confirming what is not suspended changes nothing.
   */
  async confirmMember(clientUserId: string, memberId: string): Promise<Business> {
    const businessId = await this.db.transaction(async (tx) => {
      const membership = await getMembership(tx, clientUserId);
      if (membership.rol !== 'OWNER') throw new AppError('FORBIDDEN', 'Solo el director puede confirmar usuarios suspendidos.');
      const target = await repository.findMemberInBusiness(tx, membership.businessId, memberId);
      if (!target) throw new AppError('NOT_FOUND', 'Usuario no encontrado.');
      if (target.status !== 'SUSPENDED') return membership.businessId;
      const status = statusBeforeSuspension(target);
      await repository.updateMember(tx, target.id, { status });
      if (status === 'INVITED') await invitationsRepository.resumeInvitationOfMember(tx, target.id);
      await recordAudit(tx, {
        businessId: membership.businessId,
        actorClientUserId: clientUserId,
        action: 'member.confirmed',
        subjectPerson: await repository.findMemberLabel(tx, target),
        details: { after: { rol: target.rol, status } },
        createdAt: this.ctx.now(),
      });
      if (target.clientUserId) await announceMembershipChange(tx, { clientUserId: target.clientUserId });
      return membership.businessId;
    });
    return getBusinessView(this.db, businessId, this.ctx.now());
  }

  /**
   * The business's PENDING invitations, including those past their date: their INVITED member
   * still holds a seat, and this list is where the team cancels them to free it.
   */
  async findInvites(clientUserId: string, businessId: string): Promise<Invite[]> {
    const membership = await getMembership(this.db, clientUserId);
    assertOwnBusiness(membership, businessId);
    assertCanManageTeam(membership);
    const business = await repository.findBusiness(this.db, businessId);
    if (!business) throw new AppError('NOT_FOUND');
    assertActivePlan(business, this.ctx.now());
    const rows = await invitationsRepository.findPendingInvitations(this.db, businessId);
    return rows.flatMap((row) =>
      row.memberId
        ? [{ id: row.id, memberId: row.memberId, rol: row.rol, email: row.email, name: row.name, phone: row.phone, ...(row.status === 'SUSPENDED' ? { suspended: true } : {}) }]
        : [],
    );
  }

  /** Cancels a PENDING invitation: it becomes EXPIRED and its INVITED member (and seat) goes. */
  async cancelInvite(clientUserId: string, businessId: string, invitationId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const membership = await getMembership(tx, clientUserId);
      assertOwnBusiness(membership, businessId);
      await assertManagerWithPlan(tx, membership, this.ctx.now());
      const invitation = await invitationsRepository.findPendingInvitationInBusiness(tx, businessId, invitationId);
      if (!invitation) throw new AppError('NOT_FOUND', 'Invitación no encontrada.');
      await invitationsRepository.expireInvitation(tx, invitation.id);
      await recordAudit(tx, {
        businessId,
        actorClientUserId: clientUserId,
        action: 'invite.cancelled',
        subjectPerson: invitation.email,
        details: { before: { rol: invitation.rol } },
        createdAt: this.ctx.now(),
      });
      const member = invitation.memberId ? await repository.findMemberInBusiness(tx, businessId, invitation.memberId) : undefined;
      if (member && statusBeforeSuspension(member) === 'INVITED') await repository.deleteMember(tx, businessId, member.id);
    });
  }

  private async sendInvitationMail(input: { invitationId: string; businessName: string; email: string; name: string; rol: Invite['rol'] }): Promise<void> {
    const link = `${this.ctx.config.PUBLIC_URL}/invitation?invitationId=${encodeURIComponent(input.invitationId)}`;
    await this.ctx.mailer.send(invitationMail({ to: input.email, inviteeName: input.name, businessName: input.businessName, rolLabel: ROL_LABELS[input.rol], link }));
  }
}

/** The caller may manage the team, and the business has a plan; locks the business row. */
async function assertManagerWithPlan(executor: Executor, membership: Membership, now: Date): Promise<void> {
  assertCanManageTeam(membership);
  const business = await repository.lockBusiness(executor, membership.businessId);
  if (!business) throw new AppError('NOT_FOUND');
  assertActivePlan(business, now);
}

/**
 * One business per client user: an invitee whose email already has an account that belongs to a
 * business cannot join another (EMAIL_ALREADY_REGISTERED), and a phone of any other account is
 * taken (PHONE_ALREADY_REGISTERED). An account with no business any more (its member was removed)
 * may be invited again; using the invitation then attaches it (see InvitationsService).
 */
async function assertInviteeCanJoin(executor: Executor, email: string, phone: string): Promise<void> {
  const emailUser = await findUserByEmail(executor, email);
  const phoneUser = await findUserByPhone(executor, phone);
  if (phoneUser && phoneUser.id !== emailUser?.id) throw phoneTaken();
  if (emailUser && (await repository.findMemberOfUser(executor, emailUser.id))) throw emailTaken();
}

async function isEmailVerified(executor: Executor, clientUserId: string): Promise<boolean> {
  return (await findUserById(executor, clientUserId))?.emailVerifiedAt != null;
}
