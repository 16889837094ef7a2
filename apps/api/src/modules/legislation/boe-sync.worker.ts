import { defineCronJob } from '../../platform/cron-job.ts';
import { createBoeClient } from './boe-client.ts';
import { runBoeSync } from './boe-sync.ts';

export const BOE_SYNC_QUEUE = 'legislation.boe-sync';
/** Daily at 05:15 in Spain, after the BOE's overnight consolidation; a day missed while down runs once on return. */
export const BOE_SYNC_CRON = '15 5 * * *';

/**
 * With LEGISLATION_SYNC=boe: one sync run per day (one job whatever the number of processes), with the
 * context's clock; a failed run fails the job (pg-boss retries it). Otherwise a schedule left by an earlier
 * configuration stops.
 */
export const boeSyncJob = defineCronJob({
  queue: BOE_SYNC_QUEUE,
  cron: BOE_SYNC_CRON,
  scheduleOptions: { tz: 'Europe/Madrid', missed: 'once' },
  isEnabled: (ctx) => ctx.config.LEGISLATION_SYNC === 'boe',
  async run(ctx) {
    const run = await runBoeSync({
      db: ctx.database.db,
      bus: ctx.bus,
      now: ctx.now,
      client: createBoeClient({ baseUrl: ctx.config.BOE_API_URL }),
      extraLawIds: ctx.config.LEGISLATION_SYNC_LAWS,
    });
    const reloaded = run.results.filter((result) => result.outcome === 'loaded').map((result) => result.lawId);
    ctx.logger.info({ from: run.from, to: run.to, checked: run.results.length, reloaded }, 'BOE sync done');
  },
});
