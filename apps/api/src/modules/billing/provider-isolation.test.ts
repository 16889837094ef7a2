import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingEvents, billingLeases, businesses } from '../../db/schema/index.ts';
import { FakeStripe, deliverWebhook, stripeEvent, subscribeThroughStripe } from '../../test/fake-stripe.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';

const WEBHOOK_SECRET = 'whsec_test_mike_0123456789abcdef';
const STRIPE_DELAY_MS = 25_000;

/**
 * SECURITY.md #31: one tenant cannot exhaust what every tenant shares. Stripe (a local server speaking
 * its API) answers only after 25 s; one owner sends 15 seat changes at once. While the one that was
 * let through waits on Stripe, another business — and the same business's other calls — keep
 * answering, and /api/ready stays 200. "While" is checked by order, not by a stopwatch: every one of
 * those answers arrives before the slow seat change has answered.
 */
describe('SECURITY.md #31 — a slow billing provider and a flood of seat changes by one owner', () => {
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
        RUN_WORKERS: 'false',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake.stop();
  });

  const seatsOf = async (businessId: string) => (await t.database.db.select().from(businesses).where(eq(businesses.id, businessId)))[0]!.memberAllowedQuantity;

  it('#31 a provider answering after 25 s while one owner sends 15 seat changes: the others get 409 BILLING_BUSY at once, other businesses keep answering and /api/ready stays 200', async () => {
    const a = await subscribeThroughStripe(t.app, fake, WEBHOOK_SECRET, 5);
    const b = await subscribeThroughStripe(t.app, fake, WEBHOOK_SECRET, 3);
    // The assistant indexes its knowledge on first use, holding the event loop for a moment: done before, not during, the measure.
    expect((await t.app.inject({ method: 'POST', url: '/api/conversations/create', headers: b.owner.auth, payload: { message: '¿Qué es la fianza?' } })).statusCode).toBe(201);
    fake.delayMs = STRIPE_DELAY_MS;

    const answered: LightMyRequestResponse[] = [];
    const changes = Array.from({ length: 15 }, () =>
      t.app
        .inject({ method: 'POST', url: '/api/business/update-allowed-members-quantity', headers: a.owner.auth, payload: { quantity: 4 } })
        .then((response) => {
          answered.push(response);
          return response;
        }),
    );
    const slowChangeAnswered = () => answered.some((response) => response.statusCode !== 409);

    // Fourteen are refused without waiting for Stripe: one billing mutation at a time per business.
    while (answered.length < 14) {
      expect(slowChangeAnswered(), 'a seat change answered before the others were refused').toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    for (const response of answered) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: expect.stringMatching(/facturación en curso/), errorCode: 'BILLING_BUSY' });
    }
    expect(fake.calls('GET', `/v1/subscriptions/${a.subscription.id}`).length).toBeGreaterThan(0);

    // Meanwhile: another business, and the same business's other calls, answer; the process is ready.
    for (let round = 0; round < 5; round++) {
      const calls = await Promise.all([
        t.app.inject({ method: 'GET', url: '/api/business/get', headers: b.owner.auth }),
        t.app.inject({ method: 'GET', url: '/api/business/subscription', headers: b.owner.auth }),
        t.app.inject({ method: 'POST', url: '/api/conversations/create', headers: b.owner.auth, payload: { message: `¿Cuánto dura la fianza? (${round})` } }),
        t.app.inject({ method: 'GET', url: '/api/business/get', headers: a.owner.auth }),
        t.app.inject({ method: 'GET', url: '/api/ready' }),
      ]);
      expect(calls.map((response) => response.statusCode)).toEqual([200, 200, 201, 200, 200]);
    }
    // The decrease took the seat at once (no invite can fill it meanwhile).
    expect(await seatsOf(a.owner.businessId)).toBe(4);
    // A webhook about A waits for A's lease a while, then is refused, unrecorded: Stripe delivers it again later.
    const event = stripeEvent('customer.subscription.updated', fake.subscriptions.get(a.subscription.id));
    const webhook = await deliverWebhook(t.app, WEBHOOK_SECRET, event);
    expect(webhook.statusCode, webhook.body).toBe(409);
    expect(webhook.json().errorCode).toBe('BILLING_BUSY');
    expect(await t.database.db.select().from(billingEvents).where(eq(billingEvents.id, event.id as string))).toEqual([]);
    expect(slowChangeAnswered(), 'the other calls waited for the slow provider').toBe(false);

    // Stripe never answered in time: the change fails, the reserved seat comes back, the lease is released.
    const [slow] = (await Promise.all(changes)).filter((response) => response.statusCode !== 409);
    expect(slow!.statusCode, slow!.body).toBe(502);
    expect(slow!.json().errorCode).toBe('BILLING_PROVIDER_ERROR');
    expect(await seatsOf(a.owner.businessId)).toBe(5);
    expect(await t.database.db.select().from(billingLeases).where(eq(billingLeases.businessId, a.owner.businessId))).toEqual([]);

    // Stripe is fast again: the refused webhook, delivered again, is applied; the next change goes through, with an idempotency key of its own.
    fake.delayMs = 0;
    expect((await deliverWebhook(t.app, WEBHOOK_SECRET, event)).statusCode).toBe(200);
    expect(await t.database.db.select().from(billingEvents).where(eq(billingEvents.id, event.id as string))).toHaveLength(1);
    const again = await t.app.inject({ method: 'POST', url: '/api/business/update-allowed-members-quantity', headers: a.owner.auth, payload: { quantity: 4 } });
    expect(again.statusCode, again.body).toBe(200);
    expect(await seatsOf(a.owner.businessId)).toBe(4);
    const updates = fake.calls('POST', `/v1/subscriptions/${a.subscription.id}`);
    expect(updates.at(-1)!.headers['idempotency-key']).toMatch(/^mike-seats-[0-9a-f-]{36}$/);
  }, 150_000);
});
