import { createHash, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SsoProvider } from '@mike/contracts';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import Provider, { type ClientMetadata } from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { clientUsers, outboxMessages, ssoIdentities } from '../../db/schema/index.ts';
import { buildApp } from '../../app.ts';
import { addMember, createClock, inviteMember, login as loginWithPassword, registerOwner, uniqueAddress, uniqueEmail, uniquePhone } from '../../test/factories.ts';
import { createTestApp, testConfig, type TestApp } from '../../test/helpers.ts';
import { SsoService } from './sso.ts';

/** These tests are about accounts whose email is not proved yet: the registration is left as it was made. */
const UNVERIFIED = { emailVerified: false };

/*
 * The SSO round trip against a real OpenID Provider (oidc-provider) on 127.0.0.1: one standing in for Google
 * (claims in the ID token, like Google) and one for LinkedIn (claims only at UserInfo, to prove that path).
 * The browser is fetch plus a cookie jar, driving the provider's own login and consent forms.
 */

const PUBLIC_URL = 'http://mike.test';
const GOOGLE_CLIENT = { id: 'mike-google', secret: `google-${randomBytes(16).toString('hex')}` };
const LINKEDIN_CLIENT = { id: 'mike-linkedin', secret: `linkedin-${randomBytes(16).toString('hex')}` };
/** Another relying party registered on the same provider (an attacker's app, or just any other app). */
const OTHER_CLIENT = { id: 'other-app', secret: `other-${randomBytes(16).toString('hex')}`, redirectUri: 'http://other-app.test/callback' };
const CALLBACK = `${PUBLIC_URL}/api/auth/sso/GOOGLE/callback`;

interface ProviderAccount {
  email: string;
  email_verified: boolean;
  name: string;
}

interface TestProvider {
  issuer: string;
  accounts: Map<string, ProviderAccount>;
  /** Adds an account at the provider; its login (and `sub`) is returned. */
  addAccount(account: Partial<ProviderAccount>): string;
  metadata(): Promise<{ authorization_endpoint: string; token_endpoint: string }>;
  close(): Promise<void>;
}

async function startProvider(options: { clients: ClientMetadata[]; conformIdTokenClaims: boolean }): Promise<TestProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map<string, ProviderAccount>();
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: options.clients,
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-signing-key', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // false: the scope's claims go in the ID token, as Google does; true (the default): only at UserInfo.
    conformIdTokenClaims: options.conformIdTokenClaims,
    features: { devInteractions: { enabled: true } },
    // Long-lived codes, so that a test may move the clock before our server redeems one (ID tokens keep 1 hour).
    ttl: { AuthorizationCode: 24 * 3600 },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      return account ? { accountId: id, claims: () => ({ sub: id, ...account }) } : undefined;
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    accounts,
    addAccount(account) {
      const login = `acct-${randomUUID()}`;
      accounts.set(login, { email: uniqueEmail('sso'), email_verified: true, name: 'Marta Ruiz Soler', ...account });
      return login;
    },
    async metadata() {
      const response = await fetch(`${issuer}/.well-known/openid-configuration`);
      return (await response.json()) as { authorization_endpoint: string; token_endpoint: string };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Just enough of a browser's cookie store for one origin. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const split = pair.indexOf('=');
      const name = pair.slice(0, split).trim();
      const value = pair.slice(split + 1).trim();
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line) || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Follows the provider's redirects and fills its login and consent forms (or cancels) until the browser is
 * sent to `stopAt`; answers that URL.
 */
async function authorizeAtProvider(start: string | URL, login: string, stopAt: string, options: { cancel?: boolean; browser?: CookieJar } = {}): Promise<URL> {
  const browser = options.browser ?? new CookieJar();
  let url = new URL(start);
  for (let step = 0; step < 15; step += 1) {
    if (url.href.startsWith(stopAt)) return url;
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: browser.header() } });
    browser.store(response);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      url = new URL(location, url);
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (response.status !== 200 || !action || !prompt) throw new Error(`the provider answered ${response.status}: ${html.slice(0, 800)}`);
    if (options.cancel) {
      url = new URL(`${action}/abort`, url);
      continue;
    }
    const form: Record<string, string> = prompt === 'login' ? { prompt, login, password: 'any password' } : { prompt };
    const submitted = await fetch(new URL(action, url), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: browser.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    });
    browser.store(submitted);
    await submitted.body?.cancel();
    const next = submitted.headers.get('location');
    if (!next) throw new Error(`the provider's ${prompt} form answered ${submitted.status} with no redirect`);
    url = new URL(next, url);
  }
  throw new Error('too many redirects at the provider');
}

function payloadOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

