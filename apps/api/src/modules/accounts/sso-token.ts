import type { SsoProvider } from '@mike/contracts';
import { AppError } from '../../platform/errors.ts';
import { signToken, verifyToken } from '../../platform/signed-token.ts';

const PURPOSE = 'sso-handover';
export const SSO_TOKEN_LIFETIME_MS = 10 * 60 * 1000;

/** What the provider told us about the person, carried to the SPA as `tokenSso`. */
export interface SsoIdentity {
  provider: SsoProvider;
  subject: string;
  email: string;
  emailVerified: boolean;
  name?: string;
}

export function createSsoToken(secret: string, identity: SsoIdentity, now: Date): string {
  return signToken(secret, PURPOSE, { ...identity }, new Date(now.getTime() + SSO_TOKEN_LIFETIME_MS));
}

/** The identity in a valid `tokenSso`; SSO_TOKEN_INVALID otherwise. */
export function readSsoToken(secret: string, token: string, now: Date, expectedProvider?: SsoProvider): SsoIdentity {
  const payload = verifyToken<Record<string, unknown>>(secret, PURPOSE, token, now);
  const provider = payload?.provider;
  if (
    !payload ||
    (provider !== 'GOOGLE' && provider !== 'LINKEDIN') ||
    typeof payload.subject !== 'string' ||
    typeof payload.email !== 'string' ||
    (expectedProvider && provider !== expectedProvider)
  ) {
    throw new AppError('SSO_TOKEN_INVALID', 'El acceso con el proveedor ha caducado o no es válido. Inténtalo de nuevo.');
  }
  return {
    provider,
    subject: payload.subject,
    email: payload.email.toLowerCase(),
    emailVerified: payload.emailVerified === true,
    ...(typeof payload.name === 'string' ? { name: payload.name } : {}),
  };
}
