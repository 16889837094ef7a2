import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssistant, parseLegalizeMarkdown } from '@mike/assistant';
import { apiRoutes, type Conversation, type MessageResponse } from '@mike/contracts';
import { messages } from '../../db/schema/index.ts';
import { addMember, login, registerOwner, setSeats, type RegisteredOwner } from '../../test/factories.ts';
import { waitFor } from '../../../../../test-support/index.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { recordQueries } from '../../test/query-counter.ts';

import * as repository from './conversations.repository.ts';
import type { AnnouncedWrite } from './conversations.service.ts';
import { REPLY_QUEUE } from './reply-queue.ts';


/** The LAU and the Código Civil of the shared corpus (test data beside the repository), for verified citations. */
const provisions = ['BOE-A-1994-26003', 'BOE-A-1889-4763'].flatMap(
  (lawId) => parseLegalizeMarkdown(readFileSync(path.resolve(import.meta.dirname, `../../../../../../shared/legislation/es/${lawId}.md`), 'utf8')).provisions,
);

describe('conversations API', () => {
  let t: TestApp;
  let owner: RegisteredOwner;

  beforeAll(async () => {
    t = await createTestApp({ overrides: { assistant: createAssistant({ provider: 'local', provisions }) } });
    owner = await registerOwner(t.app);
  });
  afterAll(() => t.close());

  const create = (auth: { authorization: string }, message: string) =>
    t.app.inject({ method: 'POST', url: '/api/conversations/create', payload: { message }, headers: auth });
  const get = (auth: { authorization: string }, id: string) => t.app.inject({ method: 'GET', url: `/api/conversations/${id}`, headers: auth });
  const waitForReply = (auth: { authorization: string }, id: string, count = 2) =>
    waitFor(async () => {
      const chat = (await get(auth, id)).json().chat as Conversation;
      return chat.messages.length >= count ? chat : undefined;
    });

  // The create's and send's answers are put together from each message's JSON (ADR 037), past the route's serializer:
  // held here to the contract's schema, exactly (nothing missing, nothing extra, the chat as a poll shows it).
  it('answers create and send in exactly the contract’s shape, the chat as the poll shows it', async () => {
    const created = await create(owner.auth, '¿Quién paga el IBI en un alquiler?');
    expect(created.headers['content-type']).toBe('application/json; charset=utf-8');
    const first = created.json() as MessageResponse;
    expect(apiRoutes.createConversation.response.parse(first)).toEqual(first);
    await waitForReply(owner.auth, first.chat.id);
    const sent = await t.app.inject({ method: 'POST', url: '/api/conversations/send-message', payload: { chatId: first.chat.id, message: '¿Y la tasa de basuras?' }, headers: owner.auth });
    expect(sent.statusCode).toBe(201);
    const body = sent.json() as MessageResponse;
    expect(apiRoutes.sendMessage.response.parse(body)).toEqual(body);
    expect(body.message).toEqual(body.chat.messages.at(-1));
    const polled = (await get(owner.auth, first.chat.id)).json().chat as Conversation;
    expect(body.chat).toEqual({ ...polled, messages: polled.messages.slice(0, 3) });
    expect(body.chat.messages.map((message) => message.sender)).toEqual(['USER', 'BOT', 'USER']);
  });

  it('creates a conversation, answers at once, and the reply arrives through the queue', async () => {
    const response = await create(owner.auth, '¿Qué fianza hay que pagar al alquilar un piso?');
    expect(response.statusCode).toBe(201);
    const body = response.json() as MessageResponse;
    expect(body.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(body.message).toMatchObject({ sender: 'USER', messageType: 'TEXT', text: '¿Qué fianza hay que pagar al alquilar un piso?' });
    expect(body.chat).toMatchObject({ language: 'SPANISH', contact: { id: owner.clientUser.id, email: owner.email } });
    expect(body.chat.messages).toHaveLength(1);
    const chat = await waitForReply(owner.auth, body.chat.id);
    const reply = chat.messages[1]!;
    expect(reply).toMatchObject({ sender: 'BOT', replyToMessageId: body.message.id, messageType: 'TEXT' });
    expect(reply.text).toMatch(/mensualidad/);
    expect(reply.englishText).toBeTruthy();
    // Stored with the reply and served in the contracts' shape, so the chat can open the provision's text.
    expect(reply.citations).toContainEqual({
      label: 'Art. 36 LAU',
      lawId: 'BOE-A-1994-26003',
      article: '36',
      url: 'https://www.boe.es/buscar/act.php?id=BOE-A-1994-26003#a36',
      versionDate: '2023-05-25',
    });
    // The chips replace the plain 'Fuentes' line.
    expect(reply.text).not.toMatch(/Fuentes:/);
  });

  it('detects an English conversation and answers in English', async () => {
    const response = await create(owner.auth, 'What deposit can a landlord ask for when renting a flat in Spain?');
    const chat = await waitForReply(owner.auth, response.json().chat.id);
    expect(chat.language).toBe('ENGLISH');
    expect(chat.messages[1]!.text).toMatch(/month/i);
  });

  it('answers REPLY_PENDING while the last message is unanswered, and follow-ups after the reply', async () => {
    const noWorkers = await createTestApp({ env: { RUN_WORKERS: 'false' } });
    try {
      const someone = await registerOwner(noWorkers.app);
      const created = await noWorkers.app.inject({ method: 'POST', url: '/api/conversations/create', payload: { message: 'Hola' }, headers: someone.auth });
      const chatId = created.json().chat.id;
      const second = await noWorkers.app.inject({ method: 'POST', url: '/api/conversations/send-message', payload: { chatId, message: 'Otra' }, headers: someone.auth });
      expect(second.statusCode).toBe(409);
      expect(second.json().errorCode).toBe('REPLY_PENDING');
    } finally {
      await noWorkers.close();
    }
    const created = await create(owner.auth, '¿Cuánto dura como mínimo un alquiler de vivienda?');
    const chatId = created.json().chat.id;
    await waitForReply(owner.auth, chatId);
    const followUp = await t.app.inject({ method: 'POST', url: '/api/conversations/send-message', payload: { chatId, message: '¿Y si el casero es una empresa?' }, headers: owner.auth });
    expect(followUp.statusCode).toBe(201);
    const chat = await waitForReply(owner.auth, chatId, 4);
    expect(chat.messages.map((message) => message.sender)).toEqual(['USER', 'BOT', 'USER', 'BOT']);
    expect(chat.messages[3]!.text).toMatch(/7|siete/);
  });

  it('answers MESSAGE_TOO_LONG over 4,000 characters and VALIDATION_ERROR for an empty message; nothing is stored', async () => {
    const before = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(messages))[0]!.n;
    const tooLong = await create(owner.auth, 'a'.repeat(4001));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errorCode).toBe('MESSAGE_TOO_LONG');
    const empty = await create(owner.auth, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorCode).toBe('VALIDATION_ERROR');
    const after = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(messages))[0]!.n;
    expect(after).toBe(before);
  });

  it('takes one of several simultaneous sends to one chat and answers the others REPLY_PENDING', async () => {
    const noWorkers = await createTestApp({ env: { RUN_WORKERS: 'false' } });
    try {
      const someone = await registerOwner(noWorkers.app);
      const created = await noWorkers.app.inject({ method: 'POST', url: '/api/conversations/create', payload: { message: 'Hola' }, headers: someone.auth });
      const chatId: string = created.json().chat.id;
      // The question answered, so that the next send is allowed (no worker runs in this app).
      const [question] = await noWorkers.database.db.select().from(messages).where(eq(messages.conversationId, chatId));
      await noWorkers.database.db.insert(messages).values({ ...question!, id: undefined, seq: question!.seq + 1, sender: 'BOT', replyToMessageId: question!.id, text: 'Hola, ¿en qué puedo ayudarte?' });
      const heard: string[] = [];
      const unlisten = noWorkers.app.services.conversations.events.listen(chatId, (signal) => heard.push(signal.kind === 'delta' ? 'delta' : `${signal.kind} ${'messageId' in signal ? signal.messageId : ''}`));
      const sends = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          noWorkers.app.inject({ method: 'POST', url: '/api/conversations/send-message', payload: { chatId, message: `Pregunta ${index}` }, headers: someone.auth }),
        ),
      );
      expect(sends.map((send) => send.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
      const rows = await noWorkers.database.db.select({ sender: messages.sender }).from(messages).where(eq(messages.conversationId, chatId)).orderBy(messages.seq);
      expect(rows.map((row) => row.sender)).toEqual(['USER', 'BOT', 'USER']);
      // Each send's insert announced its question; only the one committed is heard (ADR 040).
      const taken = sends.find((send) => send.statusCode === 201)!.json().message.id;
      await new Promise((resolve) => setTimeout(resolve, 100));
      unlisten();
      expect(heard).toEqual([`created ${taken}`]);
    } finally {
      await noWorkers.close();
    }
  });

  it('answers NO_ACTIVE_PLAN while the business has no seats', async () => {
    const other = await registerOwner(t.app);
    const started = await create(other.auth, 'Hola');
    expect(started.statusCode).toBe(201);
    const chatId: string = started.json().chat.id;
    await setSeats(t.app, other.businessId, 0);
    const response = await create(other.auth, 'Hola');
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('NO_ACTIVE_PLAN');
    // The send reads the seats in the statement that locks its chat: the same answer, and nothing written.
    const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(messages).where(eq(messages.conversationId, chatId)))[0]!.n;
    const before = await waitFor(async () => (await count()) === 2 && 2, { what: 'the first reply' });
    const sent = await t.app.inject({ method: 'POST', url: '/api/conversations/send-message', payload: { chatId, message: '¿Y ahora?' }, headers: other.auth });
    expect([sent.statusCode, sent.json().errorCode]).toEqual([403, 'NO_ACTIVE_PLAN']);
    expect(await count()).toBe(before);
    expect((await t.app.inject({ method: 'GET', url: '/api/conversations/get-all', headers: other.auth })).json().errorCode).toBe('NO_ACTIVE_PLAN');
  });

  it("#11 hides another member's and another business's conversations (404)", async () => {
    const created = await create(owner.auth, '¿Qué es la nota simple?');
    const chatId = created.json().chat.id;
    const colleague = await addMember(t.app, owner.businessId, { rol: 'ADMINISTRATIVE' });
    const colleagueAuth = await login(t.app, colleague.email, colleague.password);
    const stranger = await registerOwner(t.app);
    for (const auth of [colleagueAuth, stranger.auth]) {
      expect((await get(auth, chatId)).statusCode).toBe(404);
      const send = await t.app.inject({ method: 'POST', url: '/api/conversations/send-message', payload: { chatId, message: 'x' }, headers: auth });
      expect(send.statusCode).toBe(404);
      const all = await t.app.inject({ method: 'GET', url: '/api/conversations/get-all', headers: auth });
      expect(all.json().conversations.map((chat: Conversation) => chat.id)).not.toContain(chatId);
    }
  });

  it('lists only the caller’s conversations, newest first', async () => {
    const someone = await registerOwner(t.app);
    const first = (await create(someone.auth, 'Primera consulta sobre arras')).json().chat.id;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = (await create(someone.auth, 'Segunda consulta sobre hipotecas')).json().chat.id;
    const all = await t.app.inject({ method: 'GET', url: '/api/conversations/get-all', headers: someone.auth });
    expect(all.statusCode).toBe(200);
    expect(all.json().traceId).toBeTruthy();
    expect(all.json().conversations.map((chat: Conversation) => chat.id)).toEqual([second, first]);
  });

  it('serves an unchanged conversation from memory: a poll costs no database round trip', async () => {
    const created = await create(owner.auth, '¿Qué plazo hay para impugnar un acuerdo de la junta?');
    const chatId = created.json().chat.id;
    await waitForReply(owner.auth, chatId);
    await get(owner.auth, chatId);
    // Counted at the drivers (PGlite, node-postgres), below Drizzle and the repositories.
    const recording = recordQueries();
    try {
      const responses = await Promise.all(Array.from({ length: 5 }, () => get(owner.auth, chatId)));
      expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    } finally {
      recording.stop();
    }
    expect(recording.statements).toEqual([]);
    // The same version again costs nothing on the wire either: 304 for If-None-Match, gzip when accepted.
    const plain = await get(owner.auth, chatId);
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const notModified = await t.app.inject({ method: 'GET', url: `/api/conversations/${chatId}`, headers: { ...owner.auth, 'if-none-match': etag } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    const compressed = await t.app.inject({ method: 'GET', url: `/api/conversations/${chatId}`, headers: { ...owner.auth, 'accept-encoding': 'gzip, deflate, br' } });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(compressed.rawPayload).toString('utf8')).toBe(plain.body);
    // A write invalidates the cached copy: the next poll sees it.
    const followUp = await t.app.inject({ method: 'POST', url: '/api/conversations/send-message', payload: { chatId, message: '¿Y si soy nuevo propietario?' }, headers: owner.auth });
    expect(followUp.statusCode).toBe(201);
    const changed = await get(owner.auth, chatId);
    expect(changed.json().chat.messages.length).toBeGreaterThanOrEqual(3);
    expect(changed.headers.etag).not.toBe(etag);
    // Brotli follows the version: the first poll of a new version gets gzip, a later one Brotli of that same version.
    await waitForReply(owner.auth, chatId, 4);
    const answered = await get(owner.auth, chatId);
    const poll = () => t.app.inject({ method: 'GET', url: `/api/conversations/${chatId}`, headers: { ...owner.auth, 'accept-encoding': 'br, gzip' } });
    const first = await poll();
    expect([first.headers['content-encoding'], first.headers.etag]).toEqual(['gzip', answered.headers.etag]);
    const later = await waitFor(async () => {
      const response = await poll();
      return response.headers['content-encoding'] === 'br' && response;
    }, { what: 'a Brotli answer' });
    expect(later.headers.etag).toBe(answered.headers.etag);
    expect(brotliDecompressSync(later.rawPayload).toString('utf8')).toBe(answered.body);
  });

  it('answers from memory only what the normal route would: a revoked session is 401, another user 404', async () => {
    const someone = await registerOwner(t.app);
    const chatId = (await create(someone.auth, '¿Qué es la nota simple?')).json().chat.id;
    await waitForReply(someone.auth, chatId);
    expect((await get(someone.auth, chatId)).statusCode).toBe(200);
    const stranger = await registerOwner(t.app);
    await t.app.inject({ method: 'GET', url: '/api/conversations/get-all', headers: stranger.auth });
    expect((await get(stranger.auth, chatId)).statusCode).toBe(404);
    await t.app.inject({ method: 'POST', url: '/api/client-user/logout', headers: someone.auth });
    const afterLogout = await get(someone.auth, chatId);
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.json().errorCode).toBe('UNAUTHORIZED');
  });

  it('#23 a rolled-back message leaves no job', async () => {
    const service = t.app.services.conversations;
    const created = await create(owner.auth, '¿Quién paga la plusvalía?');
    const chatId = created.json().chat.id;
    await waitForReply(owner.auth, chatId); // a question may follow only an answered one
    const [conversation] = await t.database.db.execute(sql`select * from conversations where id = ${chatId}`).then((result) => (result as unknown as { rows: unknown[] }).rows);
    expect(conversation).toBeTruthy();
    let messageId = '';
    const heard: string[] = [];
    const unlisten = service.events.listen(chatId, (signal) => heard.push(signal.kind));
    const write = service.announcedWrite('created', chatId);
    await expect(
      t.database.db.transaction(async (tx) => {
        const { message } = await (
          service as unknown as { insertQuestion: (tx: unknown, c: unknown, text: string, now: Date, write: AnnouncedWrite) => Promise<{ message: { id: string } }> }
        ).insertQuestion(tx, { id: chatId, businessId: owner.businessId }, 'Mensaje que se deshace', new Date(), write);
        messageId = message.id;
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(messageId).not.toBe('');
    const jobs = await t.database.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${REPLY_QUEUE} and data->>'messageId' = ${messageId}`);
    expect((jobs as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    expect(await t.database.db.select().from(messages).where(eq(messages.id, messageId))).toHaveLength(0);
    // The insert's announcement went with its transaction (ADR 040): nobody hears of the question.
    write.abandon();
    await t.database.db.execute(sql`select 1`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    unlisten();
    expect(heard).toEqual([]);
  });

  it('announces a question sent with the chat id in capitals under the stored id', async () => {
    const chatId: string = (await create(owner.auth, '¿Quién paga la comunidad en un alquiler?')).json().chat.id;
    await waitForReply(owner.auth, chatId);
    const heard: string[] = [];
    const unlisten = t.app.services.conversations.events.listen(chatId, (signal) => heard.push(signal.kind));
    const sent = await t.app.inject({ method: 'POST', url: '/api/conversations/send-message', payload: { chatId: chatId.toUpperCase(), message: '¿Y el IBI?' }, headers: owner.auth });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().chat.id).toBe(chatId);
    await waitFor(() => heard.includes('created') || undefined, { what: 'message.created under the stored id' });
    unlisten();
    await waitForReply(owner.auth, chatId, 4);
  });

  it('a reply that finds the question answered already is not stored, and not announced (ADR 040)', async () => {
    const service = t.app.services.conversations;
    const chatId = (await create(owner.auth, '¿Qué es la fianza adicional?')).json().chat.id;
    const [question, reply] = (await waitForReply(owner.auth, chatId)).messages;
    const heard: string[] = [];
    const unlisten = service.events.listen(chatId, (signal) => heard.push(signal.kind));
    const write = service.announcedWrite('completed', chatId);
    const again = await repository.insertReplyOnce(
      t.database.db,
      { id: write.id, businessId: owner.businessId, conversationId: chatId, sender: 'BOT', messageType: 'TEXT', replyToMessageId: question!.id, text: 'otra', creationDate: new Date() },
      write.announcement,
    );
    write.abandon();
    expect(again).toBeUndefined();
    await t.database.db.execute(sql`select 1`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    unlisten();
    expect(heard).toEqual([]);
    expect((await get(owner.auth, chatId)).json().chat.messages.map((message: { id: string }) => message.id)).toEqual([question!.id, reply!.id]);
  });

  it('drafts a document as a DOCUMENT message with a signed download link', async () => {
    const created = await create(owner.auth, 'Redacta un contrato de arras penitenciales entre Ana García y Luis Pérez por 15.000 euros');
    const chat = await waitForReply(owner.auth, created.json().chat.id);
    const reply = chat.messages[1]!;
    expect(reply.messageType).toBe('DOCUMENT');
    expect(reply.documentName).toMatch(/\.docx$/);
    expect(reply.documentUrl).toMatch(/^\/api\/documents\/.+\?token=/);
    const download = await t.app.inject({ method: 'GET', url: reply.documentUrl! });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const tampered = await t.app.inject({ method: 'GET', url: reply.documentUrl!.replace(/token=./, 'token=x') });
    expect(tampered.statusCode).toBe(404);
  });

  it('keeps every message and every reply when 50 conversations send at once', async () => {
    const someone = await registerOwner(t.app);
    const questions = Array.from({ length: 50 }, (_, index) => `Consulta ${index}: ¿cuánto tiempo tiene el propietario para devolver la fianza?`);
    const responses = await Promise.all(questions.map((question) => create(someone.auth, question)));
    expect(responses.every((response) => response.statusCode === 201)).toBe(true);
    const ids = responses.map((response) => response.json().chat.id as string);
    await waitFor(async () => {
      const all = (await t.app.inject({ method: 'GET', url: '/api/conversations/get-all', headers: someone.auth })).json().conversations as Conversation[];
      return all.length === 50 && all.every((chat) => chat.messages.length === 2) ? all : undefined;
    }, { timeoutMs: 90_000 });
    const rows = await t.database.db.execute(
      sql`select conversation_id, sender, count(*)::int as n from messages where conversation_id in ${sql.raw(`(${ids.map((id) => `'${id}'`).join(',')})`)} group by 1, 2`,
    );
    const counts = (rows as unknown as { rows: { n: number }[] }).rows.map((row) => row.n);
    expect(counts).toHaveLength(100);
    expect(counts.every((n) => n === 1)).toBe(true);
  }, 120_000);
});
