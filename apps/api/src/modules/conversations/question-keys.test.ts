import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, messages, questionKeys } from '../../db/schema/index.ts';
import { deleteExpiredQuestionKeys } from './conversations.repository.ts';
import { keysSince } from './conversations.service.ts';
import { createClock, registerOwner, type RegisteredOwner } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';

const clock = createClock(new Date('2026-03-02T10:00:00Z'));

/** SECURITY.md #42 (issue 31 N6): a question sent with an Idempotency-Key is stored once. */
describe('#42 questions are stored once per Idempotency-Key', () => {
  let t: TestApp;
  let owner: RegisteredOwner;
  beforeAll(async () => {
    // No workers: the question stays unanswered, so a second send without a key would be REPLY_PENDING.
    t = await createTestApp({ env: { RUN_WORKERS: 'false' }, overrides: { now: clock.now } });
    owner = await registerOwner(t.app);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, key?: string) =>
    t.app.inject({ method: 'POST', url: `/api/conversations/${url}`, payload, headers: { ...owner.auth, ...(key ? { 'idempotency-key': key } : {}) } });
  const stored = async () => ({
    conversations: (await t.database.db.select({ n: count() }).from(conversations).where(eq(conversations.clientUserId, owner.clientUser.id)))[0]!.n,
    messages: (await t.database.db.select({ n: count() }).from(messages).where(eq(messages.businessId, owner.businessId)))[0]!.n,
  });

  it('#42 the same key and body twice → one conversation and one question, the same answer', async () => {
    const before = await stored();
    const key = randomUUID();
    const first = await post('create', { message: '¿Cuánta fianza se paga?' }, key);
    const again = await post('create', { message: '¿Cuánta fianza se paga?' }, key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json().chat.id).toBe(first.json().chat.id);
    expect(again.json().message.id).toBe(first.json().message.id);
    expect(await stored()).toEqual({ conversations: before.conversations + 1, messages: before.messages + 1 });
  });

  it('#42 a retried send-message is not stored twice, nor refused as pending', async () => {
    const chat = (await post('create', { message: 'Hola' })).json().chat.id as string;
    // The first question is unanswered (no workers): answer it by hand so that a new one may be sent.
    await t.database.db.insert(messages).values({ businessId: owner.businessId, conversationId: chat, sender: 'BOT', messageType: 'TEXT', text: 'Hola.', creationDate: clock.now() });
    const before = await stored();
    const key = randomUUID();
    const first = await post('send-message', { chatId: chat, message: '¿Y cuándo me la devuelven?' }, key);
    const retry = await post('send-message', { chatId: chat, message: '¿Y cuándo me la devuelven?' }, key);
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(retry.json().message.id).toBe(first.json().message.id);
    expect(await stored()).toEqual({ ...before, messages: before.messages + 1 });
  });

  it('#42 parallel sends with one key (two tabs, a retry in flight) store one question', async () => {
    const before = await stored();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post('create', { message: '¿Quién paga el IBI?' }, key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().message.id)).size).toBe(1);
    expect(await stored()).toEqual({ conversations: before.conversations + 1, messages: before.messages + 1 });
  });

  it('#42 the same key with another body → 422 and nothing stored', async () => {
    const key = randomUUID();
    await post('create', { message: '¿Qué es la plusvalía?' }, key);
    const before = await stored();
    const other = await post('create', { message: '¿Qué es el ITP?' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ message: expect.any(String), errorCode: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await stored()).toEqual(before);
  });

  it('#42 a key is kept 24 hours: after them, the same key stores a new question', async () => {
    const key = randomUUID();
    const first = await post('create', { message: '¿Qué es una derrama?' }, key);
    clock.advance(24 * 3600 * 1000 + 1000);
    try {
      const later = await post('create', { message: '¿Qué es una derrama?' }, key);
      expect(later.statusCode).toBe(201);
      expect(later.json().chat.id).not.toBe(first.json().chat.id);
    } finally {
      clock.advance(-(24 * 3600 * 1000 + 1000));
    }
  });

  it('#42 the hourly expiry deletes the keys past their 24 hours and keeps the others', async () => {
    const old = randomUUID();
    await post('create', { message: '¿Qué es el IBI?' }, old);
    clock.advance(25 * 3600 * 1000);
    try {
      const fresh = randomUUID();
      await post('create', { message: '¿Qué es el IBI?' }, fresh);
      await deleteExpiredQuestionKeys(t.database.db, keysSince(clock.now()));
      const left = (await t.database.db.select({ key: questionKeys.key }).from(questionKeys).where(eq(questionKeys.clientUserId, owner.clientUser.id))).map((row) => row.key);
      expect(left).toContain(fresh);
      expect(left).not.toContain(old);
    } finally {
      clock.advance(-25 * 3600 * 1000);
    }
  });

  it('#42 a malformed key → 400 and nothing stored; another member’s key is theirs alone', async () => {
    const before = await stored();
    const bad = await post('create', { message: 'Hola' }, 'a b');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('VALIDATION_ERROR');
    expect(await stored()).toEqual(before);
    const key = randomUUID();
    const mine = await post('create', { message: 'Hola' }, key);
    const other = await registerOwner(t.app);
    const theirs = await t.app.inject({ method: 'POST', url: '/api/conversations/create', payload: { message: 'Hola' }, headers: { ...other.auth, 'idempotency-key': key } });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().chat.id).not.toBe(mine.json().chat.id);
  });
});
