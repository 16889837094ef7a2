import type { Conversation } from '@mike/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, documents, messages } from '../../db/schema/index.ts';
import { createClock, login, registerOwner, type RegisteredOwner } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';

type Auth = { authorization: string };
const MINUTE = 60_000;

/** The expiry (ms) a document link carries in its signed payload. */
const expiryOf = (link: string) => {
  const token = new URL(link, 'http://mike.test').searchParams.get('token') ?? '';
  return (JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8')) as { exp: number }).exp * 1000;
};

/**
 * SECURITY.md #35: a document link expires within 15 minutes of issue and stops working when the
 * session it was issued to ends. A drafted document is stored as the reply worker stores one.
 */
describe('SECURITY.md #35 — document links', () => {
  const clock = createClock(new Date('2026-06-01T10:02:30Z'));
  let t: TestApp;
  let owner: RegisteredOwner;
  let chatId: string;
  let documentId: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { RUN_WORKERS: 'false' }, overrides: { now: clock.now } });
    owner = await registerOwner(t.app);
    const db = t.database.db;
    const [conversation] = await db.insert(conversations).values({ businessId: owner.businessId, clientUserId: owner.clientUser.id, language: 'SPANISH' }).returning();
    const [question] = await db
      .insert(messages)
      .values({ businessId: owner.businessId, conversationId: conversation!.id, sender: 'USER', text: 'Redacta un contrato de arras' })
      .returning();
    const [reply] = await db
      .insert(messages)
      .values({
        businessId: owner.businessId,
        conversationId: conversation!.id,
        sender: 'BOT',
        messageType: 'DOCUMENT',
        text: 'Aquí tienes el contrato.',
        documentName: 'contrato-arras.docx',
        replyToMessageId: question!.id,
      })
      .returning();
    const [document] = await db
      .insert(documents)
      .values({ businessId: owner.businessId, messageId: reply!.id, fileName: 'contrato-arras.docx', mimeType: 'application/octet-stream', content: Buffer.from('PK fake docx') })
      .returning();
    chatId = conversation!.id;
    documentId = document!.id;
  });
  afterAll(() => t.close());

  const linkOf = async (auth: Auth): Promise<string> => {
    const response = await t.app.inject({ method: 'GET', url: `/api/conversations/${chatId}`, headers: auth });
    expect(response.statusCode, response.body).toBe(200);
    const link = (response.json().chat as Conversation).messages.find((message) => message.documentUrl)?.documentUrl;
    expect(link).toMatch(new RegExp(`^/api/documents/${documentId}/`));
    return link!;
  };
  const download = (link: string) => t.app.inject({ method: 'GET', url: link });

  it('#35 a link expires within 15 minutes of issue: it works before, and answers 404 after', async () => {
    const auth = await login(t.app, owner.email, owner.password);
    const issuedAt = clock.now().getTime();
    const link = await linkOf(auth);
    expect(expiryOf(link) - issuedAt).toBeLessThanOrEqual(15 * MINUTE);
    expect(expiryOf(link) - issuedAt).toBeGreaterThanOrEqual(10 * MINUTE);
    expect((await download(link)).statusCode).toBe(200);

    try {
      clock.set(new Date(issuedAt + 15 * MINUTE));
      const old = await download(link);
      expect(old.statusCode).toBe(404);
      expect(old.json()).toEqual({ message: expect.any(String), errorCode: 'NOT_FOUND' });
      // The same chat polled now (its body was in memory) gives a fresh link that works.
      const fresh = await linkOf(auth);
      expect(fresh).not.toBe(link);
      expect((await download(fresh)).statusCode).toBe(200);
    } finally {
      clock.set(new Date(issuedAt));
    }
  });

  it('#35 a link dies with the session that asked for it: after logout it answers 404, while another session’s link works', async () => {
    const phone = await login(t.app, owner.email, owner.password);
    const laptop = await login(t.app, owner.email, owner.password);
    const phoneLink = await linkOf(phone);
    // Polled right after by the other session: its link is its own, not the cached body of the first.
    const laptopLink = await linkOf(laptop);
    expect(laptopLink).not.toBe(phoneLink);
    expect((await download(phoneLink)).statusCode).toBe(200);

    expect((await t.app.inject({ method: 'POST', url: '/api/client-user/logout', headers: phone })).statusCode).toBe(200);
    const dead = await download(phoneLink);
    expect(dead.statusCode).toBe(404);
    expect(dead.json().errorCode).toBe('NOT_FOUND');
    expect((await download(laptopLink)).statusCode).toBe(200);
    // The list of conversations gives the same kind of link.
    const all = await t.app.inject({ method: 'GET', url: '/api/conversations/get-all', headers: laptop });
    const listed = (all.json().conversations as Conversation[]).flatMap((chat) => chat.messages).find((message) => message.documentUrl)!.documentUrl!;
    expect((await download(listed)).statusCode).toBe(200);
  });

  it('#35 a link names its document: on another document’s id it answers 404', async () => {
    const auth = await login(t.app, owner.email, owner.password);
    const link = await linkOf(auth);
    const other = link.replace(documentId, '00000000-0000-4000-8000-000000000000');
    expect((await download(other)).statusCode).toBe(404);
  });
});
