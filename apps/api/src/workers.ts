import { createReplyQueue, getConversationsService, startReplyWorker } from './modules/conversations/index.ts';
import { createTrialExpiryQueue, startTrialExpiryWorker } from './modules/business/index.ts';
import { createBillingRenewalsQueue, startBillingRenewalsWorker } from './modules/billing/index.ts';
import { createBoeSyncQueue, startBoeSyncWorker } from './modules/legislation/index.ts';
import type { AppContext } from './platform/context.ts';

/** Creates every queue the modules send to; every process (API or worker) does this at start-up. */
export async function createQueues(ctx: AppContext): Promise<void> {
  await createReplyQueue(ctx);
  await createTrialExpiryQueue(ctx);
  await createBillingRenewalsQueue(ctx);
  await createBoeSyncQueue(ctx);
}

/**
 * Starts every background worker of the modules on the job queue. `npm start` runs them in the
 * API process; `npm run worker` runs them alone (scale-out).
 */
export async function startWorkers(ctx: AppContext): Promise<void> {
  await startReplyWorker(ctx, getConversationsService(ctx));
  await startTrialExpiryWorker(ctx);
  await startBillingRenewalsWorker(ctx);
  if (ctx.config.LEGISLATION_SYNC === 'boe') await startBoeSyncWorker(ctx);
  ctx.logger.info('workers started');
}
