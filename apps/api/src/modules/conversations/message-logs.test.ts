import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/index.ts';
import { registerOwner, type RegisteredOwner } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { waitFor } from '../../../../../test-support/index.ts';
import type { ConversationRow, MessageRow } from './conversations.repository.ts';
import { MessageLogs, maxLogWeight } from './message-logs.ts';

const conversation: ConversationRow = {
  id: 'c1',
  businessId: 'b1',
  clientUserId: 'u1',
  language: 'SPANISH',
  title: null,
  creationDate: new Date('2026-11-24T08:00:00Z'),
};

let seq = 0;
function row(id: string, sender: 'USER' | 'BOT', text = 'texto', replyTo: string | null = null): MessageRow {
  seq += 1;
  return {
    id,
    seq,
    businessId: 'b1',
    conversationId: 'c1',
    messageType: 'TEXT',
    sender,
    text,
    englishText: null,
    documentName: null,
    replyToMessageId: replyTo,
    citations: [],
    interrupted: false,
    creationDate: new Date('2026-11-24T08:00:00Z'),
  } as MessageRow;
}

describe('message logs (ADR 037)', () => {
  it('grow only by a message written right after their last one, and are dropped by any other', () => {
    const logs = new MessageLogs();
    const q1 = row('q1', 'USER');
    expect(logs.appendAfter(conversation, undefined, q1)?.map((m) => m.id)).toEqual(['q1']);
    const r1 = row('r1', 'BOT', 'respuesta', 'q1');
    expect(logs.appendAfter(conversation, 'q1', r1)?.map((m) => m.id)).toEqual(['q1', 'r1']);
    // Written after a message the log does not end with (another process wrote in between): dropped, not patched.
    expect(logs.appendAfter(conversation, 'q9', row('q2', 'USER'))).toBeUndefined();
    expect(logs.question('c1', 'q2')).toBeUndefined();
    // Nothing to grow once dropped: the next write cannot bring it back without a complete read.
    expect(logs.appendAfter(conversation, 'q2', row('r2', 'BOT', 'x', 'q2'))).toBeUndefined();
    expect(logs.size).toBe(0);
  });

  it('give the worker the question and the turns before it only while the question is their last message', () => {
    const logs = new MessageLogs();
    const [q1, r1, q2] = [row('q1', 'USER'), row('r1', 'BOT', 'r', 'q1'), row('q2', 'USER')];
    logs.store(conversation, logs.generation('c1'), [q1, r1]);
    logs.appendAfter(conversation, 'r1', q2);
    expect(logs.question('c1', 'q2')).toEqual({ conversation, question: q2, before: [q1, r1] });
    expect(logs.question('c1', 'q1')).toBeUndefined();
    logs.appendAfter(conversation, 'q2', row('r2', 'BOT', 'r', 'q2'));
    expect(logs.question('c1', 'q2')).toBeUndefined();
  });

  it('refuse to keep a read that a write overtook', () => {
    const logs = new MessageLogs();
    const generation = logs.generation('c1');
    logs.appendAfter(conversation, undefined, row('q1', 'USER')); // written while the read was on its way
    logs.drop('c1');
    logs.store(conversation, generation, []);
    expect(logs.question('c1', 'q1')).toBeUndefined();
    expect(logs.size).toBe(0);
  });

  it('hold a bounded amount of text, dropping the least recently used conversations first', () => {
    const logs = new MessageLogs(32_000_000);
    const big = 'x'.repeat(4_000_000);
    for (let index = 0; index < 12; index++) {
      const id = `c${index}`;
      logs.store({ ...conversation, id }, logs.generation(id), [{ ...row(`q${index}`, 'USER', big), conversationId: id }]);
    }
    expect(logs.size).toBeLessThanOrEqual(32_000_000);
    expect(logs.question('c0', 'q0')).toBeUndefined();
    expect(logs.question('c11', 'q11')?.question.id).toBe('q11');
  });

  it('are bounded by a share of the heap the process may use', () => {
    expect(maxLogWeight(512 * 2 ** 20)).toBe(33_554_432);
    expect(maxLogWeight(4 * 2 ** 30)).toBe(268_435_456);
    expect(maxLogWeight()).toBeGreaterThan(0);
  });
});

describe('the process log against the database', () => {
  let t: TestApp;
  let owner: RegisteredOwner;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerOwner(t.app);
  });
  afterAll(() => t.close());

  type Chat = { id: string; messages: { id: string; sender: string; text: string; replyToMessageId?: string }[] };
  const chatOf = async (id: string): Promise<Chat> => (await t.app.inject({ method: 'GET', url: `/api/conversations/${id}`, headers: owner.auth })).json().chat;

  it('a message another process wrote, announced to nobody here, is in the next send’s chat', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/conversations/create', payload: { message: '¿Qué fianza hay que pagar al alquilar un piso?' }, headers: owner.auth });
    const chat: Chat = created.json().chat;
    await waitFor(async () => (await chatOf(chat.id)).messages.length === 2, { timeoutMs: 20_000, intervalMs: 20, what: 'the first reply' });
    // This process now holds the whole conversation in its log. Another process writes to it (straight to the
    // database, without a notification reaching this one).
    const [first] = (await chatOf(chat.id)).messages;
    await t.database.db.insert(messages).values({
      businessId: owner.businessId,
      conversationId: chat.id,
      sender: 'BOT',
      messageType: 'TEXT',
      text: 'Escrito por otro proceso.',
      creationDate: new Date(),
    });

    const sent = await t.app.inject({ method: 'POST', url: '/api/conversations/send-message', payload: { chatId: chat.id, message: '¿Y cuánto dura el contrato?' }, headers: owner.auth });
    expect(sent.statusCode).toBe(201);
    const texts = (sent.json().chat as Chat).messages.map((message) => message.text);
    expect(texts).toContain('Escrito por otro proceso.');
    expect(texts).toHaveLength(4);
    expect(texts[0]).toBe(first!.text);
    const questionId: string = sent.json().message.id;
    await waitFor(async () => (await chatOf(chat.id)).messages.some((message) => message.replyToMessageId === questionId), { timeoutMs: 20_000, intervalMs: 20, what: 'the second reply' });
    expect((await chatOf(chat.id)).messages.map((message) => message.text).slice(0, 4)).toEqual(texts);
  });
});
