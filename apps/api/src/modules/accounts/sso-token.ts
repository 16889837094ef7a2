import { randomUUID } from 'node:crypto';
import type { SsoProvider } from '@mike/contracts';
import type { Executor } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { signToken, verifyToken } from '../../platform/signed-token.ts';
import * as repository from './accounts.repository.ts';

const PURPOSE = 'sso-handover';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const SSO_TOKEN_LIFETIME_MS = 10 * 60 * 1000;

/** What the provider told us about the person, carried to the SPA as `tokenSso`. */
export interface SsoIdentity {
  provider: SsoProvider;
  subject: string;
  email: string;
  emailVerified: boolean;
  name?: string;
}

/** The identity in a `tokenSso`, with the token's own id and expiry, which make it single use. */
export interface SsoHandover extends SsoIdentity {
  tokenId: string;
  expiresAt: Date;
}

export function createSsoToken(secret: string, identity: SsoIdentity, now: Date): string {
  return signToken(secret, PURPOSE, { ...identity, jti: randomUUID() }, new Date(now.getTime() + SSO_TOKEN_LIFETIME_MS));
}

export function ssoTokenInvalid(): AppError {
  return new AppError('SSO_TOKEN_INVALID', 'El acceso con el proveedor ha caducado o no es válido. Inténtalo de nuevo.');
}

/** The identity in a valid `tokenSso`; SSO_TOKEN_INVALID otherwise. Nothing is spent: see `spendSsoToken`. */
export function readSsoToken(secret: string, token: string, now: Date, expectedProvider?: SsoProvider): SsoHandover {
  const payload = verifyToken<Record<string, unknown>>(secret, PURPOSE, token, now);
  const provider = payload?.provider;
  if (
    !payload ||
    (provider !== 'GOOGLE' && provider !== 'LINKEDIN') ||
    typeof payload.subject !== 'string' ||
    typeof payload.email !== 'string' ||
    typeof payload.jti !== 'string' ||
    !UUID.test(payload.jti) ||
    (expectedProvider && provider !== expectedProvider)
  ) {
    throw ssoTokenInvalid();
  }
  return {
    provider,
    subject: payload.subject,
    email: payload.email.toLowerCase(),
    emailVerified: payload.emailVerified === true,
    ...(typeof payload.name === 'string' ? { name: payload.name } : {}),
    tokenId: payload.jti,
    expiresAt: new Date(payload.exp * 1000),
  };
}

/**
 * Spends a `tokenSso` in the caller's transaction, so it is spent exactly when what it was used for commits:
 * a replay, here or in any other process, answers SSO_TOKEN_INVALID (SECURITY.md #10).
 */
export async function spendSsoToken(executor: Executor, handover: SsoHandover): Promise<void> {
  if (!(await repository.spendSsoToken(executor, handover.tokenId, handover.expiresAt))) throw ssoTokenInvalid();
}
