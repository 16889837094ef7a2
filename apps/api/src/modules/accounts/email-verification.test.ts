import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientUsers, emailVerificationTokens, outboxMessages } from '../../db/schema/index.ts';
import { hashToken } from '../../platform/sessions.ts';
import { STRONG_PASSWORD, addMember, createClock, inviteMember, login, registerOwner, uniqueAddress, uniqueEmail, uniquePhone } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';

/** These tests are about accounts whose email is not proved yet: the registration is left as it was made. */
const UNVERIFIED = { emailVerified: false };

const clock = createClock(new Date('2026-03-02T10:00:00Z'));
const SUBJECT = 'Verifica tu email en MIKE';

/*
 * SECURITY.md #29, ADR 009: a password registration proves nothing about the email, so it mails a link; until the
 * link is used the account reads `emailVerified: false` (the web shows 'verifica tu email'), and an SSO sign-in with
 * that verified email takes the account over (sso.test.ts). Accounts from SSO or from an invitation are verified
 * by construction.
 */
describe('email verification (ADR 009)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RUN_WORKERS: 'false' }, overrides: { now: clock.now } });
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, ...(payload ? { payload } : {}), headers, remoteAddress: uniqueAddress() });
  const verificationMails = (email: string) =>
    t.database.db.select().from(outboxMessages).where(and(eq(outboxMessages.to, email), eq(outboxMessages.subject, SUBJECT)));
  const lastLink = async (email: string) => {
    const mails = (await verificationMails(email)).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    const link = /(http\S+\/verify-email\?\S+)/.exec(mails[0]?.body ?? '')?.[1];
    if (!link) throw new Error('no verification link');
    return new URL(link);
  };
  const isVerified = async (clientUserId: string) =>
    (await t.database.db.select().from(clientUsers).where(eq(clientUsers.id, clientUserId)))[0]!.emailVerifiedAt !== null;

  it('#29 a password registration mails a single-use link from PUBLIC_URL; the account reads emailVerified: false until it is used', async () => {
    const email = uniqueEmail('verifica');
    const response = await post(
      '/client-user/register-with-business',
      { businessName: 'Inmobiliaria Sol', clientEmail: email, clientPhone: uniquePhone(), clientName: 'Ana García López', clientPassword: STRONG_PASSWORD },
      { host: 'evil.test' },
    );
    expect(response.statusCode).toBe(201);
    const { clientUser, token: session } = response.json();
    expect(clientUser.emailVerified).toBe(false);
    const link = await lastLink(email);
    expect(link.origin).toBe('http://mike.test');
    expect(link.pathname).toBe('/verify-email');
    const token = link.searchParams.get('token')!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await t.database.db.select().from(emailVerificationTokens).where(eq(emailVerificationTokens.clientUserId, clientUser.id));
    expect(stored).toMatchObject([{ tokenHash: hashToken(token), usedAt: null }]);
    expect(JSON.stringify(stored)).not.toContain(token);
    const auth = { authorization: `Bearer ${session}` };
    const before = (await t.app.inject({ method: 'GET', url: '/api/business/get', headers: auth })).json();
    expect(before.business.members[0].client).toMatchObject({ id: clientUser.id, emailVerified: false });

    // Anonymous on purpose: the link may be opened in another browser.
    const verified = await post('/client-user/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ ok: true, clientUserId: clientUser.id });
    expect(await isVerified(clientUser.id)).toBe(true);
    const signedIn = await post('/client-user/login-with-password', { email, password: STRONG_PASSWORD });
    expect(signedIn.json().clientUser.emailVerified).toBe(true);
    const after = (await t.app.inject({ method: 'GET', url: '/api/business/get', headers: auth })).json();
    expect(after.business.members[0].client.emailVerified).toBe(true);

    const replay = await post('/client-user/verify-email', { token });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ errorCode: 'EMAIL_VERIFICATION_INVALID', message: expect.stringMatching(/no es válido o ha caducado/) });
  });

  it('#29 a link older than 24 hours, or an unknown one, is refused and verifies nothing', async () => {
    const owner = await registerOwner(t.app, {}, UNVERIFIED);
    const token = (await lastLink(owner.email)).searchParams.get('token')!;
    expect((await post('/client-user/verify-email', { token: `${token}x` })).json().errorCode).toBe('EMAIL_VERIFICATION_INVALID');
    clock.advance(24 * 3600 * 1000 + 1000);
    try {
      expect((await post('/client-user/verify-email', { token })).json().errorCode).toBe('EMAIL_VERIFICATION_INVALID');
    } finally {
      clock.advance(-(24 * 3600 * 1000 + 1000));
    }
    expect(await isVerified(owner.clientUser.id)).toBe(false);
  });

  it('#29 "Reenviar" mails a new link to the signed-in member, at most 5 an hour, and nothing once the email is verified', async () => {
    const owner = await registerOwner(t.app, {}, UNVERIFIED);
    expect((await post('/client-user/resend-email-verification')).statusCode).toBe(401);
    for (let index = 0; index < 5; index++) {
      const response = await post('/client-user/resend-email-verification', undefined, owner.auth);
      expect(response.json()).toEqual({ ok: true, emailVerified: false });
    }
    const limited = await post('/client-user/resend-email-verification', undefined, owner.auth);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const mails = await verificationMails(owner.email);
    expect(mails).toHaveLength(6);
    // Any unused link works; after that, there is nothing to resend.
    expect((await post('/client-user/verify-email', { token: (await lastLink(owner.email)).searchParams.get('token')! })).statusCode).toBe(200);
    const other = await registerOwner(t.app, {}, UNVERIFIED);
    const verifiedOther = await post('/client-user/verify-email', { token: (await lastLink(other.email)).searchParams.get('token')! });
    expect(verifiedOther.statusCode).toBe(200);
    const nothing = await post('/client-user/resend-email-verification', undefined, other.auth);
    expect(nothing.json()).toEqual({ ok: true, emailVerified: true });
    expect(await verificationMails(other.email)).toHaveLength(1);
  });

  /** Asks for a password reset and reads the token of the link mailed. */
  const resetToken = async (email: string) => {
    await post('/password-reset/request', { email });
    const [mail] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.to, email), eq(outboxMessages.subject, 'Restablece tu contraseña de MIKE')));
    return new URL(/(http\S+\/reset-password\?\S+)/.exec(mail!.body)![1]!).searchParams.get('token')!;
  };

  it('#29 a completed password reset proves the email too', async () => {
    const owner = await registerOwner(t.app, {}, UNVERIFIED);
    const token = await resetToken(owner.email);
    expect((await post('/password-reset/reset', { token, email: owner.email, newPassword: 'Nueva-Contrasena-2026' })).statusCode).toBe(200);
    expect(await isVerified(owner.clientUser.id)).toBe(true);
  });

  it('#37 a password reset that proves the email for the first time claims the account: the team made before waits for the owner', async () => {
    const registrant = await registerOwner(t.app, {}, UNVERIFIED);
    const agent = await addMember(t.app, registrant.businessId);
    const agentAuth = await login(t.app, agent.email, agent.password);
    const token = await resetToken(registrant.email);
    expect((await post('/password-reset/reset', { token, email: registrant.email, newPassword: 'Nueva-Contrasena-2026' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/business/get', headers: agentAuth })).statusCode).toBe(401);
    const owner = await login(t.app, registrant.email, 'Nueva-Contrasena-2026');
    const members = (await t.app.inject({ method: 'GET', url: '/api/business/get', headers: owner })).json().business.members;
    expect(members.find((member: { memberId: string }) => member.memberId === agent.memberId)).toMatchObject({ suspended: true });
    // A reset on an account whose email was already proved suspends nothing.
    const verified = await registerOwner(t.app);
    const colleague = await addMember(t.app, verified.businessId);
    const secondToken = await resetToken(verified.email);
    expect((await post('/password-reset/reset', { token: secondToken, email: verified.email, newPassword: 'Nueva-Contrasena-2026' })).statusCode).toBe(200);
    expect((await login(t.app, colleague.email, colleague.password)).authorization).toMatch(/^Bearer /);
  });

  it('#29 an account made from an invitation is verified by construction, and no link is mailed', async () => {
    const owner = await registerOwner(t.app, {}, UNVERIFIED);
    const invited = await inviteMember(t.app, owner.auth);
    const response = await post('/client-user/use-invitation', { invitationId: invited.invitationId, email: invited.email, password: STRONG_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().clientUser.emailVerified).toBe(true);
    expect(await verificationMails(invited.email)).toHaveLength(0);
  });
});
