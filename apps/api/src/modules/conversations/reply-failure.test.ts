import type { AssistantEngine } from '@mike/assistant';
import type { Conversation } from '@mike/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registerOwner } from '../../test/factories.ts';
import { createTestApp } from '../../test/helpers.ts';
import { startReplyWorker } from './index.ts';
import { REPLY_JOB_RETRY_LIMIT, REPLY_QUEUE, REPLY_RETRY_LIMIT } from './reply-queue.ts';
import { createReplyQueue } from './reply-worker.ts';

const failingAssistant: AssistantEngine = {
  detectLanguage: (text) => (/\b(the|what|who)\b/i.test(text) ? 'ENGLISH' : 'SPANISH'),
  answer: async () => {
    throw new Error('provider unavailable');
  },
};

describe('replies that keep failing', () => {
  it('#25 a provider that always fails ends in an apology in the conversation’s language after the retries', async () => {
    const t = await createTestApp({ overrides: { assistant: failingAssistant } });
    try {
      const owner = await registerOwner(t.app);
      const spanish = await t.app.inject({ method: 'POST', url: '/api/conversations/create', payload: { message: '¿Quién paga la plusvalía?' }, headers: owner.auth });
      const english = await t.app.inject({ method: 'POST', url: '/api/conversations/create', payload: { message: 'Who pays the agent fee?' }, headers: owner.auth });
      const read = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/conversations/${id}`, headers: owner.auth })).json().chat as Conversation;
      const deadline = Date.now() + 45_000;
      let chats: Conversation[] = [];
      while (Date.now() < deadline) {
        chats = [await read(spanish.json().chat.id), await read(english.json().chat.id)];
        if (chats.every((chat) => chat.messages.length === 2)) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(chats[0]!.messages[1]).toMatchObject({ sender: 'BOT', text: expect.stringMatching(/^Lo siento/) });
      expect(chats[1]!.messages[1]).toMatchObject({ sender: 'BOT', text: expect.stringMatching(/^I'm sorry/) });
    } finally {
      await t.close();
    }
  }, 60_000);

  it('a reply that fails in a batch is retried alone: the batch’s other replies complete at their first attempt', async () => {
    let failures = 0;
    // Fails the first attempt at the question that asks for it, answers everything else at once.
    const flakyAssistant: AssistantEngine = {
      detectLanguage: () => 'SPANISH',
      answer: async ({ question, onDelta }) => {
        if (question.includes('falla') && failures++ === 0) throw new Error('provider unavailable');
        onDelta?.('Respuesta.');
        return { text: 'Respuesta.', language: 'SPANISH', citations: [], relatedQuestions: [], documents: [], grounded: true };
      },
    };
    const t = await createTestApp({ env: { RUN_WORKERS: 'false' }, overrides: { assistant: flakyAssistant } });
    try {
      const owner = await registerOwner(t.app);
      const ask = async (message: string) => (await t.app.inject({ method: 'POST', url: '/api/conversations/create', payload: { message }, headers: owner.auth })).json().message.id as string;
      const questions = [await ask('Primera, que falla una vez'), await ask('Segunda'), await ask('Tercera')];
      // Queued before the worker starts: its first fetch takes them in one batch.
      await startReplyWorker(t.app.ctx, t.app.services.conversations);
      type JobRow = { key: string; state: string; retryCount: number };
      const jobs = async () => {
        const result = await t.database.db.execute(sql`select singleton_key as "key", state, retry_count as "retryCount" from pgboss.job where name = 'conversation.reply'`);
        return (result as unknown as { rows: JobRow[] }).rows;
      };
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline && !(await jobs()).every((job) => job.state === 'completed')) await new Promise((resolve) => setTimeout(resolve, 100));
      const byQuestion = new Map((await jobs()).map((job) => [job.key, job]));
      expect(questions.map((id) => byQuestion.get(id))).toEqual([
        { key: questions[0], state: 'completed', retryCount: 1 },
        { key: questions[1], state: 'completed', retryCount: 0 },
        { key: questions[2], state: 'completed', retryCount: 0 },
      ]);
      expect(failures).toBe(2);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('a failure of our own is retried longer than the assistant is asked, and a queue made by an earlier version takes these options at start', async () => {
    const t = await createTestApp({ env: { RUN_WORKERS: 'false' } });
    try {
      // As an earlier version left it: createQueue alone would keep these.
      await t.app.ctx.jobs.updateQueue(REPLY_QUEUE, { retryLimit: 2, expireInSeconds: 5 });
      await createReplyQueue(t.app.ctx);
      const queue = await t.app.ctx.jobs.getQueue(REPLY_QUEUE);
      expect([queue?.retryLimit, queue?.expireInSeconds]).toEqual([REPLY_JOB_RETRY_LIMIT, Math.ceil(t.app.ctx.config.LLM_TIMEOUT_MS / 1000) + 30]);
      expect(REPLY_JOB_RETRY_LIMIT).toBeGreaterThan(REPLY_RETRY_LIMIT);
    } finally {
      await t.close();
    }
  });
});
