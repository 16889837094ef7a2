import type { AddressInfo } from 'node:net';
import type { ConversationEvent } from '@mike/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerOwner, type RegisteredOwner } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { recordQueries } from '../../test/query-counter.ts';
import { openStream, takeEvents } from '../../test/sse.ts';
import { waitFor } from '../../../../../test-support/index.ts';


/** Reads server-sent events from a fetch body until `until` says stop. */
async function readEvents(body: ReadableStream<Uint8Array>, until: (events: ConversationEvent[]) => boolean): Promise<ConversationEvent[]> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  const events: ConversationEvent[] = [];
  let buffer = '';
  while (!until(events)) {
    const { value, done } = await reader.read();
    if (done) break;
    const taken = takeEvents(buffer + value);
    buffer = taken.rest;
    events.push(...taken.events);
  }
  await reader.cancel();
  return events;
}

describe('conversation events (server-sent)', () => {
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

  // What one question costs at the database drivers, from the send to the reply on the open event stream of the
  // same process (issue 17 #10: the reply path's round trips bound the chat's throughput); pg-boss's own statements
  // are left out. First, so that no other test's reply is in flight.
  it('the send and the worker take the chat from the process log, a text reply is one statement, and the streams of its process read nothing back', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/conversations/create', payload: { message: '¿Qué fianza hay que pagar al alquilar un piso?' }, headers: owner.auth });
    const chatId: string = created.json().chat.id;
    const stream = await openStream(baseUrl, chatId, owner.auth);
    const replied = (count: number) => async () => (await t.app.inject({ method: 'GET', url: `/api/conversations/${chatId}`, headers: owner.auth })).json().chat.messages.length === count;
    await waitFor(replied(2), { timeoutMs: 20_000, intervalMs: 20, what: 'the first reply' });

    const recording = recordQueries();
    // What is published other than by the inserts (on PGlite, in memory, without a statement to record).
    const published = vi.spyOn(t.app.services.conversations.events, 'publish');
    try {
      const sent = await t.app.inject({ method: 'POST', url: '/api/conversations/send-message', payload: { chatId, message: '¿Cuánto dura la prórroga tácita?' }, headers: owner.auth });
      const questionId: string = sent.json().message.id;
      const completed = () => stream.events.some((event) => event.type === 'message.completed' && event.message.replyToMessageId === questionId);
      await waitFor(completed, { timeoutMs: 20_000, intervalMs: 10, what: 'message.completed on the stream' });
      await new Promise((resolve) => setTimeout(resolve, 100)); // nothing more arrives
      expect(stream.events.filter((event) => event.type === 'message.created' && event.message.id === questionId)).toHaveLength(1);
      expect(stream.events.filter((event) => event.type === 'message.completed' && event.message.replyToMessageId === questionId)).toHaveLength(1);
      // Only the pieces of a slow answer are published on their own: the question and the reply by their inserts.
      expect(published.mock.calls.flat().map((signal) => signal.kind).filter((kind) => kind !== 'delta')).toEqual([]);
    } finally {
      published.mockRestore();
      recording.stop();
      stream.abort();
    }
    const statements = recording.statements.map((statement) => statement.replace(/\s+/g, ' ').trim().toLowerCase());
    const byId = statements.filter((statement) => /^select .* from "messages" where "messages"\."id" = \$1/.test(statement));
    // The question and the reply are announced to this process's stream without being read back, nor read by id in the worker.
    expect(byId).toEqual([]);
    expect(statements.filter((statement) => /"messages"\."reply_to_message_id" = \$1/.test(statement))).toEqual([]);
    // Neither the send's answer nor the worker reads the conversation's messages again: this process wrote them and
    // logged them (ADR 037); the send reads only the last one, under the conversation's lock, to check its log.
    expect(statements.filter((statement) => /^select .* from "messages" where "messages"\."conversation_id" in/.test(statement))).toEqual([]);
    expect(statements.filter((statement) => /^select .* from "conversations" where "conversations"\."id" = \$1 limit/.test(statement))).toEqual([]);
    // The send (one statement locks the membership and the conversation and reads the seats, the last message, the
    // contact and the member's votes; the insert) and the worker's insert. Each insert announces its message, after
    // the answer's last piece for the reply (ADR 040): no notification has a statement of its own but the pieces
    // published while a slow answer is being written (PostgreSQL; PGlite hands those over in memory).
    const inserts = statements.filter((statement) => statement.startsWith('insert into "messages"'));
    expect(inserts).toHaveLength(2);
    expect(inserts.every((statement) => statement.includes('pg_notify'))).toBe(true);
    const others = statements.filter((statement) => !statement.includes('pg_notify') && statement !== 'begin' && statement !== 'commit');
    expect(others).toHaveLength(1);
    expect(others[0]).toMatch(/for no key update of "members", "conversations"$/);
    if (t.database.engine === 'pglite') expect(statements.filter((statement) => statement.includes('pg_notify') && !inserts.includes(statement))).toEqual([]);
  });

  it('streams message.created, the deltas of the answer and message.completed; nothing is held after the client leaves', async () => {
    const created = await fetch(`${baseUrl}/api/conversations/create`, {
      method: 'POST',
      headers: { ...owner.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ message: '¿Cuánto puede durar la prórroga tácita de un alquiler?' }),
    });
    const { chat } = (await created.json()) as { chat: { id: string; messages: { id: string }[] } };
    const questionId = chat.messages[0]!.id;
    // The first reply may already be done: ask a follow-up once the stream is open.
    const controller = new AbortController();
    const stream = await fetch(`${baseUrl}/api/conversations/${chat.id}/events`, { headers: owner.auth, signal: controller.signal });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const service = t.app.services.conversations;
    expect(service.events.listenerCount).toBe(1);

    // Wait for the first answer, then send the follow-up whose events we read from the start.
    for (let attempt = 0; attempt < 200; attempt++) {
      const current = (await (await fetch(`${baseUrl}/api/conversations/${chat.id}`, { headers: owner.auth })).json()) as { chat: { messages: unknown[] } };
      if (current.chat.messages.length === 2) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const sent = await fetch(`${baseUrl}/api/conversations/send-message`, {
      method: 'POST',
      headers: { ...owner.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ chatId: chat.id, message: '¿Y cuánto tiempo de preaviso hay que dar?' }),
    });
    const followUpId = ((await sent.json()) as { message: { id: string } }).message.id;
    expect(followUpId).not.toBe(questionId);

    const events = await readEvents(stream.body!, (seen) =>
      seen.some((event) => event.type === 'message.completed' && event.message.replyToMessageId === followUpId),
    );
    const forFollowUp = events.filter(
      (event) =>
        (event.type === 'message.created' && event.message.id === followUpId) ||
        (event.type === 'message.delta' && event.replyToMessageId === followUpId) ||
        (event.type === 'message.completed' && event.message.replyToMessageId === followUpId),
    );
    expect(forFollowUp[0]?.type).toBe('message.created');
    expect(forFollowUp.at(-1)?.type).toBe('message.completed');
    const deltas = forFollowUp.filter((event): event is Extract<ConversationEvent, { type: 'message.delta' }> => event.type === 'message.delta');
    expect(deltas.length).toBeGreaterThan(0);
    const streamed = deltas.reduce((text, delta) => text.slice(0, delta.offset) + delta.text, '');
    const completed = forFollowUp.at(-1) as Extract<ConversationEvent, { type: 'message.completed' }>;
    expect(streamed).toBe(completed.message.text);

    controller.abort();
    for (let attempt = 0; attempt < 50 && service.events.listenerCount > 0; attempt++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(service.events.listenerCount).toBe(0);
  });

  it('#11 refuses another user’s conversation and anonymous callers', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/conversations/create', payload: { message: 'Hola' }, headers: owner.auth });
    const chatId = created.json().chat.id;
    const stranger = await registerOwner(t.app);
    expect((await fetch(`${baseUrl}/api/conversations/${chatId}/events`, { headers: stranger.auth })).status).toBe(404);
    expect((await fetch(`${baseUrl}/api/conversations/${chatId}/events`)).status).toBe(401);
  });
});
