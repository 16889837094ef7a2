import type { AuthResponse } from '@mike/contracts';
import { and, count, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { businesses, conversations, members, messages } from '../../db/schema/index.ts';
import { STRONG_PASSWORD, addMember, createClock, inviteMember, login, registerOwner, uniqueAddress, type RegisteredOwner } from '../../test/factories.ts';
import { createPostgresTestDatabase, createTestApp, testEngine, type TestApp } from '../../test/helpers.ts';
import { callJson, registerOwnerThrough, startMike, type MikeProcess } from '../../test/processes.ts';
import { applySubscriptionState } from '../billing/billing-provider.ts';

type Auth = { authorization: string };

/**
 * SECURITY.md #30: a membership change takes effect in every process at once, and writes check the
 * membership in their own transaction. The clock stands still, so the membership cache's own expiry
 * (5 s) never rescues a test: only an eviction or the database can.
 */
describe('SECURITY.md #30 — membership changes take effect at once', () => {
  const clock = createClock(new Date('2026-06-01T10:00:00Z'));
  let t: TestApp;
  beforeAll(async () => {
    // No reply worker: the rows counted are the ones the member's requests wrote.
    t = await createTestApp({ env: { RUN_WORKERS: 'false' }, overrides: { now: clock.now } });
  });
  afterAll(() => t.close());

  const inject = (method: 'GET' | 'POST', url: string, auth: Auth, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: auth, ...(payload ? { payload } : {}) });

  /** An agent of a business, signed in, with one answered-or-not conversation the server holds in memory. */
  async function agentWithConversation(owner: RegisteredOwner) {
    const agent = await addMember(t.app, owner.businessId);
    const auth = await login(t.app, agent.email, agent.password);
    const created = await inject('POST', '/conversations/create', auth, { message: '¿Puede el casero entrar en el piso sin permiso?' });
    expect(created.statusCode, created.body).toBe(201);
    const chatId = created.json().chat.id as string;
    // Answered, so that a follow-up is acceptable and only the membership can refuse it.
    await t.database.db.insert(messages).values({
      businessId: owner.businessId,
      conversationId: chatId,
      sender: 'BOT',
      text: 'No, salvo urgencia o con tu permiso.',
      replyToMessageId: created.json().message.id as string,
    });
    // Polled once: the membership and the conversation are now in this process's memory.
    expect((await inject('GET', `/conversations/${chatId}`, auth)).statusCode).toBe(200);
    return { ...agent, auth, chatId };
  }

  /** What the agent has written in business A. */
  const writtenIn = async (businessId: string, clientUserId: string) => ({
    conversations: (await t.database.db.select({ n: count() }).from(conversations).where(and(eq(conversations.businessId, businessId), eq(conversations.clientUserId, clientUserId))))[0]!.n,
    messages: (
      await t.database.db
        .select({ n: count() })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(and(eq(messages.businessId, businessId), eq(conversations.clientUserId, clientUserId)))
    )[0]!.n,
  });

  it('#30 a removed member who joins another business cannot write into the old one, even within a second', async () => {
    const ownerA = await registerOwner(t.app, { businessName: 'Inmobiliaria A' });
    const ownerB = await registerOwner(t.app, { businessName: 'Inmobiliaria B' });
    const agent = await agentWithConversation(ownerA);
    const before = await writtenIn(ownerA.businessId, agent.clientUserId);

    expect((await inject('POST', '/business/remove-user', ownerA.auth, { memberId: agent.memberId })).statusCode).toBe(200);
    const invitation = await inviteMember(t.app, ownerB.auth, { email: agent.email, phone: agent.phone });
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/client-user/use-invitation',
      remoteAddress: uniqueAddress(),
      payload: { invitationId: invitation.invitationId, email: agent.email, password: STRONG_PASSWORD },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const auth = { authorization: `Bearer ${(joined.json() as AuthResponse).token}` };

    // At once, with the new session: A's conversation is gone for them, reading or writing.
    const sent = await inject('POST', '/conversations/send-message', auth, { chatId: agent.chatId, message: 'Sigo aquí: ¿me contestas?' });
    expect(sent.json(), sent.body).toMatchObject({ errorCode: 'NOT_FOUND' });
    expect(sent.statusCode).toBe(404);
    expect((await inject('GET', `/conversations/${agent.chatId}`, auth)).statusCode).toBe(404);
    // A new conversation belongs to the business they are in now.
    const created = await inject('POST', '/conversations/create', auth, { message: '¿Qué fianza se paga en un local?' });
    expect(created.statusCode, created.body).toBe(201);
    const [row] = await t.database.db.select().from(conversations).where(eq(conversations.id, created.json().chat.id as string));
    expect(row!.businessId).toBe(ownerB.businessId);
    expect(await writtenIn(ownerA.businessId, agent.clientUserId)).toEqual(before);
  });

  it('#30 a write reads the membership in its own transaction, not in the cache: a change whose notice has not arrived still stops it', async () => {
    const ownerA = await registerOwner(t.app, { businessName: 'Inmobiliaria A' });
    const ownerB = await registerOwner(t.app, { businessName: 'Inmobiliaria B' });
    const agent = await agentWithConversation(ownerA);
    const before = await writtenIn(ownerA.businessId, agent.clientUserId);
    // The member moves to B as another process would have done it, before its notification reaches this one.
    await t.database.db.update(members).set({ businessId: ownerB.businessId }).where(eq(members.id, agent.memberId));

    const sent = await inject('POST', '/conversations/send-message', agent.auth, { chatId: agent.chatId, message: 'Sigo aquí: ¿me contestas?' });
    expect(sent.statusCode, sent.body).toBe(404);
    const created = await inject('POST', '/conversations/create', agent.auth, { message: '¿Qué fianza se paga en un local?' });
    expect(created.statusCode, created.body).toBe(201);
    const [row] = await t.database.db.select().from(conversations).where(eq(conversations.id, created.json().chat.id as string));
    expect(row!.businessId).toBe(ownerB.businessId);
    expect(await writtenIn(ownerA.businessId, agent.clientUserId)).toEqual(before);
  });

  it('#30 a plan that ends is seen by every cached membership of the business when it commits', async () => {
    const owner = await registerOwner(t.app);
    const agent = await agentWithConversation(owner);
    const [business] = await t.database.db.select().from(businesses).where(eq(businesses.id, owner.businessId));
    // A plan bought, then ended (as a provider's report applies it): 0 seats.
    const plan = {
      provider: 'sandbox' as const,
      customerId: 'sbx_cus_test',
      subscriptionId: 'sbx_sub_test',
      quantity: business!.memberAllowedQuantity,
      currentPeriodStart: clock.now(),
      currentPeriodEnd: new Date(clock.now().getTime() + 30 * 24 * 3600 * 1000),
      cancelAt: null,
    };
    await t.database.db.transaction((tx) => applySubscriptionState(tx, owner.businessId, { ...plan, status: 'active' }, clock.now()));
    expect((await inject('GET', `/conversations/${agent.chatId}`, agent.auth)).statusCode).toBe(200);
    await t.database.db.transaction((tx) => applySubscriptionState(tx, owner.businessId, { ...plan, status: 'canceled' }, clock.now()));

    // The notification is delivered once the transaction commits; the cache would otherwise answer 200 for 5 s (the clock stands still).
    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== 403; attempt++) {
      status = (await inject('GET', `/conversations/${agent.chatId}`, agent.auth)).statusCode;
      if (status !== 403) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe(403);
  });
});

