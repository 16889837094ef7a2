import type { Config } from '../config.ts';

type Capture = (error: unknown, context?: Record<string, unknown>) => void;

let capture: Capture | undefined;

/** Starts Sentry only when SENTRY_DSN is configured; the SDK is not even loaded otherwise. */
export async function initErrorReporting(config: Config): Promise<void> {
  if (!config.SENTRY_DSN) return;
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn: config.SENTRY_DSN,
    environment: config.MIKE_ENV,
    release: config.BUILD_COMMIT,
    tracesSampleRate: 1,
  });
  capture = (error, context) => {
    Sentry.captureException(error, context ? { extra: context } : undefined);
  };
}

/** Reports an unexpected error (a 5xx or a failed job) when error reporting is on. */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  capture?.(error, context);
}
