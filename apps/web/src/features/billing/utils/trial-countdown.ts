export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

export type TrialCountdown =
  | { kind: 'days'; count: number }
  | { kind: 'hours'; count: number }
  | { kind: 'expired' };

/**
 * The trial banner's countdown (spec §8, §9): whole days while 24 hours or more remain (14 days minus a minute
 * reads 13 days: only the hours are said to round up), otherwise the hours rounded up (23 h 10 min reads 24
 * hours, 1 minute reads 1 hour). At or after the end the trial has expired.
 */
export function getTrialCountdown(trialEndDate: Date, now: Date): TrialCountdown {
  const remainingMs = trialEndDate.getTime() - now.getTime();
  if (!(remainingMs > 0)) return { kind: 'expired' };
  if (remainingMs >= DAY_MS) return { kind: 'days', count: Math.floor(remainingMs / DAY_MS) };
  return { kind: 'hours', count: Math.ceil(remainingMs / HOUR_MS) };
}
