import { apiRoutes, browserRoutes, OkResponseSchema, PERSONAL_DATA_EXPORT_PATH, sandboxBillingRoutes, type ApiRoute, type Rol } from '@mike/contracts';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bills, businesses, clientUsers, conversations, invitations, members, messages } from '../../db/schema/index.ts';
import {
  STRONG_PASSWORD,
  addMember,
  inviteMember,
  login,
  registerOwner,
  uniqueAddress,
  uniqueEmail,
  uniquePhone,
  type RegisteredOwner,
} from '../../test/factories.ts';
import { boeTextXml, manyArticles } from '../../test/fake-boe.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { loadLaws } from '../legislation/index.ts';

type Auth = { authorization: string };
type Expectation = 'allow' | 'deny';
interface Request {
  method: ApiRoute['method'];
  url: string;
  payload?: object;
}

interface Action {
  name: string;
  route: ApiRoute;
  /** Builds the request (and whatever it acts on) afresh for each role. */
  prepare: (rol: Rol) => Promise<Request>;
  expected: Record<Rol, Expectation>;
}

const EVERYONE: Record<Rol, Expectation> = { OWNER: 'allow', ADMINISTRATIVE: 'allow', AGENT: 'allow', DEVELOPER: 'allow' };
// DESIGN.md §5: members and invites for OWNER and ADMINISTRATIVE; DEVELOPER is treated as AGENT.
const TEAM: Record<Rol, Expectation> = { OWNER: 'allow', ADMINISTRATIVE: 'allow', AGENT: 'deny', DEVELOPER: 'deny' };
const OWNER_ONLY: Record<Rol, Expectation> = { OWNER: 'allow', ADMINISTRATIVE: 'deny', AGENT: 'deny', DEVELOPER: 'deny' };
const ROLES: Rol[] = ['OWNER', 'ADMINISTRATIVE', 'AGENT', 'DEVELOPER'];
const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Ana García López' };

/**
 * SECURITY.md #12: every role × protected action of DESIGN.md §5, allows and denials, on one
 * business with a plan. A denial is 403 FORBIDDEN and leaves the business's rows as they were.
 */
