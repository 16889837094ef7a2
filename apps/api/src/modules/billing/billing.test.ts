import { asc, eq } from 'drizzle-orm';
import type { Rol } from '@mike/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bills, businesses, sandboxCheckoutSessions, subscriptions } from '../../db/schema/index.ts';
import { addMember, createClock, inviteMember, login, registerOwner, type RegisteredOwner } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { BILLING_RENEWALS_QUEUE, runSandboxRenewals } from './index.ts';

const START = new Date('2026-06-01T10:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const BILLING_DETAILS = { legalName: 'Inmobiliaria Sol S.L.', taxId: 'B12345674', address: 'Calle Mayor 1', postalCode: '28013', city: 'Madrid', email: 'facturas@sol.es' };
const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Ana García López' };

type Auth = { authorization: string };

describe('billing with the sandbox provider', () => {
  const clock = createClock(START);
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ overrides: { now: clock.now } });
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const businessOf = async (businessId: string) => (await db().select().from(businesses).where(eq(businesses.id, businessId)))[0]!;
  const subscriptionOf = async (businessId: string) => (await db().select().from(subscriptions).where(eq(subscriptions.businessId, businessId)))[0];
  const billsOf = (businessId: string) => db().select().from(bills).where(eq(bills.businessId, businessId)).orderBy(asc(bills.date));
  /** Everything billing may change for a business, to prove that a refusal changed nothing. */
  const dump = async (businessId: string) =>
    JSON.stringify({
      business: await businessOf(businessId),
      subscription: await subscriptionOf(businessId),
      bills: await billsOf(businessId),
      sessions: await db().select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.businessId, businessId)).orderBy(asc(sandboxCheckoutSessions.id)),
    });

  const get = (url: string, auth: Auth) => t.app.inject({ method: 'GET', url, headers: auth });
  const post = (url: string, auth: Auth, payload?: object) => t.app.inject({ method: 'POST', url, headers: auth, ...(payload ? { payload } : {}) });

  /** Opens a checkout for `quantity` seats and returns its session id. */
  async function openCheckout(owner: RegisteredOwner, quantity: number): Promise<string> {
    const response = await get(`/api/business/get-payment-url?quantity=${quantity}`, owner.auth);
    expect(response.statusCode, response.body).toBe(200);
    const match = /^http:\/\/mike\.test\/sandbox\/checkout\/([0-9a-f-]{36})$/.exec(response.json().paymentUrl);
    expect(match, response.body).not.toBeNull();
    return match![1]!;
  }

  /** A business that bought `quantity` seats at the clock's time. */
  async function buyPlan(quantity: number): Promise<RegisteredOwner> {
    const owner = await registerOwner(t.app);
    const sessionId = await openCheckout(owner, quantity);
    const pay = await post(`/api/billing/sandbox/checkout/${sessionId}/pay`, owner.auth, TEST_CARD);
    expect(pay.statusCode, pay.body).toBe(200);
    return owner;
  }

  describe('OWNER only (DESIGN.md §5): ADMINISTRATIVE, AGENT and DEVELOPER get 403 and change nothing', () => {
    let owner: RegisteredOwner;
    const auth = {} as Record<Rol, Auth>;
    let sessionId: string;
    let billId: string;
    beforeAll(async () => {
      owner = await buyPlan(6);
      billId = (await billsOf(owner.businessId))[0]!.id;
      auth.OWNER = owner.auth;
      for (const rol of ['ADMINISTRATIVE', 'AGENT', 'DEVELOPER'] as const) {
        const member = await addMember(t.app, owner.businessId, { rol });
        auth[rol] = await login(t.app, member.email, member.password);
      }
      // A session of the owner's own business, for the checkout page rows.
      sessionId = (await db().insert(sandboxCheckoutSessions).values({ businessId: owner.businessId, quantity: 6, createdAt: clock.now() }).returning())[0]!.id;
    });

    const calls: [string, () => { method: 'GET' | 'POST'; url: string; payload?: object }][] = [
      ['get-payment-url', () => ({ method: 'GET', url: '/api/business/get-payment-url?quantity=6' })],
      ['get-payment-customer-session', () => ({ method: 'GET', url: '/api/business/get-payment-customer-session' })],
      ['update-allowed-members-quantity', () => ({ method: 'POST', url: '/api/business/update-allowed-members-quantity', payload: { quantity: 6 } })],
      ['get-bills', () => ({ method: 'GET', url: '/api/business/get-bills' })],
      ['seat-change-preview', () => ({ method: 'GET', url: '/api/business/seat-change-preview?quantity=7' })],
      ['get billing-details', () => ({ method: 'GET', url: '/api/business/billing-details' })],
      ['set billing-details', () => ({ method: 'POST', url: '/api/business/billing-details', payload: BILLING_DETAILS })],
      ['invoice pdf', () => ({ method: 'GET', url: `/api/business/bills/${billId}/invoice.pdf` })],
      ['get-cancel-subscription-url', () => ({ method: 'GET', url: '/api/business/get-cancel-subscription-url' })],
      ['subscription', () => ({ method: 'GET', url: '/api/business/subscription' })],
      ['sync', () => ({ method: 'POST', url: '/api/business/sync' })],
      ['sandbox checkout', () => ({ method: 'GET', url: `/api/billing/sandbox/checkout/${sessionId}` })],
      ['sandbox pay', () => ({ method: 'POST', url: `/api/billing/sandbox/checkout/${sessionId}/pay`, payload: TEST_CARD })],
      ['sandbox cancel checkout', () => ({ method: 'POST', url: `/api/billing/sandbox/checkout/${sessionId}/cancel` })],
      ['sandbox portal', () => ({ method: 'GET', url: '/api/billing/sandbox/portal' })],
      ['sandbox portal cancel', () => ({ method: 'POST', url: '/api/billing/sandbox/portal/cancel' })],
    ];

    it.for(calls.flatMap(([name, build]) => (['ADMINISTRATIVE', 'AGENT', 'DEVELOPER'] as const).map((rol) => [`${name} as ${rol} → 403`, build, rol] as const)))(
      '%s',
      async ([, build, rol]) => {
        const before = await dump(owner.businessId);
        const response = await t.app.inject({ ...build(), headers: auth[rol] });
        expect(response.statusCode, response.body).toBe(403);
        expect(response.json()).toEqual({ errorCode: 'FORBIDDEN', message: 'Solo el director puede gestionar la suscripción.' });
        expect(await dump(owner.businessId)).toBe(before);
      },
    );

    it('the OWNER gets every call (the last ones cancel, so they run last)', async () => {
      for (const [name, build] of calls) {
        const response = await t.app.inject({ ...build(), headers: auth.OWNER });
        // Paying a second plan while one is live is refused for money reasons, not for the role.
        const expected = name === 'sandbox pay' ? 409 : 200;
        expect(response.statusCode, `${name}: ${response.body}`).toBe(expected);
      }
    });

    it('without a signed-in user → 401', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/business/get-bills' });
      expect(response.statusCode).toBe(401);
    });
  });

  it('checkout → pay with 4242… → subscription active for a month, trial ended, seats = quantity, one PAID bill of 20 × quantity', async () => {
    const owner = await registerOwner(t.app);
    expect((await businessOf(owner.businessId)).trialEndDate).not.toBeNull();
    const sessionId = await openCheckout(owner, 4);

    const summary = await get(`/api/billing/sandbox/checkout/${sessionId}`, owner.auth);
    expect(summary.json()).toEqual({
      checkoutSession: { id: sessionId, status: 'open', quantity: 4, unitPrice: 20, total: 80, currency: 'EUR', businessName: 'Inmobiliaria Sol' },
    });

    const pay = await post(`/api/billing/sandbox/checkout/${sessionId}/pay`, owner.auth, { ...TEST_CARD, cardNumber: '4242424242424242' });
    expect(pay.json()).toEqual({ redirectUrl: '/success-payment' });

    expect(await businessOf(owner.businessId)).toMatchObject({ trialEndDate: null, memberAllowedQuantity: 4 });
    expect(await subscriptionOf(owner.businessId)).toMatchObject({
      provider: 'sandbox',
      status: 'active',
      quantity: 4,
      currentPeriodStart: START,
      currentPeriodEnd: new Date('2026-07-01T10:00:00Z'),
      cancelAt: null,
    });
    const billsResponse = await get('/api/business/get-bills', owner.auth);
    expect(billsResponse.json()).toEqual({
      bills: [
        {
          id: expect.any(String),
          status: 'PAID',
          total: 80,
          date: START.toISOString(),
          concept: 'Plan MIKE (alta)',
          seats: 4,
          periodStart: START.toISOString(),
          periodEnd: '2026-07-01T10:00:00.000Z',
          invoiceNumber: expect.stringMatching(/^MIKE-2026-\d{6}$/),
        },
      ],
    });
    expect((await get(`/api/billing/sandbox/checkout/${sessionId}`, owner.auth)).json().checkoutSession.status).toBe('completed');
    expect((await get('/api/business/subscription', owner.auth)).json()).toEqual({ subscriptionStatus: { cancelAt: null } });
    const business = (await post('/api/business/sync', owner.auth)).json().business;
    expect(business).toMatchObject({ memberAllowedQuantity: 4, trialEndDate: null });
  });

  it('a declined card (or an expired one) answers 402 CARD_DECLINED in Spanish and changes nothing', async () => {
    const owner = await registerOwner(t.app);
    const sessionId = await openCheckout(owner, 2);
    const before = await dump(owner.businessId);
    for (const card of [
      { ...TEST_CARD, cardNumber: '4000 0000 0000 0002' },
      { ...TEST_CARD, expiry: '01/26' },
    ]) {
      const response = await post(`/api/billing/sandbox/checkout/${sessionId}/pay`, owner.auth, card);
      expect(response.statusCode).toBe(402);
      expect(response.json()).toEqual({ errorCode: 'CARD_DECLINED', message: expect.stringMatching(/tarjeta/) });
    }
    expect(await dump(owner.businessId)).toBe(before);
    // The same session still pays with the test card afterwards.
    expect((await post(`/api/billing/sandbox/checkout/${sessionId}/pay`, owner.auth, TEST_CARD)).statusCode).toBe(200);
  });

  it('paying one session twice, even at the same time, makes one subscription and one bill', async () => {
    const owner = await registerOwner(t.app);
    const sessionId = await openCheckout(owner, 3);
    const [first, second] = await Promise.all([
      post(`/api/billing/sandbox/checkout/${sessionId}/pay`, owner.auth, TEST_CARD),
      post(`/api/billing/sandbox/checkout/${sessionId}/pay`, owner.auth, TEST_CARD),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const again = await post(`/api/billing/sandbox/checkout/${sessionId}/pay`, owner.auth, TEST_CARD);
    expect(again.json()).toEqual({ errorCode: 'CHECKOUT_SESSION_CLOSED', message: 'Este pago ya se ha realizado.' });
    expect((await billsOf(owner.businessId)).map((bill) => bill.totalCents)).toEqual([6000]);
  });

  it('a second open checkout cannot start a second plan; with a live plan get-payment-url sends to /pricing and opens nothing', async () => {
    const owner = await registerOwner(t.app);
    const first = await openCheckout(owner, 2);
    const second = await openCheckout(owner, 5);
    expect((await post(`/api/billing/sandbox/checkout/${first}/pay`, owner.auth, TEST_CARD)).statusCode).toBe(200);
    const before = await dump(owner.businessId);
    const refused = await post(`/api/billing/sandbox/checkout/${second}/pay`, owner.auth, TEST_CARD);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe('CHECKOUT_SESSION_CLOSED');
    expect(await dump(owner.businessId)).toBe(before);

    const url = await get('/api/business/get-payment-url?quantity=8', owner.auth);
    expect(url.json()).toEqual({ paymentUrl: 'http://mike.test/pricing' });
    expect(await dump(owner.businessId)).toBe(before);
  });

  it('cancelling a checkout redirects to /cancelled-payment and the session can no longer be paid', async () => {
    const owner = await registerOwner(t.app);
    const sessionId = await openCheckout(owner, 2);
    expect((await post(`/api/billing/sandbox/checkout/${sessionId}/cancel`, owner.auth)).json()).toEqual({ redirectUrl: '/cancelled-payment' });
    const pay = await post(`/api/billing/sandbox/checkout/${sessionId}/pay`, owner.auth, TEST_CARD);
    expect(pay.json().errorCode).toBe('CHECKOUT_SESSION_CLOSED');
    expect(await subscriptionOf(owner.businessId)).toBeUndefined();
    expect((await businessOf(owner.businessId)).trialEndDate).not.toBeNull();
  });

  it('#11 another business’s checkout session is 404 and untouched', async () => {
    const a = await registerOwner(t.app);
    const b = await registerOwner(t.app);
    const sessionId = await openCheckout(a, 2);
    const before = await dump(a.businessId);
    for (const response of [
      await get(`/api/billing/sandbox/checkout/${sessionId}`, b.auth),
      await post(`/api/billing/sandbox/checkout/${sessionId}/pay`, b.auth, TEST_CARD),
      await post(`/api/billing/sandbox/checkout/${sessionId}/cancel`, b.auth),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().errorCode).toBe('NOT_FOUND');
    }
    expect(await dump(a.businessId)).toBe(before);
    expect(await subscriptionOf(b.businessId)).toBeUndefined();
  });

  it('a seat increase bills the rest of the period (PENDING, then PAID) and a decrease takes effect at once with no invoice', async () => {
    const owner = await buyPlan(2);
    // Period 1 June → 1 July (30 days); 12 days later 18 days remain: 3 seats × 20 € × 18/30 = 36 €.
    clock.advance(12 * DAY_MS);
    try {
      const up = await post('/api/business/update-allowed-members-quantity', owner.auth, { quantity: 5 });
      expect(up.statusCode, up.body).toBe(200);
      expect(up.json().business.memberAllowedQuantity).toBe(5);
      expect(await subscriptionOf(owner.businessId)).toMatchObject({ quantity: 5, currentPeriodEnd: new Date('2026-07-01T10:00:00Z') });
      const listed = (await get('/api/business/get-bills', owner.auth)).json().bills;
      expect(listed.map((bill: { total: number; status: string }) => [bill.total, bill.status])).toEqual([
        [36, 'PAID'],
        [40, 'PAID'],
      ]);

      const down = await post('/api/business/update-allowed-members-quantity', owner.auth, { quantity: 3 });
      expect(down.json().business.memberAllowedQuantity).toBe(3);
      expect((await subscriptionOf(owner.businessId))!.quantity).toBe(3);
      expect(await billsOf(owner.businessId)).toHaveLength(2);

      // The same quantity changes nothing.
      const before = await dump(owner.businessId);
      expect((await post('/api/business/update-allowed-members-quantity', owner.auth, { quantity: 3 })).statusCode).toBe(200);
      expect(await dump(owner.businessId)).toBe(before);
    } finally {
      clock.set(START);
    }
  });

  it('seats cannot go below the ACTIVE + INVITED members (SEATS_BELOW_MEMBERS), nor below 1 (400)', async () => {
    const owner = await buyPlan(4);
    await addMember(t.app, owner.businessId);
    await addMember(t.app, owner.businessId, { rol: 'ADMINISTRATIVE' });
    await inviteMember(t.app, owner.auth);
    const before = await dump(owner.businessId);
    const below = await post('/api/business/update-allowed-members-quantity', owner.auth, { quantity: 3 });
    expect(below.statusCode).toBe(409);
    expect(below.json()).toEqual({ errorCode: 'SEATS_BELOW_MEMBERS', message: expect.stringContaining('4') });
    const zero = await post('/api/business/update-allowed-members-quantity', owner.auth, { quantity: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errorCode).toBe('VALIDATION_ERROR');
    expect(await dump(owner.businessId)).toBe(before);
    // Exactly the members is fine.
    expect((await post('/api/business/update-allowed-members-quantity', owner.auth, { quantity: 4 })).statusCode).toBe(200);
    // A first purchase below the team is refused too.
    const other = await registerOwner(t.app);
    await addMember(t.app, other.businessId);
    expect((await get('/api/business/get-payment-url?quantity=1', other.auth)).json().errorCode).toBe('SEATS_BELOW_MEMBERS');
  });

  it('during the trial there is no subscription: seats and cancel answer NO_SUBSCRIPTION; bills are empty; cancelAt is null', async () => {
    const owner = await registerOwner(t.app);
    const before = await dump(owner.businessId);
    const seats = await post('/api/business/update-allowed-members-quantity', owner.auth, { quantity: 5 });
    expect(seats.statusCode).toBe(409);
    expect(seats.json().errorCode).toBe('NO_SUBSCRIPTION');
    const cancel = await get('/api/business/get-cancel-subscription-url', owner.auth);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().errorCode).toBe('NO_SUBSCRIPTION');
    expect((await get('/api/business/get-bills', owner.auth)).json()).toEqual({ bills: [] });
    expect((await get('/api/business/subscription', owner.auth)).json()).toEqual({ subscriptionStatus: { cancelAt: null } });
    expect((await get('/api/business/get-payment-customer-session', owner.auth)).json().customerSecret).toMatch(/^sandbox_cuss_/);
    expect(await dump(owner.businessId)).toBe(before);
  });

  it('a scheduled cancellation keeps the seats until the end of the period, then ends the plan (0 seats, no renewal bill)', async () => {
    const owner = await buyPlan(3);
    const url = await get('/api/business/get-cancel-subscription-url', owner.auth);
    expect(url.json()).toEqual({ cancelSubscriptionUrl: 'http://mike.test/sandbox/portal' });
    const portal = await get('/api/billing/sandbox/portal', owner.auth);
    expect(portal.json()).toEqual({
      portal: { businessName: 'Inmobiliaria Sol', quantity: 3, unitPrice: 20, total: 60, currentPeriodEnd: '2026-07-01T10:00:00.000Z', cancelAt: null },
    });
    const cancel = await post('/api/billing/sandbox/portal/cancel', owner.auth);
    expect(cancel.json()).toEqual({ redirectUrl: '/pricing', cancelAt: '2026-07-01T10:00:00.000Z' });
    expect((await get('/api/business/subscription', owner.auth)).json()).toEqual({ subscriptionStatus: { cancelAt: '2026-07-01T10:00:00.000Z' } });

    const justBefore = new Date('2026-07-01T09:59:59Z');
    expect((await runSandboxRenewals(t.app.ctx, justBefore)).canceled).not.toContain(owner.businessId);
    expect((await businessOf(owner.businessId)).memberAllowedQuantity).toBe(3);

    const end = new Date('2026-07-01T10:00:00Z');
    const result = await runSandboxRenewals(t.app.ctx, end);
    expect(result.canceled).toContain(owner.businessId);
    expect(result.renewed).not.toContain(owner.businessId);
    expect(await businessOf(owner.businessId)).toMatchObject({ memberAllowedQuantity: 0, trialEndDate: null });
    expect((await subscriptionOf(owner.businessId))!.status).toBe('canceled');
    expect(await billsOf(owner.businessId)).toHaveLength(1);
    expect((await get('/api/business/subscription', owner.auth)).json()).toEqual({ subscriptionStatus: { cancelAt: null } });

    // A second run, later, changes nothing; a new purchase is possible again.
    const after = await dump(owner.businessId);
    await runSandboxRenewals(t.app.ctx, new Date('2026-08-15T00:00:00Z'));
    expect(await dump(owner.businessId)).toBe(after);
    expect((await get('/api/business/get-payment-url?quantity=2', owner.auth)).json().paymentUrl).toMatch(/\/sandbox\/checkout\//);
  });

  it('a renewal moves the period on by a month with a PAID bill of 20 × quantity, once however often it runs', async () => {
    const owner = await buyPlan(2);
    const end = new Date('2026-07-01T10:00:00Z');
    const [first, second] = await Promise.all([runSandboxRenewals(t.app.ctx, end), runSandboxRenewals(t.app.ctx, end)]);
    expect([...first.renewed, ...second.renewed].filter((id) => id === owner.businessId)).toHaveLength(1);
    await runSandboxRenewals(t.app.ctx, new Date(end.getTime() + 60_000));
    expect(await subscriptionOf(owner.businessId)).toMatchObject({
      status: 'active',
      quantity: 2,
      currentPeriodStart: end,
      currentPeriodEnd: new Date('2026-08-01T10:00:00Z'),
    });
    expect((await billsOf(owner.businessId)).map((bill) => [bill.totalCents, bill.status, bill.date.toISOString()])).toEqual([
      [4000, 'PAID', START.toISOString()],
      [4000, 'PAID', end.toISOString()],
    ]);
    expect((await businessOf(owner.businessId)).memberAllowedQuantity).toBe(2);
  });

  it('runs through the pg-boss queue: a job on billing.renewals ends a subscription whose cancellation date has come', async () => {
    const owner = await buyPlan(2);
    const past = new Date(clock.now().getTime() - 1_000);
    await db().update(subscriptions).set({ currentPeriodEnd: past, cancelAt: past }).where(eq(subscriptions.businessId, owner.businessId));
    expect(await t.app.ctx.jobs.send(BILLING_RENEWALS_QUEUE, {})).toBeTruthy();
    const deadline = Date.now() + 20_000;
    while ((await subscriptionOf(owner.businessId))!.status !== 'canceled') {
      if (Date.now() > deadline) throw new Error('the billing.renewals job did not run');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect((await businessOf(owner.businessId)).memberAllowedQuantity).toBe(0);
    const schedules = await t.app.ctx.jobs.getSchedules();
    expect(schedules.map((schedule) => schedule.name)).toContain(BILLING_RENEWALS_QUEUE);
  });

  it('the Stripe webhook does not exist with the sandbox provider', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/billing/webhook', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(response.statusCode).toBe(404);
  });
});
