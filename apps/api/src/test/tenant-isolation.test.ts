import { apiRoutes, browserRoutes, sandboxBillingRoutes, type ApiRoute } from '@mike/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema/index.ts';
import { loadLaws } from '../modules/legislation/index.ts';
import { boeTextXml, manyArticles } from './fake-boe.ts';
import { STRONG_PASSWORD, addMember, inviteMember, registerOwner, uniqueEmail, uniquePhone, type RegisteredOwner } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * SECURITY.md #11, generated from the contracts: every signed-in route that takes an id (a path
 * parameter, or a body or query field named `id`, `*Id`) is called with business B's OWNER token
 * on business A's ids, and must answer 404 NOT_FOUND with the database unchanged.
 *
 * Routes come from `apiRoutes`, `sandboxBillingRoutes` and `browserRoutes` (the event stream, which is
 * not a JSON call), so a route added later (by any module) is covered the day it is declared. A route
 * with no handler fails: its 404 would come from the not-found handler, which proves nothing.
 * Ids of data every business shares (`lawId`: the laws MIKE holds) are not tenant data: those
 * routes must answer B exactly what they answer A.
 * Anonymous routes are out of scope here: the only ids they take are capabilities mailed to one
 * person (`invitationId`) or returned to the caller (`intentId`), and their own tests cover them;
 * document links, the one anonymous route that names a tenant's object, have their own test below.
 */

/** Ids of what every business shares (the laws MIKE holds): not tenant data, checked apart below. */
const SHARED_ID_FIELDS = new Set(['lawId']);
/** Fields named like ids that name no object: a business's tax number (NIF/CIF) is a value the caller types. */
const NOT_OBJECT_ID_FIELDS = new Set(['taxId']);
const isIdField = (name: string) => (name === 'id' || /Id$/.test(name)) && !SHARED_ID_FIELDS.has(name) && !NOT_OBJECT_ID_FIELDS.has(name);

/** A JSON call or a browser route: what this matrix reads of either. */
type TestedRoute = Omit<ApiRoute, 'response'>;

interface IdRoute {
  name: string;
  route: TestedRoute;
  idFields: string[];
}

const shapeOf = (type: z.ZodType | undefined): Record<string, z.ZodType> =>
  type instanceof z.ZodObject ? (type.shape as Record<string, z.ZodType>) : {};


const fieldsOf = (route: TestedRoute) => [...Object.keys(shapeOf(route.params)), ...Object.keys(shapeOf(route.query)), ...Object.keys(shapeOf(route.body))];
// The browser routes (the event stream of a conversation) are covered like the JSON calls.
const signedInRoutes = Object.entries({ ...apiRoutes, ...sandboxBillingRoutes, ...browserRoutes } as Record<string, TestedRoute>).filter(
  ([, route]) => route.auth === 'user',
);
const idRoutes: IdRoute[] = signedInRoutes
  .map(([name, route]) => ({ name, route, idFields: fieldsOf(route).filter(isIdField) }))
  .filter((entry) => entry.idFields.length > 0);
/** Routes that name shared data only: any member of any business reads the same. */
const sharedRoutes = signedInRoutes.filter(([, route]) => fieldsOf(route).some((field) => SHARED_ID_FIELDS.has(field)) && !fieldsOf(route).some(isIdField));

/** Business A's objects: one of each kind an id may name. */
interface TenantA {
  owner: RegisteredOwner;
  ids: Record<string, string>;
}

