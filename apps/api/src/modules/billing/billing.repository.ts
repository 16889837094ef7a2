import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { billingDetails, billingEvents, billingLeases, bills, businesses, sandboxCheckoutSessions, subscriptions } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/db.ts';
import { PLAN_HOLDING_SUBSCRIPTION_STATUSES } from '../business/index.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type BillRow = typeof bills.$inferSelect;
export type SandboxCheckoutSessionRow = typeof sandboxCheckoutSessions.$inferSelect;
export type BillingDetailsRow = typeof billingDetails.$inferSelect;

export { PLAN_HOLDING_SUBSCRIPTION_STATUSES };

/** Whether a subscription in this provider status gives the business its seats. */
export function isPlanHolding(status: string): boolean {
  return (PLAN_HOLDING_SUBSCRIPTION_STATUSES as readonly string[]).includes(status);
}

export async function findSubscription(executor: Executor, businessId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await executor.select().from(subscriptions).where(eq(subscriptions.businessId, businessId)).limit(1);
  return row;
}

/** The subscription row, locked until the transaction ends. */
export async function lockSubscription(executor: Executor, businessId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await executor.select().from(subscriptions).where(eq(subscriptions.businessId, businessId)).for('update').limit(1);
  return row;
}

export async function findSubscriptionByCustomer(executor: Executor, customerId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await executor.select().from(subscriptions).where(eq(subscriptions.providerCustomerId, customerId)).limit(1);
  return row;
}

export async function findSubscriptionByProviderId(executor: Executor, subscriptionId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await executor.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, subscriptionId)).limit(1);
  return row;
}

/** Inserts or replaces the business's one subscription row. */
export async function upsertSubscription(executor: Executor, values: typeof subscriptions.$inferInsert): Promise<SubscriptionRow> {
  const { businessId: _businessId, id: _id, createdAt: _createdAt, ...changes } = values;
  const [row] = await executor
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({ target: subscriptions.businessId, set: changes })
    .returning();
  if (!row) throw new Error('subscription not stored');
  return row;
}

export async function updateSubscription(executor: Executor, id: string, values: Partial<typeof subscriptions.$inferInsert>): Promise<void> {
  await executor.update(subscriptions).set(values).where(eq(subscriptions.id, id));
}

/**
 * Stores the provider's customer for a business that has no subscription row yet: the row waits
 * in status 'incomplete' (Stripe's word for "not paid yet"), which holds no seats.
 */
export async function storeCustomer(executor: Executor, businessId: string, provider: string, customerId: string, now: Date): Promise<void> {
  await executor
    .insert(subscriptions)
    .values({ businessId, provider, providerCustomerId: customerId, status: 'incomplete', quantity: 0, currentPeriodStart: now, currentPeriodEnd: now })
    .onConflictDoUpdate({
      target: subscriptions.businessId,
      set: { providerCustomerId: sql`coalesce(${subscriptions.providerCustomerId}, excluded.provider_customer_id)` },
    });
}

/** Sets the seats the business has bought; `endTrial` clears trialEndDate (buying a plan ends the trial). */
export async function setBusinessSeats(executor: Executor, businessId: string, memberAllowedQuantity: number, endTrial: boolean): Promise<void> {
  await executor
    .update(businesses)
    .set(endTrial ? { memberAllowedQuantity, trialEndDate: null } : { memberAllowedQuantity })
    .where(eq(businesses.id, businessId));
}

/** Inserts a bill unless one with the same provider invoice id exists; returns whether it was inserted. */
export async function insertBill(executor: Executor, values: typeof bills.$inferInsert): Promise<BillRow | undefined> {
  const [row] = await executor.insert(bills).values(values).onConflictDoNothing({ target: bills.providerInvoiceId }).returning();
  return row;
}

/** Inserts or refreshes the bill of a provider invoice (its status, total, date and link). */
export async function upsertBillByInvoice(executor: Executor, values: typeof bills.$inferInsert & { providerInvoiceId: string }): Promise<void> {
  await executor
    .insert(bills)
    .values(values)
    .onConflictDoUpdate({
      target: bills.providerInvoiceId,
      set: {
        status: values.status,
        totalCents: values.totalCents,
        date: values.date,
        url: values.url ?? null,
        description: values.description ?? null,
        quantity: values.quantity ?? null,
        periodStart: values.periodStart ?? null,
        periodEnd: values.periodEnd ?? null,
      },
    });
}

export async function updateBillStatus(executor: Executor, billId: string, status: BillRow['status']): Promise<void> {
  await executor.update(bills).set({ status }).where(eq(bills.id, billId));
}

