import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EarlyAnswers } from './early-answers.ts';

/** The front of the server (ADR 038): what it answers itself and what it hands to Fastify whole. */
describe('early answers', () => {
  const early = new EarlyAnswers({ 'x-frame-options': 'DENY' });
  early.add(/^\/early\/(\w+)$/, (match) => ({ status: 200, headers: { 'content-type': 'text/plain' }, body: Buffer.from(`early ${match[1]}`) }));
  // Every byte value, as a compressed body holds them.
  const binary = Buffer.from(Array.from({ length: 512 }, (_, index) => (index * 7) % 256));
  early.add(/^\/binary$/, () => ({ status: 200, headers: { 'content-type': 'application/octet-stream' }, body: binary }));
  early.add(/^\/declines$/, () => undefined);
  early.add(/^\/throws$/, () => {
    throw new Error('an answerer bug');
  });
  let server: Server;
  let base: string;

  const request = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${base}${path}`, init);
    return { text: await response.text(), frame: response.headers.get('x-frame-options'), trace: response.headers.get('x-trace-id') };
  };

  /** A GET carrying a body, which fetch refuses to send. */
  const getWithBody = (path: string, body: string) =>
    new Promise<string>((resolve, reject) => {
      const outgoing = http.request(`${base}${path}`, { method: 'GET', headers: { 'content-length': Buffer.byteLength(body) }, agent: false }, (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk)).on('end', () => resolve(text));
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    });

  beforeAll(async () => {
    // What Fastify passes: its handler, and its options with their defaults filled in.
    const fastifyHandler = (_request: unknown, response: { end: (body: string) => void }) => response.end('fastify');
    server = early.serverFactory(fastifyHandler as never, { keepAliveTimeout: 72_000, requestTimeout: 9_000, connectionTimeout: 0, maxRequestsPerSocket: 0 }) as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('builds the server with the timeouts Fastify asks for', () => {
    expect([server.keepAliveTimeout, server.requestTimeout]).toEqual([72_000, 9_000]);
  });

  it('answers a matching GET itself, with the common headers and a trace id', async () => {
    expect(await request('/early/poll')).toEqual({ text: 'early poll', frame: 'DENY', trace: expect.stringMatching(/^[0-9a-f]{32}$/) });
  });

  it('sends a binary body byte for byte, each time it is answered', async () => {
    for (let time = 0; time < 2; time++) {
      const response = await fetch(`${base}/binary`);
      expect(response.headers.get('content-length')).toBe('512');
      expect(Buffer.from(await response.arrayBuffer()).equals(binary)).toBe(true);
    }
  });

  it('hands Fastify every other method, a query, a body, another path, a declined or failed answer', async () => {
    const handedOver = ['/early/poll?x=1', '/early/poll/', '/declines', '/throws', '/other'];
    for (const path of handedOver) expect((await request(path)).text, path).toBe('fastify');
    expect((await request('/early/poll', { method: 'POST', body: '{}' })).text).toBe('fastify');
    // A HEAD answer has no body either way: the trace id and the common headers tell who answered (Fastify's here sets none).
    expect(await request('/early/poll', { method: 'HEAD' })).toEqual({ text: '', frame: null, trace: null });
    expect(await getWithBody('/early/poll', 'x')).toBe('fastify');
  });

  it('once closing, answers every request 503 in the API’s error shape, with the common headers, and closes the connection', async () => {
    early.close();
    for (const [path, init] of [['/early/poll', {}], ['/other', {}], ['/api/login', { method: 'POST', body: '{"email":"a@b.es"}' }]] as const) {
      const response = await fetch(`${base}${path}`, init);
      expect(response.status, path).toBe(503);
      expect(await response.json()).toEqual({ message: 'El servicio no está disponible en este momento.', errorCode: 'SERVICE_UNAVAILABLE' });
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-trace-id')).toMatch(/^[0-9a-f]{32}$/);
      expect([response.headers.get('connection'), response.headers.get('retry-after')]).toEqual(['close', '5']);
    }
    // A HEAD gets the status and headers, and no body.
    const head = await fetch(`${base}/early/poll`, { method: 'HEAD' });
    expect([head.status, await head.text()]).toEqual([503, '']);
  });
});
