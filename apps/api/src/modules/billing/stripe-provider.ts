import Stripe from 'stripe';
import type { Config } from '../../config.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Executor, Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { findBusiness } from '../business/index.ts';
import { withBillingLease } from './billing-lease.ts';
import { applySubscriptionState, toCents, type BillingProvider, type BusinessRef, type ProviderSubscriptionState, type SeatChangeQuote } from './billing-provider.ts';
import * as repository from './billing.repository.ts';

/** Stripe signs a webhook with a timestamp; older than this, or this far in the future, is refused (SECURITY.md #20). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const PROVIDER_ERROR_MESSAGE = 'No se ha podido contactar con el proveedor de pagos. Inténtalo de nuevo en unos minutos.';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Each attempt of a Stripe call gives up after this long, and a call makes at most 3 attempts (the SDK
 * retries network failures and timeouts with the same idempotency key): a call ends within ~35 s,
 * well inside the billing lease (ADR 011).
 */
export const STRIPE_TIMEOUT_MS = 10_000;
export const STRIPE_MAX_NETWORK_RETRIES = 2;
/** How long a webhook waits for its business's billing lease before answering 409 (Stripe then retries it later). */
const WEBHOOK_LEASE_WAIT_MS = 10_000;

/** The Stripe SDK for this configuration; `STRIPE_API_BASE` points it elsewhere (tests). */
export function createStripeClient(config: Config): Stripe {
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : undefined;
  return new Stripe(config.STRIPE_SECRET_KEY ?? '', {
    timeout: STRIPE_TIMEOUT_MS,
    maxNetworkRetries: STRIPE_MAX_NETWORK_RETRIES,
    telemetry: false,
    appInfo: { name: 'MIKE' },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/** Any failure of a Stripe call answers 502 BILLING_PROVIDER_ERROR with a Spanish sentence. */
async function call<T>(ctx: AppContext, what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof AppError) throw error;
    ctx.logger.error({ err: error, call: what }, 'stripe call failed');
    throw new AppError('BILLING_PROVIDER_ERROR', PROVIDER_ERROR_MESSAGE);
  }
}

const idOf = (value: string | { id: string } | null | undefined): string | null => (value == null ? null : typeof value === 'string' ? value : value.id);

/** The subscription as we store it, read from Stripe's object (periods live on the item). */
export function subscriptionStateOf(subscription: Stripe.Subscription): ProviderSubscriptionState {
  const item = subscription.items.data[0];
  const periodStart = item?.current_period_start ?? subscription.start_date;
  const periodEnd = item?.current_period_end ?? periodStart;
  const cancelAt = subscription.cancel_at ?? (subscription.cancel_at_period_end ? periodEnd : null);
  return {
    provider: 'stripe',
    customerId: idOf(subscription.customer),
    subscriptionId: subscription.id,
    status: subscription.status,
    quantity: item?.quantity ?? 0,
    currentPeriodStart: new Date(periodStart * 1000),
    currentPeriodEnd: new Date(periodEnd * 1000),
    cancelAt: cancelAt == null ? null : new Date(cancelAt * 1000),
  };
}

const BILL_STATUS: Record<string, repository.BillRow['status']> = {
  paid: 'PAID',
  open: 'PENDING',
  draft: 'PENDING',
  void: 'CANCELED',
  uncollectible: 'CANCELED',
};

/** The bill of a Stripe invoice: Stripe's own PDF (its factura), and the period and seats of its first line. */
function billOf(businessId: string, invoice: Stripe.Invoice) {
  const line = invoice.lines?.data[0];
  return {
    businessId,
    providerInvoiceId: invoice.id ?? '',
    status: BILL_STATUS[invoice.status ?? 'draft'] ?? 'PENDING',
    totalCents: invoice.total,
    date: new Date(invoice.created * 1000),
    url: invoice.invoice_pdf ?? invoice.hosted_invoice_url ?? null,
    description: line?.description ?? invoice.number ?? null,
    quantity: line?.quantity ?? null,
    periodStart: line?.period ? new Date(line.period.start * 1000) : null,
    periodEnd: line?.period ? new Date(line.period.end * 1000) : null,
  };
}

/**
 * Stripe: Checkout for the first purchase, a Customer Session for the pricing table, the Billing
 * Portal for cancellation, invoices as bills, and webhooks applied once each, by the current
 * state of the object they name (SECURITY.md #20–22).
 */
export class StripeBillingProvider implements BillingProvider {
  readonly name = 'stripe' as const;

  constructor(
    private readonly ctx: AppContext,
    readonly stripe: Stripe = createStripeClient(ctx.config),
  ) {}

  private get db() {
    return this.ctx.database.db;
  }

  /** The business's Stripe customer, created once and kept in its subscription row. */
  private async getCustomerId(business: BusinessRef): Promise<string> {
    const stored = await repository.findSubscription(this.db, business.id);
    if (stored?.providerCustomerId) return stored.providerCustomerId;
    const customer = await call(this.ctx, 'customers.create', () =>
      // The idempotency key makes two concurrent first calls get the same customer.
      this.stripe.customers.create({ name: business.name, metadata: { businessId: business.id } }, { idempotencyKey: `mike-customer-${business.id}` }),
    );
    await repository.storeCustomer(this.db, business.id, 'stripe', customer.id, this.ctx.now());
    return (await repository.findSubscription(this.db, business.id))?.providerCustomerId ?? customer.id;
  }

  async getPaymentUrl(business: BusinessRef, quantity: number, operationId: string): Promise<string> {
    const customer = await this.getCustomerId(business);
    const { PUBLIC_URL, STRIPE_PRICE_ID } = this.ctx.config;
    const session = await call(this.ctx, 'checkout.sessions.create', () =>
      this.stripe.checkout.sessions.create(
        {
        mode: 'subscription',
        customer,
        client_reference_id: business.id,
        line_items: [{ price: STRIPE_PRICE_ID ?? '', quantity }],
        success_url: `${PUBLIC_URL}/success-payment`,
        cancel_url: `${PUBLIC_URL}/cancelled-payment`,
        metadata: { businessId: business.id },
        subscription_data: { metadata: { businessId: business.id } },
        },
        { idempotencyKey: `mike-checkout-${operationId}` },
      ),
    );
    if (!session.url) throw new AppError('BILLING_PROVIDER_ERROR', PROVIDER_ERROR_MESSAGE);
    return session.url;
  }

  async getCustomerSecret(business: BusinessRef): Promise<string> {
    const customer = await this.getCustomerId(business);
    const session = await call(this.ctx, 'customerSessions.create', () =>
      this.stripe.customerSessions.create({ customer, components: { pricing_table: { enabled: true } } }),
    );
    return session.client_secret;
  }

  async getCancelUrl(subscription: repository.SubscriptionRow): Promise<string> {
    const customer = subscription.providerCustomerId;
    if (!customer) throw new AppError('NO_SUBSCRIPTION', 'Tu empresa no tiene una suscripción activa.');
    const session = await call(this.ctx, 'billingPortal.sessions.create', () =>
      this.stripe.billingPortal.sessions.create({ customer, return_url: `${this.ctx.config.PUBLIC_URL}/pricing` }),
    );
    return session.url;
  }

  /** The live subscription's id and its one item, read from Stripe. */
  private async currentItem(subscription: repository.SubscriptionRow): Promise<{ subscriptionId: string; itemId: string; customer: string | null }> {
    const subscriptionId = subscription.providerSubscriptionId;
    if (!subscriptionId) throw new AppError('NO_SUBSCRIPTION', 'Tu empresa no tiene una suscripción activa.');
    const current = await call(this.ctx, 'subscriptions.retrieve', () => this.stripe.subscriptions.retrieve(subscriptionId));
    const item = current.items.data[0];
    if (!item) throw new AppError('BILLING_PROVIDER_ERROR', PROVIDER_ERROR_MESSAGE);
    return { subscriptionId, itemId: item.id, customer: idOf(current.customer) };
  }

  /**
   * Stripe's invoice preview of the change with the same proration as `requestQuantity` (always_invoice: the
   * prorated amount is invoiced and charged at once), so the amount shown is the amount charged.
   */
  async previewQuantity(subscription: repository.SubscriptionRow, quantity: number, now: Date): Promise<SeatChangeQuote> {
    const { subscriptionId, itemId, customer } = await this.currentItem(subscription);
    const preview = await call(this.ctx, 'invoices.createPreview', () =>
      this.stripe.invoices.createPreview({
        ...(customer ? { customer } : {}),
        subscription: subscriptionId,
        subscription_details: {
          items: [{ id: itemId, quantity }],
          proration_behavior: 'always_invoice',
          proration_date: Math.floor(now.getTime() / 1000),
        },
      }),
    );
    return {
      amountDueNowCents: Math.max(0, preview.amount_due),
      newMonthlyTotalCents: toCents(this.ctx.config.PRICE_PER_SEAT_EUR) * quantity,
      periodEnd: subscription.currentPeriodEnd,
    };
  }

  async requestQuantity(subscription: repository.SubscriptionRow, quantity: number, operationId: string): Promise<ProviderSubscriptionState> {
    const { subscriptionId, itemId } = await this.currentItem(subscription);
    const updated = await call(this.ctx, 'subscriptions.update', () =>
      this.stripe.subscriptions.update(
        subscriptionId,
        { items: [{ id: itemId, quantity }], proration_behavior: 'always_invoice' },
        { idempotencyKey: `mike-seats-${operationId}` },
      ),
    );
    return subscriptionStateOf(updated);
  }

  /**
   * Copies the business's invoice details to its Stripe customer (name, email, address) and adds its NIF/CIF as
   * a Spanish tax id, so Stripe's own invoices carry them. Nothing to do before the business has a customer.
   */
  async syncBillingDetails(businessId: string, details: repository.BillingDetailsRow): Promise<void> {
    const customer = (await repository.findSubscription(this.db, businessId))?.providerCustomerId;
    if (!customer) return;
    await call(this.ctx, 'customers.update', () =>
      this.stripe.customers.update(customer, {
        name: details.legalName,
        email: details.email,
        address: { line1: details.address, postal_code: details.postalCode, city: details.city, country: 'ES' },
      }),
    );
    const existing = await call(this.ctx, 'customers.listTaxIds', () => this.stripe.customers.listTaxIds(customer, { limit: 100 }));
    if (existing.data.some((taxId) => taxId.value === details.taxId)) return;
    await call(this.ctx, 'customers.createTaxId', () => this.stripe.customers.createTaxId(customer, { type: 'es_cif', value: details.taxId }));
  }

  async storeQuantity(tx: Tx, before: repository.SubscriptionRow, state: ProviderSubscriptionState, now: Date): Promise<void> {
    await applySubscriptionState(tx, before.businessId, state, now);
  }

  async findBills(businessId: string): Promise<repository.BillRow[]> {
    const customer = (await repository.findSubscription(this.db, businessId))?.providerCustomerId;
    if (customer) {
      const invoices = await call(this.ctx, 'invoices.list', () => this.stripe.invoices.list({ customer, limit: 100 }));
      // Stored so each bill keeps one id of ours, whichever of this list or a webhook saw it first.
      for (const invoice of invoices.data) {
        if (invoice.id) await repository.upsertBillByInvoice(this.db, { ...billOf(businessId, invoice), providerInvoiceId: invoice.id });
      }
    }
    return repository.findBills(this.db, businessId);
  }

  async sync(businessId: string): Promise<void> {
    const stored = await repository.findSubscription(this.db, businessId);
    if (!stored?.providerCustomerId) return;
    const customer = stored.providerCustomerId;
    // A live subscription is re-read; otherwise the customer's newest one (a checkout just completed).
    const subscription =
      stored.providerSubscriptionId && repository.isPlanHolding(stored.status)
        ? await call(this.ctx, 'subscriptions.retrieve', () => this.stripe.subscriptions.retrieve(stored.providerSubscriptionId!))
      : (await call(this.ctx, 'subscriptions.list', () => this.stripe.subscriptions.list({ customer, status: 'all', limit: 1 }))).data[0];
    if (!subscription) return;
    await this.db.transaction((tx) => applySubscriptionState(tx, businessId, subscriptionStateOf(subscription), this.ctx.now()));
  }

  /**
   * Verifies a webhook on its raw bytes (SECURITY.md #20); throws VALIDATION_ERROR (400) when the
   * signature, the secret or the timestamp does not hold.
   */
  constructEvent(rawBody: Buffer, signature: string | undefined): Stripe.Event {
    if (!signature) throw new AppError('VALIDATION_ERROR', 'Falta la firma del webhook.');
    // The SDK bounds only the age of the timestamp; one from the future is as suspect as an old one.
    const timestamp = Number(/(?:^|,)t=(\d+)(?:,|$)/.exec(signature)?.[1]);
    if (timestamp * 1000 - this.ctx.now().getTime() > WEBHOOK_TOLERANCE_SECONDS * 1000) {
      throw new AppError('VALIDATION_ERROR', 'La firma del webhook no es válida.');
    }
    try {
      return this.stripe.webhooks.constructEvent(rawBody, signature, this.ctx.config.STRIPE_WEBHOOK_SECRET ?? '', WEBHOOK_TOLERANCE_SECONDS);
    } catch {
      throw new AppError('VALIDATION_ERROR', 'La firma del webhook no es válida.');
    }
  }

  /**
   * Applies one event at most once (SECURITY.md #21), with no transaction open while Stripe is asked
   * (ADR 011). The event's business is found, its billing lease taken, so that the events and seat
   * changes of one business are applied one at a time; the object the event names is read from Stripe
   * as it is now, never from the event's snapshot, so an older event arriving late cannot undo a newer
   * one (SECURITY.md #22); then one short transaction stores the event id with its effect. A
   * concurrent redelivery waits for the lease and finds the event stored.
   */
  async applyEvent(event: Stripe.Event): Promise<'applied' | 'duplicate' | 'ignored'> {
    if (await repository.hasBillingEvent(this.db, event.id)) return 'duplicate';
    const target = await this.targetOf(event);
    if (typeof target === 'string') return this.recordIgnored(event, target);
    return withBillingLease(
      this.ctx,
      target.businessId,
      async () => {
        if (await repository.hasBillingEvent(this.db, event.id)) return 'duplicate';
        const apply = await target.read();
        return this.db.transaction(async (tx) => {
          if (!(await repository.recordBillingEvent(tx, event.id, event.type, this.ctx.now()))) return 'duplicate';
          await apply(tx);
          return 'applied';
        });
      },
      WEBHOOK_LEASE_WAIT_MS,
    );
  }

  /**
   * The business an event is about, and how to read from Stripe what it names and then store it; or
   * why it is ignored ('' for event types MIKE does not use).
   */
  private async targetOf(event: Stripe.Event): Promise<{ businessId: string; read: () => Promise<(tx: Tx) => Promise<void>> } | string> {
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        const subscriptionId = idOf(session.subscription);
        const businessId = await this.businessOfCheckout(this.db, session);
        if (!subscriptionId || !businessId) return 'no subscription or unknown business';
        return { businessId, read: () => this.readSubscription(businessId, subscriptionId) };
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const subscription = event.data.object;
        const businessId = await this.businessOfSubscription(this.db, subscription);
        if (!businessId) return 'unknown business';
        return { businessId, read: () => this.readSubscription(businessId, subscription.id) };
      }
      case 'invoice.paid':
      case 'invoice.payment_failed':
      case 'invoice.finalized': {
        const invoiceId = event.data.object.id;
        const customer = idOf(event.data.object.customer);
        const businessId = customer ? (await repository.findSubscriptionByCustomer(this.db, customer))?.businessId : undefined;
        if (!invoiceId || !businessId) return 'unknown customer';
        return {
          businessId,
          read: async () => {
            const invoice = await call(this.ctx, 'invoices.retrieve', () => this.stripe.invoices.retrieve(invoiceId));
            return async (tx) => repository.upsertBillByInvoice(tx, { ...billOf(businessId, invoice), providerInvoiceId: invoiceId });
          },
        };
      }
      default:
        return '';
    }
  }

  private async readSubscription(businessId: string, subscriptionId: string): Promise<(tx: Tx) => Promise<void>> {
    const current = await call(this.ctx, 'subscriptions.retrieve', () => this.stripe.subscriptions.retrieve(subscriptionId));
    return (tx) => applySubscriptionState(tx, businessId, subscriptionStateOf(current), this.ctx.now());
  }

  /** An event that changes nothing is still recorded, so a redelivery is recognised at once. */
  private async recordIgnored(event: Stripe.Event, reason: string): Promise<'ignored' | 'duplicate'> {
    if (!(await repository.recordBillingEvent(this.db, event.id, event.type, this.ctx.now()))) return 'duplicate';
    if (reason) this.ctx.logger.warn({ eventId: event.id, type: event.type, reason }, 'stripe event ignored');
    return 'ignored';
  }

  /** The business a Checkout Session was for: our customer, else the client_reference_id we set (or the pricing table's). */
  private async businessOfCheckout(executor: Executor, session: Stripe.Checkout.Session): Promise<string | undefined> {
    const customer = idOf(session.customer);
    const byCustomer = customer ? (await repository.findSubscriptionByCustomer(executor, customer))?.businessId : undefined;
    if (byCustomer) return byCustomer;
    const reference = session.client_reference_id ?? session.metadata?.businessId;
    if (!reference || !UUID_PATTERN.test(reference)) return undefined;
    return (await findBusiness(executor, reference))?.id;
  }

  private async businessOfSubscription(executor: Executor, subscription: Stripe.Subscription): Promise<string | undefined> {
    const bySubscription = await repository.findSubscriptionByProviderId(executor, subscription.id);
    if (bySubscription) return bySubscription.businessId;
    const customer = idOf(subscription.customer);
    const byCustomer = customer ? await repository.findSubscriptionByCustomer(executor, customer) : undefined;
    if (byCustomer) return byCustomer.businessId;
    const reference = subscription.metadata?.businessId;
    if (!reference || !UUID_PATTERN.test(reference)) return undefined;
    return (await findBusiness(executor, reference))?.id;
  }
}
