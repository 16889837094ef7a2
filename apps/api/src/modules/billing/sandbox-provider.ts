import { randomUUID } from 'node:crypto';
import type { SandboxCheckoutSession, SandboxPayRequest } from '@mike/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Executor, Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { signToken } from '../../platform/signed-token.ts';
import { countSeatHolders, findBusiness, lockBusiness } from '../business/index.ts';
import { addMonths, applySubscriptionState, toCents, type BillingProvider, type BusinessRef, type ProviderSubscriptionState, type SeatChangeQuote } from './billing-provider.ts';
import * as repository from './billing.repository.ts';
import { issueInvoice } from './invoices.ts';

/** The only card the sandbox accepts (Stripe's test card). */
const TEST_CARD = '4242424242424242';
/** Like Stripe Checkout, an unpaid session can be used for 24 hours. */
const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
/** Renewals the job catches up at most in one run for one subscription (a job that was down for months). */
const MAX_RENEWALS_PER_RUN = 24;

/**
 * The embedded billing provider: a real local implementation of checkout, portal, invoices,
 * proration and renewals, so the whole paid journey works with no account anywhere. Only the
 * test card 4242 4242 4242 4242 pays. Never used in production (config refuses it).
 */
export class SandboxBillingProvider implements BillingProvider {
  readonly name = 'sandbox' as const;

  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.database.db;
  }

  private get unitCents(): number {
    return toCents(this.ctx.config.PRICE_PER_SEAT_EUR);
  }

  async getPaymentUrl(business: BusinessRef, quantity: number): Promise<string> {
    const session = await repository.insertSandboxSession(this.db, { businessId: business.id, quantity, createdAt: this.ctx.now() });
    return `${this.ctx.config.PUBLIC_URL}/sandbox/checkout/${session.id}`;
  }

  async getCustomerSecret(business: BusinessRef): Promise<string> {
    // Opaque to the client, like Stripe's: the sandbox pricing table only needs something to hold.
    return `sandbox_cuss_${signToken(this.ctx.config.APP_SECRET, 'sandbox-customer-session', { businessId: business.id }, new Date(this.ctx.now().getTime() + 30 * 60_000))}`;
  }

  async getCancelUrl(): Promise<string> {
    return `${this.ctx.config.PUBLIC_URL}/sandbox/portal`;
  }

  /** The sandbox's provider is this database: the change is made by `storeQuantity`. */
  async requestQuantity(subscription: repository.SubscriptionRow, quantity: number): Promise<ProviderSubscriptionState> {
    return { ...stateOf(subscription), quantity };
  }

  /**
   * What `storeQuantity` would charge for this change now: an increase pays the added seats for the rest of the
   * period; a decrease takes effect at once with no credit. The same computation as the charge itself.
   */
  async previewQuantity(subscription: repository.SubscriptionRow, quantity: number, now: Date): Promise<SeatChangeQuote> {
    return {
      amountDueNowCents: prorationCents(this.unitCents, quantity - subscription.quantity, subscription, now),
      newMonthlyTotalCents: this.unitCents * quantity,
      periodEnd: subscription.currentPeriodEnd,
    };
  }

  /**
   * An increase is charged at once for the rest of the period (a proration invoice, created
   * PENDING and paid with the card on file, PAID, and invoiced); a decrease takes effect at once with no
   * credit. Applied to the subscription as it is now (the renewal job may have moved its period meanwhile).
   */
  async storeQuantity(tx: Tx, before: repository.SubscriptionRow, state: ProviderSubscriptionState, now: Date): Promise<void> {
    await lockBusinessOrFail(tx, before.businessId);
    const subscription = await repository.lockSubscription(tx, before.businessId);
    if (!subscription || !repository.isPlanHolding(subscription.status)) throw new AppError('NO_SUBSCRIPTION', 'Tu empresa no tiene una suscripción activa.');
    const quantity = state.quantity;
    const added = quantity - subscription.quantity;
    await applySubscriptionState(tx, subscription.businessId, { ...stateOf(subscription), quantity }, now);
    const totalCents = prorationCents(this.unitCents, added, subscription, now);
    if (totalCents <= 0) return;
    const bill = await repository.insertBill(tx, {
      businessId: subscription.businessId,
      providerInvoiceId: `sbx_in_${randomUUID()}`,
      status: 'PENDING',
      totalCents,
      date: now,
      description: `Ampliación de ${added} plaza(s) (prorrata)`,
      quantity: added,
      periodStart: now,
      periodEnd: subscription.currentPeriodEnd,
    });
    // The sandbox's card on file always pays: the invoice is settled, and issued, in the same transaction.
    if (bill) {
      await repository.updateBillStatus(tx, bill.id, 'PAID');
      await issueInvoice(tx, this.ctx.config, { ...bill, status: 'PAID' }, now);
    }
  }

  async syncBillingDetails(): Promise<void> {
    // The sandbox's invoices are issued here, from the stored details: there is no one else to tell.
  }

  findBills(businessId: string): Promise<repository.BillRow[]> {
    return repository.findBills(this.db, businessId);
  }

  async sync(): Promise<void> {
    // The sandbox's state is our own database: there is nothing to fetch.
  }

  /** A checkout session of the business, for the sandbox checkout page. */
  async getCheckoutSession(businessId: string, sessionId: string): Promise<SandboxCheckoutSession> {
    const session = await repository.findSandboxSession(this.db, businessId, sessionId);
    const business = await findBusiness(this.db, businessId);
    if (!session || !business) throw new AppError('NOT_FOUND', 'Sesión de pago no encontrada.');
    const status = session.status === 'open' && this.isExpired(session) ? 'expired' : (session.status as SandboxCheckoutSession['status']);
    return {
      id: session.id,
      status,
      quantity: session.quantity,
      unitPrice: this.unitCents / 100,
      total: (this.unitCents * session.quantity) / 100,
      currency: 'EUR',
      businessName: business.name,
    };
  }

  /**
   * Pays a checkout session: in one transaction the session is completed, the subscription is
   * active for a month, the trial ends, the seats become the quantity bought, and a PAID bill is
   * written. A session is paid once: the second payment finds it closed and changes nothing.
   */
  async payCheckoutSession(businessId: string, sessionId: string, card: SandboxPayRequest): Promise<void> {
    const now = this.ctx.now();
    const session = await repository.findSandboxSession(this.db, businessId, sessionId);
    if (!session) throw new AppError('NOT_FOUND', 'Sesión de pago no encontrada.');
    if (session.status !== 'open' || this.isExpired(session)) throw closedError(session.status);
    checkCard(card, now);

    await this.db.transaction(async (tx) => {
      const business = await lockBusinessOrFail(tx, businessId);
      const current = await repository.lockSubscription(tx, businessId);
      if (current && repository.isPlanHolding(current.status)) {
        throw new AppError('CHECKOUT_SESSION_CLOSED', 'Tu empresa ya tiene un plan activo: cambia el número de usuarios desde Subscripción.');
      }
      if ((await countSeatHolders(tx, businessId)) > session.quantity) {
        throw new AppError('SEATS_BELOW_MEMBERS', 'Tu equipo tiene más miembros que usuarios en este pago. Elimina miembros o compra más usuarios.');
      }
      if (!(await repository.closeSandboxSession(tx, businessId, sessionId, 'completed', now))) throw closedError('completed');
      await applySubscriptionState(
        tx,
        business.id,
        {
          provider: 'sandbox',
          customerId: current?.providerCustomerId ?? `sbx_cus_${businessId}`,
          subscriptionId: `sbx_sub_${session.id}`,
          status: 'active',
          quantity: session.quantity,
          currentPeriodStart: now,
          currentPeriodEnd: addMonths(now, 1),
          cancelAt: null,
        },
        now,
      );
      const bill = await repository.insertBill(tx, {
        businessId,
        // One invoice per session: even a logic slip could not bill a session twice.
        providerInvoiceId: `sbx_in_${session.id}`,
        status: 'PAID',
        totalCents: this.unitCents * session.quantity,
        date: now,
        description: 'Plan MIKE (alta)',
        quantity: session.quantity,
        periodStart: now,
        periodEnd: addMonths(now, 1),
      });
      if (bill) await issueInvoice(tx, this.ctx.config, bill, now);
    });
  }

  async cancelCheckoutSession(businessId: string, sessionId: string): Promise<void> {
    const session = await repository.findSandboxSession(this.db, businessId, sessionId);
    if (!session) throw new AppError('NOT_FOUND', 'Sesión de pago no encontrada.');
    if (session.status === 'canceled') return;
    if (!(await repository.closeSandboxSession(this.db, businessId, sessionId, 'canceled', this.ctx.now()))) throw closedError(session.status);
  }

  /** The sandbox billing portal's summary of the live subscription. */
  async getPortal(businessId: string): Promise<{ businessName: string; subscription: repository.SubscriptionRow }> {
    const subscription = await repository.findSubscription(this.db, businessId);
    const business = await findBusiness(this.db, businessId);
    if (!business || !subscription || !repository.isPlanHolding(subscription.status)) throw new AppError('NO_SUBSCRIPTION', 'Tu empresa no tiene una suscripción activa.');
    return { businessName: business.name, subscription };
  }

  /** Schedules the cancellation at the end of the paid period (the seats stay until then). */
  async cancelAtPeriodEnd(businessId: string, actorClientUserId: string): Promise<Date> {
    const now = this.ctx.now();
    return this.db.transaction(async (tx) => {
      const subscription = await repository.lockSubscription(tx, businessId);
      if (!subscription || !repository.isPlanHolding(subscription.status)) throw new AppError('NO_SUBSCRIPTION', 'Tu empresa no tiene una suscripción activa.');
      const cancelAt = subscription.cancelAt ?? subscription.currentPeriodEnd;
      await repository.updateSubscription(tx, subscription.id, { cancelAt, updatedAt: now });
      if (!subscription.cancelAt) {
        await recordAudit(tx, {
          businessId,
          actorClientUserId,
          action: 'plan.cancellation_scheduled',
          details: { before: { cancelAt: null }, after: { cancelAt: cancelAt.toISOString() } },
          createdAt: now,
        });
      }
      return cancelAt;
    });
  }

  private isExpired(session: repository.SandboxCheckoutSessionRow): boolean {
    return this.ctx.now().getTime() - session.createdAt.getTime() > SESSION_TTL_MS;
  }
}

