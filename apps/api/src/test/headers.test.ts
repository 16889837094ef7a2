import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeTempDir, type TestApp } from './helpers.ts';

/**
 * SECURITY.md #16: the security headers, header by header, on the SPA (`/`), on an API answer and on
 * an API error, and what a 304 carries (ADR 039); and #18, the accepted risk those headers offset.
 */

/** The CSP with the sandbox billing provider and no Sentry: every directive, in order. */
const BASE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "style-src 'self'",
  "font-src 'self'",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';');

/** What production needs to start (its stand-ins are refused there). */
const PRODUCTION_ENV = {
  MIKE_ENV: 'production',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  WHATSAPP_TOKEN: 'token',
  WHATSAPP_PHONE_NUMBER_ID: '123',
  BILLING_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  STRIPE_PRICE_ID: 'price_x',
};

/** A tiny built SPA to serve at `/`. */
function createWebFixture(): string {
  const dir = makeTempDir('mike-web-');
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="es"><head><title>MIKE</title></head><body><div id="root"></div></body></html>');
  return dir;
}

/** What only a page the browser renders needs: never on a JSON answer of the API (ADR 039). */
const DOCUMENT_ONLY = [
  'x-frame-options',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** The headers of #16 that every answer but a 304 carries, whatever the environment. */
function expectApiHeaders(response: LightMyRequestResponse, csp = BASE_CSP): void {
  const where = `${response.statusCode} ${response.headers['content-type']}`;
  expect(response.headers['content-security-policy'], where).toBe(csp);
  expect(response.headers['x-content-type-options'], where).toBe('nosniff');
  expect(response.headers['referrer-policy'], where).toBe('no-referrer');
  expect(response.headers['x-trace-id'], where).toMatch(/^[0-9a-f]{32}$/);
  expect(response.headers['x-powered-by'], where).toBeUndefined();
}

/** #16's headers and, on a document, those for the page the browser renders. */
function expectBrowserHeaders(response: LightMyRequestResponse, csp = BASE_CSP): void {
  const where = `${response.statusCode} ${response.headers['content-type']}`;
  expectApiHeaders(response, csp);
  expect(response.headers['x-frame-options'], where).toBe('SAMEORIGIN');
  expect(response.headers['cross-origin-opener-policy'], where).toBe('same-origin');
  expect(response.headers['cross-origin-resource-policy'], where).toBe('same-origin');
  // Off on purpose: require-corp would block Stripe's iframe and script.
  expect(response.headers['cross-origin-embedder-policy'], where).toBeUndefined();
  expect(response.headers['x-powered-by'], where).toBeUndefined();
}

describe('SECURITY.md #16 — security headers on / and /api', () => {
  let t: TestApp;
  let webDir: string;

  beforeAll(async () => {
    webDir = createWebFixture();
    t = await createTestApp({ env: { SERVE_WEB: 'true' }, overrides: { webDir } });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('#16 / (the SPA) and a client route: the CSP, nosniff, no-referrer, frame and cross-origin headers; no HSTS in development', async () => {
    for (const url of ['/', '/login']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expectBrowserHeaders(response);
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('#16 /api/health and API errors (404, 400, 415, an undecodable URL) carry the CSP, nosniff and no-referrer, and none of the page-only headers', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'GET', url: '/api/does-not-exist' }),
      await t.app.inject({ method: 'POST', url: '/api/client-user/login-with-password', payload: { email: 1 } }),
      await t.app.inject({ method: 'POST', url: '/api/client-user/login-with-password', headers: { 'content-type': 'text/plain' }, payload: 'x' }),
      // Answered before routing, without hooks (app.ts frameworkErrors).
      await t.app.inject({ method: 'GET', url: '/api/conversations/%zz' }),
    ];
    expect(answers.map((response) => response.statusCode)).toEqual([200, 404, 400, 415, 400]);
    for (const response of answers) {
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expectApiHeaders(response);
      for (const name of DOCUMENT_ONLY) expect(response.headers[name], `${response.statusCode} ${name}`).toBeUndefined();
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('#16 the routes the browser opens itself under /api (a download, an event stream, the SSO callback) carry the document headers', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/documents/00000000-0000-4000-8000-000000000000/contrato.pdf' }),
      await t.app.inject({ method: 'GET', url: '/api/conversations/00000000-0000-4000-8000-000000000000/events' }),
      await t.app.inject({ method: 'GET', url: '/api/auth/sso/google/callback' }),
    ];
    for (const response of answers) expectBrowserHeaders(response);
  });

  it('a 304 carries its validators and trace id, none of the security headers: the stored answer it revalidates keeps its own (RFC 9110 §15.4.5, ADR 039)', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers.etag).toBeTruthy();
    const revalidated = await t.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': String(page.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers.etag).toBe(page.headers.etag);
    expect(revalidated.headers['x-trace-id']).toMatch(/^[0-9a-f]{32}$/);
    for (const name of ['content-security-policy', 'x-content-type-options', 'referrer-policy', ...DOCUMENT_ONLY]) {
      expect(revalidated.headers[name], name).toBeUndefined();
    }
  });

  it('#18 tokens in localStorage (spec key authState) are an accepted risk: the CSP that offsets it runs no injected script and lets none send the token away', async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    const directives = new Map(csp.split(';').map((directive) => [directive.split(' ')[0]!, directive.split(' ').slice(1)]));
    // No inline script, no eval, no script from anywhere but this origin: an injected <script> or onerror= does not run.
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|strict-dynamic|\*|blob:/);
    // Had something run, fetch, images and forms reach only this origin (images also data: URLs, which carry nothing out).
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('img-src')).toEqual(["'self'", 'data:']);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    // The key itself is the web app's (apps/web/src/lib/auth-store.test.ts 'persists the session under authState');
    // #17 (e2e/chat.spec.ts) is the other half of the offset.
  });
});

describe('SECURITY.md #16 — headers that depend on the configuration', () => {
  it('#16 production mode adds HSTS (a year, subdomains) on / and /api, and the CSP names Stripe, which production uses', async () => {
    const webDir = createWebFixture();
    const t = await createTestApp({ env: { ...PRODUCTION_ENV, SERVE_WEB: 'true' }, overrides: { webDir } });
    try {
      for (const url of ['/', '/api/health', '/api/does-not-exist']) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
        expect(response.headers['content-security-policy'], url).toContain('https://js.stripe.com');
      }
    } finally {
      await t.close();
      rmSync(webDir, { recursive: true, force: true });
    }
  });

  it('#16 the CSP names Stripe’s origins only with BILLING_PROVIDER=stripe, and Sentry’s only with SENTRY_DSN', async () => {
    const stripe = await createTestApp({
      env: { BILLING_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_PRICE_ID: 'price_x', SENTRY_DSN: 'https://key@o42.ingest.sentry.io/7' },
    });
    try {
      const response = await stripe.app.inject({ method: 'GET', url: '/api/health' });
      expectApiHeaders(
        response,
        BASE_CSP.replace("script-src 'self'", "script-src 'self' https://js.stripe.com")
          .replace("connect-src 'self'", "connect-src 'self' https://api.stripe.com https://o42.ingest.sentry.io")
          .replace("frame-src 'none'", 'frame-src https://js.stripe.com'),
      );
    } finally {
      await stripe.close();
    }
    const sandbox = await createTestApp({ env: { BILLING_PROVIDER: 'sandbox' } });
    try {
      const csp = String((await sandbox.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
      expect(csp).toBe(BASE_CSP);
      expect(csp).not.toMatch(/stripe|sentry/);
    } finally {
      await sandbox.close();
    }
  });
});
