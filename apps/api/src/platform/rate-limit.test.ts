import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { BUDGETS, createRateLimits } from './rate-limit.ts';

describe('rate limits while Redis is unreachable (issue 31.9)', () => {
  // Nothing listens on port 1: every command fails, as when the Redis server is down. Built as the server builds it.
  const limits = createRateLimits('redis://127.0.0.1:1');
  afterAll(() => limits.close());

  it('keeps counting in the process: the budget is spent, then RATE_LIMITED, never another error', async () => {
    const key = 'cliente@inmobiliaria.es';
    const { points } = BUDGETS.loginFailuresPerAccount;
    for (let attempt = 0; attempt < points; attempt++) await limits.consume('loginFailuresPerAccount', key);
    const refused = await limits.consume('loginFailuresPerAccount', key).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('RATE_LIMITED');
    await expect(limits.check('loginFailuresPerAccount', key)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await limits.reset('loginFailuresPerAccount', key);
    await expect(limits.consume('loginFailuresPerAccount', key)).resolves.toBeUndefined();
  });
});
