import type { AppContext } from '../../platform/context.ts';
import { createBoeClient } from './boe-client.ts';
import { runBoeSync } from './boe-sync.ts';

export const BOE_SYNC_QUEUE = 'legislation.boe-sync';
/** Daily at 05:15 in Spain, after the BOE's overnight consolidation; a day missed while down runs once on return. */
export const BOE_SYNC_CRON = '15 5 * * *';

/** With LEGISLATION_SYNC=boe: the queue and its daily schedule (one job a day whatever the number of processes). */
export async function createBoeSyncQueue(ctx: AppContext): Promise<void> {
  if (ctx.config.LEGISLATION_SYNC === 'boe') {
    await ctx.jobs.createQueue(BOE_SYNC_QUEUE);
    await ctx.jobs.schedule(BOE_SYNC_QUEUE, BOE_SYNC_CRON, null, { tz: 'Europe/Madrid', missed: 'once' });
  } else {
    // A schedule left by an earlier configuration stops.
    await ctx.jobs.unschedule(BOE_SYNC_QUEUE);
  }
}

/** The worker: one sync run per job, with the context's clock; a failed run fails the job (pg-boss retries it). */
export async function startBoeSyncWorker(ctx: AppContext): Promise<void> {
  const client = createBoeClient({ baseUrl: ctx.config.BOE_API_URL });
  await ctx.jobs.work(BOE_SYNC_QUEUE, { pollingIntervalSeconds: 2 }, async () => {
    const run = await runBoeSync({
      db: ctx.database.db,
      bus: ctx.bus,
      now: ctx.now,
      client,
      extraLawIds: ctx.config.LEGISLATION_SYNC_LAWS,
    });
    const reloaded = run.results.filter((result) => result.outcome === 'loaded').map((result) => result.lawId);
    ctx.logger.info({ from: run.from, to: run.to, checked: run.results.length, reloaded }, 'BOE sync done');
  });
}
