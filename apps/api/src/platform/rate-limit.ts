import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from './errors.ts';

/** A named budget: at most `points` events per `durationSeconds` for one key. */
export interface BudgetSpec {
  points: number;
  durationSeconds: number;
}

const per15Minutes = (points: number): BudgetSpec => ({ points, durationSeconds: 15 * 60 });
const perHour = (points: number): BudgetSpec => ({ points, durationSeconds: 60 * 60 });
const perDay = (points: number): BudgetSpec => ({ points, durationSeconds: 24 * 60 * 60 });

/**
 * The budgets of DESIGN.md §5, SECURITY.md #4, #6, #28, #33 and #34. Sign-in budgets are spent before the attempt is
 * checked and given back when it succeeds (ADR 010); the phone numbers are ADR 010's.
 */
export const BUDGETS = {
  loginFailuresPerAccount: per15Minutes(10), loginFailuresPerIp: per15Minutes(100),
  registerPerIp: perHour(20), registerPerEmail: perHour(5),
  resetRequestsPerIp: perHour(20), resetRequestsPerEmail: perHour(5), resetAttemptsPerIp: perHour(30),
  /** Codes that reach one phone: 3 an hour and 10 a day, whoever asks for them (SECURITY.md #33, issue 31 F6). */
  phoneIntentsPerPhone: perHour(3), phoneIntentsPerPhonePerDay: perDay(10), phoneIntentsPerIp: perHour(20), phoneCodeAttemptsPerIp: perHour(30),
  /** Wrong codes per phone: reaching it locks phone sign-in for what is left of 15 minutes, or until a password/SSO sign-in. */
  phoneWrongCodesPerPhone: per15Minutes(5),
  ssoPerIp: per15Minutes(60),
  invitationAttemptsPerIp: per15Minutes(30),
  verificationEmailsPerUser: perHour(5), emailVerificationAttemptsPerIp: perHour(30),
  // Invitation emails (SECURITY.md #34), counted before the mail goes out, cancelled invitations
  // included: invite-then-cancel cannot turn MIKE into a mailer (ADR 012). The recipient's budget is kept per
  // business, so throwaway businesses cannot spend it for a real one (issue 31, N4).
  invitationEmailsPerBusiness: perHour(30), invitationEmailsPerBusinessPerDay: perDay(100), invitationEmailsPerRecipient: perDay(3),
} satisfies Record<string, BudgetSpec>;

export type BudgetName = keyof typeof BUDGETS;

/**
 * Rate limits with counters in memory, or in Redis when REDIS_URL is set so that every process
 * shares them. `consume` answers 429 RATE_LIMITED with Retry-After once a budget is spent. While Redis is
 * unreachable each process counts on its own (an insurance limiter in memory): the budgets still hold per process,
 * never a 500 nor an open door (issue 31.9).
 */
export class RateLimits {
  private readonly limiters = new Map<BudgetName, RateLimiterAbstract>();

  constructor(private readonly redis?: Redis) {
    for (const [name, spec] of Object.entries(BUDGETS) as [BudgetName, BudgetSpec][]) {
      const options = { keyPrefix: `mike:rl:${name}`, points: spec.points, duration: spec.durationSeconds };
      const limiter = redis
        ? new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: new RateLimiterMemory(options) })
        : new RateLimiterMemory(options);
      this.limiters.set(name, limiter);
    }
  }

  /** Counts one event; throws RATE_LIMITED when the budget is already spent. */
  async consume(name: BudgetName, key: string, points = 1): Promise<void> {
    try {
      await this.limiter(name).consume(key, points);
    } catch (error) {
      throw this.toError(error);
    }
  }

  /** Throws RATE_LIMITED when the budget is spent, without counting anything. */
  async check(name: BudgetName, key: string): Promise<void> {
    const state = await this.limiter(name).get(key);
    if (state && isLive(state) && state.consumedPoints >= BUDGETS[name].points) throw this.toError(state);
  }

  /**
   * Gives back one point counted by `consume` (the attempt succeeded, or was never checked). A key whose window
   * ended meanwhile is left alone, so a refund never becomes credit.
   */
  async refund(name: BudgetName, key: string): Promise<void> {
    const limiter = this.limiter(name);
    const state = await limiter.get(key);
    if (state && isLive(state) && state.consumedPoints > 0) await limiter.reward(key, 1);
  }

  /** Forgets the key's count (e.g. a password reset lifts the account's lock). */
  async reset(name: BudgetName, key: string): Promise<void> {
    await this.limiter(name).delete(key);
  }

  async close(): Promise<void> {
    await this.redis?.quit().catch(() => {});
  }

  private limiter(name: BudgetName): RateLimiterAbstract {
    const limiter = this.limiters.get(name);
    if (!limiter) throw new Error(`unknown budget ${name}`);
    return limiter;
  }

  private toError(error: unknown): AppError {
    if (error instanceof RateLimiterRes) {
      const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      return new AppError('RATE_LIMITED', undefined, { 'retry-after': String(seconds) });
    }
    throw error;
  }
}

/** A window that has not ended (the in-memory store drops an ended one only when its timer fires). */
function isLive(state: RateLimiterRes): boolean {
  return state.msBeforeNext > 0;
}

export function createRateLimits(redisUrl?: string): RateLimits {
  // A Redis that stops answering while still connected fails each command within half a second: then the
  // insurance limiter counts (issue 31.9).
  if (!redisUrl) return new RateLimits();
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true, commandTimeout: 500 });
  // ioredis reconnects by itself; meanwhile the insurance limiter counts, so a refused connection is not an error to report.
  redis.on('error', () => {});
  return new RateLimits(redis);
}