/**
 * The same across processes: two API processes on one PostgreSQL database, as behind a load balancer.
 * Process B holds the member's membership and conversation in memory; the removal and the joining go
 * through process A; B must refuse at once.
 */
describe.runIf(testEngine === 'postgres')('SECURITY.md #30 — across two API processes', () => {
  const cleanups: (() => Promise<unknown> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
  });

  it('#30 a member removed through process A and joining another business cannot read or write the old business through process B', async () => {
    const { url, drop } = await createPostgresTestDatabase();
    cleanups.push(drop);
    const started = await Promise.allSettled([startMike('api', { DATABASE_URL: url, RUN_WORKERS: 'false' }), startMike('api', { DATABASE_URL: url, RUN_WORKERS: 'false' })]);
    for (const result of started) if (result.status === 'fulfilled') cleanups.push(() => result.value.stop(5_000));
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const [a, b] = started.map((result) => (result as PromiseFulfilledResult<MikeProcess>).value) as [MikeProcess, MikeProcess];
    onTestFailed(() => {
      process.stderr.write(`--- API A ---\n${a.output()}\n--- API B ---\n${b.output()}\n`);
    });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    cleanups.push(() => client.end());

    const ownerA = await registerOwnerThrough(a.baseUrl);
    const ownerB = await registerOwnerThrough(a.baseUrl);
    const agent = { email: `agente.${process.pid}.${Date.now()}@inmobiliaria-test.es`, phone: `3469${String(Date.now()).slice(-7)}`, name: 'Luis Martín' };
    const join = async (owner: { token: string }) => {
      const business = (await callJson(a.baseUrl, 'GET', '/api/business/get', { token: owner.token })).body as { business: { id: string } };
      const invited = await callJson(a.baseUrl, 'POST', '/api/business/invite', { token: owner.token, body: { ...agent, rol: 'AGENT' } });
      expect(invited.status, JSON.stringify(invited.body)).toBe(200);
      const invites = (await callJson(a.baseUrl, 'GET', `/api/business/${business.business.id}/invites`, { token: owner.token })).body as { invites: { id: string; email: string }[] };
      const invitationId = invites.invites.find((invite) => invite.email === agent.email)!.id;
      const used = await callJson(a.baseUrl, 'POST', '/api/client-user/use-invitation', { body: { invitationId, email: agent.email, password: 'Arras-Penitenciales-1454' } });
      expect(used.status, JSON.stringify(used.body)).toBe(200);
      return { businessId: business.business.id, token: (used.body as AuthResponse).token };
    };

    const inA = await join(ownerA);
    const created = await callJson(b.baseUrl, 'POST', '/api/conversations/create', { token: inA.token, body: { message: '¿Puede el casero entrar en el piso sin permiso?' } });
    expect(created.status).toBe(201);
    const chatId = (created.body as { chat: { id: string } }).chat.id;
    expect((await callJson(b.baseUrl, 'GET', `/api/conversations/${chatId}`, { token: inA.token })).status).toBe(200);

    const team = (await callJson(a.baseUrl, 'GET', '/api/business/get', { token: ownerA.token })).body as { business: { members: { memberId: string; client?: { email: string } }[] } };
    const memberId = team.business.members.find((member) => member.client?.email === agent.email)!.memberId;
    expect((await callJson(a.baseUrl, 'POST', '/api/business/remove-user', { token: ownerA.token, body: { memberId } })).status).toBe(200);
    const inB = await join(ownerB);

    expect((await callJson(b.baseUrl, 'GET', `/api/conversations/${chatId}`, { token: inB.token })).status).toBe(404);
    const sent = await callJson(b.baseUrl, 'POST', '/api/conversations/send-message', { token: inB.token, body: { chatId, message: 'Sigo aquí: ¿me contestas?' } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(404);
    const again = await callJson(b.baseUrl, 'POST', '/api/conversations/create', { token: inB.token, body: { message: '¿Qué fianza se paga en un local?' } });
    expect(again.status).toBe(201);
    const rows = await client.query<{ business_id: string; n: number }>(
      'select c.business_id, count(m.id)::int as n from conversations c join messages m on m.conversation_id = c.id group by c.business_id',
    );
    expect(Object.fromEntries(rows.rows.map((row) => [row.business_id, row.n]))).toEqual({ [inA.businessId]: 1, [inB.businessId]: 1 });
  }, 120_000);
});
