import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner, type RegisteredOwner } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/helpers.ts';
import { hasBadUrlText } from './nul-guard.ts';

describe('hasBadUrlText', () => {
  it('finds a NUL or bytes that are not UTF-8 in a path segment, a query key or a query value', () => {
    for (const target of ['/api/conversations/search?q=%00', '/api/x/art%00culo', '/api/x?q=%FF', '/api/x?q=%ED%A0%80', '/api/x?%00=1', '/api/x/3%006#%zz', '/api/x#q=%00']) {
      expect(hasBadUrlText(target), target).toBe(true);
    }
    for (const target of ['/api/x?q=hola', '/api/x?q=100%25', '/api/x?q=a+b', '/api/x?q=%C3%B1and%C3%BA', '/api/x/%zz']) {
      expect(hasBadUrlText(target), target).toBe(false);
    }
  });
});

describe('SECURITY.md #15: query strings, path parameters and dates (issue 31, N2)', () => {
  let t: TestApp;
  let owner: RegisteredOwner;
  beforeAll(async () => {
    t = await createTestApp({ env: { RUN_WORKERS: 'false' } });
    owner = await registerOwner(t.app);
  });
  afterAll(() => t.close());

  it.each([
    ['a NUL in the chat search', '/api/conversations/search?q=%00'],
    ['a NUL in a law article’s address', '/api/legislation/BOE-A-1994-26003/articles/3%006'],
    ['bytes that are not UTF-8 in the chat search', '/api/conversations/search?q=%FF%FE'],
    ['usage for the year 0000', '/api/business/usage?from=0000-01-01&to=0000-12-31'],
    ['usage for the year 9999', '/api/business/usage?from=9999-01-01&to=9999-01-02'],
  ])('answers %s with 400 { message, errorCode }', async (_name, url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: owner.auth });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String), errorCode: 'VALIDATION_ERROR' });
  });

  it('answers a NUL hidden behind a fragment on a real socket (inject drops fragments) with 400, not 500', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const status = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/legislation/BOE-A-1994-26003/articles/3%006#%zz HTTP/1.1\r\nHost: 127.0.0.1\r\n${'Authorization'}: ${owner.auth.authorization}\r\nConnection: close\r\n\r\n`);
      });
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('end', () => resolve(received.split('\r\n')[0] ?? ''));
      socket.on('error', reject);
    });
    expect(status).toBe('HTTP/1.1 400 Bad Request');
  });

  it('still answers a search with accents and a sane period', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/conversations/search?q=se%C3%B1al', headers: owner.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/business/usage?from=2026-01-01&to=2026-06-30', headers: owner.auth })).statusCode).toBe(200);
  });
});
