import type { AppContext } from '../../platform/context.ts';
import { findDirSources } from './law-sources.ts';
import { loadLaws } from './legislation-loader.ts';

export { createBoeClient, type BoeClient } from './boe-client.ts';
export { runBoeSync } from './boe-sync.ts';
export { BOE_SYNC_QUEUE, boeSyncJob } from './boe-sync.worker.ts';
export { boeSource, fileSource, findDirSources, type LawSource } from './law-sources.ts';
export { createLegislationAssistant, type LegislationAssistant } from './legislation-assistant.ts';
export { LEGISLATION_CHANGED, loadLaws, type LoadResult } from './legislation-loader.ts';
export { registerLegislationRoutes } from './legislation.routes.ts';
export { LegislationService } from './legislation.service.ts';

/**
 * Start-up (every API and worker process): loads the laws of LEGISLATION_DIR that are new or changed since the
 * last load. Unchanged files cost a read and a hash each; a bad file is logged and the others still load.
 */
export async function loadLegislationDir(ctx: AppContext): Promise<void> {
  const dir = ctx.config.LEGISLATION_DIR;
  if (!dir) return;
  const started = performance.now();
  const results = await loadLaws({ db: ctx.database.db, bus: ctx.bus, now: ctx.now }, await findDirSources(dir));
  for (const result of results) {
    if (result.outcome === 'failed') ctx.logger.error({ source: result.source, error: result.error }, 'law not loaded');
    else if (result.outcome !== 'unchanged') ctx.logger.info(result, `law ${result.outcome}`);
  }
  const loaded = results.filter((result) => result.outcome === 'loaded').length;
  ctx.logger.info({ dir, files: results.length, loaded, seconds: Math.round(performance.now() - started) / 1000 }, 'legislation checked');
}
