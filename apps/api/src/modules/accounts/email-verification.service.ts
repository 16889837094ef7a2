import { randomBytes } from 'node:crypto';
import type { ResendEmailVerificationResponse, VerifyEmailResponse } from '@mike/contracts';
import { emailVerificationMail } from '../../platform/mail-templates.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { hashToken } from '../../platform/sessions.ts';
import * as repository from './accounts.repository.ts';

export const EMAIL_VERIFICATION_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Proof that a person owns their account's email (ADR 009, SECURITY.md #29): a link to
 * `/verify-email?token=…` from PUBLIC_URL, with 256 random bits stored only as SHA-256, single use, valid 24 hours.
 * Registration by password sends the first; the signed-in member may ask for another ('Reenviar').
 */
export class EmailVerificationService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.database.db;
  }

  /** Stores a new token for the user in the caller's transaction and returns it in clear (mail it after commit). */
  async createToken(executor: Executor, clientUserId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.ctx.now();
    await repository.insertEmailVerificationToken(executor, {
      clientUserId,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_LIFETIME_MS),
      createdAt: now,
    });
    return token;
  }

  async sendLink(user: { email: string; name: string }, token: string): Promise<void> {
    const link = `${this.ctx.config.PUBLIC_URL}/verify-email?token=${encodeURIComponent(token)}`;
    await this.ctx.mailer.send(emailVerificationMail({ to: user.email, name: user.name, link }));
  }

  /** Spends the token and marks its owner's email as verified; EMAIL_VERIFICATION_INVALID for anything else. */
  async verify(token: string, ip: string): Promise<VerifyEmailResponse> {
    await this.ctx.rateLimits.consume('emailVerificationAttemptsPerIp', ip);
    const now = this.ctx.now();
    const clientUserId = await this.db.transaction(async (tx) => {
      const owner = await repository.consumeEmailVerificationToken(tx, hashToken(token), now);
      if (owner) await repository.markEmailVerified(tx, owner, now);
      return owner;
    });
    if (!clientUserId) {
      throw new AppError(
        'EMAIL_VERIFICATION_INVALID',
        'El enlace de verificación no es válido o ha caducado. Si ya verificaste tu email, no tienes que hacer nada más.',
      );
    }
    return { ok: true, clientUserId };
  }

  /** 'Reenviar': a new link to the signed-in user's email, unless it is already verified (budgeted per user). */
  async resend(clientUserId: string): Promise<ResendEmailVerificationResponse> {
    await this.ctx.rateLimits.consume('verificationEmailsPerUser', clientUserId);
    const user = await repository.findUserById(this.db, clientUserId);
    if (!user) throw new AppError('UNAUTHORIZED');
    if (user.emailVerifiedAt) return { ok: true, emailVerified: true };
    await this.sendLink(user, await this.createToken(this.db, user.id));
    return { ok: true, emailVerified: false };
  }
}
