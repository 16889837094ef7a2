import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { and, count, desc, eq, inArray, isNotNull, sum } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientUsers, loginIntents, outboxMessages } from '../../db/schema/index.ts';
import { STRONG_PASSWORD, addMember, registerOwner, uniqueAddress, uniqueEmail, uniquePhone } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import * as passwords from './passwords.ts';

/*
 * SECURITY.md #28: every sign-in budget counts an attempt before the attempt is checked, atomically, so a burst of
 * parallel guesses cannot all pass a "not spent yet" check before any of them is counted. Each burst comes from
 * 100 different client addresses through a trusted proxy (TRUST_PROXY + X-Forwarded-For), so the per-IP budgets
 * stay out of the way and the per-account (per-phone, per-email) budget is what is measured. "Checked" is counted
 * where the work happens: argon2 calls, the code attempts recorded on the intents, the mails sent.
 */
describe('SECURITY.md #28 — throttles count an attempt before checking it, atomically', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1', RUN_WORKERS: 'false' } });
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** Through the trusted proxy, as `client` (each call its own client address unless given). */
  const post = (url: string, payload: object, client = uniqueAddress()) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: { 'x-forwarded-for': client } });
  const codes = (responses: LightMyRequestResponse[]) => responses.map((response) => (response.statusCode === 200 || response.statusCode === 201 ? 'OK' : response.json().errorCode));
  const tally = (values: string[]) => values.reduce<Record<string, number>>((counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }), {});

  function expectRetryAfter(responses: LightMyRequestResponse[]) {
    const limited = responses.filter((response) => response.statusCode === 429);
    expect(limited.length).toBeGreaterThan(0);
    for (const response of limited) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  }

  it('#28 100 parallel password guesses for one account from 100 client IPs → at most 10 checked, the rest 429 with Retry-After, no token past the budget', async () => {
    const owner = await registerOwner(t.app);
    const guesses = [...Array.from({ length: 99 }, (_, index) => `Adivinanza-${index}-2026`), owner.password];
    const verify = vi.spyOn(passwords, 'verifyPassword');
    const responses = await Promise.all(guesses.map((password) => post('/client-user/login-with-password', { email: owner.email, password })));

    const checked = verify.mock.calls.map(([, password]) => password);
    expect(checked.length).toBeLessThanOrEqual(10);
    const answers = codes(responses);
    // Every request was either checked (401, or 200 for the right one) or refused unchecked (429).
    expect(answers.filter((answer) => answer !== 'RATE_LIMITED')).toHaveLength(checked.length);
    expect(answers.filter((answer) => answer === 'RATE_LIMITED').length).toBeGreaterThanOrEqual(90);
    expectRetryAfter(responses);
    const rightWasChecked = checked.includes(owner.password);
    expect(answers.filter((answer) => answer === 'OK')).toHaveLength(rightWasChecked ? 1 : 0);
    expect(responses.findIndex((response) => response.statusCode === 200)).toBe(rightWasChecked ? guesses.length - 1 : -1);
    if (!rightWasChecked) {
      // The budget is spent: even the right password is refused now, unchecked.
      const after = await post('/client-user/login-with-password', { email: owner.email, password: owner.password });
      expect(after.statusCode).toBe(429);
    }
  });

  it('#28 110 parallel guesses from one client IP over 110 accounts → exactly 100 checked, 10 refused with 429', async () => {
    const client = uniqueAddress();
    const verify = vi.spyOn(passwords, 'verifyPassword');
    const responses = await Promise.all(
      Array.from({ length: 110 }, () => post('/client-user/login-with-password', { email: uniqueEmail('spray'), password: 'not-the-password' }, client)),
    );
    expect(verify).toHaveBeenCalledTimes(100);
    expect(tally(codes(responses))).toEqual({ INVALID_CREDENTIALS: 100, RATE_LIMITED: 10 });
    expectRetryAfter(responses);
  });

  it('#28 100 parallel code guesses for one phone from 100 client IPs over 3 intents (a phone’s hour) → at most 5 checked (the lock’s cap), no token past it', async () => {
    const owner = await registerOwner(t.app);
    const agent = await addMember(t.app, owner.businessId);
    const requester = uniqueAddress();
    const intents: { id: string; code: string }[] = [];
    for (let index = 0; index < 3; index++) {
      const response = await post('/client-user/agent-login-intent', { phone: agent.phone }, requester);
      expect(response.statusCode).toBe(200);
      const [sent] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, agent.phone)).orderBy(desc(outboxMessages.createdAt)).limit(1);
      intents.push({ id: response.json().loginIntent.id, code: sent!.body });
    }
    const wrong = (code: string, offset: number) => String((Number(code) + 1 + offset) % 10_000).padStart(4, '0');
    const guesses = intents.flatMap((intent) => Array.from({ length: 33 }, (_, offset) => ({ intentId: intent.id, code: wrong(intent.code, offset) })));
    guesses[guesses.length - 1] = { intentId: intents[2]!.id, code: intents[2]!.code };

    const responses = await Promise.all(guesses.map((guess) => post('/client-user/agent-login', guess)));

    const ids = intents.map((intent) => intent.id);
    const [recorded] = await t.database.db.select({ wrong: sum(loginIntents.useTrials) }).from(loginIntents).where(inArray(loginIntents.id, ids));
    const [used] = await t.database.db.select({ n: count() }).from(loginIntents).where(and(inArray(loginIntents.id, ids), isNotNull(loginIntents.consumedAt)));
    const checked = Number(recorded!.wrong) + used!.n;
    expect(checked).toBeLessThanOrEqual(5);
    const answers = codes(responses);
    expect(answers.filter((answer) => answer === 'PHONE_LOGIN_LOCKED').length).toBeGreaterThan(0);
    expectRetryAfter(responses);
    expect(answers.filter((answer) => answer === 'OK')).toHaveLength(used!.n);
    if (used!.n === 1) expect(responses.at(-1)!.statusCode).toBe(200);
    else {
      // Five wrong codes were counted: phone sign-in is locked, and no message goes out.
      const locked = await post('/client-user/agent-login-intent', { phone: agent.phone }, requester);
      expect(locked.json().errorCode).toBe('PHONE_LOGIN_LOCKED');
      expect(await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, agent.phone))).toHaveLength(3);
    }
  });

  it('#28 100 parallel registrations of one email from 100 client IPs → at most 5 checked (hashed), one account, the rest 429', async () => {
    const email = uniqueEmail('rafaga');
    const hash = vi.spyOn(passwords, 'hashPassword');
    const responses = await Promise.all(
      Array.from({ length: 100 }, () =>
        post('/client-user/register-with-business', {
          businessName: 'Inmobiliaria Ráfaga',
          clientEmail: email,
          clientPhone: uniquePhone(),
          clientName: 'Ana García López',
          clientPassword: STRONG_PASSWORD,
        }),
      ),
    );
    expect(hash.mock.calls.length).toBeLessThanOrEqual(5);
    const answers = tally(codes(responses));
    expect(answers.OK).toBe(1);
    expect(answers.RATE_LIMITED).toBe(95);
    expect((answers.EMAIL_ALREADY_REGISTERED ?? 0) + 1 + 95).toBe(100);
    expectRetryAfter(responses);
    expect(await t.database.db.select().from(clientUsers).where(eq(clientUsers.email, email))).toHaveLength(1);
  });

  it('#28 20 parallel reset completions with one link from 20 client IPs → exactly one sets the password', async () => {
    const owner = await registerOwner(t.app);
    await post('/password-reset/request', { email: owner.email });
    const [mail] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.to, owner.email), eq(outboxMessages.subject, 'Restablece tu contraseña de MIKE')));
    const link = new URL(/(http\S+\/reset-password\?\S+)/.exec(mail!.body)![1]!);
    const token = link.searchParams.get('token')!;
    const candidates = Array.from({ length: 20 }, (_, index) => `Nueva-Clave-Paralela-${index}`);
    const responses = await Promise.all(candidates.map((newPassword) => post('/password-reset/reset', { token, email: owner.email, newPassword })));
    expect(tally(codes(responses))).toEqual({ OK: 1, RESET_TOKEN_INVALID: 19 });
    const winner = candidates[responses.findIndex((response) => response.statusCode === 200)]!;
    expect((await post('/client-user/login-with-password', { email: owner.email, password: winner })).statusCode).toBe(200);
  });
});

/*
 * The reset request's work is a mail, sent here through SMTP_URL to a local SMTP server that takes 100 ms to accept
 * each one (a real mail server's pace), so a budget that were only checked before sending, and counted after,
 * would let the whole burst through.
 */
describe('SECURITY.md #28 — reset requests, counted before the mail is sent', () => {
  const received: string[] = [];
  let smtp: SMTPServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          received.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
          setTimeout(callback, 100);
        });
      },
    });
    smtp.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
    const port = (smtp.server.address() as AddressInfo).port;
    t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1', RUN_WORKERS: 'false', SMTP_URL: `smtp://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('#28 100 parallel reset requests for one email from 100 client IPs → 5 mails, the rest 429 with Retry-After', async () => {
    const owner = await registerOwner(t.app);
    // A member added directly: the only mails to this address are the resets.
    const member = await addMember(t.app, owner.businessId);
    const responses = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.app.inject({ method: 'POST', url: '/api/password-reset/request', payload: { email: member.email }, headers: { 'x-forwarded-for': uniqueAddress() } }),
      ),
    );
    expect(received.filter((address) => address === member.email)).toHaveLength(5);
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(95);
    for (const response of responses.filter((each) => each.statusCode === 429)) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });
});
