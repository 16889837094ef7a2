import type { BoeClient } from './boe-client.ts';
import { boeSource } from './law-sources.ts';
import { loadLaws, type LoadResult, type LoaderDeps } from './legislation-loader.ts';
import * as repository from './legislation.repository.ts';

const SOURCE = 'boe';

export interface BoeSyncDeps extends LoaderDeps {
  client: BoeClient;
  /** Laws to keep besides those held (LEGISLATION_SYNC_LAWS): fetched on the next run when not held yet. */
  extraLawIds: readonly string[];
}

export interface BoeSyncRun {
  /** The window asked for (YYYY-MM-DD); no `from` on the first run, which checks every law. */
  from?: string;
  to: string;
  results: LoadResult[];
}

/** A day in Spain ('YYYY-MM-DD'), the calendar of the BOE. */
export function spanishDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/**
 * One run of the BOE sync: asks the API for the norms updated since the last run and reloads those MIKE holds
 * (or is told to keep), each only when its text changed. The first run has no last date: it fetches every law,
 * bringing a local copy up to the BOE's current version. The day is stored only when every law loaded, so a
 * failed run is retried over the same window.
 */
export async function runBoeSync(deps: BoeSyncDeps): Promise<BoeSyncRun> {
  const to = spanishDate(deps.now());
  const state = await repository.findSyncState(deps.db, SOURCE);
  const held = new Set((await repository.findLawHashes(deps.db)).map((law) => law.lawId));
  const wanted = [...new Set([...held, ...deps.extraLawIds])].sort();
  const updated = state ? await deps.client.findUpdatedLaws(state.lastRunDate, to) : undefined;
  const due = updated ? wanted.filter((lawId) => updated.has(lawId) || !held.has(lawId)) : wanted;
  const results = await loadLaws(
    deps,
    due.map((lawId) => boeSource(deps.client, lawId)),
  );
  const failed = results.filter((result) => result.outcome === 'failed');
  if (failed.length > 0) {
    throw new Error(`BOE sync: ${failed.map((result) => `${result.source}: ${result.error}`).join('; ')}`);
  }
  await repository.saveSyncState(deps.db, SOURCE, to, deps.now());
  return { ...(state ? { from: state.lastRunDate } : {}), to, results };
}
