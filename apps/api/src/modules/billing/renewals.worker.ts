import type { AppContext } from '../../platform/context.ts';
import { runSandboxRenewals } from './sandbox-provider.ts';

export const BILLING_RENEWALS_QUEUE = 'billing.renewals';
/** Every 5 minutes: a sandbox period ends (renewed or cancelled) at most that late. */
export const BILLING_RENEWALS_CRON = '*/5 * * * *';

/** Creates the queue and its schedule; pg-boss sends one job per tick whatever the number of processes. */
export async function createBillingRenewalsQueue(ctx: AppContext): Promise<void> {
  await ctx.jobs.createQueue(BILLING_RENEWALS_QUEUE);
  await ctx.jobs.schedule(BILLING_RENEWALS_QUEUE, BILLING_RENEWALS_CRON);
}

/** The worker: renews or ends the sandbox subscriptions whose period is over, with the context's clock. Stripe renews its own. */
export async function startBillingRenewalsWorker(ctx: AppContext): Promise<void> {
  await ctx.jobs.work(BILLING_RENEWALS_QUEUE, { pollingIntervalSeconds: 2 }, async () => {
    const { renewed, canceled } = await runSandboxRenewals(ctx, ctx.now());
    if (renewed.length > 0 || canceled.length > 0) ctx.logger.info({ renewed, canceled }, 'sandbox subscriptions renewed or ended');
  });
}
