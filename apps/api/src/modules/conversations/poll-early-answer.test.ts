import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from '../../../../../test-support/index.ts';
import { addMember, createClock, login, registerOwner, startAnsweredConversation, type RegisteredOwner } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { recordQueries } from '../../test/query-counter.ts';
import { ConversationsService } from './conversations.service.ts';

const POLL_ROUTE = '/api/conversations/:id';

/** What differs between any two answers, wherever they are made. */
const PER_ANSWER = new Set(['date', 'x-trace-id', 'connection', 'keep-alive']);

/**
 * The poll's early answer (ADR 038: `answerFromMemory`, made in front of Fastify by platform/early-answers.ts)
 * is really the path a fresh poll takes over HTTP: Fastify never sees the request, so none of its hooks run and
 * the handler is not called. The handler alone would also answer from its caches with no statement, so what
 * proves the early path is that Fastify's `onRequest` stage is not reached. Whatever memory cannot answer, or
 * the caller may not see, takes Fastify's full path and gets its usual answer.
 */
describe('the poll answers from memory before Fastify sees the request', () => {
  const clock = createClock();
  let t: TestApp;
  let owner: RegisteredOwner;
  let stranger: RegisteredOwner;
  let colleague: { authorization: string };
  let chatId: string;
  let base: string;
  /** Polls that reached Fastify (its `onRequest` stage, hence everything after it). */
  let reachedFastify = 0;
  const handlerReads = vi.spyOn(ConversationsService.prototype, 'getConversationBody');
  const earlyLooks = vi.spyOn(ConversationsService.prototype, 'peekConversationBody');

  const get = (path: string, headers: Record<string, string>, method = 'GET') =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const request = http.request(`${base}${path}`, { method, headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      });
      request.on('error', reject);
      request.end();
    });

  const poll = async (headers: Record<string, string> = {}, path = `/api/conversations/${chatId}`, method = 'GET') => {
    const before = { reachedFastify, handlerReads: handlerReads.mock.calls.length, earlyLooks: earlyLooks.mock.calls.length };
    const recording = recordQueries();
    try {
      const response = await get(path, { ...owner.auth, ...headers }, method);
      return {
        ...response,
        statements: recording.statements.length,
        reachedFastify: reachedFastify - before.reachedFastify,
        handlerReads: handlerReads.mock.calls.length - before.handlerReads,
        earlyAnswers: earlyLooks.mock.results.slice(before.earlyLooks).filter((result) => result.value !== undefined).length,
      };
    } finally {
      recording.stop();
    }
  };

  /** The headers every answer of this kind must carry the same, wherever it is made. */
  const stableHeaders = (headers: IncomingHttpHeaders) => Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name)));

  beforeAll(async () => {
    t = await createTestApp({ overrides: { now: clock.now } });
    t.app.addHook('onRequest', (request, _reply, done) => {
      if (request.routeOptions.url === POLL_ROUTE) reachedFastify++;
      done();
    });
    owner = await registerOwner(t.app);
    stranger = await registerOwner(t.app);
    const member = await addMember(t.app, owner.businessId);
    colleague = await login(t.app, member.email, member.password);
    chatId = await startAnsweredConversation(t.app, owner.auth);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t.close();
  });

  it('a fresh poll is answered in front of Fastify: no statement, no hook, no handler; 304 for the version held', async () => {
    await poll();
    const fresh = await poll();
    expect(fresh).toMatchObject({ status: 200, statements: 0, reachedFastify: 0, handlerReads: 0, earlyAnswers: 1 });
    expect(JSON.parse(fresh.body.toString('utf8')).chat.id).toBe(chatId);
    const revalidated = await poll({ 'if-none-match': fresh.headers.etag! });
    expect(revalidated).toMatchObject({ status: 304, statements: 0, reachedFastify: 0, handlerReads: 0, earlyAnswers: 1 });
    expect(revalidated.body.length).toBe(0);
  });

  it('a client accepting Brotli gets gzip until the Brotli body is made off the event loop, then Brotli on both paths', async () => {
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    // The first request that accepts Brotli only starts it: it cannot be ready before this answer is written.
    const first = await poll(browser);
    expect(first.headers['content-encoding']).toBe('gzip');
    const early = await waitFor(async () => {
      const answer = await poll(browser);
      return answer.headers['content-encoding'] === 'br' && answer;
    }, { what: 'a Brotli answer' });
    expect(early).toMatchObject({ status: 200, statements: 0, reachedFastify: 0, earlyAnswers: 1 });
    const plain = await poll();
    expect(brotliDecompressSync(early.body)).toEqual(plain.body);
    expect(early.body.length).toBeLessThan(first.body.length);
    expect(early.headers.vary).toBe('accept-encoding, authorization');

    clock.advance(5_001); // Fastify's path gives the same answer
    const full = await poll(browser);
    expect(full).toMatchObject({ status: 200, reachedFastify: 1, handlerReads: 1, earlyAnswers: 0 });
    expect(stableHeaders(full.headers)).toEqual(stableHeaders(early.headers));
    expect(full.body).toEqual(early.body);

    // Quality values are honoured: q=0 refuses an encoding.
    const encodingFor = async (acceptEncoding: string) => (await poll({ 'accept-encoding': acceptEncoding })).headers['content-encoding'];
    expect(await encodingFor('br;q=0, gzip')).toBe('gzip');
    expect(await encodingFor('gzip;q=0.5, br;q=0.8')).toBe('br');
    expect(await encodingFor('br')).toBe('br');
    expect(await encodingFor('identity')).toBeUndefined();
    expect(await encodingFor('gzip;q=0, br;q=0')).toBeUndefined();
    // A coding refused by name is not what `*` stands for.
    expect(await encodingFor('br;q=0, *')).toBe('gzip');
    expect(await encodingFor('gzip; q=0.0, *')).toBe('br');
    expect(await encodingFor('br;q=0, gzip;q=0, *')).toBeUndefined();
    expect(await encodingFor('*')).toBe('br');
  });

  it('an early answer carries exactly the headers Fastify gives the same answer (security headers included, none on a 304), and its own trace id', async () => {
    for (const headers of [{}, { 'accept-encoding': 'gzip, deflate' }] as Record<string, string>[]) {
      clock.advance(5_001); // past the membership's 5 s in memory: the next poll takes Fastify's path
      const full = await poll(headers);
      const early = await poll(headers);
      expect(full).toMatchObject({ status: 200, reachedFastify: 1, handlerReads: 1, earlyAnswers: 0 });
      expect(early).toMatchObject({ status: 200, reachedFastify: 0, earlyAnswers: 1 });
      expect(stableHeaders(early.headers)).toEqual(stableHeaders(full.headers));
      expect(early.body).toEqual(full.body);
      expect(early.headers['content-security-policy']).toContain("default-src 'self'");
      expect(early.headers['x-trace-id']).toMatch(/^[0-9a-f]{32}$/);
      expect(early.headers['x-trace-id']).not.toBe(full.headers['x-trace-id']);
    }
    const gzipped = await poll({ 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.body).toString('utf8')).chat.id).toBe(chatId);

    clock.advance(5_001);
    const etag = (await poll()).headers.etag!;
    clock.advance(5_001);
    const full304 = await poll({ 'if-none-match': etag });
    const early304 = await poll({ 'if-none-match': etag });
    expect([full304.status, full304.reachedFastify, early304.status, early304.reachedFastify]).toEqual([304, 1, 304, 0]);
    expect(stableHeaders(early304.headers)).toEqual(stableHeaders(full304.headers));
    // A 304 carries its validators and trace id only (ADR 039); the stored 200 keeps its security headers.
    expect(Object.keys(early304.headers).sort()).toEqual(['cache-control', 'connection', 'date', 'etag', 'vary', 'x-trace-id']);

    const traced = await poll({ traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' });
    expect(traced).toMatchObject({ reachedFastify: 0, earlyAnswers: 1 });
    expect(traced.headers['x-trace-id']).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
  });

  it('what memory cannot answer or the caller may not see takes Fastify’s full path and its usual answer', async () => {
    await poll();
    const path = `/api/conversations/${chatId}`;
    // A colleague of the same business, another business's owner (each twice, so their own session and membership
    // are in memory), no token, a malformed one: the conversation is not theirs or there is no caller.
    for (const intruder of [colleague, stranger.auth]) {
      for (let attempt = 0; attempt < 2; attempt++) {
        expect(await poll({ authorization: intruder.authorization })).toMatchObject({ status: 404, reachedFastify: 1, earlyAnswers: 0 });
      }
    }
    expect(await poll({ authorization: '' })).toMatchObject({ status: 401, reachedFastify: 1 });
    expect(await poll({ authorization: 'Bearer short' })).toMatchObject({ status: 401, reachedFastify: 1 });
    const unknown = await poll({}, path.replace(/.$/, (last) => (last === '0' ? '1' : '0')));
    expect(unknown).toMatchObject({ status: 404, reachedFastify: 1, earlyAnswers: 0 });
    expect(JSON.parse(unknown.body.toString('utf8'))).toMatchObject({ errorCode: 'NOT_FOUND' });
    // Shapes the early path leaves to Fastify: a query, escapes, a parameter its schema refuses, HEAD.
    expect(await poll({}, `${path}?x=1`)).toMatchObject({ status: 200, reachedFastify: 1, earlyAnswers: 0 });
    expect(await poll({}, path.replace('-', '%2D'))).toMatchObject({ reachedFastify: 1, earlyAnswers: 0 });
    // Twice: the schema's verdict is kept only for the paths it accepts.
    for (let time = 0; time < 2; time++) expect(await poll({}, '/api/conversations/not-a-uuid')).toMatchObject({ status: 400, reachedFastify: 1, earlyAnswers: 0 });
    expect(await poll({}, path, 'HEAD')).toMatchObject({ status: 200, earlyAnswers: 0 });
    // And memory answers again at once.
    expect(await poll()).toMatchObject({ status: 200, reachedFastify: 0, earlyAnswers: 1 });
  });

  it('a session revoked in memory is never answered early: logout, then the same token gets 401 from Fastify', async () => {
    const other = await registerOwner(t.app);
    const otherChat = await startAnsweredConversation(t.app, other.auth);
    const path = `/api/conversations/${otherChat}`;
    await poll(other.auth, path);
    expect(await poll(other.auth, path)).toMatchObject({ status: 200, reachedFastify: 0, earlyAnswers: 1 });
    expect((await t.app.inject({ method: 'POST', url: '/api/client-user/logout', headers: other.auth })).statusCode).toBeLessThan(300);
    expect(await poll(other.auth, path)).toMatchObject({ status: 401, reachedFastify: 1, earlyAnswers: 0 });
  });
});
