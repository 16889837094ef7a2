import type { AuthResponse, Invitation, InvitationStatus, UseInvitationRequest, UseInvitationWithSsoRequest } from '@mike/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import {
  assertStrongPassword,
  emailTaken,
  findSsoIdentity,
  findUserByEmail,
  hashPassword,
  insertSsoIdentity,
  insertUser,
  mapUserConflict,
  readSsoToken,
  spendSsoToken,
  toClientUser,
  verifyPassword,
  type SsoHandover,
} from '../accounts/index.ts';
import * as businessRepository from './business.repository.ts';
import * as repository from './invitations.repository.ts';
import { announceMembershipChange } from './membership.ts';

type InvitationRow = repository.InvitationRow;

/** How the invitee proves who they are: a new password, or a provider's identity. */
type Credential = { kind: 'password'; password: string; passwordHash: string } | { kind: 'sso'; identity: SsoHandover };

/**
 * The status a reader sees: a PENDING invitation past its date is EXPIRED even before anything rewrites it. A
 * SUSPENDED one (ADR 009) answers INVITATION_SUSPENDED: it may become usable again, so it is neither of the others.
 */
export function invitationStatusAt(row: Pick<InvitationRow, 'status' | 'expirationDate'>, now: Date): InvitationStatus {
  if (row.status === 'SUSPENDED') throw new AppError('INVITATION_SUSPENDED', 'Esta invitación está pendiente de confirmación por el director de la empresa.');
  if (row.status === 'PENDING' && row.expirationDate.getTime() <= now.getTime()) return 'EXPIRED';
  return row.status;
}

/**
 * The anonymous side of invitations (DESIGN.md §5): read one by its id, and use it with a
 * password or SSO. The id is the capability (it travels only in the invitee's email), so these
 * calls are budgeted per IP (`invitationAttemptsPerIp`).
 */
