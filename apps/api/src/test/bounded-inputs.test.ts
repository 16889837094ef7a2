import { connect, type AddressInfo } from 'node:net';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../app.ts';
import { clientUsers } from '../db/schema/index.ts';
import { STRONG_PASSWORD, uniqueAddress, uniqueEmail, uniquePhone } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** SECURITY.md #14 on real routes: bodies ≤ 1 MiB, JSON only, every string bounded, no array where none belongs. */
describe('SECURITY.md #14 — bounded inputs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
  });
  afterAll(() => t.close());

  const login = (payload: string, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url: '/api/client-user/login-with-password', remoteAddress: uniqueAddress(), headers: { 'content-type': contentType }, payload });
  const register = (overrides: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/client-user/register-with-business',
      remoteAddress: uniqueAddress(),
      payload: {
        businessName: 'Inmobiliaria Límite',
        clientEmail: uniqueEmail('bounds'),
        clientPhone: uniquePhone(),
        clientName: 'Ana García López',
        clientPassword: STRONG_PASSWORD,
        ...overrides,
      },
    });
  const countUsers = async () => (await t.database.db.select({ n: count() }).from(clientUsers))[0]!.n;

  it('#14 a 2 MiB body on login → 413 PAYLOAD_TOO_LARGE; one just under 1 MiB is read (and refused by its schema)', async () => {
    const big = await login(JSON.stringify({ email: 'ana@inmobiliaria.es', password: 'x'.repeat(2 * 1024 * 1024) }));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: expect.any(String), errorCode: 'PAYLOAD_TOO_LARGE' });

    const underLimit = JSON.stringify({ email: 'ana@inmobiliaria.es', password: 'x'.repeat(BODY_LIMIT_BYTES - 100) });
    expect(Buffer.byteLength(underLimit)).toBeLessThanOrEqual(BODY_LIMIT_BYTES);
    const read = await login(underLimit);
    expect(read.statusCode).toBe(400);
    expect(read.json().errorCode).toBe('VALIDATION_ERROR');
  });

  it('#14 text/plain, form-encoded and XML bodies on login → 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const response = await login('email=ana%40inmobiliaria.es&password=x', contentType);
      expect(response.statusCode, contentType).toBe(415);
      expect(response.json()).toEqual({ message: expect.any(String), errorCode: 'UNSUPPORTED_MEDIA_TYPE' });
    }
  });

  it('#14 JSON declared in a charset other than UTF-8 → 415 UNSUPPORTED_MEDIA_TYPE, nothing created; utf-8 and UTF8 are read', async () => {
    const before = await countUsers();
    const body = (email: string) =>
      JSON.stringify({ businessName: 'Peña Inmobiliaria', clientEmail: email, clientPhone: uniquePhone(), clientName: 'Ana Peña', clientPassword: STRONG_PASSWORD });
    for (const charset of ['iso-8859-1', 'latin1', 'utf-16', 'windows-1252', '"us-ascii"']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/client-user/register-with-business',
        remoteAddress: uniqueAddress(),
        headers: { 'content-type': `application/json; charset=${charset}` },
        payload: body(uniqueEmail('charset')),
      });
      expect(response.statusCode, charset).toBe(415);
      expect(response.json()).toEqual({ message: expect.any(String), errorCode: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    expect(await countUsers()).toBe(before);
    for (const charset of ['utf-8', 'UTF8']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/client-user/register-with-business',
        remoteAddress: uniqueAddress(),
        headers: { 'content-type': `application/json; charset=${charset}` },
        payload: body(uniqueEmail('charset')),
      });
      expect(response.statusCode, `${charset}: ${response.body}`).toBe(201);
    }
  });

  it('#14 headers over the server’s limit → 431 with the { message, errorCode } envelope and the security headers', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'a'.repeat(64 * 1024)}\r\n\r\n`);
      });
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
      socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? resolve(Buffer.concat(chunks).toString('utf8')) : reject(error)));
    });
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toMatch(/^content-type: application\/json; charset=utf-8$/im);
    expect(head).toMatch(/^x-content-type-options: nosniff$/im);
    expect(head).toMatch(/^content-security-policy: default-src 'self'/im);
    expect(JSON.parse(body)).toEqual({ message: expect.any(String), errorCode: 'HEADERS_TOO_LARGE' });
  });

  it('#14 strings are bounded: a 121-character name, a 255-character email, a 513-character password → 400, nothing created; 120 characters pass', async () => {
    const before = await countUsers();
    const tooLong = [
      { businessName: 'N'.repeat(121) },
      { clientName: 'N'.repeat(121) },
      { clientEmail: `${'a'.repeat(240)}@inmobiliaria.es` },
      { clientPassword: 'p'.repeat(513) },
    ];
    for (const overrides of tooLong) {
      const response = await register(overrides);
      expect(response.statusCode, Object.keys(overrides)[0]).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_ERROR');
    }
    expect(await countUsers()).toBe(before);
    // The bound is the documented one, not something smaller.
    expect((await register({ businessName: 'N'.repeat(120), clientName: 'N'.repeat(120) })).statusCode).toBe(201);
  });

  it('#14 no request takes an array: an array or an object where a string is expected → 400, nothing created', async () => {
    const before = await countUsers();
    for (const overrides of [{ clientName: ['Ana', 'García'] }, { clientEmail: [uniqueEmail(), uniqueEmail()] }, { businessName: { $gt: '' } }]) {
      const response = await register(overrides);
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_ERROR');
    }
    expect(await countUsers()).toBe(before);
  });
});
