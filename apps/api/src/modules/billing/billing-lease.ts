import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { acquireBillingLease, releaseBillingLease } from './billing.repository.ts';

/**
 * How long a billing mutation may hold its business's lease. Longer than its provider calls can take
 * (two Stripe calls of at most 3 attempts × 10 s each, ADR 011), so a live holder never loses it; a
 * holder that died frees it after this.
 */
export const BILLING_LEASE_TTL_MS = 2 * 60 * 1000;
const RETRY_EVERY_MS = 100;

const BUSY_MESSAGE = 'Ya hay un cambio de facturación en curso para tu empresa. Espera unos segundos y vuelve a intentarlo.';

/**
 * Runs `work` as the business's only billing mutation (ADR 011): in every process, one at a time per
 * business, and no database connection or lock held while it waits on the provider. Another one
 * running answers 409 BILLING_BUSY at once, or after `waitMs` (webhooks wait a little: Stripe retries
 * a refused one later). `work` gets an operation id, the idempotency key of its provider calls.
 */
export async function withBillingLease<T>(ctx: AppContext, businessId: string, work: (operationId: string) => Promise<T>, waitMs = 0): Promise<T> {
  const holder = randomUUID();
  const db = ctx.database.db;
  const deadline = Date.now() + waitMs;
  for (;;) {
    const now = ctx.now();
    if (await acquireBillingLease(db, businessId, holder, now, new Date(now.getTime() + BILLING_LEASE_TTL_MS))) break;
    if (Date.now() >= deadline) throw new AppError('BILLING_BUSY', BUSY_MESSAGE);
    await new Promise((resolve) => setTimeout(resolve, RETRY_EVERY_MS));
  }
  try {
    return await work(holder);
  } finally {
    // Not released (the database is away): it expires on its own.
    await releaseBillingLease(db, businessId, holder).catch((error: unknown) => ctx.logger.error({ err: error, businessId }, 'billing lease not released'));
  }
}
