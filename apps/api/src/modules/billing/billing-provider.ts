import type { Executor, Tx } from '../../platform/db.ts';
import { recordAudit } from '../audit/index.ts';
import { announceMembershipChange, lockBusiness } from '../business/index.ts';
import {
  isPlanHolding,
  lockSubscription,
  setBusinessSeats,
  upsertSubscription,
  type BillingDetailsRow,
  type BillRow,
  type SubscriptionRow,
} from './billing.repository.ts';

export interface BusinessRef {
  id: string;
  name: string;
}

/**
 * What MIKE needs from a card payment provider. `sandbox` is a working local provider (checkout
 * and portal pages served by the SPA, invoices in our own table, a renewal job); `stripe` is Stripe.
 * Plan-holding checks, roles and seat rules live in the service; providers only move money and
 * report state.
 */
export interface BillingProvider {
  readonly name: 'sandbox' | 'stripe';
  /**
   * A page where the owner pays for `quantity` seats (the first purchase). `operationId` is the
   * idempotency key of what it creates at the provider.
   */
  getPaymentUrl(business: BusinessRef, quantity: number, operationId: string): Promise<string>;
  /** The secret the pricing table page uses to know the customer. */
  getCustomerSecret(business: BusinessRef): Promise<string>;
  /** A page where the owner cancels the subscription. */
  getCancelUrl(subscription: SubscriptionRow): Promise<string>;
  /**
   * Asks the provider to change the seats of a live subscription and returns it as the provider holds
   * it afterwards. Called with no database transaction open: a slow provider holds no lock and no
   * connection (ADR 011). `operationId` makes a retried call the same call.
   */
  requestQuantity(subscription: SubscriptionRow, quantity: number, operationId: string): Promise<ProviderSubscriptionState>;
  /** What changing the live subscription to `quantity` would charge now and cost per month, with nothing changed. */
  previewQuantity(subscription: SubscriptionRow, quantity: number, now: Date): Promise<SeatChangeQuote>;
  /** Stores what `requestQuantity` returned (and what the provider bills for it) in the caller's short transaction. */
  storeQuantity(tx: Tx, before: SubscriptionRow, state: ProviderSubscriptionState, now: Date): Promise<void>;
  /** Copies the business's invoice details to the provider (Stripe's customer and tax id); the sandbox keeps them here. */
  syncBillingDetails(businessId: string, details: BillingDetailsRow): Promise<void>;
  /** The business's bills, newest first, refreshed from the provider when it keeps them. */
  findBills(businessId: string): Promise<BillRow[]>;
  /** Re-reads the business's subscription from the provider and stores it. */
  sync(businessId: string): Promise<void>;
}

/** A seat change's price, before it is made. */
export interface SeatChangeQuote {
  amountDueNowCents: number;
  newMonthlyTotalCents: number;
  periodEnd: Date;
}

/** A subscription as the provider reports it now. */
export interface ProviderSubscriptionState {
  provider: 'sandbox' | 'stripe';
  customerId: string | null;
  subscriptionId: string;
  status: string;
  quantity: number;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAt: Date | null;
}

/** Statuses after which the subscription gives no seats any more. */
const ENDED_STATUSES: ReadonlySet<string> = new Set(['canceled', 'unpaid', 'paused']);

/**
 * Stores the provider's current subscription and derives the business's seats from it:
 * - active, trialing, past_due: seats = quantity and the trial is over (trialEndDate = null);
 * - canceled, unpaid, paused: seats = 0, but only for a business that had bought a plan
 *   (trialEndDate null): a trial is ended by the trial job, not by an abandoned checkout;
 * - incomplete, incomplete_expired (first payment never made): the business is left as it is.
 * A late report about an older subscription never replaces a live newer one.
 */
export async function applySubscriptionState(tx: Executor, businessId: string, state: ProviderSubscriptionState, now: Date): Promise<void> {
  const business = await lockBusiness(tx, businessId);
  if (!business) return;
  const stored = await lockSubscription(tx, businessId);
  const isOtherLiveSubscription =
    stored?.providerSubscriptionId && stored.providerSubscriptionId !== state.subscriptionId && isPlanHolding(stored.status) && !isPlanHolding(state.status);
  if (isOtherLiveSubscription) return;
  await auditPlanChange(tx, businessId, stored, state, now);
  await upsertSubscription(tx, {
    businessId,
    provider: state.provider,
    providerCustomerId: state.customerId ?? stored?.providerCustomerId ?? null,
    providerSubscriptionId: state.subscriptionId,
    status: state.status,
    quantity: state.quantity,
    currentPeriodStart: state.currentPeriodStart,
    currentPeriodEnd: state.currentPeriodEnd,
    cancelAt: state.cancelAt,
    updatedAt: now,
  });
  if (isPlanHolding(state.status)) {
    await setBusinessSeats(tx, businessId, state.quantity, true);
  } else if (ENDED_STATUSES.has(state.status) && business.trialEndDate === null) {
    await setBusinessSeats(tx, businessId, 0, false);
  } else {
    return;
  }
  // The plan decides whether the members may chat: every process re-reads it once this commits.
  await announceMembershipChange(tx, { businessId });
}

/**
 * Records in the audit trail what the provider's report changes about the plan's end: a cancellation scheduled
 * or withdrawn, or the plan ended. The provider acted (through the owner at its portal), so no actor is named.
 */
async function auditPlanChange(
  tx: Executor,
  businessId: string,
  stored: { cancelAt: Date | null; status: string } | undefined,
  state: ProviderSubscriptionState,
  now: Date,
): Promise<void> {
  const before = stored?.cancelAt?.toISOString() ?? null;
  const after = state.cancelAt?.toISOString() ?? null;
  const ended = ENDED_STATUSES.has(state.status) && stored !== undefined && isPlanHolding(stored.status);
  const entry = { businessId, actorClientUserId: null, createdAt: now, details: { before: { cancelAt: before }, after: { cancelAt: after } } };
  if (ended) await recordAudit(tx, { ...entry, action: 'plan.ended', details: { before: { status: stored.status }, after: { status: state.status } } });
  else if (after !== null && before !== after) await recordAudit(tx, { ...entry, action: 'plan.cancellation_scheduled' });
  else if (after === null && before !== null) await recordAudit(tx, { ...entry, action: 'plan.cancellation_withdrawn' });
}

/** Adds calendar months in UTC, clamping to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** Euros to whole cents, without float drift (20 × 3 = 6000). */
export function toCents(euros: number): number {
  return Math.round(euros * 100);
}
