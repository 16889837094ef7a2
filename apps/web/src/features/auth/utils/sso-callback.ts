import type { SsoProvider } from '@mike/contracts';

/** Spec §3. A plain list, not the contracts' zod enum: /login's first bundle carries no zod. */
export const SSO_PROVIDERS = ['GOOGLE', 'LINKEDIN'] as const satisfies readonly SsoProvider[];

export const SSO_PROVIDER_NAMES: Record<SsoProvider, string> = { GOOGLE: 'Google', LINKEDIN: 'LinkedIn' };

export function isSsoProvider(value: string | null): value is SsoProvider {
  return (SSO_PROVIDERS as readonly string[]).includes(value ?? '');
}

/** What the SSO callback left in the URL: `?callback_provider=GOOGLE#tokenSso=…` (DESIGN.md §5). */
export interface SsoCallback {
  provider: SsoProvider;
  /** null when the provider came back without a token ('Error logging in'). */
  token: string | null;
}

/** Reads the callback from a location; an unknown or missing callback_provider is no callback (spec §5). */
export function readSsoCallback(search: string, hash: string): SsoCallback | null {
  const provider = new URLSearchParams(search).get('callback_provider');
  if (!isSsoProvider(provider)) return null;
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('tokenSso');
  return { provider, token: token || null };
}

/** The URL without the callback: the token must not stay in the address bar or the history. */
export function stripSsoCallback(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('callback_provider');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
