import type { AddressInfo } from 'node:net';
import type { ConversationEvent } from '@mike/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOwner, type RegisteredOwner } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { takeEvents } from '../../test/sse.ts';


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
