import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { subscriptions } from '../db/schema/index.ts';
import { registerOwner, type RegisteredOwner } from './factories.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- Stripe's JSON objects, built by hand as the API returns them */

export interface RecordedRequest {
  method: string;
  path: string;
  params: Record<string, any>;
  headers: IncomingMessage['headers'];
}

/**
 * A local stand-in for api.stripe.com, at the protocol boundary: the endpoints MIKE calls, with
 * form-encoded requests and Stripe-shaped JSON answers. Tests point the SDK at it with
 * `STRIPE_API_BASE` and change its state (a subscription's quantity, an invoice's status) to play
 * what happened on Stripe's side.
 */
export class FakeStripe {
  readonly customers = new Map<string, any>();
  readonly subscriptions = new Map<string, any>();
  readonly invoices = new Map<string, any>();
  readonly requests: RecordedRequest[] = [];
  /** When set, every call answers 500 (a Stripe outage). */
  failing = false;
  /**
   * When set, every call is answered this many milliseconds late (a slow Stripe). A call whose client
   * gave up meanwhile is dropped unprocessed, as a request that never reached Stripe.
   */
  delayMs = 0;
  private readonly idempotent = new Map<string, any>();
  private sequence = 0;
  private server: Server | undefined;
  url = '';

  async start(): Promise<string> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  nextId(prefix: string): string {
    this.sequence += 1;
    return `${prefix}_test${String(this.sequence).padStart(6, '0')}${Math.random().toString(36).slice(2, 8)}`;
  }

  /** Requests to a method + path, e.g. `calls('GET', '/v1/subscriptions/sub_1')`. */
  calls(method: string, path: string | RegExp): RecordedRequest[] {
    return this.requests.filter((request) => request.method === method && (typeof path === 'string' ? request.path === path : path.test(request.path)));
  }

  /** A subscription as Stripe would hold it after a completed checkout. */
  createSubscription(input: { customer: string; quantity: number; status?: string; periodStart?: number; metadata?: Record<string, string> }): any {
    const id = this.nextId('sub');
    const start = input.periodStart ?? Math.floor(Date.now() / 1000);
    const end = start + 30 * 24 * 3600;
    const subscription = {
      id,
      object: 'subscription',
      customer: input.customer,
      status: input.status ?? 'active',
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      created: start,
      start_date: start,
      ended_at: null,
      currency: 'eur',
      livemode: false,
      metadata: input.metadata ?? {},
      latest_invoice: null,
      items: {
        object: 'list',
        data: [
          {
            id: this.nextId('si'),
            object: 'subscription_item',
            created: start,
            current_period_start: start,
            current_period_end: end,
            quantity: input.quantity,
            subscription: id,
            metadata: {},
            price: { id: 'price_test_seat', object: 'price', currency: 'eur', unit_amount: 2000, recurring: { interval: 'month', interval_count: 1 } },
          },
        ],
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
      },
    };
    this.subscriptions.set(id, subscription);
    return subscription;
  }

  setQuantity(subscriptionId: string, quantity: number): void {
    this.subscriptions.get(subscriptionId).items.data[0].quantity = quantity;
  }

  createInvoice(input: { customer: string; total: number; status: string; created: number; subscription?: string }): any {
    const id = this.nextId('in');
    const invoice = {
      id,
      object: 'invoice',
      customer: input.customer,
      status: input.status,
      total: input.total,
      amount_due: input.total,
      amount_paid: input.status === 'paid' ? input.total : 0,
      currency: 'eur',
      created: input.created,
      number: `MIKE-${String(this.invoices.size + 1).padStart(4, '0')}`,
      hosted_invoice_url: `https://invoice.stripe.com/i/acct_test/${id}`,
      livemode: false,
      parent: input.subscription ? { type: 'subscription_details', subscription_details: { subscription: input.subscription, metadata: {} } } : null,
      status_transitions: { paid_at: input.status === 'paid' ? input.created : null, finalized_at: input.created },
    };
    this.invoices.set(id, invoice);
    return invoice;
  }

