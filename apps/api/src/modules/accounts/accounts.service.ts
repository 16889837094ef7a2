import { randomBytes } from 'node:crypto';
import type { AuthResponse, LoginWithPasswordRequest, PasswordResetResetRequest, RegisterWithBusinessRequest } from '@mike/contracts';
import type { AppContext } from '../../platform/context.ts';
import { uniqueViolationConstraint } from '../../platform/db-errors.ts';
import type { Executor } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { BudgetName } from '../../platform/rate-limit.ts';
import { passwordResetMail } from '../../platform/mail-templates.ts';
import { hashToken } from '../../platform/sessions.ts';
import * as repository from './accounts.repository.ts';
import { toClientUser } from './client-user.ts';
import { EmailVerificationService } from './email-verification.service.ts';
import { assertStrongPassword, getDecoyHash, hashPassword, verifyPassword } from './passwords.ts';
import { normalizePhone } from './phones.ts';
import { readSsoToken, spendSsoToken, type SsoHandover } from './sso-token.ts';

export { toClientUser } from './client-user.ts';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

const INVALID_CREDENTIALS_MESSAGE = 'Email o contraseña incorrectos.';

type ClientUserRow = repository.ClientUserRow;

/**
 * What accounts need of the businesses. The business module supplies it (wired in the composition
 * root), so accounts never imports business, which builds on accounts.
 */
export interface Tenancy {
  /** Creates a business in trial with the user as its OWNER, inside the caller's transaction. */
  createBusinessWithOwner(executor: Executor, input: { name: string; clientUserId: string; now: Date }): Promise<{ businessId: string }>;
  /** Whether the user is an ACTIVE member of a business (sign-in needs one). */
  hasActiveMembership(executor: Executor, clientUserId: string): Promise<boolean>;
  /** Suspends what the unverified registrant of a claimed account built (ADR 009); the client users suspended. */
  suspendTeamOfClaimedAccount(executor: Executor, clientUserId: string, now: Date): Promise<string[]>;
}

/** Accounts: registration, password and SSO sign-in, logout and password reset (DESIGN.md §5). */
export class AccountsService {
  readonly emailVerification: EmailVerificationService;

  constructor(
    private readonly ctx: AppContext,
    private readonly tenancy: Tenancy,
  ) {
    this.emailVerification = new EmailVerificationService(ctx);
  }

  private get db() {
    return this.ctx.database.db;
  }

  /**
   * Creates the client user, the business in trial and its OWNER member, and signs in. Budgeted per IP and per
   * email before any work (SECURITY.md #28). A password registration mails a verification link (ADR 009); an SSO
   * one is verified by its provider.
   */
  async register(input: RegisterWithBusinessRequest, ip: string): Promise<AuthResponse> {
    await this.ctx.rateLimits.consume('registerPerIp', ip);
    const phone = normalizePhone(input.clientPhone);
    const handover = 'clientSsoProvider' in input ? this.readVerifiedHandover(input.clientAuthToken, input.clientSsoProvider) : undefined;
    const email = handover?.email ?? ('clientEmail' in input ? input.clientEmail : '');
    await this.ctx.rateLimits.consume('registerPerEmail', email);
    if (!handover) assertStrongPassword(input.clientPassword ?? '', { email, name: input.clientName });
    await this.assertUnused(email, phone);
    const passwordHash = handover ? null : await hashPassword(input.clientPassword ?? '');
    const now = this.ctx.now();
    let created: { user: ClientUserRow; token: string; verificationToken?: string };
    try {
      created = await this.db.transaction(async (tx) => {
        const user = await repository.insertUser(tx, {
          email,
          phone,
          name: input.clientName,
          passwordHash,
          emailVerifiedAt: handover ? now : null,
          createdAt: now,
        });
        if (handover) {
          await repository.insertSsoIdentity(tx, { clientUserId: user.id, provider: handover.provider, subject: handover.subject, email });
          await spendSsoToken(tx, handover);
        }
        await this.tenancy.createBusinessWithOwner(tx, { name: input.businessName, clientUserId: user.id, now });
        const verificationToken = handover ? undefined : await this.emailVerification.createToken(tx, user.id);
        return { user, token: await this.ctx.sessions.create(tx, user.id), ...(verificationToken ? { verificationToken } : {}) };
      });
    } catch (error) {
      throw mapUserConflict(error);
    }
    if (created.verificationToken) await this.mailVerificationLink(created.user, created.verificationToken);
    return { clientUser: toClientUser(created.user), token: created.token };
  }

