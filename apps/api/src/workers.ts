import type { AppContext } from './platform/context.ts';

/**
 * Starts every background worker of the modules on the job queue. `npm start` runs them in the
 * API process; `npm run worker` runs them alone (scale-out).
 */
export async function startWorkers(ctx: AppContext): Promise<void> {
  ctx.logger.info('workers started');
}
