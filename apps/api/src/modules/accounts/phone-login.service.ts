import { createHmac, randomInt, randomUUID } from 'node:crypto';
import type { AgentLoginIntentRequest, AgentLoginRequest, AuthResponse, LoginIntent } from '@mike/contracts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import * as repository from './accounts.repository.ts';
import { toClientUser } from './client-user.ts';
import { normalizePhone } from './phones.ts';

export const LOGIN_CODE_ATTEMPTS = 3;
export const LOGIN_INTENT_LIFETIME_MS = 10 * 60 * 1000;

type ActiveMember = NonNullable<Awaited<ReturnType<typeof repository.findActiveMemberByPhone>>>;

/**
 * Agents' sign-in by a 4-digit code sent to their phone (DESIGN.md §5, SECURITY.md #5, #6, #33, ADR 010). A code is
 * guessable (1 in 10,000), so three budgets bound it: 3 wrong codes per intent, codes per phone (3 an hour, 10 a
 * day: at most 30 guesses a day), and 5 wrong codes per phone in 15 minutes, counted before each code is checked;
 * reaching the last locks phone sign-in until a password or SSO sign-in lifts it, or the 15 minutes are over, never
 * a day (issue 31 F6: anyone's wrong codes locked an agent out for 24 hours).
 */
export class PhoneLoginService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.database.db;
  }

  /** Sends a code to an ACTIVE AGENT's phone. Intents never count towards the lock: only wrong codes do. */
  async createLoginIntent(input: AgentLoginIntentRequest, ip: string): Promise<LoginIntent> {
    const phone = normalizePhone(input.phone);
    await this.ctx.rateLimits.consume('phoneIntentsPerIp', ip);
    const member = this.assertAgent(await repository.findActiveMemberByPhone(this.db, phone));
    // A locked phone is told so before its budget of codes is spent: the lock, not the budget, is what to say.
    await this.ctx.rateLimits.check('phoneWrongCodesPerPhone', phone).catch(asPhoneLocked);
    // Whoever asks, at most 3 codes an hour and 10 a day reach the phone (SECURITY.md #33).
    await this.ctx.rateLimits.consume('phoneIntentsPerPhone', phone);
    await this.ctx.rateLimits.consume('phoneIntentsPerPhonePerDay', phone);
    const id = randomUUID();
    const code = String(randomInt(0, 10_000)).padStart(4, '0');
    const now = this.ctx.now();
    const intent = await repository.insertLoginIntent(this.db, {
      id,
      clientUserId: member.user.id,
      phone,
      codeHmac: this.codeHmac(id, code),
      expiresAt: new Date(now.getTime() + LOGIN_INTENT_LIFETIME_MS),
      createdAt: now,
    });
    await this.ctx.phoneMessenger.sendCode(phone, code);
    return { id: intent.id, creationDate: intent.createdAt.toISOString(), useTrials: intent.useTrials };
  }

  /**
   * Checks one code. The phone's daily wrong-code budget is spent before the check and given back when the code
   * is right or could not be checked at all (unknown, expired, used or dead intent), so parallel guesses cannot
   * pass it (SECURITY.md #28).
   */
  async loginWithCode(input: AgentLoginRequest, ip: string): Promise<AuthResponse> {
    await this.ctx.rateLimits.consume('phoneCodeAttemptsPerIp', ip);
    const now = this.ctx.now();
    const intent = await repository.findLoginIntent(this.db, input.intentId);
    if (!intent || intent.consumedAt !== null || intent.expiresAt <= now) throw intentExpired();
    if (intent.useTrials >= LOGIN_CODE_ATTEMPTS) throw attemptsExceeded();
    await this.ctx.rateLimits.consume('phoneWrongCodesPerPhone', intent.phone).catch(asPhoneLocked);
    const attempt = await repository.attemptLoginCode(this.db, input.intentId, this.codeHmac(input.intentId, input.code), now, LOGIN_CODE_ATTEMPTS);
    if (!attempt) {
      // Nothing was checked (a parallel attempt killed or used the intent first): no wrong code to count.
      await this.ctx.rateLimits.refund('phoneWrongCodesPerPhone', intent.phone);
      const current = await repository.findLoginIntent(this.db, input.intentId);
      throw current && current.consumedAt === null && current.useTrials >= LOGIN_CODE_ATTEMPTS ? attemptsExceeded() : intentExpired();
    }
    if (!attempt.consumedAt) {
      if (attempt.useTrials >= LOGIN_CODE_ATTEMPTS) throw attemptsExceeded();
      throw new AppError('INVALID_CODE', 'Código incorrecto. Tiene 3 intentos.');
    }
    await this.ctx.rateLimits.refund('phoneWrongCodesPerPhone', intent.phone);
    const member = this.assertAgent(await repository.findActiveMemberByPhone(this.db, intent.phone));
    if (member.user.id !== attempt.clientUserId) throw phoneNotRegistered();
    return { clientUser: toClientUser(member.user), token: await this.ctx.sessions.create(this.db, member.user.id) };
  }

  /**
   * The member behind a phone may sign in by code only as an AGENT (spec §2). An owner's or administrator's number
   * answers exactly as an unregistered one, so the sign-in tells no one who is a member nor in what role (issue 31, N5).
   */
  private assertAgent(member: ActiveMember | undefined): ActiveMember {
    if (!member || member.rol !== 'AGENT') throw phoneNotRegistered();
    return member;
  }

  private codeHmac(intentId: string, code: string): string {
    return createHmac('sha256', this.ctx.config.APP_SECRET).update(`login-code:${intentId}:${code}`).digest('hex');
  }
}

/** The phone's daily budget of wrong codes is spent: the same Retry-After, its own code and words. */
function asPhoneLocked(error: unknown): never {
  if (error instanceof AppError && error.code === 'RATE_LIMITED') {
    throw new AppError(
      'PHONE_LOGIN_LOCKED',
      'Demasiados códigos incorrectos para este teléfono. Entra con tu email y contraseña, o con Google o LinkedIn, o vuelve a intentarlo en 15 minutos.',
      error.headers,
    );
  }
  throw error;
}

function phoneNotRegistered(): AppError {
  return new AppError('PHONE_NOT_REGISTERED', 'Teléfono móvil no detectado en el sistema. Regístrese primero.');
}

function intentExpired(): AppError {
  return new AppError('LOGIN_INTENT_EXPIRED', 'El código ha caducado. Solicita uno nuevo.');
}

function attemptsExceeded(): AppError {
  return new AppError('CODE_ATTEMPTS_EXCEEDED', 'Has agotado los 3 intentos. Solicita un código nuevo.');
}