  /** Waits `ms`; false when the client went away first. */
  private waitOrAbandon(response: ServerResponse, ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(true), ms);
      response.once('close', () => {
        clearTimeout(timer);
        resolve(false);
      });
    });
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://fake');
    const params = parseForm(request.method === 'GET' ? url.searchParams : new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    this.requests.push({ method: request.method ?? '', path: url.pathname, params, headers: request.headers });
    if (this.delayMs > 0 && !(await this.waitOrAbandon(response, this.delayMs))) return;
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': this.nextId('req'), 'stripe-should-retry': 'false' });
      response.end(JSON.stringify(body));
    };
    if (this.failing) return send(500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
    if (request.headers.authorization !== 'Bearer sk_test_mike') return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    const notFound = (what: string, id: string) =>
      send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'`, param: 'id' } });
    const key = request.headers['idempotency-key'];
    const now = Math.floor(Date.now() / 1000);
    const route = `${request.method} ${url.pathname}`;

    let match: RegExpExecArray | null;
    if (route === 'POST /v1/customers') {
      const idempotencyKey = typeof key === 'string' ? `customer:${key}` : undefined;
      if (idempotencyKey && this.idempotent.has(idempotencyKey)) return send(200, this.idempotent.get(idempotencyKey));
      const customer = { id: this.nextId('cus'), object: 'customer', name: params.name ?? null, email: null, metadata: params.metadata ?? {}, created: now, livemode: false };
      this.customers.set(customer.id, customer);
      if (idempotencyKey) this.idempotent.set(idempotencyKey, customer);
      return send(200, customer);
    }
    if (route === 'POST /v1/checkout/sessions') {
      const id = this.nextId('cs');
      return send(200, {
        id,
        object: 'checkout.session',
        mode: params.mode,
        status: 'open',
        payment_status: 'unpaid',
        customer: params.customer ?? null,
        client_reference_id: params.client_reference_id ?? null,
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        metadata: params.metadata ?? {},
        subscription: null,
        url: `https://checkout.stripe.com/c/pay/${id}`,
        created: now,
        expires_at: now + 24 * 3600,
        livemode: false,
      });
    }
    if (route === 'POST /v1/customer_sessions') {
      return send(200, {
        object: 'customer_session',
        client_secret: `cuss_secret_${this.nextId('x')}`,
        customer: params.customer,
        components: { pricing_table: { enabled: params.components?.pricing_table?.enabled === 'true' } },
        created: now,
        expires_at: now + 1800,
        livemode: false,
      });
    }
    if (route === 'POST /v1/billing_portal/sessions') {
      const id = this.nextId('bps');
      return send(200, {
        id,
        object: 'billing_portal.session',
        customer: params.customer,
        return_url: params.return_url,
        url: `https://billing.stripe.com/p/session/${id}`,
        created: now,
        livemode: false,
      });
    }
    if (route === 'GET /v1/subscriptions') {
      const data = [...this.subscriptions.values()].filter((subscription) => subscription.customer === params.customer).reverse();
      return send(200, { object: 'list', data: data.slice(0, Number(params.limit ?? 10)), has_more: false, url: '/v1/subscriptions' });
    }
    if ((match = /^(GET|POST) \/v1\/subscriptions\/([^/]+)$/.exec(route))) {
      const subscription = this.subscriptions.get(match[2]!);
      if (!subscription) return notFound('subscription', match[2]!);
      if (match[1] === 'POST') {
        for (const item of Object.values<any>(params.items ?? {})) {
          const stored = subscription.items.data.find((candidate: any) => candidate.id === item.id);
          if (!stored) return send(400, { error: { type: 'invalid_request_error', message: `No such subscription item: '${item.id}'` } });
          if (item.quantity !== undefined) stored.quantity = Number(item.quantity);
        }
      }
      return send(200, subscription);
    }
    if ((match = /^POST \/v1\/customers\/([^/]+)$/.exec(route))) {
      const customer = this.customers.get(match[1]!);
      if (!customer) return notFound('customer', match[1]!);
      Object.assign(customer, { name: params.name ?? customer.name, email: params.email ?? customer.email, address: params.address ?? customer.address ?? null });
      return send(200, customer);
    }
    if ((match = /^(GET|POST) \/v1\/customers\/([^/]+)\/tax_ids$/.exec(route))) {
      const customer = this.customers.get(match[2]!);
      if (!customer) return notFound('customer', match[2]!);
      customer.tax_ids ??= [];
      if (match[1] === 'GET') return send(200, { object: 'list', data: customer.tax_ids, has_more: false, url: `/v1/customers/${customer.id}/tax_ids` });
      const taxId = { id: this.nextId('txi'), object: 'tax_id', type: params.type, value: params.value, country: 'ES', customer: customer.id, created: now, livemode: false };
      customer.tax_ids.push(taxId);
      return send(200, taxId);
    }
    if (route === 'POST /v1/invoices/create_preview') {
      // Stripe's proration: the added seats' price for the time left in the period, from proration_date.
      const subscription = this.subscriptions.get(params.subscription);
      if (!subscription) return notFound('subscription', String(params.subscription));
      const item = subscription.items.data[0];
      const quantity = Number(params.subscription_details?.items?.[0]?.quantity ?? item.quantity);
      const prorationDate = Number(params.subscription_details?.proration_date ?? now);
      const period = item.current_period_end - item.current_period_start;
      const left = Math.max(0, item.current_period_end - prorationDate);
      const amount = Math.round((item.price.unit_amount * (quantity - item.quantity) * left) / period);
      const due = params.subscription_details?.proration_behavior === 'always_invoice' ? Math.max(0, amount) : 0;
      return send(200, { object: 'invoice', id: null, customer: subscription.customer, status: 'draft', total: amount, amount_due: due, currency: 'eur', created: now, lines: { object: 'list', data: [], has_more: false } });
    }
    if (route === 'GET /v1/invoices') {
      const data = [...this.invoices.values()].filter((invoice) => invoice.customer === params.customer).sort((a, b) => b.created - a.created);
      return send(200, { object: 'list', data: data.slice(0, Number(params.limit ?? 10)), has_more: false, url: '/v1/invoices' });
    }
    if ((match = /^GET \/v1\/invoices\/([^/]+)$/.exec(route))) {
      const invoice = this.invoices.get(match[1]!);
      return invoice ? send(200, invoice) : notFound('invoice', match[1]!);
    }
    return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${url.pathname}).` } });
  }
}

/** Stripe's form encoding (`items[0][quantity]=5`) back into objects; arrays stay index-keyed objects. */
function parseForm(search: URLSearchParams): Record<string, any> {
  const out: Record<string, any> = {};
  for (const [key, value] of search) {
    const parts = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node = out;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else node = node[part] ??= {};
    });
  }
  return out;
}

/** A webhook event as Stripe sends it. */
export function stripeEvent(type: string, object: unknown, options: { id?: string; created?: number } = {}): Record<string, unknown> {
  return {
    id: options.id ?? `evt_test${Math.random().toString(36).slice(2, 14)}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: options.created ?? Math.floor(Date.now() / 1000),
    type,
    data: { object: structuredClone(object) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  };
}

