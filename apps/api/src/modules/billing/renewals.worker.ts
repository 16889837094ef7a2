import { defineCronJob } from '../../platform/cron-job.ts';
import { runSandboxRenewals } from './sandbox-provider.ts';

export const BILLING_RENEWALS_QUEUE = 'billing.renewals';
/** Every 5 minutes: a sandbox period ends (renewed or cancelled) at most that late. */
export const BILLING_RENEWALS_CRON = '*/5 * * * *';

/** Renews or ends the sandbox subscriptions whose period is over, with the context's clock. Stripe renews its own. */
export const billingRenewalsJob = defineCronJob({
  queue: BILLING_RENEWALS_QUEUE,
  cron: BILLING_RENEWALS_CRON,
  async run(ctx) {
    const { renewed, canceled } = await runSandboxRenewals(ctx, ctx.now());
    if (renewed.length > 0 || canceled.length > 0) ctx.logger.info({ renewed, canceled }, 'sandbox subscriptions renewed or ended');
  },
});
