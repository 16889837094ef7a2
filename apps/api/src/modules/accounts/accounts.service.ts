import { createHmac, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type {
  AgentLoginIntentRequest,
  AgentLoginRequest,
  AuthResponse,
  LoginIntent,
  LoginWithPasswordRequest,
  PasswordResetResetRequest,
  RegisterWithBusinessRequest,
} from '@mike/contracts';
import type { AppContext } from '../../platform/context.ts';
import { uniqueViolationConstraint } from '../../platform/db-errors.ts';
import type { Executor } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { passwordResetMail } from '../../platform/mail-templates.ts';
import { hashToken } from '../../platform/sessions.ts';
import { createBusinessWithOwner, getMembership } from '../business/business.service.ts';
import * as repository from './accounts.repository.ts';
import { assertStrongPassword, getDecoyHash, hashPassword, verifyPassword } from './passwords.ts';
import { normalizePhone } from './phones.ts';
import { readSsoToken, type SsoIdentity } from './sso-token.ts';

export const LOGIN_CODE_ATTEMPTS = 3;
export const LOGIN_INTENT_LIFETIME_MS = 10 * 60 * 1000;
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

const INVALID_CREDENTIALS_MESSAGE = 'Email o contraseña incorrectos.';

type ClientUserRow = repository.ClientUserRow;

export function toClientUser(row: ClientUserRow) {
  return { id: row.id, email: row.email, phone: row.phone, name: row.name };
}

/** Accounts: registration, password, phone and SSO sign-in, logout and password reset (DESIGN.md §5). */
export class AccountsService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.database.db;
  }

  /** Creates the client user, the business in trial and its OWNER member, and signs in. */
  async register(input: RegisterWithBusinessRequest, ip: string): Promise<AuthResponse> {
    await this.ctx.rateLimits.consume('registerPerIp', ip);
    const phone = normalizePhone(input.clientPhone);
    let email: string;
    let passwordHash: string | null = null;
    let identity: SsoIdentity | undefined;
    if ('clientSsoProvider' in input) {
      identity = readSsoToken(this.ctx.config.APP_SECRET, input.clientAuthToken, this.ctx.now(), input.clientSsoProvider);
      if (!identity.emailVerified) throw new AppError('SSO_TOKEN_INVALID', 'El proveedor no ha verificado tu email.');
      email = identity.email;
    } else {
      assertStrongPassword(input.clientPassword);
      email = input.clientEmail;
      passwordHash = await hashPassword(input.clientPassword);
    }
    await this.assertUnused(email, phone);
    const now = this.ctx.now();
    try {
      return await this.db.transaction(async (tx) => {
        const user = await repository.insertUser(tx, { email, phone, name: input.clientName, passwordHash, createdAt: now });
        if (identity) await repository.insertSsoIdentity(tx, { clientUserId: user.id, provider: identity.provider, subject: identity.subject, email });
        await createBusinessWithOwner(tx, { name: input.businessName, clientUserId: user.id, now });
        return { clientUser: toClientUser(user), token: await this.ctx.sessions.create(tx, user.id) };
      });
    } catch (error) {
      throw mapUserConflict(error);
    }
  }

  async loginWithPassword(input: LoginWithPasswordRequest, ip: string): Promise<AuthResponse> {
    const accountKey = input.email;
    await this.ctx.rateLimits.check('loginFailuresPerIp', ip);
    await this.ctx.rateLimits.check('loginFailuresPerAccount', accountKey);
    const user = await repository.findUserByEmail(this.db, input.email);
    // Unknown email, SSO-only account, or wrong password: the same work and the same answer.
    const matches = await verifyPassword(user?.passwordHash ?? (await getDecoyHash()), input.password);
    const hasMembership = user && matches ? await this.hasActiveMembership(user.id) : false;
    if (!user || !user.passwordHash || !matches || !hasMembership) {
      await this.ctx.rateLimits.consume('loginFailuresPerIp', ip).catch(() => {});
      await this.ctx.rateLimits.consume('loginFailuresPerAccount', accountKey).catch(() => {});
      throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
    }
    await this.ctx.rateLimits.reset('loginFailuresPerAccount', accountKey);
    return this.signIn(user);
  }

  /** Signs in with a `tokenSso`: the provider's identity, or its verified email, must match an account. */
  async loginWithSso(tokenSso: string, ip: string): Promise<AuthResponse> {
    await this.ctx.rateLimits.consume('ssoPerIp', ip);
    const identity = readSsoToken(this.ctx.config.APP_SECRET, tokenSso, this.ctx.now());
    const user = await this.findUserForIdentity(identity);
    if (!user || !(await this.hasActiveMembership(user.id))) {
      throw new AppError('USER_NOT_FOUND', 'Usuario no encontrado, por favor regístrese antes de iniciar sesión.');
    }
    return this.signIn(user);
  }

  /** The account an SSO identity belongs to; links it by verified email the first time. */
  async findUserForIdentity(identity: SsoIdentity): Promise<ClientUserRow | undefined> {
    const linked = await repository.findSsoIdentity(this.db, identity.provider, identity.subject);
    if (linked) return repository.findUserById(this.db, linked.clientUserId);
    // An unverified email never takes over an account (SECURITY.md #10).
    if (!identity.emailVerified) return undefined;
    const user = await repository.findUserByEmail(this.db, identity.email);
    if (user) {
      await repository.insertSsoIdentity(this.db, { clientUserId: user.id, provider: identity.provider, subject: identity.subject, email: identity.email });
    }
    return user;
  }

  async logout(sessionId: string, clientUserId: string): Promise<void> {
    await this.ctx.sessions.revoke(sessionId, clientUserId);
  }

  /** Sends a 4-digit code to an ACTIVE member's phone (DESIGN.md §5, SECURITY.md #5–6). */
  async createLoginIntent(input: AgentLoginIntentRequest, ip: string): Promise<LoginIntent> {
    const phone = normalizePhone(input.phone);
    await this.ctx.rateLimits.consume('phoneIntentsPerIp', ip);
    await this.ctx.rateLimits.consume('phoneIntentsPerPhone', phone);
    const user = await repository.findActiveUserByPhone(this.db, phone);
    if (!user) throw new AppError('PHONE_NOT_REGISTERED', 'Teléfono móvil no detectado en el sistema. Regístrese primero.');
    const id = randomUUID();
    const code = String(randomInt(0, 10_000)).padStart(4, '0');
    const now = this.ctx.now();
    const intent = await repository.insertLoginIntent(this.db, {
      id,
      clientUserId: user.id,
      phone,
      codeHmac: this.codeHmac(id, code),
      expiresAt: new Date(now.getTime() + LOGIN_INTENT_LIFETIME_MS),
      createdAt: now,
    });
    await this.ctx.phoneMessenger.sendCode(phone, code);
    return { id: intent.id, creationDate: intent.createdAt.toISOString(), useTrials: intent.useTrials };
  }

  async loginWithCode(input: AgentLoginRequest, ip: string): Promise<AuthResponse> {
    await this.ctx.rateLimits.consume('phoneCodeAttemptsPerIp', ip);
    const now = this.ctx.now();
    const attempt = await repository.attemptLoginCode(this.db, input.intentId, this.codeHmac(input.intentId, input.code), now, LOGIN_CODE_ATTEMPTS);
    if (!attempt) {
      const intent = await repository.findLoginIntent(this.db, input.intentId);
      if (intent && intent.consumedAt === null && intent.useTrials >= LOGIN_CODE_ATTEMPTS) throw attemptsExceeded();
      throw new AppError('LOGIN_INTENT_EXPIRED', 'El código ha caducado. Solicita uno nuevo.');
    }
    if (!attempt.consumedAt) {
      if (attempt.useTrials >= LOGIN_CODE_ATTEMPTS) throw attemptsExceeded();
      throw new AppError('INVALID_CODE', 'Código incorrecto. Tiene 3 intentos.');
    }
    const user = await repository.findUserById(this.db, attempt.clientUserId);
    if (!user || !(await this.hasActiveMembership(user.id))) throw new AppError('PHONE_NOT_REGISTERED', 'Teléfono móvil no detectado en el sistema. Regístrese primero.');
    return this.signIn(user);
  }

  /** Always answers the same; mails a single-use link when the email has an account (SECURITY.md #7). */
  async requestPasswordReset(email: string, ip: string): Promise<void> {
    await this.ctx.rateLimits.consume('resetRequestsPerIp', ip);
    await this.ctx.rateLimits.consume('resetRequestsPerEmail', email);
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

  /** Sets the new password, spends the token and revokes every session of the user. */
  async resetPassword(input: PasswordResetResetRequest, ip: string): Promise<void> {
    await this.ctx.rateLimits.consume('resetAttemptsPerIp', ip);
    assertStrongPassword(input.newPassword);
    const passwordHash = await hashPassword(input.newPassword);
    const now = this.ctx.now();
    const clientUserId = await this.db.transaction(async (tx) => {
      const owner = await repository.consumeResetToken(tx, hashToken(input.token), now);
      const user = owner ? await repository.findUserById(tx, owner) : undefined;
      if (!user || user.email !== input.email) return undefined;
      await repository.updatePassword(tx, user.id, passwordHash);
      await this.ctx.sessions.revokeAllForUser(tx, user.id);
      return user.id;
    });
    if (!clientUserId) throw new AppError('RESET_TOKEN_INVALID', 'El enlace para restablecer la contraseña no es válido o ha caducado.');
    await this.ctx.sessions.announceRevoked(clientUserId);
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

  private async signIn(user: ClientUserRow): Promise<AuthResponse> {
    return { clientUser: toClientUser(user), token: await this.ctx.sessions.create(this.db, user.id) };
  }

  private async hasActiveMembership(clientUserId: string): Promise<boolean> {
    return getMembership(this.db, clientUserId).then(
      () => true,
      () => false,
    );
  }

  private codeHmac(intentId: string, code: string): string {
    return createHmac('sha256', this.ctx.config.APP_SECRET).update(`login-code:${intentId}:${code}`).digest('hex');
  }
}

function attemptsExceeded(): AppError {
  return new AppError('CODE_ATTEMPTS_EXCEEDED', 'Has agotado los 3 intentos. Solicita un código nuevo.');
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
