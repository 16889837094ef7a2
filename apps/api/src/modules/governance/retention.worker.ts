import { defineCronJob } from '../../platform/cron-job.ts';
import { applyRetention } from './retention.service.ts';

export const RETENTION_QUEUE = 'governance.retention';
/** Daily at 03:30 (server time), when nobody is chatting. */
export const RETENTION_CRON = '30 3 * * *';

/** Applies `applyRetention` with the context's clock; pg-boss sends one job per tick whatever the number of processes. */
export const retentionJob = defineCronJob({
  queue: RETENTION_QUEUE,
  cron: RETENTION_CRON,
  async run(ctx) {
    const totals = await applyRetention(ctx.database.db, ctx.now());
    for (const [businessId, counts] of totals) ctx.logger.info({ businessId, ...counts }, 'retention: old conversations deleted');
  },
});