describe('SECURITY.md #11 — tenant isolation matrix (generated from apiRoutes)', () => {
  let t: TestApp;
  let a: TenantA;
  let b: RegisteredOwner;
  const exercised: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    const owner = await registerOwner(t.app, { businessName: 'Inmobiliaria A' });
    const agent = await addMember(t.app, owner.businessId);
    const invited = await inviteMember(t.app, owner.auth);
    const db = t.database.db;
    const [conversation] = await db.insert(schema.conversations).values({ businessId: owner.businessId, clientUserId: owner.clientUser.id, language: 'SPANISH' }).returning();
    const [message] = await db
      .insert(schema.messages)
      .values({ businessId: owner.businessId, conversationId: conversation!.id, sender: 'USER', text: '¿Cuánto dura un contrato de alquiler?' })
      .returning();
    // A bot answer: the one id a vote names (the feedback route takes answers only).
    const [answer] = await db
      .insert(schema.messages)
      .values({ businessId: owner.businessId, conversationId: conversation!.id, sender: 'BOT', text: 'Cinco años como mínimo.', replyToMessageId: message!.id })
      .returning();
    const checkout = await t.app.inject({ method: 'GET', url: '/api/business/get-payment-url?quantity=3', headers: owner.auth });
    const sessionId = /\/sandbox\/checkout\/([0-9a-f-]{36})$/.exec(checkout.json().paymentUrl as string)?.[1];
    if (!sessionId) throw new Error(`no sandbox checkout for A: ${checkout.body}`);
    // A bill of A's with an invoice and a rectificativa: the id the invoice and credit-note routes name. Its buyer
    // is not B's, so only the tenant check stops B from rectifying it.
    const issued = new Date().toISOString();
    const invoice = {
      number: 'TEST-2026-000001',
      issuedAt: issued,
      seller: { name: 'MIKE', taxId: 'B12345674', address: 'Madrid' },
      buyer: { name: 'Inmobiliaria A', taxId: null, address: null, email: null },
      lines: [{ concept: 'Plan MIKE', quantity: 3, periodStart: null, periodEnd: null, baseCents: 8_182 }],
      vatRate: 21,
      baseCents: 8_182,
      vatCents: 1_718,
      totalCents: 9_900,
    };
    const [bill] = await db
      .insert(schema.bills)
      .values({ businessId: owner.businessId, status: 'PAID', totalCents: 9_900, date: new Date(), invoiceNumber: invoice.number, invoice })
      .returning();
    const creditNote = { ...invoice, number: 'TEST-R-2026-000001', buyer: { ...invoice.buyer, name: 'Inmobiliaria A S.L.' }, rectifies: { number: invoice.number, issuedAt: issued }, reason: 'Razón social', method: 'substitution' as const };
    await db.insert(schema.creditNotes).values({ businessId: owner.businessId, billId: bill!.id, number: creditNote.number, creditNote });
    a = {
      owner,
      ids: {
        businessId: owner.businessId,
        inviteId: invited.invitationId,
        invitationId: invited.invitationId,
        memberId: agent.memberId,
        id: conversation!.id,
        chatId: conversation!.id,
        conversationId: conversation!.id,
        messageId: answer!.id,
        clientUserId: owner.clientUser.id,
        sessionId,
        billId: bill!.id,
        // Not a route's field: the question whose answer A's own "Detener" names in the control below.
        questionId: message!.id,
      },
    };
    b = await registerOwner(t.app, { businessName: 'Inmobiliaria B' });
    const law = { name: 'LAU', fileName: `${SHARED_IDS.lawId}.xml`, read: async () => boeTextXml({ lawId: SHARED_IDS.lawId, date: '20230526', articles: manyArticles(1) }) };
    await loadLaws({ db: t.database.db, bus: t.app.ctx.bus, now: () => new Date() }, [law]);
  });
  afterAll(() => t.close());

  /** Every tenant table, and the sessions' revocation, in a stable order. */
  async function dump(): Promise<string> {
    const tables: Record<string, PgTable & { id: never }> = {
      businesses: schema.businesses,
      members: schema.members,
      invitations: schema.invitations,
      conversations: schema.conversations,
      messages: schema.messages,
      messageFeedback: schema.messageFeedback,
      documents: schema.documents,
      subscriptions: schema.subscriptions,
      bills: schema.bills,
      creditNotes: schema.creditNotes,
      sandboxCheckoutSessions: schema.sandboxCheckoutSessions,
      clientUsers: schema.clientUsers,
      ssoIdentities: schema.ssoIdentities,
      auditLog: schema.auditLog,
    } as never;
    const out: Record<string, unknown> = {};
    for (const [name, table] of Object.entries(tables)) {
      out[name] = await t.database.db.select().from(table).orderBy(asc(table.id));
    }
    out.sessions = await t.database.db
      .select({ id: schema.sessions.id, revokedAt: schema.sessions.revokedAt })
      .from(schema.sessions)
      .orderBy(asc(schema.sessions.id));
    return JSON.stringify(out);
  }

  /** The shared data the fixture holds: a law and one of its articles. */
  const SHARED_IDS = { lawId: 'BOE-A-1994-26003', article: '1' };

  /** A valid value for a field that is not an id, so the request reaches the handler. */
  function sample(name: string, type: z.ZodType): unknown {
    const known: Record<string, unknown> = {
      message: '¿Puedo subir la renta a mitad de contrato?',
      email: uniqueEmail('tenant'),
      phone: uniquePhone(),
      name: 'Prueba Aislamiento',
      rol: 'AGENT',
      password: STRONG_PASSWORD,
      quantity: 1,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
      ...SHARED_IDS,
    };
    if (name in known) return known[name];
    const kind = (type as unknown as { def: { type: string } }).def.type;
    if (kind === 'number') return 1;
    if (kind === 'boolean') return true;
    if (kind === 'enum') return (type as z.ZodEnum).options[0];
    return 'x';
  }

  function buildObject(type: z.ZodType | undefined, where: string): Record<string, unknown> | undefined {
    if (!type) return undefined;
    const value: Record<string, unknown> = {};
    for (const [field, fieldType] of Object.entries(shapeOf(type))) {
      if ((fieldType as unknown as { def: { type: string } }).def.type === 'optional') continue;
      if (isIdField(field)) {
        const id = a.ids[field];
        if (!id) throw new Error(`no id of business A for the ${where} field '${field}': add one to the fixture`);
        value[field] = id;
      } else {
        value[field] = sample(field, fieldType);
      }
    }
    const parsed = type.safeParse(value);
    if (!parsed.success) throw new Error(`could not build a valid ${where}: ${parsed.error.message}`);
    return value;
  }

  it.for(idRoutes.map((entry) => [`${entry.route.method} ${entry.route.path} (${entry.idFields.join(', ')})`, entry] as const))(
    '#11 %s with B’s token on A’s ids → 404 and nothing changes',
    async ([, entry]) => {
      const params = buildObject(entry.route.params, 'path') ?? {};
      const query = buildObject(entry.route.query, 'query');
      const body = buildObject(entry.route.body, 'body');
      const path = entry.route.path.replace(/:([A-Za-z]+)/g, (_match, key: string) => encodeURIComponent(String(params[key])));
      const url = `/api${path}`;
      // A 404 from the not-found handler would look like isolation: the route must have a handler.
      expect(t.app.hasRoute({ method: entry.route.method, url: `/api${entry.route.path}` }), `${entry.name} has no handler`).toBe(true);

      const before = await dump();
      const response = await t.app.inject({
        method: entry.route.method,
        url,
        headers: b.auth,
        ...(query ? { query: query as Record<string, string> } : {}),
        ...(body ? { payload: body } : {}),
      });
      expect(response.json(), `${entry.name}: ${response.body}`).toMatchObject({ errorCode: 'NOT_FOUND' });
      expect(response.statusCode).toBe(404);
      expect(await dump()).toBe(before);
      exercised.push(entry.name);
    },
  );

  /** A drafted document in a conversation of `owner`, stored as the reply worker stores one. */
  async function documentOf(owner: RegisteredOwner): Promise<{ chatId: string; documentId: string }> {
    const db = t.database.db;
    const [conversation] = await db.insert(schema.conversations).values({ businessId: owner.businessId, clientUserId: owner.clientUser.id, language: 'SPANISH' }).returning();
    const [question] = await db.insert(schema.messages).values({ businessId: owner.businessId, conversationId: conversation!.id, sender: 'USER', text: 'Redacta unas arras' }).returning();
    const [reply] = await db
      .insert(schema.messages)
      .values({ businessId: owner.businessId, conversationId: conversation!.id, sender: 'BOT', messageType: 'DOCUMENT', documentName: 'arras.docx', replyToMessageId: question!.id })
      .returning();
    const [document] = await db
      .insert(schema.documents)
      .values({ businessId: owner.businessId, messageId: reply!.id, fileName: 'arras.docx', mimeType: 'application/octet-stream', content: Buffer.from('PK') })
      .returning();
    return { chatId: conversation!.id, documentId: document!.id };
  }

  const documentLinkOf = async (owner: RegisteredOwner, chatId: string): Promise<string> => {
    const chat = await t.app.inject({ method: 'GET', url: `/api/conversations/${chatId}`, headers: owner.auth });
    return (chat.json().chat.messages as { documentUrl?: string }[]).find((message) => message.documentUrl)!.documentUrl!;
  };

  it('#11 GET /documents/:id/:fileName (anonymous, signed link): B’s link on A’s document → 404, and A’s own link works', async () => {
    const ofA = await documentOf(a.owner);
    const ofB = await documentOf(b);
    const linkB = await documentLinkOf(b, ofB.chatId);
    expect((await t.app.inject({ method: 'GET', url: linkB })).statusCode).toBe(200);
    const before = await dump();
    for (const url of [linkB.replace(ofB.documentId, ofA.documentId), `/api/documents/${ofA.documentId}/arras.docx?token=${new URL(linkB, 'http://x').searchParams.get('token')}`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: b.auth });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
    }
    expect(await dump()).toBe(before);
    const linkA = await documentLinkOf(a.owner, ofA.chatId);
    const own = await t.app.inject({ method: 'GET', url: linkA });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.toString()).toBe('PK');
  });

  it('#11 (control) exercised the handlers of the team routes, and A’s own owner still sees A’s data (the 404s are not vacuous)', async () => {
    expect(exercised).toEqual(
      expect.arrayContaining(['removeUser', 'getInvites', 'deleteInvite', 'getConversation', 'sendMessage', 'getSandboxCheckout', 'paySandboxCheckout', 'conversationEvents', 'renameConversation', 'sendMessageFeedback', 'stopReply', 'deleteConversation', 'rectifyInvoice', 'downloadCreditNote']),
    );
    const vote = await t.app.inject({ method: 'POST', url: `/api/conversations/${a.ids.id}/messages/${a.ids.messageId}/feedback`, headers: a.owner.auth, payload: { rating: 'up' } });
    expect(vote.statusCode, vote.body).toBe(200);
    const stop = await t.app.inject({ method: 'POST', url: `/api/conversations/${a.ids.id}/messages/${a.ids.questionId}/stop`, headers: a.owner.auth });
    expect(stop.json(), stop.body).toMatchObject({ stopped: false, message: { text: 'Cinco años como mínimo.' } });
    const own = await t.app.inject({ method: 'GET', url: `/api/business/${a.owner.businessId}/invites`, headers: a.owner.auth });
    expect(own.statusCode).toBe(200);
    expect(own.json().invites.map((invite: { id: string }) => invite.id)).toEqual([a.ids.inviteId]);
    const chat = await t.app.inject({ method: 'GET', url: `/api/conversations/${a.ids.id}`, headers: a.owner.auth });
    expect(chat.statusCode, chat.body).toBe(200);
    const checkout = await t.app.inject({ method: 'GET', url: `/api/billing/sandbox/checkout/${a.ids.sessionId}`, headers: a.owner.auth });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const creditNote = await t.app.inject({ method: 'GET', url: `/api/business/bills/${a.ids.billId}/credit-note.pdf`, headers: a.owner.auth });
    expect(creditNote.statusCode, creditNote.body).toBe(200);
  });

  it('#11 business-wide reads (usage, audit log, settings, personal export) answer the caller’s business only', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const usageUrl = `/api/business/usage?from=${day(-1)}&to=${day(1)}`;
    const get = (url: string, owner: { auth: { authorization: string } }) => t.app.inject({ method: 'GET', url, headers: owner.auth });
    const usageOfA = (await get(usageUrl, a.owner)).json();
    const usageOfB = (await get(usageUrl, b)).json();
    // The control: A sees its own question; B sees only its owner, and none of A's activity.
    const questionsOf = async (businessId: string) =>
      (await t.database.db.select().from(schema.messages).where(and(eq(schema.messages.businessId, businessId), eq(schema.messages.sender, 'USER')))).length;
    const total = (usage: { days: { questions: number }[] }) => usage.days.reduce((sum, entry) => sum + entry.questions, 0);
    expect(total(usageOfA)).toBeGreaterThan(0);
    expect(total(usageOfA)).toBe(await questionsOf(a.owner.businessId));
    expect(usageOfB.members.map((member: { name: string }) => member.name)).toEqual(['Ana García López']);
    expect(usageOfB.members).toHaveLength(1);
    expect(total(usageOfB)).toBe(await questionsOf(b.businessId));

    const auditOfA = (await get('/api/business/audit-log', a.owner)).body;
    const auditOfB = (await get('/api/business/audit-log', b)).json();
    const [invitation] = await t.database.db.select().from(schema.invitations).where(eq(schema.invitations.id, a.ids.inviteId!));
    expect(auditOfA).toContain(invitation!.email);
    expect(JSON.stringify(auditOfB)).not.toContain(invitation!.email);

    await t.app.inject({ method: 'POST', url: '/api/business/settings', headers: b.auth, payload: { retentionMonths: 6 } });
    expect((await get('/api/business/settings', a.owner)).json()).toEqual({ settings: { retentionMonths: null } });
    expect((await get('/api/business/settings', b)).json()).toEqual({ settings: { retentionMonths: 6 } });

    const exportOfA = unzipSync(new Uint8Array((await get('/api/client-user/export', a.owner)).rawPayload));
    const exportOfB = unzipSync(new Uint8Array((await get('/api/client-user/export', b)).rawPayload));
    expect(strFromU8(exportOfA['conversations.json']!)).toContain('¿Cuánto dura un contrato de alquiler?');
    expect(strFromU8(exportOfB['conversations.json']!)).not.toContain('¿Cuánto dura un contrato de alquiler?');
  });

  it.for(sharedRoutes.map(([name, route]) => [`${route.method} ${route.path} (${name})`, route] as const))(
    '#11 (shared data) %s answers B exactly what it answers A: laws are not tenant data',
    async ([, route]) => {
      const params = buildObject(route.params, 'path') ?? {};
      const url = `/api${route.path.replace(/:([A-Za-z]+)/g, (_match, key: string) => encodeURIComponent(String(params[key])))}`;
      const asA = await t.app.inject({ method: route.method, url, headers: a.owner.auth });
      const asB = await t.app.inject({ method: route.method, url, headers: b.auth });
      expect(asA.statusCode, asA.body).toBe(200);
      expect(asB.statusCode).toBe(200);
      expect(asB.body).toBe(asA.body);
    },
  );
});
