import { healthUrl, reportServerUnreachable } from './connectivity.ts';

/*
 * Code that fails to load (issue 14): the network dropped, or a deploy replaced the built chunks. A failed load is
 * tried again; if it still fails while the server answers, the build changed: the page reloads itself once, at the
 * same address, into the new build. If the server does not answer, the failure is passed on (the screen then
 * offers 'Reintentar') and the offline banner shows.
 */
const RELOAD_KEY = 'mike.chunkReloadAt';
/** A second reload within this time would be a loop: the error is shown instead. */
const RELOAD_GUARD_MS = 60_000;
const RETRY_DELAY_MS = 400;

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|module script|Failed to fetch|error loading dynamically|preload/i.test(message);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function serverAnswers(): Promise<boolean> {
  try {
    return (await fetch(healthUrl(), { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

/** Reloads the page unless it was just reloaded for this reason; true when it does. */
function reloadOnce(reload: () => void): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
    if (Date.now() - last < RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  } catch {
    return false;
  }
  reload();
  return true;
}

/**
 * Runs `load` (a dynamic import), retrying once; see above for what happens when it keeps failing. `reload` is the
 * page's reload (a parameter so tests can observe it: jsdom cannot reload).
 */
export async function loadChunk<M>(load: () => Promise<M>, reload: () => void = () => window.location.reload()): Promise<M> {
  try {
    return await load();
  } catch (first) {
    if (!isChunkLoadError(first)) throw first;
    await wait(RETRY_DELAY_MS);
    try {
      return await load();
    } catch (second) {
      if (!isChunkLoadError(second)) throw second;
      if (!(await serverAnswers())) {
        reportServerUnreachable();
        throw new ChunkLoadError('The code of this screen could not be loaded', { cause: second });
      }
      // The new build's page takes over; until it does, nothing more is shown.
      if (reloadOnce(reload)) return new Promise<M>(() => undefined);
      throw new ChunkLoadError('The code of this screen is no longer on the server', { cause: second });
    }
  }
}
