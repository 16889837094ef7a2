export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

export type TrialCountdown =
  | { kind: 'days'; count: number }
  | { kind: 'hours'; count: number }
  | { kind: 'expired' };

/**
 * The trial banner's countdown (spec §8, §9): days while 24 hours or more remain, otherwise hours, both rounded
 * up (a new 14-day trial reads 14 days, 25 hours read 2 days, 23 h 10 min read 24 hours, 1 minute reads 1
 * hour), so the count never says less time than the end date /pricing shows. At or after the end the trial has
 * expired.
 */
export function getTrialCountdown(trialEndDate: Date, now: Date): TrialCountdown {
  const remainingMs = trialEndDate.getTime() - now.getTime();
  if (!(remainingMs > 0)) return { kind: 'expired' };
  if (remainingMs >= DAY_MS) return { kind: 'days', count: Math.ceil(remainingMs / DAY_MS) };
  return { kind: 'hours', count: Math.ceil(remainingMs / HOUR_MS) };
}
