import { randomUUID } from 'node:crypto';
import type { AuthResponse, Business } from '@mike/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientUsers, invitations, members, ssoIdentities } from '../../db/schema/index.ts';
import { createSsoToken, type SsoIdentity } from '../accounts/sso-token.ts';
import { STRONG_PASSWORD, addMember, createClock, inviteMember, registerOwner, uniqueAddress, uniqueEmail } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';

const clock = createClock(new Date('2026-05-11T08:30:00Z'));
const DAY_MS = 24 * 60 * 60 * 1000;

describe('invitations API (anonymous): get-invitation, use-invitation, use-invitation-with-sso', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ overrides: { now: clock.now } });
  });
  afterAll(() => t.close());

  // Each call from its own address: the per-IP invitation budget is measured by its own test.
  const anonymous = (method: 'GET' | 'POST', url: string, payload?: object, remoteAddress = uniqueAddress()) =>
    t.app.inject({ method, url: `/api${url}`, remoteAddress, ...(payload ? { payload } : {}) });
  const getInvitation = (invitationId: string) => anonymous('GET', `/client-user/get-invitation?invitationId=${invitationId}`);
  const useInvitation = (payload: object) => anonymous('POST', '/client-user/use-invitation', payload);
  const useInvitationWithSso = (payload: object) => anonymous('POST', '/client-user/use-invitation-with-sso', payload);
  const ssoToken = (identity: Partial<SsoIdentity> & { email: string }) =>
    createSsoToken(t.config.APP_SECRET, { provider: 'GOOGLE', subject: `google-${randomUUID()}`, emailVerified: true, ...identity }, clock.now());
  const countUsers = async () => (await t.database.db.select({ n: count() }).from(clientUsers))[0]!.n;

  describe('client-user/get-invitation', () => {
    it('answers the invitation as spec §3, with the business name', async () => {
      const owner = await registerOwner(t.app, { businessName: 'Notaría Levante' });
      const pending = await inviteMember(t.app, owner.auth, { rol: 'ADMINISTRATIVE' });
      const response = await getInvitation(pending.invitationId);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        invitation: {
          id: pending.invitationId,
          status: 'PENDING',
          expirationDate: new Date(clock.now().getTime() + 7 * DAY_MS).toISOString(),
          businessName: 'Notaría Levante',
          memberId: pending.memberId,
          email: pending.email,
          phone: pending.phone,
          name: pending.name,
          rol: 'ADMINISTRATIVE',
          domainEvents: [],
        },
      });
    });

    it('says EXPIRED once the 7 days are over, though the row still says PENDING', async () => {
      const owner = await registerOwner(t.app);
      const pending = await inviteMember(t.app, owner.auth);
      clock.advance(7 * DAY_MS - 1);
      expect((await getInvitation(pending.invitationId)).json().invitation.status).toBe('PENDING');
      clock.advance(1);
      try {
        const response = await getInvitation(pending.invitationId);
        expect(response.json().invitation).toMatchObject({ id: pending.invitationId, status: 'EXPIRED', businessName: 'Inmobiliaria Sol' });
        // A spent invitation no longer tells whoever holds the link the invitee's contact data.
        expect(response.json().invitation.phone).toBeUndefined();
        const use = await useInvitation({ invitationId: pending.invitationId, email: pending.email, password: STRONG_PASSWORD });
        expect(use.statusCode).toBe(410);
        expect(use.json()).toEqual({ errorCode: 'INVITATION_EXPIRED', message: 'La invitación ha expirado' });
        const [row] = await t.database.db.select().from(invitations).where(eq(invitations.id, pending.invitationId));
        expect(row!.status).toBe('PENDING');
      } finally {
        clock.advance(-7 * DAY_MS);
      }
    });

    it('answers 404 INVITATION_NOT_FOUND for an unknown id, and VALIDATION_ERROR for a malformed one', async () => {
      const unknown = await getInvitation(randomUUID());
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().errorCode).toBe('INVITATION_NOT_FOUND');
      expect((await getInvitation('not-an-id')).statusCode).toBe(400);
    });

    it('is rate-limited per IP (invitationAttemptsPerIp: 30 per 15 minutes)', async () => {
      const address = uniqueAddress();
      const id = randomUUID();
      for (let attempt = 0; attempt < 30; attempt++) {
        expect((await anonymous('GET', `/client-user/get-invitation?invitationId=${id}`, undefined, address)).statusCode).toBe(404);
      }
      const limited = await anonymous('POST', '/client-user/use-invitation', { invitationId: id, email: uniqueEmail(), password: STRONG_PASSWORD }, address);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().errorCode).toBe('RATE_LIMITED');
      expect(limited.headers['retry-after']).toBeDefined();
    });
  });

  describe('client-user/use-invitation', () => {
    it('creates the client user with the invitation data, activates the member, marks it USED and signs in', async () => {
      const owner = await registerOwner(t.app, { businessName: 'Gestoría Triana' });
      const pending = await inviteMember(t.app, owner.auth, { name: 'Lucía Fernández' });
      const response = await useInvitation({ invitationId: pending.invitationId, email: pending.email.toUpperCase(), password: STRONG_PASSWORD });
      expect(response.statusCode).toBe(200);
      const body = response.json() as AuthResponse;
      expect(body.clientUser).toMatchObject({ email: pending.email, phone: pending.phone, name: 'Lucía Fernández' });

      const [member] = await t.database.db.select().from(members).where(eq(members.id, pending.memberId));
      expect(member).toMatchObject({ status: 'ACTIVE', clientUserId: body.clientUser.id, rol: 'AGENT' });
      const [invitation] = await t.database.db.select().from(invitations).where(eq(invitations.id, pending.invitationId));
      expect(invitation).toMatchObject({ status: 'USED', usedAt: clock.now() });

      const me = await t.app.inject({ method: 'GET', url: '/api/business/get', headers: { authorization: `Bearer ${body.token}` } });
      expect(me.statusCode).toBe(200);
      const business = me.json().business as Business;
      expect(business.name).toBe('Gestoría Triana');
      expect(business.members.find((entry) => entry.memberId === pending.memberId)).toMatchObject({ status: 'ACTIVE', client: body.clientUser });
      // The new password signs in.
      const login = await anonymous('POST', '/client-user/login-with-password', { email: pending.email, password: STRONG_PASSWORD });
      expect(login.statusCode).toBe(200);
    });

    it('answers INVITATION_USED the second time, creating nothing', async () => {
      const owner = await registerOwner(t.app);
      const pending = await inviteMember(t.app, owner.auth);
      expect((await useInvitation({ invitationId: pending.invitationId, email: pending.email, password: STRONG_PASSWORD })).statusCode).toBe(200);
      const users = await countUsers();
      const again = await useInvitation({ invitationId: pending.invitationId, email: pending.email, password: STRONG_PASSWORD });
      expect(again.statusCode).toBe(410);
      expect(again.json()).toEqual({ errorCode: 'INVITATION_USED', message: 'La invitación ya ha sido utilizada' });
      expect((await getInvitation(pending.invitationId)).json().invitation.status).toBe('USED');
      expect(await countUsers()).toBe(users);
    });

    it('two parallel uses of one invitation: one account, one success', async () => {
      const owner = await registerOwner(t.app);
      const pending = await inviteMember(t.app, owner.auth);
      const users = await countUsers();
      const answers = await Promise.all(
        [0, 1, 2].map(() => useInvitation({ invitationId: pending.invitationId, email: pending.email, password: STRONG_PASSWORD })),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410, 410]);
      expect(await countUsers()).toBe(users + 1);
    });

    it('a cancelled invitation answers INVITATION_EXPIRED; an unknown one INVITATION_NOT_FOUND', async () => {
      const owner = await registerOwner(t.app);
      const pending = await inviteMember(t.app, owner.auth);
      await t.app.inject({ method: 'DELETE', url: `/api/business/${owner.businessId}/invite/${pending.invitationId}`, headers: owner.auth });
      expect((await getInvitation(pending.invitationId)).json().invitation.status).toBe('EXPIRED');
      const cancelled = await useInvitation({ invitationId: pending.invitationId, email: pending.email, password: STRONG_PASSWORD });
      expect(cancelled.json().errorCode).toBe('INVITATION_EXPIRED');
      const unknown = await useInvitation({ invitationId: randomUUID(), email: pending.email, password: STRONG_PASSWORD });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().errorCode).toBe('INVITATION_NOT_FOUND');
    });

    it('#1 password123 is WEAK_PASSWORD on the invitation path, and nothing is created', async () => {
      const owner = await registerOwner(t.app);
      const pending = await inviteMember(t.app, owner.auth);
      const users = await countUsers();
      const response = await useInvitation({ invitationId: pending.invitationId, email: pending.email, password: 'password123' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe('WEAK_PASSWORD');
      expect(await countUsers()).toBe(users);
      expect((await getInvitation(pending.invitationId)).json().invitation.status).toBe('PENDING');
    });

    it('#1 aaaaaaaa, the invitee’s name and the email’s local part are WEAK_PASSWORD on the invitation path, and nothing is created', async () => {
      const owner = await registerOwner(t.app);
      const pending = await inviteMember(t.app, owner.auth, { name: 'Marta Ruiz Ortega' });
      const users = await countUsers();
      for (const password of ['aaaaaaaa', 'ortega-marta-2026', `${pending.email.split('@')[0]}-2026`]) {
        const response = await useInvitation({ invitationId: pending.invitationId, email: pending.email, password });
        expect(response.json().errorCode, password).toBe('WEAK_PASSWORD');
      }
      expect(await countUsers()).toBe(users);
      expect((await getInvitation(pending.invitationId)).json().invitation.status).toBe('PENDING');
    });

    it("answers VALIDATION_ERROR, without revealing the invitation's email, when another email is given", async () => {
      const owner = await registerOwner(t.app);
      const pending = await inviteMember(t.app, owner.auth);
      const response = await useInvitation({ invitationId: pending.invitationId, email: uniqueEmail('intruso'), password: STRONG_PASSWORD });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_ERROR');
      expect(response.body).not.toContain(pending.email);
      expect((await getInvitation(pending.invitationId)).json().invitation.status).toBe('PENDING');
    });

    it('answers PHONE_ALREADY_REGISTERED when the phone was taken after the invitation, and rolls everything back', async () => {
      const owner = await registerOwner(t.app);
      const pending = await inviteMember(t.app, owner.auth);
      await registerOwner(t.app, { clientPhone: pending.phone });
      const response = await useInvitation({ invitationId: pending.invitationId, email: pending.email, password: STRONG_PASSWORD });
      expect(response.statusCode).toBe(409);
      expect(response.json().errorCode).toBe('PHONE_ALREADY_REGISTERED');
      const [member] = await t.database.db.select().from(members).where(eq(members.id, pending.memberId));
      expect(member!.status).toBe('INVITED');
      expect((await getInvitation(pending.invitationId)).json().invitation.status).toBe('PENDING');
    });

    it('attaches the account of a person removed from their previous business, once they prove it with their password', async () => {
      const previous = await registerOwner(t.app);
      const agent = await addMember(t.app, previous.businessId);
      await t.app.inject({ method: 'POST', url: '/api/business/remove-user', headers: previous.auth, payload: { memberId: agent.memberId } });
      const owner = await registerOwner(t.app);
      const pending = await inviteMember(t.app, owner.auth, { email: agent.email, phone: agent.phone });

      const otherPassword = await useInvitation({ invitationId: pending.invitationId, email: agent.email, password: 'Otra-Clave-Distinta-77' });
      expect(otherPassword.statusCode).toBe(409);
      expect(otherPassword.json().errorCode).toBe('EMAIL_ALREADY_REGISTERED');

      const response = await useInvitation({ invitationId: pending.invitationId, email: agent.email, password: agent.password });
      expect(response.statusCode).toBe(200);
      expect(response.json().clientUser.id).toBe(agent.clientUserId);
      const [member] = await t.database.db.select().from(members).where(eq(members.id, pending.memberId));
      expect(member).toMatchObject({ status: 'ACTIVE', clientUserId: agent.clientUserId, businessId: owner.businessId });
    });
  });

  describe('client-user/use-invitation-with-sso', () => {
    it("creates the account with the invitation's email, links the identity, and a later SSO sign-in finds it", async () => {
      const owner = await registerOwner(t.app);
      const pending = await inviteMember(t.app, owner.auth);
      const subject = `google-${randomUUID()}`;
      // The provider's verified email may differ from the invitation's (a personal Gmail).
      const tokenSso = ssoToken({ subject, email: 'marta.personal@gmail.test', name: 'Marta R.' });
      const response = await useInvitationWithSso({ invitationId: pending.invitationId, tokenSso, ssoProvider: 'GOOGLE' });
      expect(response.statusCode).toBe(200);
      const body = response.json() as AuthResponse;
      expect(body.clientUser).toMatchObject({ email: pending.email, phone: pending.phone, name: pending.name });
      const [user] = await t.database.db.select().from(clientUsers).where(eq(clientUsers.id, body.clientUser.id));
      expect(user!.passwordHash).toBeNull();
      const identities = await t.database.db.select().from(ssoIdentities).where(eq(ssoIdentities.clientUserId, body.clientUser.id));
      expect(identities).toMatchObject([{ provider: 'GOOGLE', subject }]);
      const [member] = await t.database.db.select().from(members).where(eq(members.id, pending.memberId));
      expect(member).toMatchObject({ status: 'ACTIVE', clientUserId: body.clientUser.id });
      expect((await getInvitation(pending.invitationId)).json().invitation.status).toBe('USED');

      const later = await anonymous('POST', '/client-user/login-with-sso', { tokenSso: ssoToken({ subject, email: 'marta.personal@gmail.test' }) });
      expect(later.statusCode).toBe(200);
      expect(later.json().clientUser.id).toBe(body.clientUser.id);
    });

    it('refuses an unverified email, another provider than announced, and a forged token; nothing changes', async () => {
      const owner = await registerOwner(t.app);
      const pending = await inviteMember(t.app, owner.auth);
      const users = await countUsers();
      for (const payload of [
        { invitationId: pending.invitationId, tokenSso: ssoToken({ email: pending.email, emailVerified: false }), ssoProvider: 'GOOGLE' },
        { invitationId: pending.invitationId, tokenSso: ssoToken({ email: pending.email, provider: 'LINKEDIN' }), ssoProvider: 'GOOGLE' },
        { invitationId: pending.invitationId, tokenSso: `${ssoToken({ email: pending.email })}x`, ssoProvider: 'GOOGLE' },
      ]) {
        const response = await useInvitationWithSso(payload);
        expect(response.statusCode).toBe(401);
        expect(response.json().errorCode).toBe('SSO_TOKEN_INVALID');
      }
      expect(await countUsers()).toBe(users);
      expect((await getInvitation(pending.invitationId)).json().invitation.status).toBe('PENDING');
    });

    it('answers INVITATION_USED / INVITATION_EXPIRED / INVITATION_NOT_FOUND like the password path', async () => {
      const owner = await registerOwner(t.app);
      await addMember(t.app, owner.businessId);
      const used = await inviteMember(t.app, owner.auth);
      await useInvitation({ invitationId: used.invitationId, email: used.email, password: STRONG_PASSWORD });
      const usedAnswer = await useInvitationWithSso({ invitationId: used.invitationId, tokenSso: ssoToken({ email: used.email }), ssoProvider: 'GOOGLE' });
      expect(usedAnswer.json().errorCode).toBe('INVITATION_USED');

      const owner2 = await registerOwner(t.app);
      const late = await inviteMember(t.app, owner2.auth);
      clock.advance(8 * DAY_MS);
      try {
        const lateAnswer = await useInvitationWithSso({ invitationId: late.invitationId, tokenSso: ssoToken({ email: late.email }), ssoProvider: 'GOOGLE' });
        expect(lateAnswer.json().errorCode).toBe('INVITATION_EXPIRED');
      } finally {
        clock.advance(-8 * DAY_MS);
      }
      const unknown = await useInvitationWithSso({ invitationId: randomUUID(), tokenSso: ssoToken({ email: late.email }), ssoProvider: 'GOOGLE' });
      expect(unknown.json().errorCode).toBe('INVITATION_NOT_FOUND');
    });

    it('refuses a provider identity already linked to another account', async () => {
      const owner = await registerOwner(t.app);
      const first = await inviteMember(t.app, owner.auth);
      const second = await inviteMember(t.app, owner.auth);
      const subject = `google-${randomUUID()}`;
      expect((await useInvitationWithSso({ invitationId: first.invitationId, tokenSso: ssoToken({ subject, email: 'uno@gmail.test' }), ssoProvider: 'GOOGLE' })).statusCode).toBe(200);
      const response = await useInvitationWithSso({ invitationId: second.invitationId, tokenSso: ssoToken({ subject, email: 'uno@gmail.test' }), ssoProvider: 'GOOGLE' });
      expect(response.statusCode).toBe(409);
      expect(response.json().errorCode).toBe('EMAIL_ALREADY_REGISTERED');
      expect((await getInvitation(second.invitationId)).json().invitation.status).toBe('PENDING');
    });
  });
});
