import { billingRenewalsJob } from './modules/billing/index.ts';
import { trialExpiryJob } from './modules/business/index.ts';
import { createReplyQueue, questionKeysExpiryJob, startReplyWorker } from './modules/conversations/index.ts';
import { retentionJob } from './modules/governance/index.ts';
import { boeSyncJob } from './modules/legislation/index.ts';
import type { AppContext } from './platform/context.ts';
import type { Services } from './services.ts';

/** The modules' periodic jobs (platform/cron-job.ts). */
const cronJobs = [trialExpiryJob, billingRenewalsJob, retentionJob, boeSyncJob, questionKeysExpiryJob];

/** Creates every queue the modules send to; every process (API or worker) does this at start-up. */
export async function createQueues(ctx: AppContext): Promise<void> {
  await createReplyQueue(ctx);
  for (const job of cronJobs) await job.schedule(ctx);
}

/**
 * Starts every background worker of the modules on the job queue. `npm start` runs them in the
 * API process; `npm run worker` runs them alone (scale-out).
 */
export async function startWorkers(ctx: AppContext, services: Services): Promise<void> {
  await startReplyWorker(ctx, services.conversations);
  for (const job of cronJobs) await job.start(ctx);
  ctx.logger.info('workers started');
}
