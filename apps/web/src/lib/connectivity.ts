import { useSyncExternalStore } from 'react';

/*
 * Whether MIKE's server answers (issue 14). A request that gets no answer (or a gateway's 502/503/504) marks it
 * unreachable; from then on a probe of /api/health runs with a growing delay (1 s, 2 s, 4 s … at most 15 s) until
 * it answers, and any answered request marks it reachable again. The offline banner and the retries follow it.
 * Kept free of libraries: it is in the first screen's code, which must be able to say the server is gone.
 */
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 15_000;
export const HEALTH_PATH = '/api/health';

/** The health check on this origin (the app and its API are served together). */
export const healthUrl = () => new URL(HEALTH_PATH, window.location.origin).href;

let isUnreachable = false;
let probe: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function subscribeConnectivity(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isServerUnreachable(): boolean {
  return isUnreachable;
}

function scheduleProbe(delayMs: number): void {
  probe = setTimeout(() => {
    fetch(healthUrl(), { cache: 'no-store' }).then(
      (response) => (response.ok ? reportServerAnswered() : scheduleProbe(Math.min(delayMs * 2, MAX_DELAY_MS))),
      () => scheduleProbe(Math.min(delayMs * 2, MAX_DELAY_MS)),
    );
  }, delayMs);
}

/** A request got no answer: say so, and probe until the server is back. */
export function reportServerUnreachable(): void {
  if (isUnreachable) return;
  isUnreachable = true;
  emit();
  scheduleProbe(FIRST_DELAY_MS);
}

/** A request was answered (whatever its status): the server is there. */
export function reportServerAnswered(): void {
  clearTimeout(probe);
  probe = undefined;
  if (!isUnreachable) return;
  isUnreachable = false;
  emit();
}

/** Statuses a proxy answers while the app server behind it is down or restarting. */
export function isGatewayFailure(status: number): boolean {
  return status === 502 || status === 503 || status === 504;
}

export function useIsServerUnreachable(): boolean {
  return useSyncExternalStore(subscribeConnectivity, isServerUnreachable, isServerUnreachable);
}