  /**
   * Counts the attempt per IP and per account before the password is checked, and gives the points back when it
   * is right: parallel guesses cannot get past the budget (SECURITY.md #4, #28, ADR 010).
   */
  async loginWithPassword(input: LoginWithPasswordRequest, ip: string): Promise<AuthResponse> {
    const budgets: [BudgetName, string][] = [
      ['loginFailuresPerIp', ip],
      ['loginFailuresPerAccount', input.email],
    ];
    await this.consumeAll(budgets);
    const user = await repository.findUserByEmail(this.db, input.email);
    // Unknown email, SSO-only account, or wrong password: the same work and the same answer.
    const matches = await verifyPassword(user?.passwordHash ?? (await getDecoyHash()), input.password);
    const hasMembership = user && matches ? await this.tenancy.hasActiveMembership(this.db, user.id) : false;
    if (!user || !user.passwordHash || !matches || !hasMembership) {
      throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
    }
    for (const [name, key] of budgets) await this.ctx.rateLimits.refund(name, key);
    return this.signIn(user);
  }

  /**
   * Signs in with a `tokenSso`: the provider's identity, or its verified email, must match an account. The token is
   * spent with the session, so a replay fails (SECURITY.md #10).
   */
  async loginWithSso(tokenSso: string, ip: string): Promise<AuthResponse> {
    await this.ctx.rateLimits.consume('ssoPerIp', ip);
    const handover = readSsoToken(this.ctx.config.APP_SECRET, tokenSso, this.ctx.now());
    const { user, token, claimed, suspended } = await this.db.transaction(async (tx) => {
      const found = await this.findUserForIdentity(tx, handover);
      if (!found || !(await this.tenancy.hasActiveMembership(tx, found.user.id))) {
        throw new AppError('USER_NOT_FOUND', 'Usuario no encontrado, por favor regístrese antes de iniciar sesión.');
      }
      const suspended = found.claimed ? await this.suspendTeamOfClaimedAccount(tx, found.user.id) : [];
      await spendSsoToken(tx, handover);
      return { ...found, suspended, token: await this.ctx.sessions.create(tx, found.user.id) };
    });
    for (const clientUserId of claimed ? [user.id, ...suspended] : []) await this.ctx.sessions.announceRevoked(clientUserId);
    await repository.deleteExpiredSsoTokens(this.db, this.ctx.now()).catch((error: unknown) => this.ctx.logger.warn({ err: error }, 'spent SSO tokens not pruned'));
    await this.liftPhoneLock(user);
    return { clientUser: toClientUser(user), token };
  }

  /**
   * The owner of the email has just proved it on an account someone registered without proving it (an SSO sign-in,
   * a password reset): nothing that registrant built keeps any power until the owner confirms it (SECURITY.md #37,
   * ADR 009). Revokes the suspended members' sessions in the transaction; the client users, to announce after it.
   */
  private async suspendTeamOfClaimedAccount(tx: Executor, clientUserId: string): Promise<string[]> {
    const suspended = await this.tenancy.suspendTeamOfClaimedAccount(tx, clientUserId, this.ctx.now());
    for (const member of suspended) await this.ctx.sessions.revokeAllForUser(tx, member);
    return suspended;
  }

  /**
   * The account an SSO identity belongs to; links it by verified email the first time. An account that never
   * proved its email is taken over by the identity (ADR 009, SECURITY.md #29): whoever registered it with a
   * password loses the password and every session.
   */
  private async findUserForIdentity(tx: Executor, identity: SsoHandover): Promise<{ user: ClientUserRow; claimed: boolean } | undefined> {
    const linked = await repository.findSsoIdentity(tx, identity.provider, identity.subject);
    if (linked) {
      const user = await repository.findUserById(tx, linked.clientUserId);
      return user ? { user, claimed: false } : undefined;
    }
    // An unverified email never takes over an account (SECURITY.md #10).
    if (!identity.emailVerified) return undefined;
    const user = await repository.findUserByEmail(tx, identity.email);
    if (!user) return undefined;
    await repository.insertSsoIdentity(tx, { clientUserId: user.id, provider: identity.provider, subject: identity.subject, email: identity.email });
    if (user.emailVerifiedAt) return { user, claimed: false };
    await this.ctx.sessions.revokeAllForUser(tx, user.id);
    const claimedUser = await repository.claimUnverifiedAccount(tx, user.id, { ...(identity.name ? { name: identity.name } : {}), now: this.ctx.now() });
    this.ctx.logger.warn({ clientUserId: user.id, provider: identity.provider }, 'SSO identity took over an account whose email was never verified');
    return { user: claimedUser, claimed: true };
  }

  async logout(sessionId: string, clientUserId: string): Promise<void> {
    await this.ctx.sessions.revoke(sessionId, clientUserId);
  }

