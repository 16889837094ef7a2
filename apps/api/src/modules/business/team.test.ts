import type { Business } from '@mike/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, members, outboxMessages, sessions } from '../../db/schema/index.ts';
import type { Mailer } from '../../platform/mail.ts';
import { addMember, createClock, inviteMember, login, registerOwner, setSeats, uniqueEmail, uniquePhone } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';

const clock = createClock(new Date('2026-04-06T09:00:00Z'));
const DAY_MS = 24 * 60 * 60 * 1000;

describe('team API: invite, list and cancel invites, remove members', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ overrides: { now: clock.now } });
  });
  afterAll(() => t.close());

  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, auth: { authorization: string }, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: auth, ...(payload ? { payload } : {}) });
  const invite = (auth: { authorization: string }, payload: object) => inject('POST', '/business/invite', auth, payload);
  const person = (overrides: object = {}) => ({ email: uniqueEmail('invitee'), phone: uniquePhone(), name: 'Marta Ruiz Ortega', rol: 'AGENT', ...overrides });
  const countMembers = async (businessId: string) => (await t.database.db.select({ n: count() }).from(members).where(eq(members.businessId, businessId)))[0]!.n;

  describe('business/invite', () => {
    it('creates an INVITED member and a PENDING invitation valid 7 days, and mails the link naming the business', async () => {
      const owner = await registerOwner(t.app, { businessName: 'Fincas Alhambra' });
      const invitee = person({ phone: '+34 622 10 20 30', email: 'Marta.Ruiz@Gestoria-Test.es', rol: 'ADMINISTRATIVE' });
      const response = await invite(owner.auth, invitee);
      expect(response.statusCode).toBe(200);
      const { business } = response.json() as { business: Business };
      const invited = business.members.find((member) => member.status === 'INVITED');
      expect(invited).toMatchObject({
        rol: 'ADMINISTRATIVE',
        invitedMemberDataPreActivation: { name: 'Marta Ruiz Ortega', email: 'marta.ruiz@gestoria-test.es', phone: '34622102030' },
      });
      expect(invited!.client).toBeUndefined();

      const [invitation] = await t.database.db.select().from(invitations).where(eq(invitations.memberId, invited!.memberId));
      expect(invitation).toMatchObject({ status: 'PENDING', email: 'marta.ruiz@gestoria-test.es', phone: '34622102030', rol: 'ADMINISTRATIVE' });
      expect(invitation!.expirationDate.getTime() - clock.now().getTime()).toBe(7 * DAY_MS);

      const [mail] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'marta.ruiz@gestoria-test.es'));
      expect(mail!.subject).toContain('Fincas Alhambra');
      expect(mail!.body).toContain(`http://mike.test/invitation?invitationId=${invitation!.id}`);
      expect(mail!.body).toContain('Fincas Alhambra');
    });

    it('answers BUSINESS_CLIENT_QUOTA when ACTIVE and INVITED members fill every seat', async () => {
      const owner = await registerOwner(t.app);
      await addMember(t.app, owner.businessId); // owner + 1 ACTIVE
      await inviteMember(t.app, owner.auth); // + 1 INVITED = the trial's 3 seats
      const before = await countMembers(owner.businessId);
      const response = await invite(owner.auth, person());
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ errorCode: 'BUSINESS_CLIENT_QUOTA', message: 'Quota de clientes alcanzada' });
      expect(await countMembers(owner.businessId)).toBe(before);
      // Buying more seats opens the door again.
      await setSeats(t.app, owner.businessId, 4);
      expect((await invite(owner.auth, person())).statusCode).toBe(200);
    });

    it('counts seats race-safely: parallel invites for the last seat create exactly one', async () => {
      const owner = await registerOwner(t.app);
      await setSeats(t.app, owner.businessId, 2);
      // Eight at once: without the row lock, PostgreSQL lets several through (checked by removing it).
      const answers = await Promise.all(Array.from({ length: 8 }, () => invite(owner.auth, person())));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
      expect(answers.filter((answer) => answer.statusCode === 409).every((answer) => answer.json().errorCode === 'BUSINESS_CLIENT_QUOTA')).toBe(true);
      expect(await countMembers(owner.businessId)).toBe(2);
    });

    it('answers INVITATION_MEMBER_EXIST for an email or phone already ACTIVE or INVITED in the business', async () => {
      const owner = await registerOwner(t.app);
      await setSeats(t.app, owner.businessId, 10);
      const agent = await addMember(t.app, owner.businessId);
      const pending = await inviteMember(t.app, owner.auth);
      const before = await countMembers(owner.businessId);
      for (const duplicate of [
        person({ email: pending.email.toUpperCase() }), // invited email, any case
        person({ phone: `+${pending.phone}` }), // invited phone, another spelling
        person({ email: agent.email }), // an ACTIVE member's email
        person({ phone: agent.phone }), // an ACTIVE member's phone
        person({ email: owner.email }),
      ]) {
        const response = await invite(owner.auth, duplicate);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({
          errorCode: 'INVITATION_MEMBER_EXIST',
          message: 'El usuario o la invitación ya existe para este correo electrónico o teléfono',
        });
      }
      expect(await countMembers(owner.businessId)).toBe(before);
    });

    it('answers PHONE_ALREADY_REGISTERED for the phone of a client user of another business, and EMAIL_ALREADY_REGISTERED for their email', async () => {
      const owner = await registerOwner(t.app);
      const other = await registerOwner(t.app);
      const phone = await invite(owner.auth, person({ phone: other.clientUser.phone }));
      expect(phone.statusCode).toBe(409);
      expect(phone.json().errorCode).toBe('PHONE_ALREADY_REGISTERED');
      const email = await invite(owner.auth, person({ email: other.email }));
      expect(email.statusCode).toBe(409);
      expect(email.json().errorCode).toBe('EMAIL_ALREADY_REGISTERED');
      expect(await countMembers(owner.businessId)).toBe(1);
    });

    it('rejects a phone that is not a phone with VALIDATION_ERROR', async () => {
      const owner = await registerOwner(t.app);
      const response = await invite(owner.auth, person({ phone: '123456' }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_ERROR');
    });

    it('answers NO_ACTIVE_PLAN while memberAllowedQuantity is 0, but business/get still answers', async () => {
      const owner = await registerOwner(t.app);
      await setSeats(t.app, owner.businessId, 0);
      const response = await invite(owner.auth, person());
      expect(response.statusCode).toBe(403);
      expect(response.json().errorCode).toBe('NO_ACTIVE_PLAN');
      expect((await inject('GET', `/business/${owner.businessId}/invites`, owner.auth)).json().errorCode).toBe('NO_ACTIVE_PLAN');
      expect((await inject('POST', '/business/remove-user', owner.auth, { memberId: owner.clientUser.id })).json().errorCode).toBe('NO_ACTIVE_PLAN');
      const me = await inject('GET', '/business/get', owner.auth);
      expect(me.statusCode).toBe(200);
      expect(me.json().business.memberAllowedQuantity).toBe(0);
      expect(await countMembers(owner.businessId)).toBe(1);
    });

    it('undoes the invitation when the mail cannot be sent', async () => {
      const failing: Mailer = {
        send: () => Promise.reject(new Error('smtp down')),
      };
      const other = await createTestApp({ overrides: { now: clock.now, mailer: failing } });
      try {
        const owner = await registerOwner(other.app);
        const response = await other.app.inject({ method: 'POST', url: '/api/business/invite', headers: owner.auth, payload: person() });
        expect(response.statusCode).toBe(500);
        expect(response.json().errorCode).toBe('INTERNAL_ERROR');
        const rows = await other.database.db.select().from(members).where(eq(members.businessId, owner.businessId));
        expect(rows).toHaveLength(1);
        const [invitation] = await other.database.db.select().from(invitations).where(eq(invitations.businessId, owner.businessId));
        expect(invitation!.status).toBe('EXPIRED');
      } finally {
        await other.close();
      }
    });
  });

  describe('business/:businessId/invites and cancel', () => {
    it('lists the PENDING invitations as spec §3 Invite', async () => {
      const owner = await registerOwner(t.app);
      const first = await inviteMember(t.app, owner.auth, { rol: 'ADMINISTRATIVE' });
      const response = await inject('GET', `/business/${owner.businessId}/invites`, owner.auth);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        invites: [{ id: first.invitationId, memberId: first.memberId, rol: 'ADMINISTRATIVE', email: first.email, name: first.name, phone: first.phone }],
      });
    });

    it('cancel removes the INVITED member, expires the invitation and frees the seat', async () => {
      const owner = await registerOwner(t.app);
      await addMember(t.app, owner.businessId);
      const pending = await inviteMember(t.app, owner.auth);
      expect((await invite(owner.auth, person())).json().errorCode).toBe('BUSINESS_CLIENT_QUOTA');

      const response = await inject('DELETE', `/business/${owner.businessId}/invite/${pending.invitationId}`, owner.auth);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      expect(await t.database.db.select().from(members).where(eq(members.id, pending.memberId))).toHaveLength(0);
      const [invitation] = await t.database.db.select().from(invitations).where(eq(invitations.id, pending.invitationId));
      expect(invitation!.status).toBe('EXPIRED');
      expect((await inject('GET', `/business/${owner.businessId}/invites`, owner.auth)).json().invites).toEqual([]);
      // Cancelled once is gone: a second cancel is NOT_FOUND.
      expect((await inject('DELETE', `/business/${owner.businessId}/invite/${pending.invitationId}`, owner.auth)).statusCode).toBe(404);
      expect((await invite(owner.auth, person())).statusCode).toBe(200);
    });

    it('keeps an invitation past its 7 days in the list so it can be cancelled to free its seat', async () => {
      const owner = await registerOwner(t.app);
      const pending = await inviteMember(t.app, owner.auth);
      clock.advance(7 * DAY_MS + 1);
      try {
        const list = await inject('GET', `/business/${owner.businessId}/invites`, owner.auth);
        expect(list.json().invites.map((entry: { id: string }) => entry.id)).toEqual([pending.invitationId]);
        expect((await inject('DELETE', `/business/${owner.businessId}/invite/${pending.invitationId}`, owner.auth)).statusCode).toBe(200);
      } finally {
        clock.advance(-(7 * DAY_MS + 1));
      }
    });

    it("#11 answers 404 for another business's id or another business's invite, and changes nothing", async () => {
      const a = await registerOwner(t.app);
      const b = await registerOwner(t.app);
      const pendingA = await inviteMember(t.app, a.auth);
      const pendingB = await inviteMember(t.app, b.auth);
      for (const response of [
        await inject('GET', `/business/${a.businessId}/invites`, b.auth),
        await inject('DELETE', `/business/${a.businessId}/invite/${pendingA.invitationId}`, b.auth),
        // B's own business id with A's invite id.
        await inject('DELETE', `/business/${b.businessId}/invite/${pendingA.invitationId}`, b.auth),
        // A's business id with B's own invite.
        await inject('DELETE', `/business/${a.businessId}/invite/${pendingB.invitationId}`, b.auth),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().errorCode).toBe('NOT_FOUND');
      }
      const rows = await t.database.db.select().from(invitations).where(eq(invitations.id, pendingA.invitationId));
      expect(rows[0]!.status).toBe('PENDING');
      expect(await t.database.db.select().from(members).where(eq(members.id, pendingB.memberId))).toHaveLength(1);
    });
  });

  describe('business/remove-user', () => {
    it('#9 removes an ACTIVE member and revokes their sessions at once: same token → 401', async () => {
      const owner = await registerOwner(t.app);
      const agent = await addMember(t.app, owner.businessId);
      const agentAuth = await login(t.app, agent.email, agent.password);
      // The session is validated (and cached in memory) before the removal.
      expect((await inject('GET', '/business/get', agentAuth)).statusCode).toBe(200);

      const response = await inject('POST', '/business/remove-user', owner.auth, { memberId: agent.memberId });
      expect(response.statusCode).toBe(200);
      const { business } = response.json() as { business: Business };
      expect(business.members.map((member) => member.memberId)).not.toContain(agent.memberId);

      const after = await inject('GET', '/business/get', agentAuth);
      expect(after.statusCode).toBe(401);
      expect(after.json().errorCode).toBe('UNAUTHORIZED');
      // The rows stay, every one revoked.
      const rows = await t.database.db.select().from(sessions).where(eq(sessions.clientUserId, agent.clientUserId));
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
    });

    it('removing an INVITED member expires its invitation', async () => {
      const owner = await registerOwner(t.app);
      const pending = await inviteMember(t.app, owner.auth);
      expect((await inject('POST', '/business/remove-user', owner.auth, { memberId: pending.memberId })).statusCode).toBe(200);
      const [invitation] = await t.database.db.select().from(invitations).where(eq(invitations.id, pending.invitationId));
      expect(invitation!.status).toBe('EXPIRED');
    });

    it('CANNOT_REMOVE_OWNER (an ADMINISTRATIVE trying) and CANNOT_REMOVE_SELF (anyone), nothing changed', async () => {
      const owner = await registerOwner(t.app);
      const admin = await addMember(t.app, owner.businessId, { rol: 'ADMINISTRATIVE' });
      const adminAuth = await login(t.app, admin.email, admin.password);
      const ownerMemberId = (await t.database.db.select().from(members).where(eq(members.clientUserId, owner.clientUser.id)))[0]!.id;

      const removeOwner = await inject('POST', '/business/remove-user', adminAuth, { memberId: ownerMemberId });
      expect(removeOwner.statusCode).toBe(403);
      expect(removeOwner.json().errorCode).toBe('CANNOT_REMOVE_OWNER');
      const removeSelf = await inject('POST', '/business/remove-user', adminAuth, { memberId: admin.memberId });
      expect(removeSelf.statusCode).toBe(403);
      expect(removeSelf.json().errorCode).toBe('CANNOT_REMOVE_SELF');
      const ownerSelf = await inject('POST', '/business/remove-user', owner.auth, { memberId: ownerMemberId });
      expect(ownerSelf.statusCode).toBe(403);
      expect(ownerSelf.json().errorCode).toBe('CANNOT_REMOVE_SELF');

      expect(await countMembers(owner.businessId)).toBe(2);
      expect((await inject('GET', '/business/get', adminAuth)).statusCode).toBe(200);
      // An ADMINISTRATIVE may remove other non-owners.
      const agent = await addMember(t.app, owner.businessId);
      expect((await inject('POST', '/business/remove-user', adminAuth, { memberId: agent.memberId })).statusCode).toBe(200);
    });

    it("#11 answers 404 NOT_FOUND for a member of another business and leaves them alone", async () => {
      const a = await registerOwner(t.app);
      const b = await registerOwner(t.app);
      const agentA = await addMember(t.app, a.businessId);
      const agentAuth = await login(t.app, agentA.email, agentA.password);
      const response = await inject('POST', '/business/remove-user', b.auth, { memberId: agentA.memberId });
      expect(response.statusCode).toBe(404);
      expect(response.json().errorCode).toBe('NOT_FOUND');
      expect((await inject('GET', '/business/get', agentAuth)).statusCode).toBe(200);
    });
  });
});