/**
 * The renewal job's work: every sandbox subscription whose period has ended is either ended (its
 * cancellation date has come: status canceled, 0 seats) or renewed for the next month with a PAID
 * bill of price × quantity. Each subscription is handled in its own transaction under its row lock
 * and re-checked there, and renewal bills carry a per-period invoice id, so concurrent or repeated
 * runs change nothing twice. Returns what it did.
 */
export async function runSandboxRenewals(ctx: AppContext, now: Date): Promise<{ renewed: string[]; canceled: string[] }> {
  const renewed: string[] = [];
  const canceled: string[] = [];
  const unitCents = toCents(ctx.config.PRICE_PER_SEAT_EUR);
  for (const businessId of await repository.findDueSandboxSubscriptions(ctx.database.db, now)) {
    await ctx.database.db.transaction(async (tx) => {
      await lockBusinessOrFail(tx, businessId);
      let subscription = await repository.lockSubscription(tx, businessId);
      for (let step = 0; step < MAX_RENEWALS_PER_RUN; step++) {
        if (!subscription || subscription.provider !== 'sandbox' || !repository.isPlanHolding(subscription.status)) return;
        if (subscription.currentPeriodEnd.getTime() > now.getTime()) return;
        if (subscription.cancelAt && subscription.cancelAt.getTime() <= subscription.currentPeriodEnd.getTime()) {
          await applySubscriptionState(tx, businessId, { ...stateOf(subscription), status: 'canceled' }, now);
          canceled.push(businessId);
          return;
        }
        const start = subscription.currentPeriodEnd;
        const end = addMonths(start, 1);
        await applySubscriptionState(tx, businessId, { ...stateOf(subscription), currentPeriodStart: start, currentPeriodEnd: end }, now);
        const bill = await repository.insertBill(tx, {
          businessId,
          providerInvoiceId: `sbx_in_${subscription.providerSubscriptionId ?? subscription.id}_${start.toISOString()}`,
          status: 'PAID',
          totalCents: unitCents * subscription.quantity,
          date: start,
          description: 'Renovación plan MIKE',
          quantity: subscription.quantity,
          periodStart: start,
          periodEnd: end,
        });
        if (bill) await issueInvoice(tx, ctx.config, bill, now);
        renewed.push(businessId);
        subscription = await repository.lockSubscription(tx, businessId);
      }
    });
  }
  return { renewed, canceled };
}

