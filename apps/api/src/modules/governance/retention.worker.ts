import type { AppContext } from '../../platform/context.ts';
import { applyRetention } from './retention.service.ts';

export const RETENTION_QUEUE = 'governance.retention';
/** Daily at 03:30 (server time), when nobody is chatting. */
export const RETENTION_CRON = '30 3 * * *';

/** Creates the queue and its daily schedule; pg-boss sends one job per tick whatever the number of processes. */
export async function createRetentionQueue(ctx: AppContext): Promise<void> {
  await ctx.jobs.createQueue(RETENTION_QUEUE);
  await ctx.jobs.schedule(RETENTION_QUEUE, RETENTION_CRON);
}

export async function startRetentionWorker(ctx: AppContext): Promise<void> {
  await ctx.jobs.work(RETENTION_QUEUE, { pollingIntervalSeconds: 2 }, async () => {
    const totals = await applyRetention(ctx.database.db, ctx.now());
    for (const [businessId, counts] of totals) ctx.logger.info({ businessId, ...counts }, 'retention: old conversations deleted');
  });
}
