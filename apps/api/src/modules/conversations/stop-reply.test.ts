import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, StopReplyResponse } from '@mike/contracts';
import { messages } from '../../db/schema/index.ts';
import { addMember, login, registerOwner, type RegisteredOwner } from '../../test/factories.ts';
import { createPostgresTestDatabase, createTestApp, testEngine, type TestApp } from '../../test/helpers.ts';
import { callJson, registerOwnerThrough, startMike, type MikeProcess } from '../../test/processes.ts';
import { startFakeModel, type FakeModel } from '../../../../../test-support/fake-model.ts';
import { waitFor } from '../../../../../test-support/index.ts';
import { REPLY_QUEUE, type ReplyJob } from './reply-queue.ts';
import { produceReply } from './reply-worker.ts';

type Auth = { authorization: string };
const QUESTION = '¿Qué fianza hay que pagar al alquilar un piso?';
/** Twenty pieces, 150 ms apart: three seconds of answer, so a stop lands in the middle of it. */
const SLOW_PIECES = Array.from({ length: 20 }, (_, i) => `trozo${i} `);

/** "Detener" (issue 14): a reply being streamed by an OpenAI-compatible model is stopped where it is. */
describe('stopping a reply while it is written', () => {
  let model: FakeModel;

  beforeAll(async () => {
    model = await startFakeModel();
  });
  afterAll(() => model.close());

  const openAiEnv = () => ({ ASSISTANT_PROVIDER: 'openai', LLM_BASE_URL: model.baseUrl, LLM_API_KEY: 'test', LLM_MODEL: 'test-model' });
  const ask = async (t: TestApp, auth: Auth) => {
    const created = await t.app.inject({ method: 'POST', url: '/api/conversations/create', payload: { message: QUESTION }, headers: auth });
    expect(created.statusCode, created.body).toBe(201);
    return { chatId: created.json().chat.id as string, questionId: created.json().message.id as string };
  };
  const stop = (t: TestApp, auth: Auth, chatId: string, messageId: string) =>
    t.app.inject({ method: 'POST', url: `/api/conversations/${chatId}/messages/${messageId}/stop`, headers: auth });
  const repliesTo = (t: TestApp, questionId: string) => t.database.db.select().from(messages).where(and(eq(messages.replyToMessageId, questionId), eq(messages.sender, 'BOT')));

  describe('with the reply worker running', () => {
    let t: TestApp;
    let owner: RegisteredOwner;

    beforeAll(async () => {
      t = await createTestApp({ env: openAiEnv() });
      owner = await registerOwner(t.app);
    });
    afterAll(() => t.close());

    it('stops mid-stream: the reply keeps the text written so far, marked interrupted, once; the model stream is cut', async () => {
      model.answer(SLOW_PIECES, 150);
      const abandonedBefore = model.abandoned();
      const piecesBefore = model.piecesSent();
      const { chatId, questionId } = await ask(t, owner.auth);
      // Six pieces sent leaves the worker (on a loaded machine) time to have read at least the first two.
      await waitFor(() => model.piecesSent() - piecesBefore >= 6, { what: 'six pieces streamed' });

      const response = await stop(t, owner.auth, chatId, questionId);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as StopReplyResponse;
      expect(body.stopped).toBe(true);
      expect(body.message).toMatchObject({ sender: 'BOT', replyToMessageId: questionId, interrupted: true });
      expect(body.message.text).toMatch(/^trozo0 trozo1 /);
      expect(body.message.text).not.toContain('trozo19');

      // The worker's request to the model was abandoned, not read to its end.
      await waitFor(() => model.abandoned() > abandonedBefore, { what: 'the model stream cut' });
      const replies = await repliesTo(t, questionId);
      expect(replies).toHaveLength(1);
      expect(replies[0]).toMatchObject({ interrupted: true, text: body.message.text });
      const chat = (await t.app.inject({ method: 'GET', url: `/api/conversations/${chatId}`, headers: owner.auth })).json().chat as Conversation;
      expect(chat.messages.at(-1)).toMatchObject({ id: body.message.id, interrupted: true, text: body.message.text });
    });

    it('stopping a finished reply changes nothing and says so', async () => {
      model.answer(['La fianza es ', 'de una mensualidad (Art. 36 LAU).']);
      const { chatId, questionId } = await ask(t, owner.auth);
      const [finished] = await waitFor(async () => {
        const rows = await repliesTo(t, questionId);
        return rows.length > 0 ? rows : undefined;
      });
      const response = await stop(t, owner.auth, chatId, questionId);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as StopReplyResponse;
      expect(body.stopped).toBe(false);
      expect(body.message).toMatchObject({ id: finished!.id, text: finished!.text });
      expect(body.message.interrupted).toBeUndefined();
      expect(await repliesTo(t, questionId)).toEqual([finished]);
    });

    it('another member (same business) cannot stop the reply: 404, and a bot answer is not a question to stop', async () => {
      model.answer(['La fianza es ', 'de una mensualidad (Art. 36 LAU).']);
      const { chatId, questionId } = await ask(t, owner.auth);
      const member = await addMember(t.app, owner.businessId);
      const colleague = await login(t.app, member.email, member.password);
      const response = await stop(t, colleague, chatId, questionId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
      const [reply] = await waitFor(async () => {
        const rows = await repliesTo(t, questionId);
        return rows.length > 0 ? rows : undefined;
      });
      expect(reply!.interrupted).toBe(false);
      expect((await stop(t, owner.auth, chatId, reply!.id)).statusCode).toBe(404);
    });
  });

  describe('before the reply job starts', () => {
    let t: TestApp;
    let owner: RegisteredOwner;

    beforeAll(async () => {
      t = await createTestApp({ env: { ...openAiEnv(), RUN_WORKERS: 'false' } });
      owner = await registerOwner(t.app);
    });
    afterAll(() => t.close());

    const claim = async (questionId: string) => {
      const [job] = await t.app.ctx.jobs.fetch<ReplyJob>(REPLY_QUEUE);
      expect(job?.data.messageId).toBe(questionId);
      return job!;
    };

    it('with no worker to hear it, the stop stores an empty interrupted reply; the job run later adds none', async () => {
      const { chatId, questionId } = await ask(t, owner.auth);
      const response = await stop(t, owner.auth, chatId, questionId);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ stopped: true, message: { text: '', interrupted: true, replyToMessageId: questionId } });
      const requests = model.requests();
      await produceReply(t.app.ctx, t.app.services.conversations, await claim(questionId));
      expect(model.requests()).toBe(requests);
      expect(await repliesTo(t, questionId)).toMatchObject([{ text: '', interrupted: true }]);
    });

    it('a stop heard before the job starts makes the worker store an empty interrupted reply without asking the model', async () => {
      const { questionId } = await ask(t, owner.auth);
      await t.app.services.conversations.stops.request(questionId);
      const requests = model.requests();
      await produceReply(t.app.ctx, t.app.services.conversations, await claim(questionId));
      expect(model.requests()).toBe(requests);
      expect(await repliesTo(t, questionId)).toMatchObject([{ text: '', interrupted: true }]);
    });
  });

  // Two processes share one database only on PostgreSQL: the stop is asked of one, the reply written by the other.
  describe.runIf(testEngine === 'postgres')('across processes', () => {
    const started: MikeProcess[] = [];
    let drop: () => Promise<void> = async () => {};
    afterAll(async () => {
      for (const proc of started.reverse()) await proc.stop(5_000);
      await drop();
    });

    it('a stop asked of the API process reaches the worker process writing the reply: the partial text is kept, once', async () => {
      const database = await createPostgresTestDatabase();
      drop = database.drop;
      const env = { DATABASE_URL: database.url, ...openAiEnv() };
      const api = await startMike('api', { ...env, RUN_WORKERS: 'false' });
      started.push(api);
      started.push(await startMike('worker', env));
      model.answer(SLOW_PIECES, 150);
      const piecesBefore = model.piecesSent();
      const { token } = await registerOwnerThrough(api.baseUrl);
      const created = await callJson(api.baseUrl, 'POST', '/api/conversations/create', { token, body: { message: QUESTION } });
      expect(created.status).toBe(201);
      const { chat, message } = created.body as { chat: { id: string }; message: { id: string } };
      await waitFor(() => model.piecesSent() - piecesBefore >= 4, { what: 'four pieces streamed by the worker process', timeoutMs: 60_000 });

      const stopped = await callJson(api.baseUrl, 'POST', `/api/conversations/${chat.id}/messages/${message.id}/stop`, { token });
      expect(stopped.status).toBe(200);
      const body = stopped.body as StopReplyResponse;
      expect(body).toMatchObject({ stopped: true, message: { interrupted: true } });
      expect(body.message.text).toMatch(/^trozo0 trozo1 /);
      expect(body.message.text).not.toContain('trozo19');
      const got = await callJson(api.baseUrl, 'GET', `/api/conversations/${chat.id}`, { token });
      expect((got.body as { chat: Conversation }).chat.messages.filter((m) => m.sender === 'BOT')).toEqual([body.message]);
    }, 120_000);
  });
});