  /** Always answers the same; mails a single-use link when the email has an account (SECURITY.md #7). */
  async requestPasswordReset(email: string, ip: string): Promise<void> {
    await this.consumeAll([
      ['resetRequestsPerIp', ip],
      ['resetRequestsPerEmail', email],
    ]);
    const user = await repository.findUserByEmail(this.db, email);
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    const now = this.ctx.now();
    await repository.insertResetToken(this.db, {
      clientUserId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
      createdAt: now,
    });
    const link = `${this.ctx.config.PUBLIC_URL}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
    await this.ctx.mailer.send(passwordResetMail({ to: user.email, name: user.name, link }));
  }

  /**
   * Sets the new password, spends the token (only with its own email), revokes every session of the user and
   * lifts the account's sign-in lock. The link reached the mailbox, so the email counts as verified too.
   */
  async resetPassword(input: PasswordResetResetRequest, ip: string): Promise<void> {
    await this.ctx.rateLimits.consume('resetAttemptsPerIp', ip);
    const now = this.ctx.now();
    const tokenHash = hashToken(input.token);
    const user = await repository.findUserByResetToken(this.db, tokenHash, input.email, now);
    if (!user) throw resetTokenInvalid();
    assertStrongPassword(input.newPassword, { email: user.email, name: user.name });
    const passwordHash = await hashPassword(input.newPassword);
    const reset = await this.db.transaction(async (tx) => {
      if (!(await repository.consumeResetToken(tx, tokenHash, input.email, now))) return undefined;
      await repository.updatePassword(tx, user.id, passwordHash);
      // An email never proved until now is claimed by whoever holds the mailbox, as by an SSO sign-in.
      const suspended = user.emailVerifiedAt === null ? await this.suspendTeamOfClaimedAccount(tx, user.id) : [];
      await repository.markEmailVerified(tx, user.id, now);
      await this.ctx.sessions.revokeAllForUser(tx, user.id);
      return { suspended };
    });
    if (!reset) throw resetTokenInvalid();
    for (const clientUserId of [user.id, ...reset.suspended]) await this.ctx.sessions.announceRevoked(clientUserId);
    await this.ctx.rateLimits.reset('loginFailuresPerAccount', user.email);
  }

  /** Creates a session for a user inside the caller's transaction. */
  createSession(executor: Executor, clientUserId: string): Promise<string> {
    return this.ctx.sessions.create(executor, clientUserId);
  }

  /** EMAIL_ALREADY_REGISTERED / PHONE_ALREADY_REGISTERED when either is taken. */
  async assertUnused(email: string, phone: string): Promise<void> {
    if (await repository.findUserByEmail(this.db, email)) throw emailTaken();
    if (await repository.findUserByPhone(this.db, phone)) throw phoneTaken();
  }

  /** A `tokenSso` whose provider verified the email: registration needs one. */
  private readVerifiedHandover(token: string, provider: SsoHandover['provider']): SsoHandover {
    const handover = readSsoToken(this.ctx.config.APP_SECRET, token, this.ctx.now(), provider);
    if (!handover.emailVerified) throw new AppError('SSO_TOKEN_INVALID', 'El proveedor no ha verificado tu email.');
    return handover;
  }

  /** Spends one point of each budget, in order; a refusal gives back the points already taken by this attempt. */
  private async consumeAll(budgets: [BudgetName, string][]): Promise<void> {
    for (const [index, [name, key]] of budgets.entries()) {
      try {
        await this.ctx.rateLimits.consume(name, key);
      } catch (error) {
        for (const [taken, takenKey] of budgets.slice(0, index)) await this.ctx.rateLimits.refund(taken, takenKey);
        throw error;
      }
    }
  }

  /** The account is in use: a failed mail is logged, and the member can ask again from the banner. */
  private async mailVerificationLink(user: ClientUserRow, token: string): Promise<void> {
    await this.emailVerification.sendLink(user, token).catch((error: unknown) => {
      this.ctx.logger.error({ err: error, clientUserId: user.id }, 'email verification link not sent');
    });
  }

  /** Signing in another way lifts the phone sign-in lock (ADR 010). */
  private async liftPhoneLock(user: ClientUserRow): Promise<void> {
    await this.ctx.rateLimits.reset('phoneWrongCodesPerPhone', user.phone);
  }

  private async signIn(user: ClientUserRow): Promise<AuthResponse> {
    const token = await this.ctx.sessions.create(this.db, user.id);
    await this.liftPhoneLock(user);
    return { clientUser: toClientUser(user), token };
  }
}

function resetTokenInvalid(): AppError {
  return new AppError('RESET_TOKEN_INVALID', 'El enlace para restablecer la contraseña no es válido o ha caducado.');
}

export function emailTaken(): AppError {
  return new AppError('EMAIL_ALREADY_REGISTERED', 'Ya existe una cuenta con ese email.');
}

export function phoneTaken(): AppError {
  return new AppError('PHONE_ALREADY_REGISTERED', 'El teléfono introducido ya existe en el sistema. Por favor elija otro o pongase en contacto con el equipo de Mike.');
}

/** A unique violation on the users' email or phone, raced past the earlier check. */
export function mapUserConflict(error: unknown): unknown {
  const constraint = uniqueViolationConstraint(error);
  if (constraint === undefined) return error;
  if (constraint.includes('phone')) return phoneTaken();
  if (constraint.includes('email') || constraint.includes('sso')) return emailTaken();
  return error;
}
