import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, subscriptions } from '../../db/schema/index.ts';
import { createClock, registerOwner, uniqueEmail, uniquePhone } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { expireEndedTrials } from './trial.service.ts';
import { TRIAL_EXPIRY_QUEUE } from './trial.worker.ts';

const clock = createClock(new Date('2026-06-01T12:00:00Z'));
const DAY_MS = 24 * 60 * 60 * 1000;

describe('trial expiry', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ overrides: { now: clock.now } });
  });
  afterAll(() => t.close());

  const businessOf = async (businessId: string) => (await t.database.db.select().from(businesses).where(eq(businesses.id, businessId)))[0]!;
  const subscribe = (businessId: string, status: string) =>
    t.database.db.insert(subscriptions).values({
      businessId,
      provider: 'sandbox',
      status,
      quantity: 5,
      currentPeriodStart: clock.now(),
      currentPeriodEnd: new Date(clock.now().getTime() + 30 * DAY_MS),
    });

  it('takes every seat of an ended trial without a subscription, keeps trialEndDate, and a second run changes nothing', async () => {
    const ended = await registerOwner(t.app);
    const running = await registerOwner(t.app);
    const paying = await registerOwner(t.app);
    const pastDue = await registerOwner(t.app);
    const lapsed = await registerOwner(t.app);
    const now = new Date(clock.now().getTime() + 14 * DAY_MS);
    // 'running' registered later, so its trial has a minute left.
    await t.database.db
      .update(businesses)
      .set({ trialEndDate: new Date(now.getTime() + 60_000) })
      .where(eq(businesses.id, running.businessId));
    await subscribe(paying.businessId, 'active');
    await subscribe(pastDue.businessId, 'past_due');
    await subscribe(lapsed.businessId, 'canceled');
    const trialEndDate = (await businessOf(ended.businessId)).trialEndDate;

    const changed = await expireEndedTrials(t.database.db, now);
    expect(changed.sort()).toEqual([ended.businessId, lapsed.businessId].sort());
    expect(await businessOf(ended.businessId)).toMatchObject({ memberAllowedQuantity: 0, trialEndDate });
    expect((await businessOf(lapsed.businessId)).memberAllowedQuantity).toBe(0);
    for (const kept of [running, paying, pastDue]) expect((await businessOf(kept.businessId)).memberAllowedQuantity).toBe(3);

    expect(await expireEndedTrials(t.database.db, now)).toEqual([]);
    expect((await businessOf(ended.businessId)).memberAllowedQuantity).toBe(0);

    // With no plan, the team answers NO_ACTIVE_PLAN but the business is still readable for the banner.
    clock.set(now);
    try {
      const invite = await t.app.inject({
        method: 'POST',
        url: '/api/business/invite',
        headers: ended.auth,
        payload: { email: uniqueEmail(), phone: uniquePhone(), name: 'Pablo Soto', rol: 'AGENT' },
      });
      expect(invite.json().errorCode).toBe('NO_ACTIVE_PLAN');
      const me = await t.app.inject({ method: 'GET', url: '/api/business/get', headers: ended.auth });
      expect(me.json().business).toMatchObject({ memberAllowedQuantity: 0, trialEndDate: trialEndDate!.toISOString() });
    } finally {
      clock.set(new Date('2026-06-01T12:00:00Z'));
    }
  });

  it('a trial ends at its end time, not at the next run of the job: past trialEndDate the business reads as 0 seats at once', async () => {
    const owner = await registerOwner(t.app);
    const { trialEndDate } = await businessOf(owner.businessId);
    const ask = () => t.app.inject({ method: 'POST', url: '/api/conversations/create', headers: owner.auth, payload: { message: '¿Cuánto dura la fianza?' } });
    const invite = () =>
      t.app.inject({ method: 'POST', url: '/api/business/invite', headers: owner.auth, payload: { email: uniqueEmail(), phone: uniquePhone(), name: 'Pablo Soto', rol: 'AGENT' } });
    const poll = (id: string) => t.app.inject({ method: 'GET', url: `/api/conversations/${id}`, headers: owner.auth });
    try {
      clock.set(new Date(trialEndDate!.getTime() - 1_000));
      const asked = await ask();
      expect(asked.statusCode, asked.body).toBe(201);
      const chatId = asked.json().chat.id as string;
      // In memory now: the membership, its plan and the conversation.
      expect((await poll(chatId)).statusCode).toBe(200);

      clock.set(trialEndDate!);
      // The job has not run: the stored seats are still the trial's.
      expect((await businessOf(owner.businessId)).memberAllowedQuantity).toBe(3);
      expect((await poll(chatId)).json().errorCode).toBe('NO_ACTIVE_PLAN');
      expect((await ask()).json().errorCode).toBe('NO_ACTIVE_PLAN');
      expect((await invite()).json().errorCode).toBe('NO_ACTIVE_PLAN');
      const me = await t.app.inject({ method: 'GET', url: '/api/business/get', headers: owner.auth });
      expect(me.json().business).toMatchObject({ memberAllowedQuantity: 0, trialEndDate: trialEndDate!.toISOString() });
      // The job then persists what was already answered.
      expect(await expireEndedTrials(t.database.db, clock.now())).toContain(owner.businessId);
    } finally {
      clock.set(new Date('2026-06-01T12:00:00Z'));
    }
  });

  it('a business that bought a plan (trialEndDate null) is never touched', async () => {
    const owner = await registerOwner(t.app);
    await t.database.db.update(businesses).set({ trialEndDate: null, memberAllowedQuantity: 2 }).where(eq(businesses.id, owner.businessId));
    expect(await expireEndedTrials(t.database.db, new Date(clock.now().getTime() + 365 * DAY_MS))).not.toContain(owner.businessId);
    expect((await businessOf(owner.businessId)).memberAllowedQuantity).toBe(2);
  });

  it('runs through the pg-boss queue: a job on business.trial-expiry ends the trial', async () => {
    const owner = await registerOwner(t.app);
    await t.database.db
      .update(businesses)
      .set({ trialEndDate: new Date(clock.now().getTime() - 1_000) })
      .where(eq(businesses.id, owner.businessId));
    const jobId = await t.app.ctx.jobs.send(TRIAL_EXPIRY_QUEUE, {});
    expect(jobId).toBeTruthy();
    const deadline = Date.now() + 20_000;
    while ((await businessOf(owner.businessId)).memberAllowedQuantity !== 0) {
      if (Date.now() > deadline) throw new Error('the trial-expiry job did not run');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect((await businessOf(owner.businessId)).trialEndDate).not.toBeNull();
  });

  it('registers the schedule', async () => {
    const schedules = await t.app.ctx.jobs.getSchedules();
    expect(schedules.map((schedule) => schedule.name)).toContain(TRIAL_EXPIRY_QUEUE);
  });
});
