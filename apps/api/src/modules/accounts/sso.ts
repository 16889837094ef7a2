import type { SsoProvider, SsoStartQuery } from '@mike/contracts';
import * as oidc from 'openid-client';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { signToken, verifyToken } from '../../platform/signed-token.ts';
import { createSsoToken } from './sso-token.ts';

/** The cookie that carries the round trip's secrets from `start` to `callback` (signed, HttpOnly). */
export const SSO_STATE_COOKIE = 'mike_sso';
export const SSO_COOKIE_PATH = '/api/auth/sso';
export const SSO_STATE_LIFETIME_MS = 10 * 60 * 1000;

const STATE_PURPOSE = 'sso-state';
const SCOPE = 'openid email profile';
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** What `start` remembers for `callback`, signed with APP_SECRET. */
interface SsoRoundTrip {
  provider: SsoProvider;
  codeVerifier: string;
  state: string;
  nonce: string;
  returnTo: SsoStartQuery['returnTo'];
  invitationId?: string;
}

const RoundTripSchema = z.object({
  provider: z.enum(['GOOGLE', 'LINKEDIN']),
  codeVerifier: z.string().min(43),
  state: z.string().min(1),
  nonce: z.string().min(1),
  returnTo: z.enum(['/login', '/register', '/invitation']),
  invitationId: z.uuid().optional(),
});

const EmailSchema = z.email();

/** Why a callback gave the SPA no token; logged, never shown. */
export class SsoCallbackError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SsoCallbackError';
  }
}

/**
 * Sign-in with Google or LinkedIn (DESIGN.md §5, SECURITY.md #10): OpenID Connect authorization-code
 * flow with PKCE S256, state and nonce; openid-client checks issuer, audience, expiry and signature of
 * the ID token. The callback hands the SPA a short-lived signed `tokenSso` and nothing else: the
 * provider's own tokens are dropped.
 */
export class SsoService {
  /** Discovery per provider, done on first use and kept; a failed discovery is retried next time. */
  private readonly configurations = new Map<SsoProvider, Promise<oidc.Configuration>>();

  constructor(private readonly ctx: AppContext) {}

  isConfigured(provider: SsoProvider): boolean {
    const { clientId, clientSecret } = this.settings(provider);
    return Boolean(clientId && clientSecret);
  }

  redirectUri(provider: SsoProvider): string {
    return `${this.ctx.config.PUBLIC_URL}${SSO_COOKIE_PATH}/${provider}/callback`;
  }

  /** Whether the state cookie must carry `Secure` (the site is served over HTTPS). */
  get secureCookie(): boolean {
    return this.ctx.config.PUBLIC_URL.startsWith('https://');
  }

