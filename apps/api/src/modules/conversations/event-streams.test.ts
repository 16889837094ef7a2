import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, outboxMessages } from '../../db/schema/index.ts';
import { addMember, login, registerOwner } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { recordQueries } from '../../test/query-counter.ts';
import { openStream, type OpenStream } from '../../test/sse.ts';


/** Waits until `condition` holds, checking every 20 ms, for at most `ms`. */
async function until(condition: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Whether a promise has settled within `ms`. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);
}

/** A listening app with its helpers; `env` sets the caps. */
function useStreamApp(env: Record<string, string>) {
  let t: TestApp;
  let baseUrl: string;
  const opened: OpenStream[] = [];

  const json = async (method: string, path: string, headers: Record<string, string>, body?: unknown) => {
    const response = await t.app.inject({ method: method as 'POST', url: `/api${path}`, headers, ...(body ? { payload: body as object } : {}) });
    return response.json();
  };
  const createChat = async (auth: Record<string, string>, message = 'Hola'): Promise<string> => (await json('POST', '/conversations/create', auth, { message })).chat.id;
  const waitForReply = async (auth: Record<string, string>, chatId: string) => {
    for (let attempt = 0; attempt < 500; attempt++) {
      if ((await json('GET', `/conversations/${chatId}`, auth)).chat.messages.length >= 2) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('no reply');
  };
  const stream = async (chatId: string, auth: Record<string, string>) => {
    const open = await openStream(baseUrl, chatId, auth);
    opened.push(open);
    return open;
  };
  const service = () => t.app.services.conversations;

  beforeAll(async () => {
    t = await createTestApp({ env: env });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    opened.forEach((open) => open.abort());
    await t.close();
  });

  return { app: () => t, baseUrl: () => baseUrl, json, createChat, waitForReply, stream, service };
}

describe('#37 event streams are bounded and end with their session or membership', () => {
  const { app, baseUrl, createChat, stream, service } = useStreamApp({});

  it('#37 past 5 streams on one conversation, or 10 for one user, the next is 429 RATE_LIMITED with Retry-After; a closed stream frees its place', async () => {
    const owner = await registerOwner(app().app);
    const [first, second, third] = [await createChat(owner.auth), await createChat(owner.auth), await createChat(owner.auth)];
    const onFirst = await Promise.all(Array.from({ length: 5 }, () => stream(first, owner.auth)));
    expect(onFirst.map((open) => open.status)).toEqual([200, 200, 200, 200, 200]);
    const sixth = await stream(first, owner.auth);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ message: expect.stringContaining('demasiadas'), errorCode: 'RATE_LIMITED' });
    const onSecond = await Promise.all(Array.from({ length: 5 }, () => stream(second, owner.auth)));
    expect(onSecond.every((open) => open.status === 200)).toBe(true);
    const eleventh = await stream(third, owner.auth);
    expect(eleventh.status).toBe(429);
    const raw = await fetch(`${baseUrl()}/api/conversations/${third}/events`, { headers: owner.auth });
    expect(raw.headers.get('retry-after')).toBe('30');
    await raw.body?.cancel();
    // Another user is not affected by this one's streams.
    const other = await registerOwner(app().app);
    expect((await stream(await createChat(other.auth), other.auth)).status).toBe(200);
    // A stream the client closes gives its place back.
    onFirst[0]!.abort();
    await until(() => service().streams.count === 10);
    expect((await stream(third, owner.auth)).status).toBe(200);
    [...onFirst, ...onSecond].forEach((open) => open.abort());
  });

  it('#37 logout ends the event streams of that session, and only of that session', async () => {
    const owner = await registerOwner(app().app);
    const chatId = await createChat(owner.auth);
    const other = await login(app().app, owner.email, owner.password);
    const [leaving, staying] = [await stream(chatId, owner.auth), await stream(chatId, other)];
    expect([leaving.status, staying.status]).toEqual([200, 200]);
    await app().app.inject({ method: 'POST', url: '/api/client-user/logout', headers: owner.auth });
    expect(await settlesWithin(leaving.ended, 5_000)).toBe(true);
    expect(await settlesWithin(staying.ended, 300)).toBe(false);
    staying.abort();
  });

  it('#37 a password reset ends every event stream of the account', async () => {
    const owner = await registerOwner(app().app);
    const chatId = await createChat(owner.auth);
    const streams = [await stream(chatId, owner.auth), await stream(chatId, await login(app().app, owner.email, owner.password))];
    await app().app.inject({ method: 'POST', url: '/api/password-reset/request', payload: { email: owner.email } });
    const mails = await app().database.db.select().from(outboxMessages).where(eq(outboxMessages.to, owner.email));
    const link = new URL(mails.map((mail) => /(http\S+\/reset-password\?\S+)/.exec(mail.body)?.[1]).find(Boolean)!);
    const reset = await app().app.inject({
      method: 'POST',
      url: '/api/password-reset/reset',
      payload: { token: link.searchParams.get('token'), email: link.searchParams.get('email'), newPassword: 'Nueva-Contrasena-2026' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await settlesWithin(Promise.all(streams.map((open) => open.ended)), 5_000)).toBe(true);
  });

  it('#37 removal from the business ends the member’s event streams; the owner’s stay open', async () => {
    const owner = await registerOwner(app().app);
    const agent = await addMember(app().app, owner.businessId);
    const agentAuth = await login(app().app, agent.email, agent.password);
    const agentStream = await stream(await createChat(agentAuth), agentAuth);
    const ownerStream = await stream(await createChat(owner.auth), owner.auth);
    expect([agentStream.status, ownerStream.status]).toEqual([200, 200]);
    expect((await app().app.inject({ method: 'POST', url: '/api/business/remove-user', headers: owner.auth, payload: { memberId: agent.memberId } })).statusCode).toBe(200);
    expect(await settlesWithin(agentStream.ended, 5_000)).toBe(true);
    expect(await settlesWithin(ownerStream.ended, 300)).toBe(false);
    ownerStream.abort();
  });
});

describe('#37 event streams are fed once per event', () => {
  const { app, baseUrl, json, createChat, waitForReply, service } = useStreamApp({ EVENT_STREAMS_PER_USER: '50', EVENT_STREAMS_PER_CONVERSATION: '50' });

  it('#37 each event is read from the database at most once and fanned out: 20 streams cost the reads of one', async () => {
    const readsFor = async (streams: number) => {
      const owner = await registerOwner(app().app);
      const chatId = await createChat(owner.auth, '¿Cuánto dura un contrato de alquiler de vivienda?');
      await waitForReply(owner.auth, chatId);
      // Streams of two sessions of the member (this app's caps allow 50 per conversation).
      const sessions = [owner.auth, await login(app().app, owner.email, owner.password)];
      const open = await Promise.all(Array.from({ length: streams }, (_, index) => openStream(baseUrl(), chatId, sessions[index % 2]!)));
      const readsById = (statements: string[]) => statements.filter((statement) => /from "messages" where "messages"\."id" = /.test(statement)).length;
      let recording = recordQueries();
      try {
        const sent = await json('POST', '/conversations/send-message', owner.auth, { chatId, message: '¿Y si el propietario quiere vender?' });
        const completedFor = (candidate: OpenStream) =>
          candidate.events.some((event) => event.type === 'message.completed' && event.message.replyToMessageId === sent.message.id);
        await until(() => open.every(completedFor));
        // Every stream saw the question created and the reply completed, with the same text.
        const texts = new Set(open.map((candidate) => candidate.events.findLast((event) => event.type === 'message.completed')).map((event) => event?.type === 'message.completed' && event.message.text));
        expect(texts.size).toBe(1);
        expect(open.every((candidate) => candidate.events.some((event) => event.type === 'message.created' && event.message.id === sent.message.id))).toBe(true);
        // Written by this process: its streams read neither the question nor the reply back.
        expect(readsById(recording.statements)).toBe(0);
        recording.stop();

        // A message another process wrote and announced: read once, whatever the number of streams.
        recording = recordQueries();
        const [row] = await app().database.db.insert(messages).values({ businessId: owner.businessId, conversationId: chatId, sender: 'USER', messageType: 'TEXT', text: 'Otra pestaña' }).returning();
        await service().events.publish({ kind: 'created', conversationId: chatId, messageId: row!.id });
        await until(() => open.every((candidate) => candidate.events.some((event) => event.type === 'message.created' && event.message.id === row!.id)));
      } finally {
        recording.stop();
        open.forEach((candidate) => candidate.abort());
      }
      return readsById(recording.statements);
    };
    expect(await readsFor(1)).toBe(1);
    expect(await readsFor(20)).toBe(1);
  });
});
