import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outboxMessages } from '../../db/schema/index.ts';
import { addMember, createClock, registerOwner, uniqueAddress } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';

const clock = createClock(new Date('2026-03-02T10:00:00Z'));

/*
 * SECURITY.md #6 and #33, ADR 010: phone codes are 4 digits, so what bounds guessing is the codes a phone gets (3 an
 * hour, 10 a day) and a cap of wrong codes per phone (5), which locks phone sign-in until a password or SSO sign-in or
 * at most 15 minutes; intents never count towards the lock; only AGENT members sign in by phone.
 */
describe('phone sign-in budgets (ADR 010)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1', RUN_WORKERS: 'false' }, overrides: { now: clock.now } });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, client = uniqueAddress()) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: { 'x-forwarded-for': client } });
  const sentTo = (phone: string) => t.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, phone)).orderBy(desc(outboxMessages.createdAt));
  const wrong = (code: string, offset = 0) => String((Number(code) + 1 + offset) % 10_000).padStart(4, '0');

  /** An intent for the phone and the code sent for it. */
  async function requestCode(phone: string, client?: string): Promise<{ intentId: string; code: string }> {
    const response = await post('/client-user/agent-login-intent', { phone }, client);
    expect(response.statusCode, response.body).toBe(200);
    const [latest] = await sentTo(phone);
    return { intentId: response.json().loginIntent.id, code: latest!.body };
  }

  /** Five wrong codes over two intents: the cap that locks. */
  async function spendWrongCodes(phone: string): Promise<void> {
    const first = await requestCode(phone);
    const answers = [];
    for (let offset = 0; offset < 3; offset++) answers.push((await post('/client-user/agent-login', { intentId: first.intentId, code: wrong(first.code, offset) })).json().errorCode);
    const second = await requestCode(phone);
    for (let offset = 0; offset < 2; offset++) answers.push((await post('/client-user/agent-login', { intentId: second.intentId, code: wrong(second.code, offset) })).json().errorCode);
    expect(answers).toEqual(['INVALID_CODE', 'INVALID_CODE', 'CODE_ATTEMPTS_EXCEEDED', 'INVALID_CODE', 'INVALID_CODE']);
  }

  async function expectLocked(phone: string): Promise<void> {
    const before = (await sentTo(phone)).length;
    const response = await post('/client-user/agent-login-intent', { phone });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ errorCode: 'PHONE_LOGIN_LOCKED', message: expect.stringMatching(/email y contraseña/) });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(await sentTo(phone)).toHaveLength(before);
  }

  it('#33 five wrong codes lock phone sign-in: the right code of an open intent and new intents are refused, nothing is sent', async () => {
    const owner = await registerOwner(t.app);
    const agent = await addMember(t.app, owner.businessId);
    const open = await requestCode(agent.phone);
    await spendWrongCodes(agent.phone);
    const right = await post('/client-user/agent-login', open);
    expect(right.statusCode).toBe(429);
    expect(right.json().errorCode).toBe('PHONE_LOGIN_LOCKED');
    // At most 15 minutes, never a day (issue 31 F6).
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    await expectLocked(agent.phone);
  });

  it('#33 the lock ends after 15 minutes, and the agent gets a code and signs in', async () => {
    const owner = await registerOwner(t.app);
    const agent = await addMember(t.app, owner.businessId);
    await spendWrongCodes(agent.phone);
    await expectLocked(agent.phone);
    const quarter = 15 * 60 * 1000 + 1000;
    clock.advance(quarter);
    try {
      // The rate limiter's windows follow Date.now(), the app's clock the injected one: both move 15 minutes.
      const signedIn = await withDateAhead(quarter, async () => {
        const { intentId, code } = await requestCode(agent.phone);
        return post('/client-user/agent-login', { intentId, code });
      });
      expect(signedIn.statusCode).toBe(200);
    } finally {
      clock.advance(-quarter);
    }
  });

  it('#33 signing in with the password lifts the lock at once', async () => {
    const owner = await registerOwner(t.app);
    const agent = await addMember(t.app, owner.businessId);
    await spendWrongCodes(agent.phone);
    await expectLocked(agent.phone);
    expect((await post('/client-user/login-with-password', { email: agent.email, password: agent.password })).statusCode).toBe(200);
    const { intentId, code } = await requestCode(agent.phone);
    expect((await post('/client-user/agent-login', { intentId, code })).statusCode).toBe(200);
  });

  it('#33 an OWNER or an ADMINISTRATIVE asking for a code is answered as an unregistered number, and nothing is sent', async () => {
    const owner = await registerOwner(t.app);
    const administrative = await addMember(t.app, owner.businessId, { rol: 'ADMINISTRATIVE' });
    const unregistered = await post('/client-user/agent-login-intent', { phone: '34699000111' });
    expect(unregistered.statusCode).toBe(404);
    for (const phone of [owner.clientUser.phone, administrative.phone]) {
      const response = await post('/client-user/agent-login-intent', { phone });
      // Issue 31 N5: the same status and body as a number nobody registered, so roles cannot be told apart.
      expect(response.statusCode).toBe(unregistered.statusCode);
      expect(response.json()).toEqual(unregistered.json());
      expect(await sentTo(phone)).toHaveLength(0);
    }
  });

  it('#33 someone else requesting codes counts no wrong code: the phone gets at most 3 an hour, and the agent signs in with the password', async () => {
    const owner = await registerOwner(t.app);
    const agent = await addMember(t.app, owner.businessId);
    const stranger = uniqueAddress();
    for (let index = 0; index < 3; index++) await requestCode(agent.phone, stranger);
    const fourth = await post('/client-user/agent-login-intent', { phone: agent.phone }, uniqueAddress());
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().errorCode).toBe('RATE_LIMITED');
    expect(await sentTo(agent.phone)).toHaveLength(3);
    // No wrong code was counted: the agent is not locked, and signs in with the password meanwhile.
    expect((await post('/client-user/login-with-password', { email: agent.email, password: agent.password })).statusCode).toBe(200);
  });

  it('#6 #33 a phone gets at most 3 codes an hour and 10 a day, from any addresses; the refusals send nothing', async () => {
    const owner = await registerOwner(t.app);
    const agent = await addMember(t.app, owner.businessId);
    let sent = 0;
    for (let hour = 0; hour < 5; hour++) {
      const ahead = hour * 3600 * 1000 + 1000 * hour;
      const statuses = await withDateAhead(ahead, async () => {
        const answers: number[] = [];
        for (let index = 0; index < 4; index++) answers.push((await post('/client-user/agent-login-intent', { phone: agent.phone })).statusCode);
        return answers;
      });
      sent += statuses.filter((status) => status === 200).length;
      expect(statuses.at(-1)).toBe(429);
    }
    expect(sent).toBe(10);
    expect(await sentTo(agent.phone)).toHaveLength(10);
  });

  it('#6 a Spanish number typed without its prefix reaches that Spanish phone (687990135 is not New Caledonia)', async () => {
    const owner = await registerOwner(t.app);
    const agent = await addMember(t.app, owner.businessId, { phone: '34687990135' });
    // A phone gets 3 codes an hour: the forms are typed over two hours.
    const typedForms = ['687990135', '687 99 01 35', '34687990135', '+34 687 99 01 35', '0034687990135'];
    for (const [index, typed] of typedForms.entries()) {
      const response = await withDateAhead(index < 3 ? 0 : 3601 * 1000, () => post('/client-user/agent-login-intent', { phone: typed }));
      expect(response.statusCode, typed).toBe(200);
    }
    expect(await sentTo(agent.phone)).toHaveLength(5);
    expect(await sentTo('687990135')).toHaveLength(0);
  });
});

/** Runs `action` with Date.now() moved forward, for the in-memory rate limiter's windows (they read the real clock). */
async function withDateAhead<T>(ms: number, action: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });
  try {
    return await action();
  } finally {
    vi.useRealTimers();
  }
}
