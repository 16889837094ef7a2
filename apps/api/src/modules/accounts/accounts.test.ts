import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, clientUsers, loginIntents, members, outboxMessages, sessions } from '../../db/schema/index.ts';
import { hashToken } from '../../platform/sessions.ts';
import { STRONG_PASSWORD, addMember, createClock, registerOwner, uniqueAddress, uniqueEmail, uniquePhone } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';

const clock = createClock(new Date('2026-03-02T10:00:00Z'));

describe('accounts API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ overrides: { now: clock.now } });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers });
  const countUsers = async () => (await t.database.db.select({ n: count() }).from(clientUsers))[0]!.n;
  const outbox = async (to: string) => (await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, to)));

  describe('register-with-business', () => {
    it('creates the user, the business in a 14-day trial with 3 seats and its OWNER, and signs in', async () => {
      const owner = await registerOwner(t.app, { clientPhone: '+34 611 22 33 44' });
      expect(owner.clientUser).toMatchObject({ email: owner.email, phone: '34611223344', name: 'Ana García López' });
      const [business] = await t.database.db.select().from(businesses).where(eq(businesses.id, owner.businessId));
      expect(business!.memberAllowedQuantity).toBe(3);
      expect(business!.trialEndDate!.getTime() - clock.now().getTime()).toBe(14 * 24 * 3600 * 1000);
      const [member] = await t.database.db.select().from(members).where(eq(members.businessId, owner.businessId));
      expect(member).toMatchObject({ rol: 'OWNER', status: 'ACTIVE', clientUserId: owner.clientUser.id });
      const me = await t.app.inject({ method: 'GET', url: '/api/business/get', headers: owner.auth });
      expect(me.statusCode).toBe(200);
      expect(me.json().business).toMatchObject({ id: owner.businessId, name: 'Inmobiliaria Sol', memberAllowedQuantity: 3 });
    });

    it('answers EMAIL_ALREADY_REGISTERED and PHONE_ALREADY_REGISTERED and creates nothing', async () => {
      const owner = await registerOwner(t.app);
      const before = await countUsers();
      const sameEmail = await post('/client-user/register-with-business', {
        businessName: 'Otra', clientEmail: owner.email.toUpperCase(), clientPhone: uniquePhone(), clientName: 'X', clientPassword: STRONG_PASSWORD,
      });
      expect(sameEmail.statusCode).toBe(409);
      expect(sameEmail.json().errorCode).toBe('EMAIL_ALREADY_REGISTERED');
      const samePhone = await post('/client-user/register-with-business', {
        businessName: 'Otra', clientEmail: uniqueEmail(), clientPhone: owner.clientUser.phone, clientName: 'X', clientPassword: STRONG_PASSWORD,
      });
      expect(samePhone.statusCode).toBe(409);
      expect(samePhone.json().errorCode).toBe('PHONE_ALREADY_REGISTERED');
      expect(await countUsers()).toBe(before);
    });

    it('#6 stores a Spanish number typed without its prefix as Spanish (687990135 → 34687990135, not New Caledonia)', async () => {
      const owner = await registerOwner(t.app, { clientPhone: '687990135' });
      expect(owner.clientUser.phone).toBe('34687990135');
      const again = await post('/client-user/register-with-business', {
        businessName: 'Otra', clientEmail: uniqueEmail(), clientPhone: '+34 687 99 01 35', clientName: 'X', clientPassword: STRONG_PASSWORD,
      });
      expect(again.json().errorCode).toBe('PHONE_ALREADY_REGISTERED');
    });

    it('rejects a malformed body with VALIDATION_ERROR and an invalid phone too', async () => {
      const before = await countUsers();
      const missing = await post('/client-user/register-with-business', { businessName: 'A', clientEmail: uniqueEmail() });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errorCode).toBe('VALIDATION_ERROR');
      const badPhone = await post('/client-user/register-with-business', {
        businessName: 'A', clientEmail: uniqueEmail(), clientPhone: '12', clientName: 'A', clientPassword: STRONG_PASSWORD,
      });
      expect(badPhone.statusCode).toBe(400);
      expect(await countUsers()).toBe(before);
    });
  });

  describe('SECURITY.md #1 — password policy', () => {
    it('#1 a 64-character password with emoji registers and signs in, untruncated', async () => {
      const password = `${'🏠🔑'.repeat(16)}${'llave-de-casa-'.repeat(2)}abcd`;
      expect([...password].length).toBe(64);
      const owner = await registerOwner(t.app, { clientPassword: password });
      const ok = await post('/client-user/login-with-password', { email: owner.email, password });
      expect(ok.statusCode).toBe(200);
      const truncated = await post('/client-user/login-with-password', { email: owner.email, password: [...password].slice(0, 63).join('') });
      expect(truncated.statusCode).toBe(401);
    });

    it('#1 any character, even U+0000, is allowed in a password (it is hashed, never stored as text)', async () => {
      const password = 'nul\u0000-en-la-contraseña-2026';
      const owner = await registerOwner(t.app, { clientPassword: password });
      expect((await post('/client-user/login-with-password', { email: owner.email, password })).statusCode).toBe(200);
      expect((await post('/client-user/login-with-password', { email: owner.email, password: password.replace('\u0000', '') })).statusCode).toBe(401);
    });

    it('#1 password123 is WEAK_PASSWORD on register', async () => {
      const response = await post('/client-user/register-with-business', {
        businessName: 'A', clientEmail: uniqueEmail(), clientPhone: uniquePhone(), clientName: 'A', clientPassword: 'password123',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe('WEAK_PASSWORD');
    });

    it('#1 aaaaaaaa, a trivial sequence, and the email or the name in the password are WEAK_PASSWORD on register, and nothing is created', async () => {
      const before = await countUsers();
      const local = (email: string) => email.split('@')[0]!;
      const passwords: ((email: string) => string)[] = [
        () => 'aaaaaaaa',
        () => '12345678',
        () => 'qwertyuiop',
        (email) => email,
        (email) => `${local(email).toUpperCase()}!`,
        () => 'Marta Ruiz Soler',
        () => 'soler-2026-casa',
      ];
      for (const password of passwords) {
        const clientEmail = uniqueEmail('marta.ruiz');
        const clientPassword = password(clientEmail);
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/client-user/register-with-business',
          remoteAddress: uniqueAddress(),
          payload: { businessName: 'A', clientEmail, clientPhone: uniquePhone(), clientName: 'Marta Ruiz Soler', clientPassword },
        });
        expect(response.statusCode, clientPassword).toBe(400);
        expect(response.json().errorCode, clientPassword).toBe('WEAK_PASSWORD');
      }
      expect(await countUsers()).toBe(before);
    });

    it('#1 short and over-long passwords are WEAK_PASSWORD', async () => {
      for (const clientPassword of ['Corta1!', 'x'.repeat(129)]) {
        const response = await post('/client-user/register-with-business', {
          businessName: 'A', clientEmail: uniqueEmail(), clientPhone: uniquePhone(), clientName: 'A', clientPassword,
        });
        expect(response.json().errorCode).toBe('WEAK_PASSWORD');
      }
    });

    it('#2 stores argon2id with m ≥ 19 MiB and t ≥ 2', async () => {
      const owner = await registerOwner(t.app);
      const [user] = await t.database.db.select().from(clientUsers).where(eq(clientUsers.id, owner.clientUser.id));
      const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(user!.passwordHash!);
      expect(match).not.toBeNull();
      expect(Number(match![1])).toBeGreaterThanOrEqual(19_456);
      expect(Number(match![2])).toBeGreaterThanOrEqual(2);
    });
  });

  describe('password sign-in', () => {
    it('#3 answers an unknown email and a wrong password with byte-identical bodies', async () => {
      const owner = await registerOwner(t.app);
      const wrong = await post('/client-user/login-with-password', { email: owner.email, password: 'not-the-password' });
      const unknown = await post('/client-user/login-with-password', { email: uniqueEmail('nobody'), password: 'not-the-password' });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.body).toBe(unknown.body);
      expect(wrong.json().errorCode).toBe('INVALID_CREDENTIALS');
    });

    it('#4 throttles the 11th failure for one email with 429 and Retry-After', async () => {
      const owner = await registerOwner(t.app);
      for (let attempt = 1; attempt <= 10; attempt++) {
        const response = await post('/client-user/login-with-password', { email: owner.email, password: `wrong-${attempt}` });
        expect(response.statusCode).toBe(401);
      }
      const eleventh = await post('/client-user/login-with-password', { email: owner.email, password: owner.password });
      expect(eleventh.statusCode).toBe(429);
      expect(eleventh.json().errorCode).toBe('RATE_LIMITED');
      expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('#4 throttles the 101st failure from one IP, across many emails, with 429 and Retry-After', async () => {
      const owner = await registerOwner(t.app);
      const fromOneIp = (email: string, password: string) =>
        t.app.inject({ method: 'POST', url: '/api/client-user/login-with-password', remoteAddress: '203.0.113.44', payload: { email, password } });
      for (let batch = 0; batch < 10; batch++) {
        const failures = await Promise.all(Array.from({ length: 10 }, () => fromOneIp(uniqueEmail('spray'), 'not-the-password')));
        expect(failures.map((response) => response.statusCode)).toEqual(Array(10).fill(401));
      }
      // Even the right password of a real account, from that IP.
      const next = await fromOneIp(owner.email, owner.password);
      expect(next.statusCode).toBe(429);
      expect(next.json().errorCode).toBe('RATE_LIMITED');
      expect(Number(next.headers['retry-after'])).toBeGreaterThan(0);
      // Another IP is not affected.
      expect((await post('/client-user/login-with-password', { email: owner.email, password: owner.password })).statusCode).toBe(200);
    });

    it('#8 stores only the SHA-256 of the token, and a session past its expiry is refused', async () => {
      const owner = await registerOwner(t.app);
      const rows = await t.database.db.select().from(sessions).where(eq(sessions.clientUserId, owner.clientUser.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.tokenHash).toBe(hashToken(owner.token));
      expect(JSON.stringify(rows)).not.toContain(owner.token);
      expect(Buffer.from(owner.token, 'base64url').length).toBe(32);
      clock.advance(31 * 24 * 3600 * 1000);
      try {
        const response = await t.app.inject({ method: 'GET', url: '/api/business/get', headers: owner.auth });
        expect(response.statusCode).toBe(401);
        expect(response.json().errorCode).toBe('UNAUTHORIZED');
      } finally {
        clock.advance(-31 * 24 * 3600 * 1000);
      }
    });

    it('#8 a session used within 30 days slides its expiry forward', async () => {
      const owner = await registerOwner(t.app);
      clock.advance(20 * 24 * 3600 * 1000);
      expect((await t.app.inject({ method: 'GET', url: '/api/business/get', headers: owner.auth })).statusCode).toBe(200);
      clock.advance(20 * 24 * 3600 * 1000);
      try {
        expect((await t.app.inject({ method: 'GET', url: '/api/business/get', headers: owner.auth })).statusCode).toBe(200);
      } finally {
        clock.advance(-40 * 24 * 3600 * 1000);
      }
    });

    it('#9 logout takes effect on the next request', async () => {
      const owner = await registerOwner(t.app);
      expect((await t.app.inject({ method: 'GET', url: '/api/business/get', headers: owner.auth })).statusCode).toBe(200);
      const logout = await post('/client-user/logout', undefined, owner.auth);
      expect(logout.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/business/get', headers: owner.auth })).statusCode).toBe(401);
    });

    it('refuses requests without or with a malformed bearer token', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/business/get' })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/business/get', headers: { authorization: 'Bearer nope' } })).statusCode).toBe(401);
    });
  });

  describe('phone sign-in', () => {
    const lastCode = async (phone: string) => (await outbox(phone)).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!.body;
    const intent = async (phone: string) => {
      const response = await post('/client-user/agent-login-intent', { phone });
      expect(response.statusCode).toBe(200);
      return response.json().loginIntent as { id: string; useTrials: number };
    };
    const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

    it('signs in an agent with the code sent to their phone', async () => {
      const owner = await registerOwner(t.app);
      const agent = await addMember(t.app, owner.businessId);
      const { id, useTrials } = await intent(agent.phone);
      expect(useTrials).toBe(0);
      const code = await lastCode(agent.phone);
      expect(code).toMatch(/^\d{4}$/);
      const wrong = await post('/client-user/agent-login', { intentId: id, code: wrongCode(code) });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ message: 'Código incorrecto. Tiene 3 intentos.', errorCode: 'INVALID_CODE' });
      const right = await post('/client-user/agent-login', { intentId: id, code });
      expect(right.statusCode).toBe(200);
      expect(right.json().clientUser.id).toBe(agent.clientUserId);
      const again = await post('/client-user/agent-login', { intentId: id, code });
      expect(again.json().errorCode).toBe('LOGIN_INTENT_EXPIRED');
    });

    it('answers PHONE_NOT_REGISTERED for an unknown phone and sends nothing', async () => {
      const phone = uniquePhone();
      const response = await post('/client-user/agent-login-intent', { phone });
      expect(response.statusCode).toBe(404);
      expect(response.json().errorCode).toBe('PHONE_NOT_REGISTERED');
      expect(await outbox(phone)).toHaveLength(0);
    });

    it('#5 three wrong codes kill the intent; then the right code is refused', async () => {
      const owner = await registerOwner(t.app);
      const agent = await addMember(t.app, owner.businessId);
      const { id } = await intent(agent.phone);
      const code = await lastCode(agent.phone);
      const answers = [];
      for (let attempt = 0; attempt < 3; attempt++) answers.push((await post('/client-user/agent-login', { intentId: id, code: wrongCode(code) })).json().errorCode);
      expect(answers).toEqual(['INVALID_CODE', 'INVALID_CODE', 'CODE_ATTEMPTS_EXCEEDED']);
      const right = await post('/client-user/agent-login', { intentId: id, code });
      expect(right.statusCode).toBe(410);
      expect(right.json().errorCode).toBe('CODE_ATTEMPTS_EXCEEDED');
    });

    it('#5 ten parallel guesses evaluate at most three', async () => {
      const owner = await registerOwner(t.app);
      const agent = await addMember(t.app, owner.businessId);
      const { id } = await intent(agent.phone);
      const code = await lastCode(agent.phone);
      const guesses = Array.from({ length: 10 }, (_, index) => String((Number(code) + 1 + index) % 10_000).padStart(4, '0'));
      const responses = await Promise.all(guesses.map((guess) => post('/client-user/agent-login', { intentId: id, code: guess })));
      const evaluated = responses.filter((response) => response.json().errorCode === 'INVALID_CODE').length;
      expect(evaluated).toBeLessThanOrEqual(2);
      const [row] = await t.database.db.select().from(loginIntents).where(eq(loginIntents.id, id));
      expect(row!.useTrials).toBe(3);
      expect((await post('/client-user/agent-login', { intentId: id, code })).statusCode).toBe(410);
    });

    it('#5 a code of intent A fails on intent B, and a code expires after 10 minutes', async () => {
      const owner = await registerOwner(t.app);
      const agentA = await addMember(t.app, owner.businessId);
      const agentB = await addMember(t.app, owner.businessId);
      await intent(agentA.phone);
      const codeA = await lastCode(agentA.phone);
      const intentB = await intent(agentB.phone);
      const codeB = await lastCode(agentB.phone);
      if (codeA !== codeB) {
        expect((await post('/client-user/agent-login', { intentId: intentB.id, code: codeA })).json().errorCode).toBe('INVALID_CODE');
      }
      clock.advance(10 * 60 * 1000 + 1);
      try {
        expect((await post('/client-user/agent-login', { intentId: intentB.id, code: codeB })).json().errorCode).toBe('LOGIN_INTENT_EXPIRED');
      } finally {
        clock.advance(-(10 * 60 * 1000 + 1));
      }
    });
  });

  describe('password reset', () => {
    const resetLink = async (email: string) => {
      const mails = (await outbox(email)).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
      const link = /(http\S+\/reset-password\?\S+)/.exec(mails[0]?.body ?? '')?.[1];
      if (!link) throw new Error('no reset link');
      const url = new URL(link);
      return { url, token: url.searchParams.get('token')!, email: url.searchParams.get('email')! };
    };

    it('#7 answers known and unknown emails identically, links from PUBLIC_URL, and revokes every session', async () => {
      const owner = await registerOwner(t.app);
      const known = await post('/password-reset/request', { email: owner.email }, { host: 'evil.test' });
      const unknown = await post('/password-reset/request', { email: uniqueEmail('ghost') }, { host: 'evil.test' });
      expect(known.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      const { url, token, email } = await resetLink(owner.email);
      expect(url.origin).toBe('http://mike.test');
      expect(url.href).not.toContain('evil.test');
      expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
      expect(email).toBe(owner.email);

      const reset = await post('/password-reset/reset', { token, email, newPassword: 'Nueva-Contrasena-2026' });
      expect(reset.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/business/get', headers: owner.auth })).statusCode).toBe(401);
      expect((await post('/client-user/login-with-password', { email: owner.email, password: 'Nueva-Contrasena-2026' })).statusCode).toBe(200);
      const reused = await post('/password-reset/reset', { token, email, newPassword: 'Otra-Contrasena-2027' });
      expect(reused.json().errorCode).toBe('RESET_TOKEN_INVALID');
    });

    it('#7 a token older than 60 minutes is refused', async () => {
      const owner = await registerOwner(t.app);
      await post('/password-reset/request', { email: owner.email });
      const { token, email } = await resetLink(owner.email);
      clock.advance(61 * 60 * 1000);
      try {
        const response = await post('/password-reset/reset', { token, email, newPassword: 'Nueva-Contrasena-2026' });
        expect(response.statusCode).toBe(400);
        expect(response.json().errorCode).toBe('RESET_TOKEN_INVALID');
      } finally {
        clock.advance(-61 * 60 * 1000);
      }
    });

    it('#4 a password reset lifts the account’s sign-in lock', async () => {
      const owner = await registerOwner(t.app);
      for (let attempt = 1; attempt <= 10; attempt++) await post('/client-user/login-with-password', { email: owner.email, password: `wrong-${attempt}` });
      expect((await post('/client-user/login-with-password', { email: owner.email, password: owner.password })).statusCode).toBe(429);
      await post('/password-reset/request', { email: owner.email });
      const { token, email } = await resetLink(owner.email);
      expect((await post('/password-reset/reset', { token, email, newPassword: 'Nueva-Contrasena-2026' })).statusCode).toBe(200);
      expect((await post('/client-user/login-with-password', { email: owner.email, password: 'Nueva-Contrasena-2026' })).statusCode).toBe(200);
    });

    it('#7 a reset link used with another email is not spent: with its own email it still works', async () => {
      const owner = await registerOwner(t.app);
      const other = await registerOwner(t.app);
      await post('/password-reset/request', { email: owner.email });
      const { token, email } = await resetLink(owner.email);
      for (const wrongEmail of [other.email, uniqueEmail('nadie')]) {
        const response = await post('/password-reset/reset', { token, email: wrongEmail, newPassword: 'Nueva-Contrasena-2026' });
        expect(response.json().errorCode).toBe('RESET_TOKEN_INVALID');
      }
      expect((await post('/client-user/login-with-password', { email: other.email, password: other.password })).statusCode).toBe(200);
      expect((await post('/password-reset/reset', { token, email, newPassword: 'Nueva-Contrasena-2026' })).statusCode).toBe(200);
      expect((await post('/client-user/login-with-password', { email: owner.email, password: 'Nueva-Contrasena-2026' })).statusCode).toBe(200);
    });

    it('#1 aaaaaaaa and the name or the email’s local part are WEAK_PASSWORD on reset, and the token stays usable', async () => {
      const owner = await registerOwner(t.app, { clientName: 'Rocío Benítez Calvo' });
      await post('/password-reset/request', { email: owner.email });
      const { token, email } = await resetLink(owner.email);
      for (const newPassword of ['aaaaaaaa', 'BENITEZ-2026-x', `x-${owner.email.split('@')[0]}-x`]) {
        expect((await post('/password-reset/reset', { token, email, newPassword })).json().errorCode, newPassword).toBe('WEAK_PASSWORD');
      }
      expect((await post('/password-reset/reset', { token, email, newPassword: 'Nueva-Contrasena-2026' })).statusCode).toBe(200);
    });

    it('#1 password123 is WEAK_PASSWORD on reset, and the token stays usable', async () => {
      const owner = await registerOwner(t.app);
      await post('/password-reset/request', { email: owner.email });
      const { token, email } = await resetLink(owner.email);
      expect((await post('/password-reset/reset', { token, email, newPassword: 'password123' })).json().errorCode).toBe('WEAK_PASSWORD');
      expect((await post('/password-reset/reset', { token, email, newPassword: 'Nueva-Contrasena-2026' })).statusCode).toBe(200);
    });
  });
});

describe('SECURITY.md #19 — client IP only from trusted proxies', () => {
  it('#19 a forged X-Forwarded-For does not reset a rate limit', async () => {
    const t = await createTestApp();
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 21; index++) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/client-user/agent-login-intent',
          payload: { phone: uniquePhone() },
          headers: { 'x-forwarded-for': `203.0.113.${index}` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
      expect(statuses[20]).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('#19 (control) a trusted proxy forwards the client IP', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      for (let index = 0; index < 21; index++) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/client-user/agent-login-intent',
          payload: { phone: uniquePhone() },
          headers: { 'x-forwarded-for': `203.0.113.${index}` },
        });
        expect(response.statusCode).toBe(404);
      }
    } finally {
      await t.close();
    }
  });
});