/** Cents for `added` seats over what is left of the subscription's period (0 for none added, or a period over). */
function prorationCents(unitCents: number, added: number, subscription: repository.SubscriptionRow, now: Date): number {
  if (added <= 0) return 0;
  const periodMs = subscription.currentPeriodEnd.getTime() - subscription.currentPeriodStart.getTime();
  const remainingMs = Math.min(periodMs, Math.max(0, subscription.currentPeriodEnd.getTime() - now.getTime()));
  return periodMs > 0 ? Math.round((unitCents * added * remainingMs) / periodMs) : 0;
}

function stateOf(subscription: repository.SubscriptionRow) {
  return {
    provider: 'sandbox' as const,
    customerId: subscription.providerCustomerId,
    subscriptionId: subscription.providerSubscriptionId ?? `sbx_sub_${subscription.id}`,
    status: subscription.status,
    quantity: subscription.quantity,
    currentPeriodStart: subscription.currentPeriodStart,
    currentPeriodEnd: subscription.currentPeriodEnd,
    cancelAt: subscription.cancelAt,
  };
}

async function lockBusinessOrFail(tx: Executor, businessId: string) {
  const business = await lockBusiness(tx, businessId);
  if (!business) throw new AppError('NOT_FOUND', 'Empresa no encontrada.');
  return business;
}

