import type { ScheduleOptions } from 'pg-boss';
import type { AppContext } from './context.ts';

/** A job pg-boss runs on a schedule: one job per tick, whatever the number of processes. */
export interface CronJobDefinition {
  queue: string;
  /** The cron expression (pg-boss's, minutes first). */
  cron: string;
  scheduleOptions?: ScheduleOptions;
  /** Whether the configuration wants the job; a disabled one's schedule, left by an earlier configuration, stops. */
  isEnabled?: (ctx: AppContext) => boolean;
  /** One run, with the context's clock; a throw fails the job (pg-boss retries it). */
  run: (ctx: AppContext) => Promise<void>;
}

export interface CronJob {
  readonly queue: string;
  /** Creates the queue and its schedule: every process (API or worker) does this at start-up. */
  schedule(ctx: AppContext): Promise<void>;
  /** Starts working the queue in this process. */
  start(ctx: AppContext): Promise<void>;
}

/** The one way the modules declare their periodic work (trial expiry, sandbox renewals, BOE sync). */
export function defineCronJob(definition: CronJobDefinition): CronJob {
  const isEnabled = (ctx: AppContext) => definition.isEnabled?.(ctx) ?? true;
  return {
    queue: definition.queue,
    async schedule(ctx) {
      if (!isEnabled(ctx)) {
        await ctx.jobs.unschedule(definition.queue);
        return;
      }
      await ctx.jobs.createQueue(definition.queue);
      await ctx.jobs.schedule(definition.queue, definition.cron, null, definition.scheduleOptions);
    },
    async start(ctx) {
      if (!isEnabled(ctx)) return;
      await ctx.jobs.work(definition.queue, { pollingIntervalSeconds: 2 }, () => definition.run(ctx));
    },
  };
}