  /** The provider's authorization URL and the signed cookie value that `finish` needs. */
  async start(provider: SsoProvider, query: SsoStartQuery): Promise<{ authorizationUrl: string; cookie: string }> {
    if (!this.isConfigured(provider)) {
      throw new AppError('SSO_NOT_CONFIGURED', 'El acceso con este proveedor no está disponible en este momento.');
    }
    let configuration: oidc.Configuration;
    try {
      configuration = await this.configuration(provider);
    } catch (error) {
      this.ctx.logger.error({ err: error, provider }, 'SSO discovery failed');
      throw new AppError('SERVICE_UNAVAILABLE', 'No hemos podido contactar con el proveedor. Inténtalo de nuevo más tarde.');
    }
    const roundTrip: SsoRoundTrip = {
      provider,
      codeVerifier: oidc.randomPKCECodeVerifier(),
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      returnTo: query.returnTo,
      ...(query.invitationId ? { invitationId: query.invitationId } : {}),
    };
    const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri(provider),
      response_type: 'code',
      scope: SCOPE,
      code_challenge: await oidc.calculatePKCECodeChallenge(roundTrip.codeVerifier),
      code_challenge_method: 'S256',
      state: roundTrip.state,
      nonce: roundTrip.nonce,
      access_type: 'offline',
      prompt: 'consent',
    });
    const expiresAt = new Date(this.ctx.now().getTime() + SSO_STATE_LIFETIME_MS);
    return { authorizationUrl: authorizationUrl.href, cookie: signToken(this.ctx.config.APP_SECRET, STATE_PURPOSE, { ...roundTrip }, expiresAt) };
  }

  /** Where the SPA page that started the round trip is, with or without the hand-over token. */
  callbackLocation(provider: SsoProvider, roundTrip: Pick<SsoRoundTrip, 'returnTo' | 'invitationId'> | undefined, tokenSso?: string): string {
    const params = new URLSearchParams({ callback_provider: provider });
    if (roundTrip?.invitationId) params.set('invitationId', roundTrip.invitationId);
    const fragment = tokenSso ? `#${new URLSearchParams({ tokenSso }).toString()}` : '';
    return `${this.ctx.config.PUBLIC_URL}${roundTrip?.returnTo ?? '/login'}?${params.toString()}${fragment}`;
  }

  /** The round trip in a state cookie, or undefined when it is missing, forged or expired. */
  readRoundTrip(cookie: string | undefined): SsoRoundTrip | undefined {
    if (!cookie) return undefined;
    const payload = verifyToken<Record<string, unknown>>(this.ctx.config.APP_SECRET, STATE_PURPOSE, cookie, this.ctx.now());
    const parsed = RoundTripSchema.safeParse(payload);
    return parsed.success ? parsed.data : undefined;
  }

  /**
   * Completes the round trip: checks the authorization response against the cookie's state, redeems the
   * code with the PKCE verifier, validates the ID token (signature, issuer, audience, expiry, nonce) and
   * returns the `tokenSso`. Throws SsoCallbackError with the reason otherwise.
   */
  async finish(provider: SsoProvider, roundTrip: SsoRoundTrip | undefined, search: string): Promise<string> {
    if (!roundTrip) throw new SsoCallbackError('state cookie missing, forged or expired');
    if (roundTrip.provider !== provider) throw new SsoCallbackError(`state cookie is for ${roundTrip.provider}`);
    if (!this.isConfigured(provider)) throw new SsoCallbackError('provider not configured');
    const configuration = await this.configuration(provider).catch((error: unknown) => {
      throw new SsoCallbackError('discovery failed', { cause: error });
    });
    // Built from PUBLIC_URL, never from the Host header: it is also the redirect_uri sent with the code.
    const currentUrl = new URL(`${this.redirectUri(provider)}${search}`);
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: roundTrip.codeVerifier,
        expectedState: roundTrip.state,
        expectedNonce: roundTrip.nonce,
      });
    } catch (error) {
      throw new SsoCallbackError(`authorization response or code exchange refused: ${describe(error)}`, { cause: error });
    }
    const idToken = tokens.claims();
    if (!idToken) throw new SsoCallbackError('no ID token');
    // Google and LinkedIn put the email in the ID token; an OP that keeps it for UserInfo is asked there,
    // for the same subject (openid-client checks it).
    let claims: Record<string, unknown> = idToken;
    if (typeof idToken.email !== 'string') {
      try {
        claims = { ...(await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub)), sub: idToken.sub };
      } catch (error) {
        throw new SsoCallbackError(`userinfo refused: ${describe(error)}`, { cause: error });
      }
    }
    const email = EmailSchema.safeParse(claims.email);
    if (!email.success) throw new SsoCallbackError('the provider gave no usable email');
    const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim().slice(0, 200) : undefined;
    return createSsoToken(
      this.ctx.config.APP_SECRET,
      {
        provider,
        subject: idToken.sub,
        email: email.data.toLowerCase(),
        // Only a verified email may match an existing account (SECURITY.md #10).
        emailVerified: claims.email_verified === true,
        ...(name ? { name } : {}),
      },
      this.ctx.now(),
    );
  }

  private settings(provider: SsoProvider): { clientId?: string; clientSecret?: string; issuer: string } {
    const config = this.ctx.config;
    return provider === 'GOOGLE'
      ? { clientId: config.GOOGLE_CLIENT_ID, clientSecret: config.GOOGLE_CLIENT_SECRET, issuer: config.GOOGLE_ISSUER }
      : { clientId: config.LINKEDIN_CLIENT_ID, clientSecret: config.LINKEDIN_CLIENT_SECRET, issuer: config.LINKEDIN_ISSUER };
  }

  private configuration(provider: SsoProvider): Promise<oidc.Configuration> {
    let configuration = this.configurations.get(provider);
    if (!configuration) {
      const { clientId, clientSecret, issuer } = this.settings(provider);
      const issuerUrl = new URL(issuer);
      // Plain HTTP only to a provider on this machine (tests and local development).
      const insecure = issuerUrl.protocol === 'http:' && LOOPBACK_HOSTS.has(issuerUrl.hostname);
      configuration = oidc.discovery(
        issuerUrl,
        clientId ?? '',
        { client_secret: clientSecret, redirect_uris: [this.redirectUri(provider)], response_types: ['code'] },
        oidc.ClientSecretPost(clientSecret),
        insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
      );
      this.configurations.set(provider, configuration);
      configuration.catch(() => this.configurations.delete(provider));
    }
    return configuration;
  }
}

/** The reason an openid-client call failed, with the causes it wraps (e.g. which claim did not match). */
function describe(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && depth < 3; depth += 1) {
    if (current instanceof oidc.AuthorizationResponseError || current instanceof oidc.ResponseBodyError) {
      parts.push(`${current.error}${current.error_description ? ` (${current.error_description})` : ''}`);
      break;
    }
    if (!(current instanceof Error)) break;
    const code = 'code' in current && typeof current.code === 'string' ? `${current.code}: ` : '';
    parts.push(`${code}${current.message}`);
    current = current.cause;
  }
  return parts.join(' ← ') || String(error);
}