function closedError(status: string): AppError {
  return new AppError(
    'CHECKOUT_SESSION_CLOSED',
    status === 'completed' ? 'Este pago ya se ha realizado.' : 'Esta sesión de pago ya no está disponible. Vuelve a Subscripción para empezar de nuevo.',
  );
}

/** Declines anything but the test card, and cards past their expiry month. */
function checkCard(card: SandboxPayRequest, now: Date): void {
  const number = card.cardNumber.replace(/[\s-]/g, '');
  const expiry = /^(0[1-9]|1[0-2])\s*\/\s*([0-9]{2}|[0-9]{4})$/.exec(card.expiry);
  if (!expiry) throw new AppError('VALIDATION_ERROR', 'Campo no válido: expiry (usa el formato MM/AA)');
  const year = Number(expiry[2]!.length === 2 ? `20${expiry[2]}` : expiry[2]);
  const endOfExpiryMonth = Date.UTC(year, Number(expiry[1]), 1);
  if (endOfExpiryMonth <= now.getTime()) throw new AppError('CARD_DECLINED', 'La tarjeta ha caducado. Usa otra tarjeta.');
  if (number !== TEST_CARD) {
    throw new AppError('CARD_DECLINED', 'La tarjeta ha sido rechazada. En el entorno de pruebas usa la tarjeta 4242 4242 4242 4242.');
  }
}
