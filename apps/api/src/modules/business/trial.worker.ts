import { defineCronJob } from '../../platform/cron-job.ts';
import { expireEndedTrials } from './trial.service.ts';

export const TRIAL_EXPIRY_QUEUE = 'business.trial-expiry';
/** Every 10 minutes: a trial ends at most that late. */
export const TRIAL_EXPIRY_CRON = '*/10 * * * *';

/** Applies `expireEndedTrials` with the context's clock. */
export const trialExpiryJob = defineCronJob({
  queue: TRIAL_EXPIRY_QUEUE,
  cron: TRIAL_EXPIRY_CRON,
  async run(ctx) {
    const changed = await expireEndedTrials(ctx.database.db, ctx.now());
    if (changed.length > 0) ctx.logger.info({ businessIds: changed }, 'trials ended: seats set to 0');
  },
});
