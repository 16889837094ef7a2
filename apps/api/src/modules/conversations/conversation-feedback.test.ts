import type { Conversation } from '@mike/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, documents, messageFeedback, messages } from '../../db/schema/index.ts';
import { addMember, login, registerOwner, type RegisteredOwner } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';

type Auth = { authorization: string };

/** Issue 14: a member's 👍/👎 on an answer, the chat's title (made from the first question, renamed by its member), deleting a chat. */
describe('conversations: feedback, titles, deletion', () => {
  let t: TestApp;
  let owner: RegisteredOwner;
  let colleague: Auth;

  beforeAll(async () => {
    t = await createTestApp({ env: { RUN_WORKERS: 'false' } });
    owner = await registerOwner(t.app);
    const member = await addMember(t.app, owner.businessId);
    colleague = await login(t.app, member.email, member.password);
  });
  afterAll(() => t.close());

  /** A chat of `owner` asked through the API and answered as the reply worker stores an answer. */
  async function answeredChat(question = '¿Cuánto dura como mínimo un alquiler de vivienda?') {
    const created = await t.app.inject({ method: 'POST', url: '/api/conversations/create', payload: { message: question }, headers: owner.auth });
    expect(created.statusCode, created.body).toBe(201);
    const chat = created.json().chat as Conversation;
    const [answer] = await t.database.db
      .insert(messages)
      .values({ businessId: owner.businessId, conversationId: chat.id, sender: 'BOT', text: 'Cinco años como mínimo.', replyToMessageId: chat.messages[0]!.id })
      .returning();
    return { chatId: chat.id, questionId: chat.messages[0]!.id, answerId: answer!.id };
  }

  const feedbackUrl = (chatId: string, messageId: string) => `/api/conversations/${chatId}/messages/${messageId}/feedback`;
  const vote = (auth: Auth, chatId: string, messageId: string, payload: object) =>
    t.app.inject({ method: 'POST', url: feedbackUrl(chatId, messageId), headers: auth, payload });
  const getChat = async (chatId: string) => (await t.app.inject({ method: 'GET', url: `/api/conversations/${chatId}`, headers: owner.auth })).json().chat as Conversation;
  const storedFeedback = () => t.database.db.select().from(messageFeedback).orderBy(asc(messageFeedback.id));

  it('stores one vote per answer and member: a second vote replaces the first, and the chat shows it', async () => {
    const { chatId, answerId } = await answeredChat();
    // Read once before voting, so the chat's body is in the poll cache: the vote must make it stale.
    expect((await getChat(chatId)).messages[1]!.feedback).toBeUndefined();

    const up = await vote(owner.auth, chatId, answerId, { rating: 'up' });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toMatchObject({ feedback: { rating: 'up' }, traceId: expect.any(String) });
    expect((await getChat(chatId)).messages[1]!.feedback).toEqual({ rating: 'up' });

    const down = await vote(owner.auth, chatId, answerId, { rating: 'down', comment: '  No cita el artículo 9.  ' });
    expect(down.json().feedback).toEqual({ rating: 'down', comment: 'No cita el artículo 9.' });
    const rows = (await storedFeedback()).filter((row) => row.messageId === answerId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ conversationId: chatId, businessId: owner.businessId, userId: owner.clientUser.id, rating: 'down', comment: 'No cita el artículo 9.' });
    expect(rows[0]!.updatedAt.getTime()).toBeGreaterThanOrEqual(rows[0]!.createdAt.getTime());
    expect((await getChat(chatId)).messages[1]!.feedback).toEqual({ rating: 'down', comment: 'No cita el artículo 9.' });
    const all = (await t.app.inject({ method: 'GET', url: '/api/conversations/get-all', headers: owner.auth })).json().conversations as Conversation[];
    expect(all.find((chat) => chat.id === chatId)!.messages[1]!.feedback).toEqual({ rating: 'down', comment: 'No cita el artículo 9.' });
    // The send's answer reads the votes with the conversation's lock: the chat it carries shows the vote too, and only there.
    const sent = await t.app.inject({ method: 'POST', url: '/api/conversations/send-message', payload: { chatId, message: '¿Y si el contrato dice un año?' }, headers: owner.auth });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((sent.json().chat as Conversation).messages.map((message) => message.feedback)).toEqual([undefined, { rating: 'down', comment: 'No cita el artículo 9.' }, undefined]);
  });

  it('refuses a vote on a question, on a colleague’s chat, with a bad rating or an over-long comment; nothing is stored', async () => {
    const { chatId, questionId, answerId } = await answeredChat();
    const before = JSON.stringify(await storedFeedback());
    const cases: [Auth, string, object, number, string][] = [
      [owner.auth, questionId, { rating: 'up' }, 404, 'NOT_FOUND'],
      [colleague, answerId, { rating: 'up' }, 404, 'NOT_FOUND'],
      [owner.auth, answerId, { rating: 'meh' }, 400, 'VALIDATION_ERROR'],
      [owner.auth, answerId, { rating: 'up', comment: 'a'.repeat(1001) }, 400, 'VALIDATION_ERROR'],
      [owner.auth, answerId, { rating: 'up', userId: owner.clientUser.id }, 400, 'VALIDATION_ERROR'],
    ];
    for (const [auth, messageId, payload, status, errorCode] of cases) {
      const response = await vote(auth, chatId, messageId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json()).toEqual({ errorCode, message: expect.any(String) });
    }
    expect(JSON.stringify(await storedFeedback())).toBe(before);
  });

  it('titles a chat with its first question until its member renames it', async () => {
    const { chatId } = await answeredChat('¿Puede el propietario subir la renta del alquiler de vivienda antes de que termine el primer año?');
    expect((await getChat(chatId)).title).toBe('¿Puede el propietario subir la renta del alquiler de…');

    const renamed = await t.app.inject({ method: 'POST', url: `/api/conversations/${chatId}/title`, headers: owner.auth, payload: { title: '  Subida de renta  ' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().chat).toMatchObject({ id: chatId, title: 'Subida de renta' });
    expect((await getChat(chatId)).title).toBe('Subida de renta');
    const all = (await t.app.inject({ method: 'GET', url: '/api/conversations/get-all', headers: owner.auth })).json().conversations as Conversation[];
    expect(all.find((chat) => chat.id === chatId)!.title).toBe('Subida de renta');
  });

  it('refuses an empty or over-long title and a colleague’s rename; the title stays', async () => {
    const { chatId } = await answeredChat();
    const cases: [Auth, object, number, string][] = [
      [owner.auth, { title: '   ' }, 400, 'VALIDATION_ERROR'],
      [owner.auth, { title: 'a'.repeat(121) }, 400, 'VALIDATION_ERROR'],
      [colleague, { title: 'Mía' }, 404, 'NOT_FOUND'],
    ];
    for (const [auth, payload, status, errorCode] of cases) {
      const response = await t.app.inject({ method: 'POST', url: `/api/conversations/${chatId}/title`, headers: auth, payload });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ errorCode, message: expect.any(String) });
    }
    const [row] = await t.database.db.select().from(conversations).where(eq(conversations.id, chatId));
    expect(row!.title).toBeNull();
  });

  it('deletes a chat for its member: gone from the list, its votes gone, its document links stop working; a colleague cannot', async () => {
    const { chatId, answerId } = await answeredChat();
    await t.database.db.update(messages).set({ messageType: 'DOCUMENT', documentName: 'arras.docx' }).where(eq(messages.id, answerId));
    await t.database.db.insert(documents).values({ businessId: owner.businessId, messageId: answerId, fileName: 'arras.docx', mimeType: 'application/octet-stream', content: Buffer.from('PK') });
    expect((await vote(owner.auth, chatId, answerId, { rating: 'up' })).statusCode).toBe(200);
    const link = (await getChat(chatId)).messages[1]!.documentUrl!;
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);

    const byColleague = await t.app.inject({ method: 'DELETE', url: `/api/conversations/${chatId}`, headers: colleague });
    expect(byColleague.statusCode).toBe(404);
    expect(byColleague.json()).toEqual({ errorCode: 'NOT_FOUND', message: expect.any(String) });
    expect((await getChat(chatId)).id).toBe(chatId);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/conversations/${chatId}`, headers: owner.auth });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ deleted: true });
    const after = await t.app.inject({ method: 'GET', url: `/api/conversations/${chatId}`, headers: owner.auth });
    expect(after.json()).toEqual({ errorCode: 'NOT_FOUND', message: expect.any(String) });
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(404);
    const all = (await t.app.inject({ method: 'GET', url: '/api/conversations/get-all', headers: owner.auth })).json().conversations as Conversation[];
    expect(all.map((chat) => chat.id)).not.toContain(chatId);
    expect((await storedFeedback()).filter((row) => row.conversationId === chatId)).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/conversations/${chatId}`, headers: owner.auth })).statusCode).toBe(404);
  });

  it('searches the member’s own chats by a word of an answer or the title, with Spanish stemming; never a colleague’s', async () => {
    const { chatId, answerId } = await answeredChat('¿Quién paga la derrama del tejado?');
    await t.database.db.update(messages).set({ text: 'La pagan los propietarios según su cuota de participación.' }).where(eq(messages.id, answerId));
    const search = (auth: Auth, q: string) => t.app.inject({ method: 'GET', url: `/api/conversations/search?q=${encodeURIComponent(q)}`, headers: auth });

    const byAnswer = await search(owner.auth, 'cuotas');
    expect(byAnswer.statusCode, byAnswer.body).toBe(200);
    expect((byAnswer.json().conversations as Conversation[]).map((chat) => chat.id)).toEqual([chatId]);
    await t.app.inject({ method: 'POST', url: `/api/conversations/${chatId}/title`, headers: owner.auth, payload: { title: 'Tejado de la comunidad' } });
    expect(((await search(owner.auth, 'comunidades')).json().conversations as Conversation[]).map((chat) => chat.id)).toEqual([chatId]);
    expect((await search(owner.auth, 'hipoteca')).json().conversations).toEqual([]);
    expect((await search(colleague, 'cuotas')).json().conversations).toEqual([]);
    const empty = await search(owner.auth, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ errorCode: 'VALIDATION_ERROR', message: expect.any(String) });
  });
});
