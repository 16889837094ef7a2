import { apiRoutes, browserRoutes } from '@mike/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.ts';

describe('platform routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { BUILD_COMMIT: 'abc1234' } });
  });
  afterAll(() => t.close());

  it('reports health with the build commit', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', commit: 'abc1234' });
  });

  it('is ready while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.json()).toEqual({ status: 'ready', database: 'up' });
  });

  it('serves the OpenAPI document generated from the contracts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/ready', '/api/dev/outbox']));
  });

  it('documents every route of the contracts, the event stream, the SSO callback and document links included', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json() as { paths: Record<string, Record<string, unknown>> };
    const documented = (route: { method: string; path: string }) => paths[`/api${route.path.replace(/:([A-Za-z]+)/g, '{$1}')}`]?.[route.method.toLowerCase()];
    const routes = [...Object.values(apiRoutes), ...Object.values(browserRoutes)];
    expect(routes.filter((route) => !documented(route)).map((route) => `${route.method} ${route.path}`)).toEqual([]);
    expect(routes.length).toBeGreaterThan(30);
  });

  it('lists the outbox newest first in the documented format', async () => {
    await t.app.ctx.mailer.send({ to: 'ana@inmobiliaria.es', subject: 'Primero', text: 'http://mike.test/reset-password?token=t&email=ana%40inmobiliaria.es' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await t.app.ctx.phoneMessenger.sendCode('34600111222', '4821');
    const response = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    const { messages } = response.json();
    expect(messages).toHaveLength(2);
    expect(messages[0]).toEqual({ id: expect.any(String), channel: 'phone', to: '34600111222', subject: expect.any(String), body: '4821', createdAt: expect.any(String) });
    expect(messages[1]).toMatchObject({ channel: 'email', to: 'ana@inmobiliaria.es', body: expect.stringContaining('/reset-password?token=') });
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('4821');
  });

  it('#36 the development outbox answers only loopback clients: another address gets 404 on the page and the API', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress })).statusCode, remoteAddress).toBe(200);
    }
    for (const remoteAddress of ['203.0.113.7', '192.168.1.20', '::ffff:10.0.0.3', '2001:db8::1']) {
      for (const url of ['/api/dev/outbox', '/dev/outbox']) {
        const response = await t.app.inject({ method: 'GET', url, remoteAddress });
        expect(response.statusCode, `${remoteAddress} ${url}`).toBe(404);
        expect(response.json()).toEqual({ message: expect.any(String), errorCode: 'NOT_FOUND' });
        expect(response.body).not.toContain('4821');
      }
    }
  });

  it('#16 sends the security headers on /api', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('#26 (in part) answers 503 on /api/ready while the database is unreachable', async () => {
    await t.database.close();
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: expect.any(String), errorCode: 'SERVICE_UNAVAILABLE' });
  });
});

describe('the development outbox behind a proxy, and opened to remote clients', () => {
  it('#36 a trusted proxy forwarding a remote client gets 404; DEV_OUTBOX_ALLOW_REMOTE=true answers any client', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const remote = await proxied.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: { 'x-forwarded-for': '203.0.113.7' } });
      expect(remote.statusCode).toBe(404);
      const local = await proxied.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(local.statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
    const open = await createTestApp({ env: { DEV_OUTBOX_ALLOW_REMOTE: 'true' } });
    try {
      expect((await open.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });
});

describe('production mode', () => {
  it('does not expose /dev routes', async () => {
    const t = await createTestApp({
      env: {
        MIKE_ENV: 'production',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        WHATSAPP_TOKEN: 'token',
        WHATSAPP_PHONE_NUMBER_ID: '123',
        BILLING_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        STRIPE_PRICE_ID: 'price_x',
      },
    });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await t.close();
    }
  });
});
