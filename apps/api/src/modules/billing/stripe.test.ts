import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { billingEvents, bills, businesses, subscriptions } from '../../db/schema/index.ts';
import { FakeStripe, deliverWebhook, stripeEvent, subscribeThroughStripe } from '../../test/fake-stripe.ts';
import { addMember, login, registerOwner, type RegisteredOwner } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';

const WEBHOOK_SECRET = 'whsec_test_mike_0123456789abcdef';
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('billing with the Stripe provider (SDK against a local fake of the Stripe API)', () => {
  const fake = new FakeStripe();
  let t: TestApp;
  beforeAll(async () => {
    await fake.start();
    t = await createTestApp({
      env: {
        BILLING_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_mike',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_PRICE_ID: 'price_test_seat',
        STRIPE_API_BASE: fake.url,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake.stop();
  });
  beforeEach(() => {
    fake.failing = false;
  });

  const db = () => t.database.db;
  const businessOf = async (businessId: string) => (await db().select().from(businesses).where(eq(businesses.id, businessId)))[0]!;
  const subscriptionOf = async (businessId: string) => (await db().select().from(subscriptions).where(eq(subscriptions.businessId, businessId)))[0];
  const dump = async (businessId: string) =>
    JSON.stringify({
      business: await businessOf(businessId),
      subscription: await subscriptionOf(businessId),
      bills: await db().select().from(bills).where(eq(bills.businessId, businessId)).orderBy(asc(bills.id)),
      events: await db().select().from(billingEvents).orderBy(asc(billingEvents.id)),
    });
  const get = (url: string, auth: { authorization: string }) => t.app.inject({ method: 'GET', url, headers: auth });
  const post = (url: string, auth: { authorization: string }, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: auth, ...(payload ? { payload } : {}) });

  const deliver = (event: Record<string, unknown>, options: Parameters<typeof deliverWebhook>[3] = {}) => deliverWebhook(t.app, WEBHOOK_SECRET, event, options);
  const subscribedOwner = (quantity: number) => subscribeThroughStripe(t.app, fake, WEBHOOK_SECRET, quantity);

  it('get-payment-url creates a Checkout Session (subscription, price × quantity, our customer, client_reference_id, return URLs) and reuses the customer', async () => {
    const owner = await registerOwner(t.app);
    const response = await get('/api/business/get-payment-url?quantity=4', owner.auth);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().paymentUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test/);
    const [checkout] = fake.calls('POST', '/v1/checkout/sessions').slice(-1);
    const customer = (await subscriptionOf(owner.businessId))!.providerCustomerId;
    expect(customer).toMatch(/^cus_test/);
    expect(checkout!.params).toMatchObject({
      mode: 'subscription',
      customer,
      client_reference_id: owner.businessId,
      line_items: { 0: { price: 'price_test_seat', quantity: '4' } },
      success_url: 'http://mike.test/success-payment',
      cancel_url: 'http://mike.test/cancelled-payment',
    });
    // The waiting row holds the customer but no seats: the trial goes on.
    expect(await subscriptionOf(owner.businessId)).toMatchObject({ status: 'incomplete', quantity: 0 });
    expect(await businessOf(owner.businessId)).toMatchObject({ memberAllowedQuantity: 3 });

    const customersBefore = fake.customers.size;
    await get('/api/business/get-payment-url?quantity=2', owner.auth);
    const secret = await get('/api/business/get-payment-customer-session', owner.auth);
    expect(fake.customers.size).toBe(customersBefore);
    expect(secret.json().customerSecret).toMatch(/^cuss_secret_/);
    const [customerSession] = fake.calls('POST', '/v1/customer_sessions').slice(-1);
    expect(customerSession!.params).toEqual({ customer, components: { pricing_table: { enabled: 'true' } } });
  });

  it('checkout.session.completed applies the subscription as Stripe holds it: active, seats = quantity, trial ended', async () => {
    const { owner, subscription, customer } = await subscribedOwner(3);
    expect(await businessOf(owner.businessId)).toMatchObject({ memberAllowedQuantity: 3, trialEndDate: null });
    expect(await subscriptionOf(owner.businessId)).toMatchObject({
      provider: 'stripe',
      providerCustomerId: customer,
      providerSubscriptionId: subscription.id,
      status: 'active',
      quantity: 3,
      cancelAt: null,
    });
    // With a live plan there is no second checkout.
    const again = await get('/api/business/get-payment-url?quantity=5', owner.auth);
    expect(again.json()).toEqual({ paymentUrl: 'http://mike.test/pricing' });
  });

  it('seat updates call subscriptions.update with the item and always_invoice (the prorated amount is charged at once); below the members → SEATS_BELOW_MEMBERS without calling Stripe', async () => {
    const { owner, subscription } = await subscribedOwner(3);
    const response = await post('/api/business/update-allowed-members-quantity', owner.auth, { quantity: 6 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().business.memberAllowedQuantity).toBe(6);
    const [update] = fake.calls('POST', `/v1/subscriptions/${subscription.id}`);
    expect(update!.params).toEqual({ items: { 0: { id: subscription.items.data[0]!.id, quantity: '6' } }, proration_behavior: 'always_invoice' });
    expect(fake.subscriptions.get(subscription.id).items.data[0].quantity).toBe(6);

    await addMember(t.app, owner.businessId);
    await addMember(t.app, owner.businessId);
    const updatesBefore = fake.calls('POST', `/v1/subscriptions/${subscription.id}`).length;
    const below = await post('/api/business/update-allowed-members-quantity', owner.auth, { quantity: 2 });
    expect(below.json().errorCode).toBe('SEATS_BELOW_MEMBERS');
    expect(fake.calls('POST', `/v1/subscriptions/${subscription.id}`)).toHaveLength(updatesBefore);
  });

  it('#15 seat-change-preview asks Stripe for the invoice preview of the same change (always_invoice, now) and changes nothing', async () => {
    const { owner, subscription } = await subscribedOwner(3);
    const response = await get('/api/business/seat-change-preview?quantity=5', owner.auth);
    expect(response.statusCode, response.body).toBe(200);
    const [preview] = fake.calls('POST', '/v1/invoices/create_preview').slice(-1);
    expect(preview!.params).toMatchObject({
      subscription: subscription.id,
      subscription_details: { items: { 0: { id: subscription.items.data[0]!.id, quantity: '5' } }, proration_behavior: 'always_invoice' },
    });
    const body = response.json().preview;
    // 2 seats × 20 € for (almost) the whole 30-day period just started.
    expect(body.amountDueNow).toBeGreaterThan(39.9);
    expect(body.amountDueNow).toBeLessThanOrEqual(40);
    expect(body).toMatchObject({ quantity: 5, currentQuantity: 3, newMonthlyTotal: 100 });
    expect(fake.subscriptions.get(subscription.id).items.data[0].quantity).toBe(3);
    expect(fake.calls('POST', `/v1/subscriptions/${subscription.id}`)).toHaveLength(0);
  });

  it('#15 billing details go to the Stripe customer: name, email, address and the NIF/CIF as an es_cif tax id, once', async () => {
    const { owner, customer } = await subscribedOwner(2);
    const details = { legalName: 'Inmobiliaria Sol S.L.', taxId: 'b-12345674', address: 'Calle Mayor 1', postalCode: '28013', city: 'Madrid', email: 'facturas@sol.es' };
    for (let time = 0; time < 2; time += 1) {
      const saved = await post('/api/business/billing-details', owner.auth, details);
      expect(saved.statusCode, saved.body).toBe(200);
    }
    expect(fake.customers.get(customer)).toMatchObject({ name: 'Inmobiliaria Sol S.L.', email: 'facturas@sol.es', address: { city: 'Madrid', country: 'ES' } });
    expect(fake.customers.get(customer).tax_ids).toEqual([expect.objectContaining({ type: 'es_cif', value: 'B12345674' })]);
  });

  it('cancel URL is a Billing Portal session returning to /pricing; NO_SUBSCRIPTION without a plan', async () => {
    const { owner, customer } = await subscribedOwner(2);
    const response = await get('/api/business/get-cancel-subscription-url', owner.auth);
    expect(response.json().cancelSubscriptionUrl).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    expect(fake.calls('POST', '/v1/billing_portal/sessions').slice(-1)[0]!.params).toEqual({ customer, return_url: 'http://mike.test/pricing' });

    const trial = await registerOwner(t.app);
    expect((await get('/api/business/get-cancel-subscription-url', trial.auth)).json().errorCode).toBe('NO_SUBSCRIPTION');
    expect((await post('/api/business/update-allowed-members-quantity', trial.auth, { quantity: 4 })).json().errorCode).toBe('NO_SUBSCRIPTION');
  });

  it('bills come from invoices.list: paid→PAID, open/draft→PENDING, void/uncollectible→CANCELED, euros, hosted URL, newest first, stable ids', async () => {
    const { owner, customer } = await subscribedOwner(3);
    const base = nowSeconds() - 90 * 24 * 3600;
    const invoices = [
      fake.createInvoice({ customer, total: 6000, status: 'paid', created: base }),
      fake.createInvoice({ customer, total: 1550, status: 'void', created: base + 10 }),
      fake.createInvoice({ customer, total: 6000, status: 'open', created: base + 20 }),
      fake.createInvoice({ customer, total: 2000, status: 'uncollectible', created: base + 30 }),
      fake.createInvoice({ customer, total: 8000, status: 'draft', created: base + 40 }),
    ];
    const first = (await get('/api/business/get-bills', owner.auth)).json().bills;
    expect(first.map((bill: { status: string; total: number; url: string; date: string }) => [bill.status, bill.total, bill.url, bill.date])).toEqual(
      [...invoices].reverse().map((invoice) => [
        { paid: 'PAID', open: 'PENDING', draft: 'PENDING', void: 'CANCELED', uncollectible: 'CANCELED' }[invoice.status as string],
        invoice.total / 100,
        invoice.hosted_invoice_url,
        new Date(invoice.created * 1000).toISOString(),
      ]),
    );
    invoices[2].status = 'paid';
    const second = (await get('/api/business/get-bills', owner.auth)).json().bills;
    expect(second.map((bill: { id: string }) => bill.id)).toEqual(first.map((bill: { id: string }) => bill.id));
    expect(second[2].status).toBe('PAID');
  });

  it('business/sync re-reads the subscription from Stripe (e.g. right after checkout, before any webhook)', async () => {
    const owner = await registerOwner(t.app);
    await get('/api/business/get-payment-url?quantity=2', owner.auth);
    const customer = (await subscriptionOf(owner.businessId))!.providerCustomerId!;
    const subscription = fake.createSubscription({ customer, quantity: 2 });
    const synced = await post('/api/business/sync', owner.auth);
    expect(synced.json().business).toMatchObject({ memberAllowedQuantity: 2, trialEndDate: null });
    fake.setQuantity(subscription.id, 7);
    expect((await post('/api/business/sync', owner.auth)).json().business.memberAllowedQuantity).toBe(7);
  });

  it('a Stripe failure answers 502 BILLING_PROVIDER_ERROR in Spanish and stores nothing', async () => {
    const owner = await registerOwner(t.app);
    const before = await dump(owner.businessId);
    fake.failing = true;
    const response = await get('/api/business/get-payment-url?quantity=3', owner.auth);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ errorCode: 'BILLING_PROVIDER_ERROR', message: expect.stringContaining('proveedor de pagos') });
    expect(await dump(owner.businessId)).toBe(before);
  });

  it('customer.subscription.deleted ends the plan: 0 seats', async () => {
    const { owner, subscription } = await subscribedOwner(2);
    fake.subscriptions.get(subscription.id).status = 'canceled';
    const response = await deliver(stripeEvent('customer.subscription.deleted', fake.subscriptions.get(subscription.id)));
    expect(response.statusCode).toBe(200);
    expect(await businessOf(owner.businessId)).toMatchObject({ memberAllowedQuantity: 0, trialEndDate: null });
  });

  it('invoice events upsert the bill by invoice id from the invoice as it is now (a late invoice.finalized does not turn PAID back to PENDING)', async () => {
    const { owner, customer } = await subscribedOwner(2);
    const invoice = fake.createInvoice({ customer, total: 4000, status: 'open', created: nowSeconds() });
    const finalized = stripeEvent('invoice.finalized', invoice);
    invoice.status = 'paid';
    expect((await deliver(stripeEvent('invoice.paid', invoice))).statusCode).toBe(200);
    expect((await deliver(finalized)).statusCode).toBe(200);
    const stored = await db().select().from(bills).where(eq(bills.providerInvoiceId, invoice.id));
    expect(stored.map((bill) => [bill.businessId, bill.status, bill.totalCents])).toEqual([[owner.businessId, 'PAID', 4000]]);
  });

  describe('SECURITY.md #20 — webhooks verified on the raw body with a 300 s tolerance', () => {
    let owner: RegisteredOwner;
    let event: Record<string, unknown>;
    beforeAll(async () => {
      const subscribed = await subscribedOwner(2);
      owner = subscribed.owner;
      fake.setQuantity(subscribed.subscription.id, 9);
      event = stripeEvent('customer.subscription.updated', fake.subscriptions.get(subscribed.subscription.id));
    });

    const refusals: [string, (event: Record<string, unknown>) => ReturnType<typeof deliver>][] = [
      ['#20 wrong secret → 400', (e) => deliver(e, { secret: 'whsec_someone_else_entirely' })],
      ['#20 a 301-second-old timestamp → 400', (e) => deliver(e, { timestamp: nowSeconds() - 301 })],
      ['#20 a timestamp 301 seconds in the future → 400', (e) => deliver(e, { timestamp: nowSeconds() + 301 })],
      ['#20 a re-serialised body (same JSON, different bytes) → 400', (e) => deliver(e, { body: JSON.stringify(e, null, 2) })],
      ['#20 no signature header → 400', (e) => deliver(e, { signature: null })],
    ];
    it.for(refusals)('%s, and nothing changes', async ([, send]) => {
      const before = await dump(owner.businessId);
      const response = await send(event);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_ERROR');
      expect(await dump(owner.businessId)).toBe(before);
    });

    it('#20 the same event, correctly signed (299 s old), is applied (the refusals are not vacuous)', async () => {
      const response = await deliver(event, { timestamp: nowSeconds() - 299 });
      expect(response.statusCode, response.body).toBe(200);
      expect((await businessOf(owner.businessId)).memberAllowedQuantity).toBe(9);
    });

    it('#20 an event signed 200 seconds in the future (a fast clock) is accepted: the bound is 300 s', async () => {
      const id = `${String(event.id)}_clock`;
      const response = await deliver({ ...event, id }, { timestamp: nowSeconds() + 200 });
      expect(response.statusCode, response.body).toBe(200);
      expect(await db().select().from(billingEvents).where(eq(billingEvents.id, id))).toHaveLength(1);
    });
  });

  it('#21 the same event delivered twice, concurrently → applied once (one event row, one read of Stripe, one change)', async () => {
    const { owner, subscription } = await subscribedOwner(2);
    fake.setQuantity(subscription.id, 4);
    const event = stripeEvent('customer.subscription.updated', fake.subscriptions.get(subscription.id));
    const reads = () => fake.calls('GET', `/v1/subscriptions/${subscription.id}`).length;
    const readsBefore = reads();
    const [first, second] = await Promise.all([deliver(event), deliver(event)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(reads() - readsBefore).toBe(1);
    expect(await db().select().from(billingEvents).where(eq(billingEvents.id, event.id as string))).toHaveLength(1);
    expect((await businessOf(owner.businessId)).memberAllowedQuantity).toBe(4);
    // A later redelivery is a no-op too, even after Stripe's object changed.
    fake.setQuantity(subscription.id, 8);
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await businessOf(owner.businessId)).memberAllowedQuantity).toBe(4);
  });

  it('#22 newer quantity 5, then an older event with quantity 3 → seats stay 5 (applied from Stripe’s current subscription)', async () => {
    const { owner, subscription } = await subscribedOwner(2);
    const created = nowSeconds();
    fake.setQuantity(subscription.id, 3);
    const older = stripeEvent('customer.subscription.updated', fake.subscriptions.get(subscription.id), { created: created - 60 });
    fake.setQuantity(subscription.id, 5);
    const newer = stripeEvent('customer.subscription.updated', fake.subscriptions.get(subscription.id), { created });
    expect((older.data as { object: { items: { data: { quantity: number }[] } } }).object.items.data[0]!.quantity).toBe(3);

    expect((await deliver(newer)).statusCode).toBe(200);
    expect((await businessOf(owner.businessId)).memberAllowedQuantity).toBe(5);
    expect((await deliver(older)).statusCode).toBe(200);
    expect((await businessOf(owner.businessId)).memberAllowedQuantity).toBe(5);
    expect((await subscriptionOf(owner.businessId))!.quantity).toBe(5);
  });

  it('a webhook for a customer that is not ours is acknowledged and changes nothing', async () => {
    const stranger = fake.createSubscription({ customer: 'cus_test_not_ours', quantity: 50 });
    const before = JSON.stringify(await db().select().from(subscriptions).orderBy(asc(subscriptions.id)));
    expect((await deliver(stripeEvent('customer.subscription.created', stranger))).statusCode).toBe(200);
    expect(JSON.stringify(await db().select().from(subscriptions).orderBy(asc(subscriptions.id)))).toBe(before);
  });

  it('billing calls stay OWNER only with Stripe too', async () => {
    const { owner } = await subscribedOwner(3);
    const agent = await addMember(t.app, owner.businessId, { rol: 'ADMINISTRATIVE' });
    const auth = await login(t.app, agent.email, agent.password);
    const calls = fake.requests.length;
    for (const url of ['/api/business/get-payment-customer-session', '/api/business/get-bills', '/api/business/get-cancel-subscription-url']) {
      expect((await get(url, auth)).statusCode).toBe(403);
    }
    expect((await post('/api/business/sync', auth)).statusCode).toBe(403);
    expect(fake.requests.length).toBe(calls);
  });
});