/** Delivers a webhook signed with the Stripe SDK's own helper; `body` replaces the signed bytes, `signature: null` sends none. */
export function deliverWebhook(
  app: FastifyInstance,
  secret: string,
  event: Record<string, unknown>,
  options: { secret?: string; timestamp?: number; body?: string; signature?: string | null } = {},
) {
  const payload = JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? secret, ...(options.timestamp ? { timestamp: options.timestamp } : {}) })
      : options.signature;
  return app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', ...(signature === null ? {} : { 'stripe-signature': signature }) },
    payload: options.body ?? payload,
  });
}

/** A business whose checkout completed on Stripe with `quantity` seats, applied through the webhook. */
export async function subscribeThroughStripe(
  app: FastifyInstance,
  fake: FakeStripe,
  webhookSecret: string,
  quantity: number,
): Promise<{ owner: RegisteredOwner; customer: string; subscription: { id: string; items: { data: { id: string }[] } } }> {
  const owner = await registerOwner(app);
  const checkout = await app.inject({ method: 'GET', url: `/api/business/get-payment-url?quantity=${quantity}`, headers: owner.auth });
  if (checkout.statusCode !== 200) throw new Error(`get-payment-url failed: ${checkout.body}`);
  const [stored] = await app.ctx.database.db.select().from(subscriptions).where(eq(subscriptions.businessId, owner.businessId));
  const customer = stored!.providerCustomerId!;
  const subscription = fake.createSubscription({ customer, quantity, metadata: { businessId: owner.businessId } });
  const completed = await deliverWebhook(
    app,
    webhookSecret,
    stripeEvent('checkout.session.completed', {
      id: fake.nextId('cs'),
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: 'paid',
      customer,
      client_reference_id: owner.businessId,
      subscription: subscription.id,
      metadata: { businessId: owner.businessId },
    }),
  );
  if (completed.statusCode !== 200) throw new Error(`checkout.session.completed failed: ${completed.body}`);
  return { owner, customer, subscription };
}
