import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/index.ts';
import { registerOwner, type RegisteredOwner } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { startReplyWorker } from './index.ts';
import { REPLY_QUEUE, type ReplyJob } from './reply-queue.ts';
import { produceReply } from './reply-worker.ts';

const ANSWER = 'El arrendatario puede desistir tras seis meses avisando con treinta días (Art. 11 LAU).';

/**
 * An OpenAI-compatible endpoint (streamed chat completions) that holds every request until `gate`
 * requests are waiting, then answers them all: two workers given the same job both get past the
 * "already answered?" check before either writes.
 */
function startGatedModel() {
  let gate = 1;
  let requests = 0;
  const waiting: ServerResponse[] = [];
  const answer = (response: ServerResponse) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    const chunk = { id: 'c', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: ANSWER }, finish_reason: null }] };
    response.end(`data: ${JSON.stringify(chunk)}\n\ndata: [DONE]\n\n`);
  };
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      requests += 1;
      waiting.push(response);
      if (waiting.length >= gate) waiting.splice(0).forEach(answer);
    });
  });
  return { server, setGate: (value: number) => (gate = value), requests: () => requests };
}

/** "Exactly one reply" (SECURITY.md #24) proven against the two ways a job runs twice, on both engines. */
describe('#24 a question gets exactly one reply', () => {
  const model = startGatedModel();
  let t: TestApp;
  let owner: RegisteredOwner;

  beforeAll(async () => {
    model.server.listen(0, '127.0.0.1');
    await once(model.server, 'listening');
    t = await createTestApp({
      env: {
        RUN_WORKERS: 'false',
        ASSISTANT_PROVIDER: 'openai',
        LLM_BASE_URL: `http://127.0.0.1:${(model.server.address() as AddressInfo).port}/v1`,
        LLM_API_KEY: 'test',
        LLM_MODEL: 'test-model',
      },
    });
    owner = await registerOwner(t.app);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => model.server.close(resolve));
  });

  /** Sends a question and claims its job as a worker would (nothing else works the queue here). */
  const askAndClaim = async (question: string): Promise<{ messageId: string; job: Job<ReplyJob> }> => {
    const created = await t.app.inject({ method: 'POST', url: '/api/conversations/create', payload: { message: question }, headers: owner.auth });
    const messageId = created.json().message.id as string;
    const [job] = await t.app.ctx.jobs.fetch<ReplyJob>(REPLY_QUEUE);
    expect(job?.data.messageId).toBe(messageId);
    return { messageId, job: job! };
  };
  const repliesTo = (messageId: string) => t.database.db.select().from(messages).where(eq(messages.replyToMessageId, messageId));

  it('#24 the same reply job run twice at once writes one reply, and neither run fails', async () => {
    const { messageId, job } = await askAndClaim('¿Cuánto puede durar la prórroga tácita de un alquiler?');
    const before = model.requests();
    model.setGate(2);
    try {
      const service = t.app.services.conversations;
      await Promise.all([produceReply(t.app.ctx, service, job), produceReply(t.app.ctx, service, job)]);
    } finally {
      model.setGate(1);
    }
    // Both runs asked the model (both were past the "already answered?" check), and one reply was written.
    expect(model.requests() - before).toBe(2);
    const replies = await repliesTo(messageId);
    expect(replies).toHaveLength(1);
    expect(replies[0]!.text).toContain('treinta días');
  });

  it('#24 a worker that dies after writing the reply, before completing the job: the job is taken over within seconds and no second reply appears', async () => {
    const { messageId, job } = await askAndClaim('¿Cuánto dura la prórroga tácita de un contrato de alquiler?');
    // The first worker writes the reply, then "dies": it never completes the job nor sends a heartbeat.
    await produceReply(t.app.ctx, t.app.services.conversations, job);
    expect(await repliesTo(messageId)).toHaveLength(1);
    // Another worker starts; the lapsed heartbeat (10 s, checked every 5 s) hands it the job.
    const started = Date.now();
    await startReplyWorker(t.app.ctx, t.app.services.conversations);
    let state: string | undefined;
    while (Date.now() - started < 40_000) {
      const current = await t.app.ctx.jobs.getJobById<ReplyJob>(REPLY_QUEUE, job.id);
      state = current?.state;
      if (state === 'completed') break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(state).toBe('completed');
    expect(Date.now() - started).toBeLessThan(30_000);
    const replies = await repliesTo(messageId);
    expect(replies).toHaveLength(1);
    expect(replies[0]!.text).toContain('treinta días');
  }, 60_000);
});