export class InvitationsService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.database.db;
  }

  async getInvitation(invitationId: string, ip: string): Promise<Invitation> {
    await this.ctx.rateLimits.consume('invitationAttemptsPerIp', ip);
    const found = await repository.findInvitationWithBusinessName(this.db, invitationId);
    if (!found) throw notFound();
    const { invitation, businessName } = found;
    const status = invitationStatusAt(invitation, this.ctx.now());
    return {
      id: invitation.id,
      status,
      expirationDate: invitation.expirationDate.toISOString(),
      businessName,
      // A spent invitation answers only its status: the client needs no more, and the invitee's
      // contact data is not for whoever still holds an old link.
      ...(status === 'PENDING'
        ? {
            ...(invitation.memberId ? { memberId: invitation.memberId } : {}),
            email: invitation.email,
            phone: invitation.phone,
            name: invitation.name,
            rol: invitation.rol,
          }
        : {}),
      domainEvents: [],
    };
  }

  /** Creates (or attaches) the account with a password, activates the member, and signs in. */
  async useInvitation(input: UseInvitationRequest, ip: string): Promise<AuthResponse> {
    await this.ctx.rateLimits.consume('invitationAttemptsPerIp', ip);
    const invitation = await this.getUsableInvitation(input.invitationId);
    // The invitation's email is the account's; the message does not repeat it.
    if (invitation.email !== input.email) throw new AppError('VALIDATION_ERROR', 'El email no coincide con el de la invitación.');
    assertStrongPassword(input.password, { email: invitation.email, name: invitation.name });
    const passwordHash = await hashPassword(input.password);
    return this.accept(input.invitationId, { kind: 'password', password: input.password, passwordHash });
  }

  /**
   * The same with the identity of a `tokenSso`. The provider must have verified its email, but
   * that email need not be the invitation's: the account gets the invitation's email (the link
   * reached that mailbox) and the provider's identity is linked, so later SSO sign-ins find the
   * account by its subject.
   */
  async useInvitationWithSso(input: UseInvitationWithSsoRequest, ip: string): Promise<AuthResponse> {
    await this.ctx.rateLimits.consume('invitationAttemptsPerIp', ip);
    const identity = readSsoToken(this.ctx.config.APP_SECRET, input.tokenSso, this.ctx.now(), input.ssoProvider);
    if (!identity.emailVerified) throw new AppError('SSO_TOKEN_INVALID', 'El proveedor no ha verificado tu email.');
    await this.getUsableInvitation(input.invitationId);
    return this.accept(input.invitationId, { kind: 'sso', identity });
  }

  /** Answers early (before any hashing) for unknown, used or expired invitations. */
  private async getUsableInvitation(invitationId: string): Promise<InvitationRow> {
    const found = await repository.findInvitationWithBusinessName(this.db, invitationId);
    return assertUsable(found?.invitation, this.ctx.now());
  }

  /** One transaction: account, member ACTIVE, invitation USED, session. The invitation row lock serialises parallel uses. */
  private async accept(invitationId: string, credential: Credential): Promise<AuthResponse> {
    const now = this.ctx.now();
    try {
      return await this.db.transaction(async (tx) => {
        const invitation = assertUsable(await repository.lockInvitation(tx, invitationId), now);
        const member = invitation.memberId ? await repository.lockMember(tx, invitation.memberId) : undefined;
        // A PENDING invitation always has its INVITED member; anything else was cancelled under us.
        if (!member || member.status !== 'INVITED') throw expired();
        const user = await this.resolveAccount(tx, invitation, credential, now);
        if (credential.kind === 'sso') {
          await linkIdentity(tx, user.id, credential.identity);
          // Spent with the invitation, so a replay of the same tokenSso fails (SECURITY.md #10).
          await spendSsoToken(tx, credential.identity);
        }
        await businessRepository.updateMember(tx, member.id, { status: 'ACTIVE', clientUserId: user.id });
        await repository.markInvitationUsed(tx, invitation.id, now);
        await announceMembershipChange(tx, { clientUserId: user.id });
        return { clientUser: toClientUser(user), token: await this.ctx.sessions.create(tx, user.id) };
      });
    } catch (error) {
      throw mapUserConflict(error);
    }
  }

  /**
   * The invitee's account. Usually a new one with the invitation's email, phone and name.
   *
   * The email may already have an account whose member was removed from its business (one
   * business per client user, and removal keeps the account so conversations keep their contact).
   * That person may join the new business with the same account — agents do change agencies — but
   * only after proving it is theirs: its current password, or an SSO identity already linked to it
   * or verified for that same email. Otherwise whoever holds the link (the inviter lists invite
   * ids) could take over an existing account, so it answers EMAIL_ALREADY_REGISTERED. The account
   * keeps its own name, phone and password.
   */
  private async resolveAccount(tx: Executor, invitation: InvitationRow, credential: Credential, now: Date) {
    const existing = await findUserByEmail(tx, invitation.email);
    if (!existing) {
      return insertUser(tx, {
        email: invitation.email,
        phone: invitation.phone,
        name: invitation.name,
        passwordHash: credential.kind === 'password' ? credential.passwordHash : null,
        // The invitation was mailed to this address (ADR 009).
        emailVerifiedAt: now,
        createdAt: now,
      });
    }
    if (await businessRepository.findMemberOfUser(tx, existing.id)) throw emailTaken();
    const isProven =
      credential.kind === 'password'
        ? existing.passwordHash !== null && (await verifyPassword(existing.passwordHash, credential.password))
        : credential.identity.email === existing.email ||
          (await findSsoIdentity(tx, credential.identity.provider, credential.identity.subject))?.clientUserId === existing.id;
    if (!isProven) {
      throw new AppError(
        'EMAIL_ALREADY_REGISTERED',
        'Ya tienes una cuenta de MIKE con este email: usa tu contraseña actual o entra con tu cuenta de Google o LinkedIn.',
      );
    }
    return existing;
  }
}

/** Links the provider's identity to the account; one provider identity belongs to one account. */
async function linkIdentity(tx: Executor, clientUserId: string, identity: SsoHandover): Promise<void> {
  const linked = await findSsoIdentity(tx, identity.provider, identity.subject);
  if (linked?.clientUserId === clientUserId) return;
  if (linked) throw new AppError('EMAIL_ALREADY_REGISTERED', 'Esa cuenta del proveedor ya está vinculada a otro usuario de MIKE.');
  await insertSsoIdentity(tx, { clientUserId, provider: identity.provider, subject: identity.subject, email: identity.email });
}

function assertUsable(invitation: InvitationRow | undefined, now: Date): InvitationRow {
  if (!invitation) throw notFound();
  const status = invitationStatusAt(invitation, now);
  if (status === 'USED') throw new AppError('INVITATION_USED', 'La invitación ya ha sido utilizada');
  if (status === 'EXPIRED') throw expired();
  return invitation;
}

function notFound(): AppError {
  return new AppError('INVITATION_NOT_FOUND', 'La invitación no existe.');
}

function expired(): AppError {
  return new AppError('INVITATION_EXPIRED', 'La invitación ha expirado');
}
