import type { Executor } from '../../platform/db.ts';
import { zeroSeatsOfEndedTrials } from './business.repository.ts';

/**
 * Ends the trials that are over (DESIGN.md §5): a business past its `trialEndDate` with no
 * subscription (active, trialing or past_due) gets 0 seats, which answers NO_ACTIVE_PLAN to chat,
 * users and conversations. `trialEndDate` is kept so the banner warns. Idempotent: a business
 * already at 0 seats is left alone. Returns the businesses changed.
 */
export function expireEndedTrials(executor: Executor, now: Date): Promise<string[]> {
  return zeroSeatsOfEndedTrials(executor, now);
}