function jwtClaims(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

const clock = createClock(new Date());

describe('SSO start and callback (DESIGN.md §5)', () => {
  let t: TestApp;
  let google: TestProvider;
  let linkedin: TestProvider;
  let finish: MockInstance<SsoService['finish']>;
  let env: Record<string, string>;

  beforeAll(async () => {
    finish = vi.spyOn(SsoService.prototype, 'finish');
    const client = (id: string, secret: string, redirectUri: string): ClientMetadata => ({
      client_id: id,
      client_secret: secret,
      redirect_uris: [redirectUri],
      token_endpoint_auth_method: 'client_secret_post',
      grant_types: ['authorization_code'],
      response_types: ['code'],
    });
    google = await startProvider({
      conformIdTokenClaims: false,
      clients: [
        client(GOOGLE_CLIENT.id, GOOGLE_CLIENT.secret, `${PUBLIC_URL}/api/auth/sso/GOOGLE/callback`),
        client(OTHER_CLIENT.id, OTHER_CLIENT.secret, OTHER_CLIENT.redirectUri),
      ],
    });
    linkedin = await startProvider({
      conformIdTokenClaims: true,
      clients: [
        client(LINKEDIN_CLIENT.id, LINKEDIN_CLIENT.secret, `${PUBLIC_URL}/api/auth/sso/LINKEDIN/callback`),
        // The same client id at another issuer: its tokens must not pass for Google's.
        client(GOOGLE_CLIENT.id, GOOGLE_CLIENT.secret, OTHER_CLIENT.redirectUri),
      ],
    });
    env = {
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: GOOGLE_CLIENT.id,
      GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.secret,
      GOOGLE_ISSUER: google.issuer,
      LINKEDIN_CLIENT_ID: LINKEDIN_CLIENT.id,
      LINKEDIN_CLIENT_SECRET: LINKEDIN_CLIENT.secret,
      LINKEDIN_ISSUER: linkedin.issuer,
      // The pre-hijacking test writes a message; no test here waits for a reply.
      RUN_WORKERS: 'false',
    };
    t = await createTestApp({ env, overrides: { now: clock.now } });
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
    await linkedin?.close();
    finish.mockRestore();
  });

  interface Started {
    response: LightMyRequestResponse;
    authorizationUrl: URL;
    /** `mike_sso=<value>`, as the browser sends it back. */
    cookie: string;
    ip: string;
  }

  async function start(provider: SsoProvider = 'GOOGLE', query: Record<string, string> = {}, ip = uniqueAddress()): Promise<Started> {
    const response = await t.app.inject({ method: 'GET', url: `/api/auth/sso/${provider}/start`, query, remoteAddress: ip });
    expect(response.statusCode, response.body).toBe(200);
    const stateCookie = response.cookies.find((cookie) => cookie.name === 'mike_sso');
    expect(stateCookie).toBeDefined();
    return { response, authorizationUrl: new URL((response.json() as { authorizationUrl: string }).authorizationUrl), cookie: `mike_sso=${stateCookie!.value}`, ip };
  }

  async function callback(url: URL, cookie: string | undefined, ip: string) {
    const response = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: cookie ? { cookie } : {}, remoteAddress: ip });
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string);
    return { response, location, tokenSso: new URLSearchParams(location.hash.slice(1)).get('tokenSso') };
  }

  /** start → provider (login, consent) → callback, as the SPA and the browser do it. */
  async function roundTrip(login: string, options: { provider?: SsoProvider; query?: Record<string, string> } = {}) {
    const provider = options.provider ?? 'GOOGLE';
    const started = await start(provider, options.query);
    const returned = await authorizeAtProvider(started.authorizationUrl, login, `${PUBLIC_URL}/api/auth/sso/${provider}/callback`);
    return { started, returned, ...(await callback(returned, started.cookie, started.ip)) };
  }

  /** Why the last callback gave no token (the reason the route logs). */
  async function lastFailure(): Promise<string> {
    const results = finish.mock.settledResults;
    const last = results.at(-1);
    expect(last?.type).toBe('rejected');
    return String((last?.value as Error | undefined)?.message);
  }

  const post = (url: string, payload: object, ip = uniqueAddress()) => t.app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress: ip });
  const registerWithSso = (tokenSso: string, provider: SsoProvider = 'GOOGLE') =>
    post('/client-user/register-with-business', {
      businessName: 'Inmobiliaria Norte',
      clientPhone: uniquePhone(),
      clientName: 'Marta Ruiz Soler',
      clientSsoProvider: provider,
      clientAuthToken: tokenSso,
    });
  const loginWithSso = (tokenSso: string) => post('/client-user/login-with-sso', { tokenSso });

  /** Uses the verification link the registration mailed to `email`. */
  async function verifyEmailOf(email: string): Promise<void> {
    const [mail] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.to, email), eq(outboxMessages.subject, 'Verifica tu email en MIKE')));
    const token = new URL(/(http\S+\/verify-email\?\S+)/.exec(mail!.body)![1]!).searchParams.get('token')!;
    expect((await post('/client-user/verify-email', { token })).statusCode).toBe(200);
  }

  describe('start', () => {
    it('#10 answers the authorization URL (code flow, PKCE S256, state, nonce, offline consent) and a signed, HttpOnly state cookie', async () => {
      const { response, authorizationUrl, cookie } = await start('GOOGLE', { returnTo: '/register' });
      const metadata = await google.metadata();
      expect(authorizationUrl.href.startsWith(metadata.authorization_endpoint)).toBe(true);
      const params = authorizationUrl.searchParams;
      expect(Object.fromEntries(params)).toMatchObject({
        client_id: GOOGLE_CLIENT.id,
        response_type: 'code',
        redirect_uri: `${PUBLIC_URL}/api/auth/sso/GOOGLE/callback`,
        scope: 'openid email profile',
        code_challenge_method: 'S256',
        access_type: 'offline',
        prompt: 'consent',
      });
      expect(params.get('state')).toMatch(/^[\w-]{32,}$/);
      expect(params.get('nonce')).toMatch(/^[\w-]{32,}$/);

      const stateCookie = response.cookies.find((c) => c.name === 'mike_sso')!;
      expect(stateCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/sso', maxAge: 600 });
      expect(stateCookie.secure).toBeFalsy();
      expect(response.headers['cache-control']).toBe('no-store');
      // The cookie holds what the callback needs, bound to this request: the challenge is S256 of its verifier.
      const held = payloadOf(cookie.slice('mike_sso='.length));
      expect(held).toMatchObject({ provider: 'GOOGLE', returnTo: '/register', state: params.get('state'), nonce: params.get('nonce') });
      expect(createHash('sha256').update(held.codeVerifier as string).digest('base64url')).toBe(params.get('code_challenge'));
      expect(held.exp).toBe(Math.floor(clock.now().getTime() / 1000) + 600);
      // A fresh state, nonce and verifier each time.
      const again = await start('GOOGLE');
      expect(again.authorizationUrl.searchParams.get('state')).not.toBe(params.get('state'));
      expect(again.authorizationUrl.searchParams.get('nonce')).not.toBe(params.get('nonce'));
      expect(again.authorizationUrl.searchParams.get('code_challenge')).not.toBe(params.get('code_challenge'));
    });

    it('answers 400 SSO_NOT_CONFIGURED for a provider with no client id; refuses a plain-HTTP issuer that is not this machine', async () => {
      const other = await createTestApp({ env: { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', GOOGLE_ISSUER: 'http://sso.example.test' } });
      try {
        const response = await other.app.inject({ method: 'GET', url: '/api/auth/sso/LINKEDIN/start?returnTo=/login' });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ errorCode: 'SSO_NOT_CONFIGURED', message: expect.stringMatching(/proveedor/) });
        expect(response.cookies).toHaveLength(0);
        // openid-client only talks HTTPS, except to a provider on 127.0.0.1/localhost (the tests').
        const fetchSpy = vi.spyOn(globalThis, 'fetch');
        let fetches: number;
        const insecure = await other.app.inject({ method: 'GET', url: '/api/auth/sso/GOOGLE/start' }).finally(() => {
          fetches = fetchSpy.mock.calls.length;
          fetchSpy.mockRestore();
        });
        expect(fetches!).toBe(0);
        expect(insecure.statusCode).toBe(503);
        expect(insecure.json().errorCode).toBe('SERVICE_UNAVAILABLE');
        expect(insecure.cookies).toHaveLength(0);
      } finally {
        await other.close();
      }
    });

    it('validates the provider and the query with the contracts', async () => {
      const unknownProvider = await t.app.inject({ method: 'GET', url: '/api/auth/sso/FACEBOOK/start' });
      expect(unknownProvider.statusCode).toBe(400);
      expect(unknownProvider.json().errorCode).toBe('VALIDATION_ERROR');
      const badReturn = await t.app.inject({ method: 'GET', url: '/api/auth/sso/GOOGLE/start?returnTo=https://evil.example' });
      expect(badReturn.statusCode).toBe(400);
      const badInvitation = await t.app.inject({ method: 'GET', url: '/api/auth/sso/GOOGLE/start?returnTo=/invitation&invitationId=nope' });
      expect(badInvitation.statusCode).toBe(400);
      const extra = await t.app.inject({ method: 'GET', url: '/api/auth/sso/GOOGLE/start?returnTo=/login&redirect=https://evil.example' });
      expect(extra.statusCode).toBe(400);
    });

    it('is documented in the OpenAPI document', async () => {
      const docs = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json() as { paths: Record<string, unknown> };
      expect(docs.paths).toHaveProperty(['/api/auth/sso/{provider}/start']);
      expect(docs.paths).toHaveProperty(['/api/auth/sso/{provider}/callback']);
    });
  });

  describe('end to end', () => {
    it('registers with the provider: start → provider → callback → tokenSso in the fragment → register-with-business (SSO) → 201', async () => {
      const login = google.addAccount({ name: 'Marta Ruiz Soler' });
      const { location, tokenSso, response } = await roundTrip(login, { query: { returnTo: '/register' } });
      expect(`${location.origin}${location.pathname}`).toBe(`${PUBLIC_URL}/register`);
      expect(location.search).toBe('?callback_provider=GOOGLE');
      expect(tokenSso).toBeTruthy();
      // The state cookie is spent.
      expect(response.cookies.find((c) => c.name === 'mike_sso')).toMatchObject({ value: '', path: '/api/auth/sso' });
      expect(payloadOf(tokenSso!)).toMatchObject({ provider: 'GOOGLE', subject: login, email: google.accounts.get(login)!.email, emailVerified: true, name: 'Marta Ruiz Soler' });

      const registered = await registerWithSso(tokenSso!);
      expect(registered.statusCode, registered.body).toBe(201);
      expect(registered.json().clientUser).toMatchObject({ email: google.accounts.get(login)!.email, name: 'Marta Ruiz Soler' });
      const [identity] = await t.database.db.select().from(ssoIdentities).where(eq(ssoIdentities.clientUserId, registered.json().clientUser.id));
      expect(identity).toMatchObject({ provider: 'GOOGLE', subject: login });

      // Signs in with it: a second round trip, then login-with-sso → the same user.
      const second = await roundTrip(login);
      expect(`${second.location.origin}${second.location.pathname}${second.location.search}`).toBe(`${PUBLIC_URL}/login?callback_provider=GOOGLE`);
      const signedIn = await loginWithSso(second.tokenSso!);
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      expect(signedIn.json().clientUser.id).toBe(registered.json().clientUser.id);
      const me = await t.app.inject({ method: 'GET', url: '/api/business/get', headers: { authorization: `Bearer ${signedIn.json().token}` } });
      expect(me.statusCode).toBe(200);
    });

    it('a sign-in with no account answers USER_NOT_FOUND', async () => {
      const { tokenSso } = await roundTrip(google.addAccount({}));
      expect(tokenSso).toBeTruthy();
      const response = await loginWithSso(tokenSso!);
      expect(response.statusCode).toBe(404);
      expect(response.json().errorCode).toBe('USER_NOT_FOUND');
    });

    it('#29 (control) an account that proved its email is linked by the same verified email, and keeps its password and sessions', async () => {
      const owner = await registerOwner(t.app, {}, UNVERIFIED);
      await verifyEmailOf(owner.email);
      const login = google.addAccount({ email: owner.email, email_verified: true });
      const { tokenSso } = await roundTrip(login);
      const response = await loginWithSso(tokenSso!);
      expect(response.statusCode).toBe(200);
      expect(response.json().clientUser).toMatchObject({ id: owner.clientUser.id, name: owner.clientUser.name, emailVerified: true });
      const identities = await t.database.db.select().from(ssoIdentities).where(eq(ssoIdentities.clientUserId, owner.clientUser.id));
      expect(identities).toMatchObject([{ provider: 'GOOGLE', subject: login }]);
      expect((await t.app.inject({ method: 'GET', url: '/api/business/get', headers: owner.auth })).statusCode).toBe(200);
      expect((await post('/client-user/login-with-password', { email: owner.email, password: owner.password })).statusCode).toBe(200);
    });

    it('LinkedIn: the email at UserInfo (not in the ID token) is read for the same subject, and registers', async () => {
      const login = linkedin.addAccount({ name: 'Jorge Pérez' });
      const { location, tokenSso } = await roundTrip(login, { provider: 'LINKEDIN', query: { returnTo: '/register' } });
      expect(location.search).toBe('?callback_provider=LINKEDIN');
      expect(payloadOf(tokenSso!)).toMatchObject({ provider: 'LINKEDIN', subject: login, email: linkedin.accounts.get(login)!.email, emailVerified: true, name: 'Jorge Pérez' });
      const registered = await registerWithSso(tokenSso!, 'LINKEDIN');
      expect(registered.statusCode, registered.body).toBe(201);
      // A LinkedIn token is not a Google one.
      const asGoogle = await registerWithSso(tokenSso!, 'GOOGLE');
      expect(asGoogle.json().errorCode).toBe('SSO_TOKEN_INVALID');
    });

    it('an invitation round trip returns to /invitation with its invitationId (use-invitation-with-sso itself belongs to invitations)', async () => {
      const invitationId = randomUUID();
      const { location, tokenSso } = await roundTrip(google.addAccount({}), { query: { returnTo: '/invitation', invitationId } });
      expect(`${location.origin}${location.pathname}`).toBe(`${PUBLIC_URL}/invitation`);
      expect(Object.fromEntries(location.searchParams)).toEqual({ callback_provider: 'GOOGLE', invitationId });
      expect(tokenSso).toBeTruthy();
    });
  });

  describe('SECURITY.md #10 — OIDC with state, PKCE S256 and nonce; issuer, audience and expiry checked; only verified emails match', () => {
    it('#10 bad state → redirect without a token', async () => {
      const started = await start('GOOGLE', { returnTo: '/register' });
      const returned = await authorizeAtProvider(started.authorizationUrl, google.addAccount({}), `${PUBLIC_URL}/api/auth/sso/GOOGLE/callback`);
      const forged = new URL(returned);
      forged.searchParams.set('state', 'state-of-another-round-trip');
      const { location, tokenSso } = await callback(forged, started.cookie, started.ip);
      expect(tokenSso).toBeNull();
      expect(location.href).toBe(`${PUBLIC_URL}/register?callback_provider=GOOGLE`);
      expect(await lastFailure()).toMatch(/state/);
    });

    it('#10 no state cookie, a forged one, or one older than 10 minutes → redirect to /login without a token', async () => {
      const login = google.addAccount({});
      const started = await start('GOOGLE', { returnTo: '/register' });
      const returned = await authorizeAtProvider(started.authorizationUrl, login, `${PUBLIC_URL}/api/auth/sso/GOOGLE/callback`);

      const missing = await callback(returned, undefined, started.ip);
      expect(missing.tokenSso).toBeNull();
      expect(missing.location.href).toBe(`${PUBLIC_URL}/login?callback_provider=GOOGLE`);
      expect(await lastFailure()).toMatch(/state cookie/);

      const [body, mac] = started.cookie.slice('mike_sso='.length).split('.');
      const forgedBody = Buffer.from(JSON.stringify({ ...payloadOf(`${body}.${mac}`), returnTo: '/invitation' })).toString('base64url');
      const forged = await callback(returned, `mike_sso=${forgedBody}.${mac}`, started.ip);
      expect(forged.tokenSso).toBeNull();
      expect(forged.location.pathname).toBe('/login');

      const later = await start('GOOGLE');
      const laterReturned = await authorizeAtProvider(later.authorizationUrl, login, `${PUBLIC_URL}/api/auth/sso/GOOGLE/callback`);
      clock.advance(10 * 60 * 1000 + 1000);
      const expired = await callback(laterReturned, later.cookie, later.ip);
      expect(expired.tokenSso).toBeNull();
      expect(await lastFailure()).toMatch(/expired/);
    });

    it('#10 the provider refusing (the user cancels) → redirect without a token', async () => {
      const started = await start('GOOGLE', { returnTo: '/register' });
      const returned = await authorizeAtProvider(started.authorizationUrl, google.addAccount({}), `${PUBLIC_URL}/api/auth/sso/GOOGLE/callback`, { cancel: true });
      expect(returned.searchParams.get('error')).toBe('access_denied');
      const { location, tokenSso } = await callback(returned, started.cookie, started.ip);
      expect(tokenSso).toBeNull();
      expect(location.href).toBe(`${PUBLIC_URL}/register?callback_provider=GOOGLE`);
      expect(await lastFailure()).toMatch(/access_denied/);
    });

    it('#10 a state cookie of the other provider is refused', async () => {
      const started = await start('LINKEDIN');
      const returned = await authorizeAtProvider(started.authorizationUrl, linkedin.addAccount({}), `${PUBLIC_URL}/api/auth/sso/LINKEDIN/callback`);
      const crossed = new URL(returned.href.replace('/LINKEDIN/', '/GOOGLE/'));
      const { tokenSso } = await callback(crossed, started.cookie, started.ip);
      expect(tokenSso).toBeNull();
      expect(await lastFailure()).toMatch(/for LINKEDIN/);
    });

    /** The other app's authorization code, and the ID token it redeems for, for a victim who uses that app. */
    type Client = { id: string; secret: string; redirectUri: string };

    /** A code from `op` for `client`, after `login` signs in there (the victim using that other app). */
    async function codeFrom(op: TestProvider, client: Client, login: string, nonce: string): Promise<string> {
      const url = new URL((await op.metadata()).authorization_endpoint);
      url.search = new URLSearchParams({
        client_id: client.id,
        response_type: 'code',
        redirect_uri: client.redirectUri,
        scope: 'openid email profile',
        state: 'their-state',
        nonce,
      }).toString();
      const returned = await authorizeAtProvider(url, login, client.redirectUri);
      return returned.searchParams.get('code')!;
    }

    /** A genuine, signed ID token from `op` for `client`, carrying `nonce`. */
    async function idTokenFrom(op: TestProvider, client: Client, login: string, nonce: string): Promise<string> {
      const code = await codeFrom(op, client, login, nonce);
      const exchanged = await fetch((await op.metadata()).token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: client.redirectUri, client_id: client.id, client_secret: client.secret }),
      });
      return ((await exchanged.json()) as { id_token: string }).id_token;
    }

    /**
     * Our own round trip at the Google stand-in, but the ID token in the token endpoint's answer to our server
     * is replaced by the one `makeIdToken` makes for our round trip's nonce; `beforeCallback` runs just before
     * the browser reaches our callback.
     */
    async function callbackWithIdToken(makeIdToken: (nonce: string) => Promise<string>, beforeCallback: () => void = () => {}): Promise<string | null> {
      const started = await start('GOOGLE');
      const idToken = await makeIdToken(started.authorizationUrl.searchParams.get('nonce')!);
      const tokenEndpoint = (await google.metadata()).token_endpoint;
      const returned = await authorizeAtProvider(started.authorizationUrl, google.addAccount({}), CALLBACK);
      const realFetch = globalThis.fetch;
      let substituted = 0;
      const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
        const response = await realFetch(input, init);
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (url !== tokenEndpoint) return response;
        substituted += 1;
        const tokens = (await response.json()) as Record<string, unknown>;
        return new Response(JSON.stringify({ ...tokens, id_token: idToken }), { status: response.status, headers: { 'content-type': 'application/json' } });
      });
      try {
        beforeCallback();
        const { tokenSso } = await callback(returned, started.cookie, started.ip);
        expect(substituted).toBe(1);
        return tokenSso;
      } finally {
        fetchSpy.mockRestore();
        vi.useRealTimers();
      }
    }

    it('#10 (control) through the same substitution, a genuine ID token for us passes', async () => {
      const login = google.addAccount({});
      const tokenSso = await callbackWithIdToken((nonce) => idTokenFrom(google, { ...GOOGLE_CLIENT, redirectUri: CALLBACK }, login, nonce));
      expect(payloadOf(tokenSso!)).toMatchObject({ subject: login });
    });

    it('#10 an authorization code issued to another client, injected into our callback with a valid state, is refused', async () => {
      const owner = await registerOwner(t.app, {}, UNVERIFIED);
      const victim = google.addAccount({ email: owner.email, email_verified: true });
      const started = await start('GOOGLE');
      const code = await codeFrom(google, OTHER_CLIENT, victim, started.authorizationUrl.searchParams.get('nonce')!);
      const injected = new URL(`${PUBLIC_URL}/api/auth/sso/GOOGLE/callback`);
      injected.search = new URLSearchParams({ code, state: started.authorizationUrl.searchParams.get('state')!, iss: google.issuer }).toString();
      const { tokenSso } = await callback(injected, started.cookie, started.ip);
      expect(tokenSso).toBeNull();
      expect(await lastFailure()).toMatch(/invalid_grant/);
    });
    it('#10 an ID token for another client (audience), though signed by the provider and with our nonce, is refused', async () => {
      const owner = await registerOwner(t.app, {}, UNVERIFIED);
      const victim = google.addAccount({ email: owner.email, email_verified: true });
      // The victim signs in to the other app; its ID token carries our nonce (read from our public authorization URL).
      const tokenSso = await callbackWithIdToken(async (nonce) => {
        const foreign = await idTokenFrom(google, OTHER_CLIENT, victim, nonce);
        expect(jwtClaims(foreign)).toMatchObject({ aud: OTHER_CLIENT.id, nonce, sub: victim, email: owner.email, iss: google.issuer });
        return foreign;
      });
      expect(tokenSso).toBeNull();
      expect(await lastFailure()).toMatch(/"aud"/);
    });

    it('#10 an ID token of another issuer, for our client id and nonce, is refused', async () => {
      const login = linkedin.addAccount({});
      const tokenSso = await callbackWithIdToken(async (nonce) => {
        const foreign = await idTokenFrom(linkedin, { ...GOOGLE_CLIENT, redirectUri: OTHER_CLIENT.redirectUri }, login, nonce);
        expect(jwtClaims(foreign)).toMatchObject({ aud: GOOGLE_CLIENT.id, nonce, iss: linkedin.issuer });
        return foreign;
      });
      expect(tokenSso).toBeNull();
      expect(await lastFailure()).toMatch(/"iss"/);
    });

    it('#10 an expired ID token (a genuine one for us, replayed 2 hours later) is refused', async () => {
      const login = google.addAccount({});
      const tokenSso = await callbackWithIdToken(
        (nonce) => idTokenFrom(google, { ...GOOGLE_CLIENT, redirectUri: CALLBACK }, login, nonce),
        () => vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 3600 * 1000 }),
      );
      expect(tokenSso).toBeNull();
      expect(await lastFailure()).toMatch(/"exp"/);
    });

    it('#10 an ID token for us but from another round trip (nonce) is refused', async () => {
      const login = google.addAccount({});
      const tokenSso = await callbackWithIdToken((ourNonce) => idTokenFrom(google, { ...GOOGLE_CLIENT, redirectUri: CALLBACK }, login, `not-${ourNonce}`));
      expect(tokenSso).toBeNull();
      expect(await lastFailure()).toMatch(/"nonce"/);
    });

    it('#10 an unverified email does not take over an existing password account', async () => {
      const owner = await registerOwner(t.app, {}, UNVERIFIED);
      const login = google.addAccount({ email: owner.email, email_verified: false });
      const { tokenSso } = await roundTrip(login, { query: { returnTo: '/register' } });
      expect(payloadOf(tokenSso!)).toMatchObject({ email: owner.email, emailVerified: false });

      const signIn = await loginWithSso(tokenSso!);
      expect(signIn.statusCode).toBe(404);
      expect(signIn.json().errorCode).toBe('USER_NOT_FOUND');
      const register = await registerWithSso(tokenSso!);
      expect(register.statusCode).toBe(401);
      expect(register.json().errorCode).toBe('SSO_TOKEN_INVALID');
      expect(await t.database.db.select().from(ssoIdentities).where(eq(ssoIdentities.clientUserId, owner.clientUser.id))).toHaveLength(0);
    });

    it('#10 an unverified email cannot register a new account either', async () => {
      const { tokenSso } = await roundTrip(google.addAccount({ email_verified: false }), { query: { returnTo: '/register' } });
      const register = await registerWithSso(tokenSso!);
      expect(register.json().errorCode).toBe('SSO_TOKEN_INVALID');
    });
  });

  describe('tokenSso', () => {
    it('older than 10 minutes → SSO_TOKEN_INVALID', async () => {
      const login = google.addAccount({});
      const first = await roundTrip(login, { query: { returnTo: '/register' } });
      expect((await registerWithSso(first.tokenSso!)).statusCode).toBe(201);
      const { tokenSso } = await roundTrip(login);
      clock.advance(10 * 60 * 1000 + 1000);
      const response = await loginWithSso(tokenSso!);
      expect(response.statusCode).toBe(401);
      expect(response.json().errorCode).toBe('SSO_TOKEN_INVALID');
    });

    it('#10 a tokenSso is single use: a replay fails with SSO_TOKEN_INVALID, in this process and in another one on the same database', async () => {
      const login = google.addAccount({});
      const first = await roundTrip(login, { query: { returnTo: '/register' } });
      expect((await registerWithSso(first.tokenSso!)).statusCode).toBe(201);
      // The token that registered cannot also sign in.
      const reused = await loginWithSso(first.tokenSso!);
      expect(reused.statusCode).toBe(401);
      expect(reused.json().errorCode).toBe('SSO_TOKEN_INVALID');

      const { tokenSso } = await roundTrip(login);
      expect((await loginWithSso(tokenSso!)).statusCode).toBe(200);
      const replay = await loginWithSso(tokenSso!);
      expect(replay.json().errorCode).toBe('SSO_TOKEN_INVALID');
      // A second process: its own memory, the same database.
      const other = await buildApp(testConfig(env), { database: t.database, now: clock.now });
      try {
        const elsewhere = await other.inject({ method: 'POST', url: '/api/client-user/login-with-sso', payload: { tokenSso }, remoteAddress: uniqueAddress() });
        expect(elsewhere.statusCode).toBe(401);
        expect(elsewhere.json().errorCode).toBe('SSO_TOKEN_INVALID');
        // A fresh token of the same person still signs in there (the refusal is about the token, not the person).
        const fresh = await roundTrip(login);
        const ok = await other.inject({ method: 'POST', url: '/api/client-user/login-with-sso', payload: { tokenSso: fresh.tokenSso }, remoteAddress: uniqueAddress() });
        expect(ok.statusCode).toBe(200);
      } finally {
        await other.close();
      }
    });

    it('#10 a tokenSso that found no account stays usable (nothing was done with it)', async () => {
      const login = google.addAccount({});
      const { tokenSso } = await roundTrip(login, { query: { returnTo: '/register' } });
      expect((await loginWithSso(tokenSso!)).json().errorCode).toBe('USER_NOT_FOUND');
      expect((await registerWithSso(tokenSso!)).statusCode).toBe(201);
    });

    it('tampered → SSO_TOKEN_INVALID', async () => {
      const owner = await registerOwner(t.app, {}, UNVERIFIED);
      const { tokenSso } = await roundTrip(google.addAccount({}));
      const [, mac] = tokenSso!.split('.');
      const claimsOwner = Buffer.from(JSON.stringify({ ...payloadOf(tokenSso!), email: owner.email })).toString('base64url');
      for (const forged of [`${claimsOwner}.${mac}`, `${tokenSso}x`, tokenSso!.split('.')[0]!]) {
        const response = await loginWithSso(forged);
        expect(response.statusCode).toBe(401);
        expect(response.json().errorCode).toBe('SSO_TOKEN_INVALID');
      }
    });
  });

  describe('SECURITY.md #29 — email ownership proven before SSO can match an account (ADR 009)', () => {
    it('#29 account pre-hijacking fails: the victim’s SSO sign-in takes the account from whoever registered the email with a password', async () => {
      const victimEmail = uniqueEmail('victima');
      // The attacker registers the victim's email with a password; the verification link goes to the victim's mailbox.
      const attacker = await registerOwner(t.app, { clientEmail: victimEmail, clientName: 'Nombre Del Atacante' }, UNVERIFIED);
      expect(attacker.clientUser.emailVerified).toBe(false);
      // Later the victim signs in with the provider, which verified that email.
      const login = google.addAccount({ email: victimEmail, email_verified: true, name: 'Marta Ruiz Soler' });
      const { tokenSso } = await roundTrip(login);
      const signedIn = await loginWithSso(tokenSso!);
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      expect(signedIn.json().clientUser).toMatchObject({ id: attacker.clientUser.id, email: victimEmail, name: 'Marta Ruiz Soler', emailVerified: true });
      const victim = { authorization: `Bearer ${signedIn.json().token}` };
      const created = await t.app.inject({ method: 'POST', url: '/api/conversations/create', headers: victim, payload: { message: '¿Puedo subir la renta a mi inquilino este año?' } });
      expect(created.statusCode).toBe(201);
      const chatId = created.json().chat.id as string;

      // The attacker's password no longer signs in, their old token is dead, and the victim's conversation is out of reach.
      const byPassword = await post('/client-user/login-with-password', { email: victimEmail, password: attacker.password });
      expect(byPassword.statusCode).toBe(401);
      expect(byPassword.json().errorCode).toBe('INVALID_CREDENTIALS');
      for (const url of ['/api/business/get', '/api/conversations/get-all', `/api/conversations/${chatId}`]) {
        const response = await t.app.inject({ method: 'GET', url, headers: attacker.auth });
        expect(response.statusCode, url).toBe(401);
      }
      // Nor by the phone the attacker typed: the account is an OWNER, and phone codes are for agents.
      const byPhone = await post('/client-user/agent-login-intent', { phone: attacker.clientUser.phone });
      expect(byPhone.json().errorCode).toBe('PHONE_NOT_REGISTERED');
      const [user] = await t.database.db.select().from(clientUsers).where(eq(clientUsers.id, attacker.clientUser.id));
      expect(user!.passwordHash).toBeNull();
      // The victim keeps reading it.
      const read = await t.app.inject({ method: 'GET', url: `/api/conversations/${chatId}`, headers: victim });
      expect(read.statusCode).toBe(200);
      expect(read.json().chat.messages[0].text).toBe('¿Puedo subir la renta a mi inquilino este año?');
    });

    it('#37 a claimed account keeps nothing its unverified registrant built: members and invitations wait for the owner', async () => {
      const victimEmail = uniqueEmail('victima');
      const attacker = await registerOwner(t.app, { clientEmail: victimEmail, businessName: 'Inmobiliaria Sol' }, UNVERIFIED);
      const invite = (payload: object) => t.app.inject({ method: 'POST', url: '/api/business/invite', headers: attacker.auth, payload });
      // Unverified, the registrant gives no one power over the team: no administrator…
      const asAdmin = await invite({ email: uniqueEmail('complice'), phone: uniquePhone(), name: 'Cómplice Admin', rol: 'ADMINISTRATIVE' });
      expect(asAdmin.statusCode).toBe(403);
      expect(asAdmin.json()).toMatchObject({ errorCode: 'EMAIL_NOT_VERIFIED', message: expect.stringContaining('Verifica tu email') });
      // …only agents: one joins, one is still invited. An administrator made before this rule existed stands for the worst case.
      const joining = await inviteMember(t.app, attacker.auth, { name: 'Agente Cómplice' });
      const joined = await post('/client-user/use-invitation', { invitationId: joining.invitationId, email: joining.email, password: 'Tinta-roja-sobre-papel-7' });
      expect(joined.statusCode, joined.body).toBe(200);
      const agentAuth = { authorization: `Bearer ${joined.json().token}` };
      const pending = await inviteMember(t.app, attacker.auth, { name: 'Agente Pendiente' });
      const admin = await addMember(t.app, attacker.businessId, { rol: 'ADMINISTRATIVE', name: 'Admin Antiguo' });
      const adminAuth = await loginWithPassword(t.app, admin.email, admin.password);
      expect((await t.app.inject({ method: 'GET', url: '/api/business/audit-log', headers: adminAuth })).statusCode).toBe(200);

      const { tokenSso } = await roundTrip(google.addAccount({ email: victimEmail, email_verified: true, name: 'Marta Ruiz Soler' }));
      const signedIn = await loginWithSso(tokenSso!);
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const victim = { authorization: `Bearer ${signedIn.json().token}` };

      // The administrator and the agent are out at once: their sessions, their passwords, every team screen.
      for (const url of ['/api/business/get', '/api/business/audit-log', '/api/business/usage?from=2026-01-01&to=2026-12-31']) {
        expect((await t.app.inject({ method: 'GET', url, headers: adminAuth })).statusCode, url).toBe(401);
        expect((await t.app.inject({ method: 'GET', url, headers: agentAuth })).statusCode, url).toBe(401);
      }
      expect((await post('/client-user/login-with-password', { email: admin.email, password: admin.password })).statusCode).toBe(401);
      expect((await post('/client-user/login-with-password', { email: joining.email, password: 'Tinta-roja-sobre-papel-7' })).statusCode).toBe(401);
      // The pending invitation's link no longer works.
      const link = await t.app.inject({ method: 'GET', url: `/api/client-user/get-invitation?invitationId=${pending.invitationId}` });
      expect(link.json().errorCode).toBe('INVITATION_SUSPENDED');
      const used = await post('/client-user/use-invitation', { invitationId: pending.invitationId, email: pending.email, password: 'Nube-gris-de-marzo-9' });
      expect(used.json().errorCode).toBe('INVITATION_SUSPENDED');

      // The owner sees what waits for them, with the audit entry MIKE wrote.
      const business = (await t.app.inject({ method: 'GET', url: '/api/business/get', headers: victim })).json().business;
      const byId = (memberId: string) => business.members.find((member: { memberId: string }) => member.memberId === memberId);
      expect(byId(admin.memberId)).toMatchObject({ status: 'ACTIVE', rol: 'ADMINISTRATIVE', suspended: true });
      expect(byId(joining.memberId)).toMatchObject({ status: 'ACTIVE', suspended: true });
      expect(byId(pending.memberId)).toMatchObject({ status: 'INVITED', suspended: true });
      expect(business.members.filter((member: { suspended?: boolean }) => !member.suspended)).toHaveLength(1);
      const invites = (await t.app.inject({ method: 'GET', url: `/api/business/${attacker.businessId}/invites`, headers: victim })).json().invites;
      expect(invites).toEqual([expect.objectContaining({ id: pending.invitationId, suspended: true })]);
      const trail = (await t.app.inject({ method: 'GET', url: '/api/business/audit-log', headers: victim })).json().entries;
      expect(trail[0]).toMatchObject({ action: 'team.suspended', actor: null, counts: { members: 2, invitations: 1 } });

      // Confirmed one by one: the agent signs in again, the invitation works again; the administrator is expelled.
      const confirm = (memberId: string, headers = victim) => t.app.inject({ method: 'POST', url: '/api/business/confirm-member', headers, payload: { memberId } });
      expect((await confirm(joining.memberId)).statusCode).toBe(200);
      const agentAgain = await loginWithPassword(t.app, joining.email, 'Tinta-roja-sobre-papel-7');
      expect((await confirm(pending.memberId, agentAgain)).json().errorCode).toBe('FORBIDDEN');
      expect((await confirm(pending.memberId)).json().business.members.find((member: { memberId: string }) => member.memberId === pending.memberId)).toMatchObject({ status: 'INVITED' });
      expect((await t.app.inject({ method: 'GET', url: `/api/client-user/get-invitation?invitationId=${pending.invitationId}` })).json().invitation).toMatchObject({ status: 'PENDING' });
      expect((await t.app.inject({ method: 'POST', url: '/api/business/remove-user', headers: victim, payload: { memberId: admin.memberId } })).statusCode).toBe(200);
      const after = (await t.app.inject({ method: 'GET', url: '/api/business/audit-log', headers: victim })).json().entries;
      expect(after.slice(0, 3).map((entry: { action: string }) => entry.action)).toEqual(['member.removed', 'member.confirmed', 'member.confirmed']);
      // Confirming twice changes nothing and records nothing.
      expect((await confirm(joining.memberId)).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/business/audit-log', headers: victim })).json().entries).toHaveLength(after.length);
    });

    it('#29 an SSO registration is verified by construction', async () => {
      const { tokenSso } = await roundTrip(google.addAccount({}), { query: { returnTo: '/register' } });
      const registered = await registerWithSso(tokenSso!);
      expect(registered.statusCode).toBe(201);
      expect(registered.json().clientUser.emailVerified).toBe(true);
    });

    it('#33 an SSO sign-in lifts the phone sign-in lock of that member', async () => {
      const owner = await registerOwner(t.app, {}, UNVERIFIED);
      const agent = await addMember(t.app, owner.businessId);
      const intent = await post('/client-user/agent-login-intent', { phone: agent.phone });
      const intentId = intent.json().loginIntent.id as string;
      const [sent] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, agent.phone));
      const wrong = (offset: number) => String((Number(sent!.body) + 1 + offset) % 10_000).padStart(4, '0');
      for (let offset = 0; offset < 3; offset++) await post('/client-user/agent-login', { intentId, code: wrong(offset) });
      const second = (await post('/client-user/agent-login-intent', { phone: agent.phone })).json().loginIntent.id as string;
      for (let offset = 3; offset < 5; offset++) await post('/client-user/agent-login', { intentId: second, code: wrong(offset) });
      expect((await post('/client-user/agent-login-intent', { phone: agent.phone })).json().errorCode).toBe('PHONE_LOGIN_LOCKED');
      const { tokenSso } = await roundTrip(google.addAccount({ email: agent.email, email_verified: true }));
      expect((await loginWithSso(tokenSso!)).statusCode).toBe(200);
      expect((await post('/client-user/agent-login-intent', { phone: agent.phone })).statusCode).toBe(200);
    });
  });

  it('is rate-limited per IP with the ssoPerIp budget: start answers 429, the callback redirects without a token', async () => {
    const ip = uniqueAddress();
    const first = await start('GOOGLE', {}, ip);
    const returned = await authorizeAtProvider(first.authorizationUrl, google.addAccount({}), `${PUBLIC_URL}/api/auth/sso/GOOGLE/callback`);
    for (let i = 1; i < 60; i += 1) await t.app.inject({ method: 'GET', url: '/api/auth/sso/GOOGLE/start', remoteAddress: ip });
    const limited = await t.app.inject({ method: 'GET', url: '/api/auth/sso/GOOGLE/start', remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorCode).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBeDefined();
    const calls = finish.mock.calls.length;
    const { tokenSso, location } = await callback(returned, first.cookie, ip);
    expect(tokenSso).toBeNull();
    expect(location.href).toBe(`${PUBLIC_URL}/login?callback_provider=GOOGLE`);
    // Refused before the code is redeemed.
    expect(finish.mock.calls.length).toBe(calls);
  });
});
