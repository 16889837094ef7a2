import type { AppContext } from '../../platform/context.ts';
import { expireEndedTrials } from './trial.service.ts';

export const TRIAL_EXPIRY_QUEUE = 'business.trial-expiry';
/** Every 10 minutes: a trial ends at most that late. */
export const TRIAL_EXPIRY_CRON = '*/10 * * * *';

/** Creates the queue and its schedule; pg-boss sends one job per tick whatever the number of processes. */
export async function createTrialExpiryQueue(ctx: AppContext): Promise<void> {
  await ctx.jobs.createQueue(TRIAL_EXPIRY_QUEUE);
  await ctx.jobs.schedule(TRIAL_EXPIRY_QUEUE, TRIAL_EXPIRY_CRON);
}

/** The worker: applies `expireEndedTrials` with the context's clock. */
export async function startTrialExpiryWorker(ctx: AppContext): Promise<void> {
  await ctx.jobs.work(TRIAL_EXPIRY_QUEUE, { pollingIntervalSeconds: 2 }, async () => {
    const changed = await expireEndedTrials(ctx.database.db, ctx.now());
    if (changed.length > 0) ctx.logger.info({ businessIds: changed }, 'trials ended: seats set to 0');
  });
}
