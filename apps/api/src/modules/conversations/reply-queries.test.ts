import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner, type RegisteredOwner } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { recordQueries } from '../../test/query-counter.ts';
import { openStream } from '../../test/sse.ts';
import { waitFor } from '../../../../../test-support/index.ts';

/**
 * What one question costs at the database drivers, from the send to the reply on the open event stream of
 * the same process (issue 17 #10: the reply path's round trips bound the chat's throughput). The job
 * queue's own statements are left out.
 */
describe('the statements of one question and its reply', () => {
  let t: TestApp;
  let owner: RegisteredOwner;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('the worker reads the conversation once, stores a text reply in one statement, and the streams of its process read nothing back', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/conversations/create', payload: { message: '¿Qué fianza hay que pagar al alquilar un piso?' }, headers: owner.auth });
    const chatId: string = created.json().chat.id;
    const stream = await openStream(baseUrl, chatId, owner.auth);
    const replied = (count: number) => async () => (await t.app.inject({ method: 'GET', url: `/api/conversations/${chatId}`, headers: owner.auth })).json().chat.messages.length === count;
    await waitFor(replied(2), { timeoutMs: 20_000, intervalMs: 20, what: 'the first reply' });

    const recording = recordQueries();
    try {
      const sent = await t.app.inject({ method: 'POST', url: '/api/conversations/send-message', payload: { chatId, message: '¿Cuánto dura la prórroga tácita?' }, headers: owner.auth });
      const questionId: string = sent.json().message.id;
      const completed = () => stream.events.some((event) => event.type === 'message.completed' && event.message.replyToMessageId === questionId);
      await waitFor(completed, { timeoutMs: 20_000, intervalMs: 10, what: 'message.completed on the stream' });
      expect(stream.events.some((event) => event.type === 'message.created' && event.message.id === questionId)).toBe(true);
    } finally {
      recording.stop();
      stream.abort();
    }
    const statements = recording.statements.map((statement) => statement.replace(/\s+/g, ' ').trim().toLowerCase());
    const byId = statements.filter((statement) => /^select .* from "messages" where "messages"\."id" = \$1/.test(statement));
    // The question and the reply are announced to this process's stream without being read back, nor read by id in the worker.
    expect(byId).toEqual([]);
    expect(statements.filter((statement) => /"messages"\."reply_to_message_id" = \$1/.test(statement))).toEqual([]);
    // The worker's reads: the conversation and its messages, once each.
    expect(statements.filter((statement) => /^select .* from "conversations" where "conversations"\."id" = \$1 limit/.test(statement))).toHaveLength(1);
    expect(statements.filter((statement) => statement.startsWith('insert into "messages"'))).toHaveLength(2);
    // The send (membership, lock, last message, insert; the response's messages, contact, votes), the worker's two
    // reads and its insert, and the notifications: created, the answer's pieces, completed.
    expect(statements.length).toBeLessThanOrEqual(16);
  });
});
