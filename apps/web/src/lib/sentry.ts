import type * as SentryReact from '@sentry/react';

type SentryModule = typeof SentryReact;

let sentry: SentryModule | undefined;

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Trace headers go only to our own API: the same-origin `/api` base and the origin of `VITE_API_URL`.
 * Anchored patterns, so a third-party URL that merely contains ours never receives them.
 */
export function getTracePropagationTargets(apiUrl: string, origin: string): RegExp[] {
  const targets = [new RegExp(`^${escapeRegExp(origin)}/api(?:/|$)`), /^\/api(?:\/|$)/];
  const apiOrigin = new URL(apiUrl, origin).origin;
  if (apiOrigin !== origin) targets.push(new RegExp(`^${escapeRegExp(apiOrigin)}(?:/|$)`));
  return targets;
}

/**
 * Starts error reporting when a DSN is configured. Without one nothing is loaded: the SDK and the parsed
 * settings (zod) are dynamic imports, so they cost the first screen nothing.
 */
export async function initSentry(): Promise<void> {
  if (!import.meta.env.VITE_SENTRY_DSN || sentry) return;
  const [{ env }, Sentry] = await Promise.all([import('../config/env.ts'), import('@sentry/react')]);
  if (!env.VITE_SENTRY_DSN) return;
  Sentry.init({
    dsn: env.VITE_SENTRY_DSN,
    release: env.VITE_BUILD_COMMIT,
    integrations: [
      Sentry.browserTracingIntegration(),
      Sentry.replayIntegration({ maskAllText: true, maskAllInputs: true, blockAllMedia: true }),
    ],
    tracesSampleRate: 1,
    tracePropagationTargets: getTracePropagationTargets(env.VITE_API_URL, window.location.origin),
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1,
  });
  sentry = Sentry;
}

/** Reports an error that reached a page's error boundary; a no-op without a DSN. */
export function reportError(error: unknown): void {
  sentry?.captureException(error);
}
