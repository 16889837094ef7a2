import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClock, registerOwner, startAnsweredConversation, type RegisteredOwner } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { recordQueries } from '../../test/query-counter.ts';
import { ConversationsService } from './conversations.service.ts';

const POLL_ROUTE = '/api/conversations/:id';

/**
 * The poll's early answer (`answerFromMemory`, an `onRequest` hook of `defineRoute`) is really the path a
 * fresh poll takes: it answers before validation, before the `preValidation` hooks (authentication) and
 * without the route's handler. The handler alone would also answer from its caches with no statement, so
 * what proves the early path is that neither the hooks after `onRequest` nor the handler are reached.
 */
describe('the poll route answers from memory before validation and the handler', () => {
  const clock = createClock();
  let t: TestApp;
  let owner: RegisteredOwner;
  let chatId: string;
  /** Polls that reached the `preValidation` stage (hence validation and, after it, the handler). */
  let pastOnRequest = 0;
  const handlerReads = vi.spyOn(ConversationsService.prototype, 'getConversationBody');
  const earlyLooks = vi.spyOn(ConversationsService.prototype, 'peekConversationBody');

  const poll = async (headers: Record<string, string> = {}) => {
    const before = { pastOnRequest, handlerReads: handlerReads.mock.calls.length, earlyLooks: earlyLooks.mock.calls.length };
    const recording = recordQueries();
    try {
      const response = await t.app.inject({ method: 'GET', url: `/api/conversations/${chatId}`, headers: { ...owner.auth, ...headers } });
      return {
        status: response.statusCode,
        etag: response.headers.etag,
        statements: recording.statements.length,
        pastOnRequest: pastOnRequest - before.pastOnRequest,
        handlerReads: handlerReads.mock.calls.length - before.handlerReads,
        earlyAnswers: earlyLooks.mock.results.slice(before.earlyLooks).filter((result) => result.value !== undefined).length,
      };
    } finally {
      recording.stop();
    }
  };

  beforeAll(async () => {
    t = await createTestApp({ overrides: { now: clock.now } });
    t.app.addHook('preValidation', async (request) => {
      if (request.routeOptions.url === POLL_ROUTE) pastOnRequest++;
    });
    owner = await registerOwner(t.app);
    chatId = await startAnsweredConversation(t.app, owner.auth);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t.close();
  });

  it('a fresh poll is answered by the hook: no statement, no preValidation hook, no handler', async () => {
    await poll();
    const fresh = await poll();
    expect(fresh).toMatchObject({ status: 200, statements: 0, pastOnRequest: 0, handlerReads: 0, earlyAnswers: 1 });
    expect(await poll({ 'if-none-match': fresh.etag! })).toMatchObject({ status: 304, statements: 0, pastOnRequest: 0, handlerReads: 0, earlyAnswers: 1 });
  });

  it('a poll the memory cannot answer (membership past its 5 s) goes through preValidation and the handler, then the next one is early again', async () => {
    clock.advance(5_001);
    expect(await poll()).toMatchObject({ status: 200, pastOnRequest: 1, handlerReads: 1, earlyAnswers: 0 });
    expect(await poll()).toMatchObject({ status: 200, statements: 0, pastOnRequest: 0, handlerReads: 0, earlyAnswers: 1 });
  });
});