describe('SECURITY.md #12 — role matrix', () => {
  let t: TestApp;
  let owner: RegisteredOwner;
  const auth = {} as Record<Rol, Auth>;
  const userIds = {} as Record<Rol, string>;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    owner = await registerOwner(t.app);
    // A live plan of 200 seats, bought through the sandbox checkout, so every billing call has something to act on.
    const checkout = await t.app.inject({ method: 'GET', url: '/api/business/get-payment-url?quantity=200', headers: owner.auth });
    const sessionId = /\/sandbox\/checkout\/([0-9a-f-]{36})$/.exec(checkout.json().paymentUrl as string)?.[1];
    const paid = await t.app.inject({ method: 'POST', url: `/api/billing/sandbox/checkout/${sessionId}/pay`, headers: owner.auth, payload: TEST_CARD });
    if (paid.statusCode !== 200) throw new Error(`plan not bought: ${paid.body}`);
    auth.OWNER = owner.auth;
    userIds.OWNER = owner.clientUser.id;
    for (const rol of ['ADMINISTRATIVE', 'AGENT', 'DEVELOPER'] as const) {
      const member = await addMember(t.app, owner.businessId, { rol });
      auth[rol] = await login(t.app, member.email, member.password);
      userIds[rol] = member.clientUserId;
    }
    const lau = { name: 'LAU', fileName: 'BOE-A-1994-26003.xml', read: async () => boeTextXml({ lawId: 'BOE-A-1994-26003', date: '20230526', articles: manyArticles(2) }) };
    await loadLaws({ db: t.database.db, bus: t.app.ctx.bus, now: () => new Date() }, [lau]);
  });
  afterAll(() => t.close());

  /** A chat of the member with this role, answered: every member acts on their own chats. */
  const ownChat = async (rol: Rol) => {
    const db = t.database.db;
    const [chat] = await db.insert(conversations).values({ businessId: owner.businessId, clientUserId: userIds[rol], language: 'SPANISH' }).returning();
    const [question] = await db.insert(messages).values({ businessId: owner.businessId, conversationId: chat!.id, sender: 'USER', text: '¿Cuánto dura un alquiler?' }).returning();
    const [answer] = await db
      .insert(messages)
      .values({ businessId: owner.businessId, conversationId: chat!.id, sender: 'BOT', text: 'Cinco años.', replyToMessageId: question!.id })
      .returning();
    return { chatId: chat!.id, questionId: question!.id, answerId: answer!.id };
  };

  /** The plan's invoiced bill; `changeDetails` first changes the billing details, so there is something to rectify. */
  const invoicedBill = async (changeDetails: boolean) => {
    if (changeDetails) {
      const details = { legalName: `Inmobiliaria Matriz ${Date.now()} S.L.`, taxId: 'B12345674', address: 'Calle Mayor 1', postalCode: '28013', city: 'Madrid', email: 'facturas@matriz.es' };
      const saved = await t.app.inject({ method: 'POST', url: '/api/business/billing-details', headers: owner.auth, payload: details });
      if (saved.statusCode !== 200) throw new Error(`billing details not saved: ${saved.body}`);
    }
    const [bill] = await t.database.db.select({ id: bills.id }).from(bills).where(eq(bills.businessId, owner.businessId)).limit(1);
    return bill!.id;
  };

  const actions: Action[] = [
    // Issue 14: each member renames and rates the answers of their own chats.
    {
      name: 'rename own chat',
      route: apiRoutes.renameConversation,
      expected: EVERYONE,
      prepare: async (rol) => ({ method: 'POST', url: `/api/conversations/${(await ownChat(rol)).chatId}/title`, payload: { title: 'Duración' } }),
    },
    { name: 'search own chats', route: apiRoutes.searchConversations, expected: EVERYONE, prepare: async () => ({ method: 'GET', url: '/api/conversations/search?q=alquiler' }) },
    {
      name: 'delete own chat',
      route: apiRoutes.deleteConversation,
      expected: EVERYONE,
      prepare: async (rol) => ({ method: 'DELETE', url: `/api/conversations/${(await ownChat(rol)).chatId}` }),
    },
    {
      name: 'rate an answer of own chat',
      route: apiRoutes.sendMessageFeedback,
      expected: EVERYONE,
      prepare: async (rol) => {
        const { chatId, answerId } = await ownChat(rol);
        return { method: 'POST', url: `/api/conversations/${chatId}/messages/${answerId}/feedback`, payload: { rating: 'down', comment: 'Falta el plazo' } };
      },
    },
    {
      name: 'stop the answer of own chat',
      route: apiRoutes.stopReply,
      expected: EVERYONE,
      prepare: async (rol) => {
        const { chatId, questionId } = await ownChat(rol);
        return { method: 'POST', url: `/api/conversations/${chatId}/messages/${questionId}/stop` };
      },
    },
    { name: 'get business', route: apiRoutes.getBusiness, expected: EVERYONE, prepare: async () => ({ method: 'GET', url: '/api/business/get' }) },
    // The laws behind citations: any member reads them (issue 11).
    { name: 'list laws', route: apiRoutes.getLegislation, expected: EVERYONE, prepare: async () => ({ method: 'GET', url: '/api/legislation' }) },
    {
      name: 'read a provision',
      route: apiRoutes.getLegislationArticle,
      expected: EVERYONE,
      prepare: async () => ({ method: 'GET', url: '/api/legislation/BOE-A-1994-26003/articles/2' }),
    },
    {
      name: 'invite',
      route: apiRoutes.invite,
      expected: TEAM,
      prepare: async () => ({
        method: 'POST',
        url: '/api/business/invite',
        payload: { email: uniqueEmail('matrix'), phone: uniquePhone(), name: 'Invitada Matriz', rol: 'ADMINISTRATIVE' },
      }),
    },
    {
      name: 'remove member',
      route: apiRoutes.removeUser,
      expected: TEAM,
      prepare: async () => ({ method: 'POST', url: '/api/business/remove-user', payload: { memberId: (await addMember(t.app, owner.businessId)).memberId } }),
    },
    {
      name: 'list invites',
      route: apiRoutes.getInvites,
      expected: TEAM,
      prepare: async () => ({ method: 'GET', url: `/api/business/${owner.businessId}/invites` }),
    },
    {
      name: 'cancel invite',
      route: apiRoutes.deleteInvite,
      expected: TEAM,
      prepare: async () => ({ method: 'DELETE', url: `/api/business/${owner.businessId}/invite/${(await inviteMember(t.app, owner.auth)).invitationId}` }),
    },
    // Issue 16: usage and the audit trail for those who manage the team; the retention rule is the OWNER's.
    { name: 'usage', route: apiRoutes.getUsage, expected: TEAM, prepare: async () => ({ method: 'GET', url: '/api/business/usage?from=2026-01-01&to=2026-01-31' }) },
    { name: 'audit log', route: apiRoutes.getAuditLog, expected: TEAM, prepare: async () => ({ method: 'GET', url: '/api/business/audit-log' }) },
    { name: 'read settings', route: apiRoutes.getBusinessSettings, expected: TEAM, prepare: async () => ({ method: 'GET', url: '/api/business/settings' }) },
    {
      name: 'set retention',
      route: apiRoutes.updateBusinessSettings,
      expected: OWNER_ONLY,
      // The value it already has: an allowed call changes nothing the other rows depend on.
      prepare: async () => ({ method: 'POST', url: '/api/business/settings', payload: { retentionMonths: null } }),
    },
    // Everyone's own data is theirs to download (account deletion, also everyone's, has its own tests).
    {
      name: 'export own data',
      route: { method: 'GET', path: PERSONAL_DATA_EXPORT_PATH, response: OkResponseSchema, auth: 'user' },
      expected: EVERYONE,
      prepare: async () => ({ method: 'GET', url: `/api${PERSONAL_DATA_EXPORT_PATH}` }),
    },
    ...(
      [
        ['payment URL', apiRoutes.getPaymentUrl, { method: 'GET', url: '/api/business/get-payment-url?quantity=3' }],
        ['customer session', apiRoutes.getPaymentCustomerSession, { method: 'GET', url: '/api/business/get-payment-customer-session' }],
        // Same quantity as now: an allowed call changes nothing the other rows depend on.
        ['seats', apiRoutes.updateAllowedMembersQuantity, { method: 'POST', url: '/api/business/update-allowed-members-quantity', payload: { quantity: 200 } }],
        ['bills', apiRoutes.getBills, { method: 'GET', url: '/api/business/get-bills' }],
        ['cancel URL', apiRoutes.getCancelSubscriptionUrl, { method: 'GET', url: '/api/business/get-cancel-subscription-url' }],
        ['subscription', apiRoutes.getSubscription, { method: 'GET', url: '/api/business/subscription' }],
        ['sync', apiRoutes.syncBusiness, { method: 'POST', url: '/api/business/sync' }],
        ['sandbox portal', sandboxBillingRoutes.getSandboxPortal, { method: 'GET', url: '/api/billing/sandbox/portal' }],
      ] as const
    ).map(([name, route, request]): Action => ({ name: `billing: ${name}`, route, expected: OWNER_ONLY, prepare: async () => request })),
    {
      name: 'billing: rectify an invoice',
      route: apiRoutes.rectifyInvoice,
      expected: OWNER_ONLY,
      prepare: async (rol) => ({ method: 'POST', url: `/api/business/bills/${await invoicedBill(rol === 'OWNER')}/rectify`, payload: { reason: 'NIF erróneo' } }),
    },
    {
      // Runs after the row above: the OWNER's rectification is the one downloaded.
      name: 'billing: rectificativa PDF',
      route: { ...browserRoutes.downloadCreditNote, response: OkResponseSchema },
      expected: OWNER_ONLY,
      prepare: async () => ({ method: 'GET', url: `/api/business/bills/${await invoicedBill(false)}/credit-note.pdf` }),
    },
  ];

  /** The business's rows, to prove a denial changed nothing. */
  const snapshot = async () =>
    JSON.stringify({
      business: await t.database.db.select().from(businesses).where(eq(businesses.id, owner.businessId)),
      members: await t.database.db.select().from(members).where(eq(members.businessId, owner.businessId)).orderBy(asc(members.id)),
      invitations: await t.database.db.select().from(invitations).where(eq(invitations.businessId, owner.businessId)).orderBy(asc(invitations.id)),
    });

  const rows = actions.flatMap((action) => ROLES.map((rol) => [`${action.name} as ${rol}: ${action.expected[rol]}`, action, rol] as const));

  it.for(rows)('#12 %s', async ([, action, rol]) => {
    // A route without a handler would answer 404 to every role: that is a failure, not a pass.
    expect(t.app.hasRoute({ method: action.route.method, url: `/api${action.route.path}` }), `${action.route.method} ${action.route.path} has no handler`).toBe(true);
    const request = await action.prepare(rol);
    const before = await snapshot();
    const response = await t.app.inject({ ...request, headers: auth[rol] });
    if (action.expected[rol] === 'deny') {
      expect(response.json(), response.body).toEqual({ errorCode: 'FORBIDDEN', message: expect.any(String) });
      expect(response.statusCode).toBe(403);
      expect(await snapshot()).toBe(before);
    } else {
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it('#12 an ADMINISTRATIVE may invite an ADMINISTRATIVE, and may not remove the OWNER', async () => {
    const invite = await t.app.inject({
      method: 'POST',
      url: '/api/business/invite',
      headers: auth.ADMINISTRATIVE,
      payload: { email: uniqueEmail(), phone: uniquePhone(), name: 'Otra Administrativa', rol: 'ADMINISTRATIVE' },
    });
    expect(invite.statusCode).toBe(200);
    const [ownerMember] = await t.database.db.select().from(members).where(eq(members.clientUserId, owner.clientUser.id));
    const remove = await t.app.inject({ method: 'POST', url: '/api/business/remove-user', headers: auth.ADMINISTRATIVE, payload: { memberId: ownerMember!.id } });
    expect(remove.json().errorCode).toBe('CANNOT_REMOVE_OWNER');
  });
});

/** SECURITY.md #13: strict bodies — a smuggled `rol: "OWNER"` is a 400 and changes nothing. */
describe('SECURITY.md #13 — mass assignment of rol', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const dump = async () =>
    JSON.stringify({
      members: await t.database.db.select().from(members).orderBy(asc(members.id)),
      invitations: await t.database.db.select().from(invitations).orderBy(asc(invitations.id)),
      users: (await t.database.db.select({ n: count() }).from(clientUsers))[0]!.n,
    });

  it('#13 rol: OWNER in invite, remove-user, use-invitation and use-invitation-with-sso → 400 VALIDATION_ERROR, nothing changed', async () => {
    const owner = await registerOwner(t.app);
    const agent = await addMember(t.app, owner.businessId);
    const pending = await inviteMember(t.app, owner.auth);
    const before = await dump();
    const attempts: { url: string; payload: object; headers?: Auth }[] = [
      { url: '/api/business/invite', headers: owner.auth, payload: { email: uniqueEmail(), phone: uniquePhone(), name: 'Nuevo Director', rol: 'OWNER' } },
      { url: '/api/business/invite', headers: owner.auth, payload: { email: uniqueEmail(), phone: uniquePhone(), name: 'X', rol: 'AGENT', status: 'ACTIVE' } },
      { url: '/api/business/remove-user', headers: owner.auth, payload: { memberId: agent.memberId, rol: 'OWNER' } },
      { url: '/api/client-user/use-invitation', payload: { invitationId: pending.invitationId, email: pending.email, password: STRONG_PASSWORD, rol: 'OWNER' } },
      { url: '/api/client-user/use-invitation-with-sso', payload: { invitationId: pending.invitationId, tokenSso: 'x'.repeat(40), ssoProvider: 'GOOGLE', rol: 'OWNER' } },
    ];
    for (const attempt of attempts) {
      const response = await t.app.inject({ method: 'POST', url: attempt.url, remoteAddress: uniqueAddress(), payload: attempt.payload, ...(attempt.headers ? { headers: attempt.headers } : {}) });
      expect(response.statusCode, `${attempt.url}: ${response.body}`).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_ERROR');
    }
    expect(await dump()).toBe(before);
    // The same invitation without the extra key still works: the 400s were about the key.
    const clean = await t.app.inject({
      method: 'POST',
      url: '/api/client-user/use-invitation',
      remoteAddress: uniqueAddress(),
      payload: { invitationId: pending.invitationId, email: pending.email, password: STRONG_PASSWORD },
    });
    expect(clean.statusCode).toBe(200);
    const [member] = await t.database.db.select().from(members).where(eq(members.id, pending.memberId));
    expect(member!.rol).toBe('AGENT');
  });
});