/** The business's bills, newest first. */
export async function findBills(executor: Executor, businessId: string): Promise<BillRow[]> {
  return executor.select().from(bills).where(eq(bills.businessId, businessId)).orderBy(desc(bills.date), desc(bills.createdAt), desc(bills.id));
}

/**
 * Records a webhook event as applied. False when it already was: the primary key makes a second
 * delivery, even a concurrent one, wait for the first and then insert nothing (SECURITY.md #21).
 */
export async function recordBillingEvent(executor: Executor, id: string, type: string, now: Date): Promise<boolean> {
  const rows = await executor.insert(billingEvents).values({ id, type, receivedAt: now }).onConflictDoNothing().returning({ id: billingEvents.id });
  return rows.length > 0;
}

/** Whether a webhook event was already applied (or ignored). */
export async function hasBillingEvent(executor: Executor, id: string): Promise<boolean> {
  const rows = await executor.select({ id: billingEvents.id }).from(billingEvents).where(eq(billingEvents.id, id)).limit(1);
  return rows.length > 0;
}

/**
 * Takes the business's billing lease for `holder` until `expiresAt`, unless another holder's lease is
 * still running. One statement: of two concurrent callers, one inserts (or takes over an expired
 * lease) and the other finds it running. Returns whether `holder` now holds it.
 */
export async function acquireBillingLease(executor: Executor, businessId: string, holder: string, now: Date, expiresAt: Date): Promise<boolean> {
  const rows = await executor
    .insert(billingLeases)
    .values({ businessId, holder, expiresAt })
    .onConflictDoUpdate({ target: billingLeases.businessId, set: { holder, expiresAt }, setWhere: lte(billingLeases.expiresAt, now) })
    .returning({ holder: billingLeases.holder });
  return rows[0]?.holder === holder;
}

export async function releaseBillingLease(executor: Executor, businessId: string, holder: string): Promise<void> {
  await executor.delete(billingLeases).where(and(eq(billingLeases.businessId, businessId), eq(billingLeases.holder, holder)));
}

export async function insertSandboxSession(executor: Executor, values: typeof sandboxCheckoutSessions.$inferInsert): Promise<SandboxCheckoutSessionRow> {
  const [row] = await executor.insert(sandboxCheckoutSessions).values(values).returning();
  if (!row) throw new Error('checkout session not inserted');
  return row;
}

/** A checkout session of this business (another business's id is simply not found). */
export async function findSandboxSession(executor: Executor, businessId: string, sessionId: string): Promise<SandboxCheckoutSessionRow | undefined> {
  const [row] = await executor
    .select()
    .from(sandboxCheckoutSessions)
    .where(and(eq(sandboxCheckoutSessions.businessId, businessId), eq(sandboxCheckoutSessions.id, sessionId)))
    .limit(1);
  return row;
}

/**
 * Moves an open session to `status`; only one caller can win, so a session is paid (or cancelled)
 * at most once. Returns whether this call moved it.
 */
export async function closeSandboxSession(
  executor: Executor,
  businessId: string,
  sessionId: string,
  status: 'completed' | 'canceled',
  now: Date,
): Promise<boolean> {
  const rows = await executor
    .update(sandboxCheckoutSessions)
    .set({ status, completedAt: now })
    .where(and(eq(sandboxCheckoutSessions.businessId, businessId), eq(sandboxCheckoutSessions.id, sessionId), eq(sandboxCheckoutSessions.status, 'open')))
    .returning({ id: sandboxCheckoutSessions.id });
  return rows.length > 0;
}

/** Businesses whose sandbox subscription reached the end of its period. */
export async function findDueSandboxSubscriptions(executor: Executor, now: Date): Promise<string[]> {
  const rows = await executor
    .select({ businessId: subscriptions.businessId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, 'sandbox'),
        inArray(subscriptions.status, [...PLAN_HOLDING_SUBSCRIPTION_STATUSES]),
        lte(subscriptions.currentPeriodEnd, now),
      ),
    );
  return rows.map((row) => row.businessId);
}

export async function findBillingDetails(executor: Executor, businessId: string): Promise<BillingDetailsRow | undefined> {
  const [row] = await executor.select().from(billingDetails).where(eq(billingDetails.businessId, businessId)).limit(1);
  return row;
}

/** Sets the business's invoice details (one row per business). Issued invoices keep the details they were issued with. */
export async function upsertBillingDetails(executor: Executor, values: typeof billingDetails.$inferInsert): Promise<BillingDetailsRow> {
  const { businessId: _businessId, ...changes } = values;
  const [row] = await executor.insert(billingDetails).values(values).onConflictDoUpdate({ target: billingDetails.businessId, set: changes }).returning();
  if (!row) throw new Error('billing details not stored');
  return row;
}
