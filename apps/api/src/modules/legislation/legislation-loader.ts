import { createHash } from 'node:crypto';
import { parseLawFile, todayYmd } from '@mike/assistant';
import type { Bus } from '../../platform/bus.ts';
import type { Db } from '../../platform/db.ts';
import type { LawSource } from './law-sources.ts';
import * as repository from './legislation.repository.ts';

/** Bus topic published once a load has replaced laws; its payload is the JSON list of their BOE ids. */
export const LEGISLATION_CHANGED = 'legislation.changed';

export interface LoaderDeps {
  db: Db;
  bus: Pick<Bus, 'publish'>;
  now: () => Date;
}

/**
 * What became of one source: `loaded` (new or changed: the law was replaced), `unchanged` (its content hash is
 * the one loaded), `kept` (the database holds a newer version of the law, or the same version that an earlier
 * source of this load just loaded), `failed` (unreadable or unparsable).
 */
export type LoadOutcome = 'loaded' | 'unchanged' | 'kept' | 'failed';

export interface LoadResult {
  source: string;
  outcome: LoadOutcome;
  lawId?: string;
  /** The law's short name ('LAU'). */
  law?: string;
  /** Provisions of the law held after the load. */
  provisions?: number;
  seconds: number;
  error?: string;
}

export interface LoadOptions {
  /** Called after each source, in order (the CLI prints progress). */
  onResult?: (result: LoadResult) => void;
}

interface LoadState {
  /** Content hashes already settled (loaded or declined), with their law. */
  known: Map<string, { lawId: string; law: string; provisions: number }>;
  /** Laws this load has replaced: a second source of the same version (the .md and the .xml) is declined. */
  loaded: Set<string>;
}

/**
 * Loads laws from their sources, one after another: a source whose content hash is already known is not even
 * parsed; a changed one replaces its law in one transaction, under the law's advisory lock, so that processes
 * starting together load each law once and a reader sees the old version or the new one, never a mix. A failed
 * source is reported and the others still load. Other processes hear of the replaced laws through the bus.
 */
export async function loadLaws(deps: LoaderDeps, sources: readonly LawSource[], options: LoadOptions = {}): Promise<LoadResult[]> {
  const known: LoadState['known'] = new Map();
  for (const row of await repository.findLawHashes(deps.db)) {
    const law = { lawId: row.lawId, law: row.shortName, provisions: row.provisionCount };
    known.set(row.contentHash, law);
    if (row.declinedHash) known.set(row.declinedHash, law);
  }
  const state: LoadState = { known, loaded: new Set() };
  const results: LoadResult[] = [];
  for (const source of sources) {
    const result = await loadSource(deps, source, state);
    options.onResult?.(result);
    results.push(result);
  }
  const replaced = results.filter((result) => result.outcome === 'loaded').map((result) => result.lawId);
  if (replaced.length > 0) await deps.bus.publish(LEGISLATION_CHANGED, JSON.stringify(replaced));
  return results;
}

async function loadSource(deps: LoaderDeps, source: LawSource, { known, loaded }: LoadState): Promise<LoadResult> {
  const started = performance.now();
  const seconds = () => Math.round(performance.now() - started) / 1000;
  try {
    const text = await source.read();
    const hash = createHash('sha256').update(text).digest('hex');
    const seen = known.get(hash);
    if (seen) return { source: source.name, outcome: 'unchanged', ...seen, seconds: seconds() };
    const law = parseLawFile(source.fileName, text, { date: todayYmd(deps.now()) });
    if (law.provisions.length === 0) throw new Error('no article or disposición in force found');
    const { outcome, provisions } = await deps.db.transaction(async (tx): Promise<{ outcome: LoadOutcome; provisions: number }> => {
      await repository.lockLaw(tx, law.lawId);
      // Read under the lock: another process may have loaded this very text while this one was parsing it.
      const current = await repository.findLaw(tx, law.lawId);
      if (current?.contentHash === hash) return { outcome: 'unchanged', provisions: current.provisionCount };
      // Never older than what is held; of two sources of one version in this load, the first stays.
      const isNewer = (held: string) => held > law.versionDate || (held === law.versionDate && loaded.has(law.lawId));
      if (current && isNewer(current.versionDate)) {
        await repository.setDeclinedHash(tx, law.lawId, hash);
        return { outcome: 'kept', provisions: current.provisionCount };
      }
      await repository.replaceLaw(tx, law, hash, deps.now());
      return { outcome: 'loaded', provisions: law.provisions.length };
    });
    known.set(hash, { lawId: law.lawId, law: law.law, provisions });
    if (outcome === 'loaded') loaded.add(law.lawId);
    return { source: source.name, outcome, lawId: law.lawId, law: law.law, provisions, seconds: seconds() };
  } catch (error) {
    return { source: source.name, outcome: 'failed', error: error instanceof Error ? error.message : String(error), seconds: seconds() };
  }
}
