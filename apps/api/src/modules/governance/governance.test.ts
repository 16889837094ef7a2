import { AuditLogResponseSchema, UsageResponseSchema } from '@mike/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, businesses, clientUsers, conversations, documents, members, messageFeedback, messages, sessions } from '../../db/schema/index.ts';
import { addMember, createClock, inviteMember, login, registerOwner, type RegisteredOwner } from '../../test/factories.ts';
import { createTestApp, testEngine, type TestApp } from '../../test/helpers.ts';
import { waitFor } from '../../../../../test-support/index.ts';
import { applyRetention, RETENTION_QUEUE } from './index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const SECRET_QUESTION = '¿Puedo subir la renta a mi inquilino Pedro Sánchez en Calle Mayor 3?';

describe('issue 16 — usage, audit trail, retention and personal-data rights', () => {
  const clock = createClock(new Date('2026-03-15T10:00:00Z'));
  let t: TestApp;
  let owner: RegisteredOwner;

  beforeAll(async () => {
    t = await createTestApp({ overrides: { now: clock.now } });
    await t.app.ready();
    owner = await registerOwner(t.app);
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const get = (url: string, headers = owner.auth) => t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, headers = owner.auth) => t.app.inject({ method: 'POST', url, payload, headers });

  /** A conversation of `clientUserId` begun at `at`, with one question and one answer (and a drafted document when asked). */
  async function seedConversation(businessId: string, clientUserId: string, at: Date, options: { document?: boolean; text?: string; feedback?: 'up' | 'down' } = {}) {
    const [conversation] = await db().insert(conversations).values({ businessId, clientUserId, language: 'SPANISH', creationDate: at }).returning();
    await db().insert(messages).values({ businessId, conversationId: conversation!.id, sender: 'USER', text: options.text ?? SECRET_QUESTION, creationDate: at });
    const [answer] = await db()
      .insert(messages)
      .values({ businessId, conversationId: conversation!.id, sender: 'BOT', text: 'Sí, una vez al año según el IPC.', creationDate: new Date(at.getTime() + 1000) })
      .returning();
    if (options.feedback) {
      await db().insert(messageFeedback).values({ businessId, conversationId: conversation!.id, messageId: answer!.id, userId: clientUserId, rating: options.feedback, createdAt: at });
    }
    if (options.document) {
      await db().insert(documents).values({ businessId, messageId: answer!.id, fileName: 'contrato-arras.docx', mimeType: 'application/octet-stream', content: new Uint8Array([1, 2, 3]), createdAt: at });
    }
    return conversation!.id;
  }

  describe('usage', () => {
    it('counts questions, conversations and documents per member and per day (Madrid days), with no conversation text', async () => {
      const business = await registerOwner(t.app);
      const agent = await addMember(t.app, business.businessId, { name: 'Luis Agente' });
      // 23:30 UTC on 1 March is 00:30 on 2 March in Madrid.
      await seedConversation(business.businessId, agent.clientUserId, new Date('2026-03-01T23:30:00Z'), { document: true, feedback: 'up' });
      await seedConversation(business.businessId, agent.clientUserId, new Date('2026-03-02T09:00:00Z'), { feedback: 'down' });
      await seedConversation(business.businessId, business.clientUser.id, new Date('2026-03-05T09:00:00Z'));
      // Outside the period: not counted.
      await seedConversation(business.businessId, agent.clientUserId, new Date('2026-02-27T09:00:00Z'), { feedback: 'up' });
      // Another business's activity never shows.
      await seedConversation(owner.businessId, owner.clientUser.id, new Date('2026-03-02T09:00:00Z'));

      const response = await get('/api/business/usage?from=2026-03-01&to=2026-03-31', business.auth);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body).not.toContain('Pedro');
      expect(response.body).not.toContain('IPC');
      const usage = UsageResponseSchema.parse(response.json());
      expect(usage.days).toHaveLength(31);
      expect(usage.days.find((day) => day.date === '2026-03-02')).toEqual({ date: '2026-03-02', questions: 2, conversations: 2, documents: 1 });
      expect(usage.days.find((day) => day.date === '2026-03-01')).toEqual({ date: '2026-03-01', questions: 0, conversations: 0, documents: 0 });
      expect(usage.days.reduce((sum, day) => sum + day.questions, 0)).toBe(3);
      const byName = Object.fromEntries(usage.members.map((member) => [member.name, member]));
      expect(byName['Luis Agente']).toMatchObject({ rol: 'AGENT', questions: 2, conversations: 2, documents: 1, thumbsUp: 1, thumbsDown: 1, lastActivity: '2026-03-02T09:00:00.000Z' });
      expect(byName['Ana García López']).toMatchObject({ rol: 'OWNER', questions: 1, conversations: 1, documents: 0, thumbsUp: 0, thumbsDown: 0 });
      expect(usage.members).toHaveLength(2);
    });

    it('a bad period answers 400 VALIDATION_ERROR', async () => {
      for (const query of ['from=2026-03-10&to=2026-03-01', 'from=2026-13-01&to=2026-13-02', 'from=2025-01-01&to=2026-03-01', 'from=2026-03-01', 'from=x&to=y']) {
        const response = await get(`/api/business/usage?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json()).toEqual({ errorCode: 'VALIDATION_ERROR', message: expect.any(String) });
      }
    });
  });

  describe('audit trail', () => {
    it('records team, plan and settings changes with who, when and before/after; newest first, paged', async () => {
      const business = await registerOwner(t.app, { clientName: 'Clara Directora' });
      const invited = await inviteMember(t.app, business.auth, { rol: 'ADMINISTRATIVE' });
      const cancelled = await inviteMember(t.app, business.auth);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/business/${business.businessId}/invite/${cancelled.invitationId}`, headers: business.auth })).statusCode).toBe(200);
      const agent = await addMember(t.app, business.businessId);
      expect((await post('/api/business/remove-user', { memberId: agent.memberId }, business.auth)).statusCode).toBe(200);
      expect((await post('/api/business/settings', { retentionMonths: 12 }, business.auth)).json()).toEqual({ settings: { retentionMonths: 12 } });
      // The same value again is no change: no entry.
      await post('/api/business/settings', { retentionMonths: 12 }, business.auth);

      const response = await get('/api/business/audit-log', business.auth);
      expect(response.statusCode, response.body).toBe(200);
      const { entries, hasMore, page } = AuditLogResponseSchema.parse(response.json());
      expect({ hasMore, page }).toEqual({ hasMore: false, page: 1 });
      expect(entries.map((entry) => entry.action)).toEqual(['settings.retention_changed', 'member.removed', 'invite.cancelled', 'member.invited', 'member.invited']);
      expect(entries[0]).toMatchObject({ actor: { name: 'Clara Directora' }, before: { retentionMonths: null }, after: { retentionMonths: 12 } });
      expect(entries[1]).toMatchObject({ subject: agent.email, before: { rol: 'AGENT', status: 'ACTIVE' } });
      expect(entries[2]).toMatchObject({ subject: cancelled.email, before: { rol: 'AGENT' } });
      expect(entries[4]).toMatchObject({ subject: invited.email, after: { rol: 'ADMINISTRATIVE' } });
      expect(JSON.stringify(entries)).not.toContain(business.clientUser.id);
    });

    it('pages of 50, newest first', async () => {
      const business = await registerOwner(t.app);
      const base = clock.now().getTime();
      await db()
        .insert(auditLog)
        .values(Array.from({ length: 60 }, (_, i) => ({ businessId: business.businessId, action: 'data.exported', subject: `n${i}`, createdAt: new Date(base - i * 1000) })));
      const first = AuditLogResponseSchema.parse((await get('/api/business/audit-log', business.auth)).json());
      const second = AuditLogResponseSchema.parse((await get('/api/business/audit-log?page=2', business.auth)).json());
      expect(first.entries).toHaveLength(50);
      expect(first.hasMore).toBe(true);
      expect(first.entries[0]!.subject).toBe('n0');
      expect(second.entries.map((entry) => entry.subject)).toEqual(['n50', 'n51', 'n52', 'n53', 'n54', 'n55', 'n56', 'n57', 'n58', 'n59']);
      expect(second.hasMore).toBe(false);
      expect((await get('/api/business/audit-log?page=0', business.auth)).statusCode).toBe(400);
    });

    it('the database refuses to update, delete or truncate an entry', async () => {
      const business = await registerOwner(t.app);
      await post('/api/business/settings', { retentionMonths: 6 }, business.auth);
      const before = await db().select().from(auditLog).where(eq(auditLog.businessId, business.businessId));
      expect(before).toHaveLength(1);
      await expect(db().update(auditLog).set({ action: 'member.invited' }).where(eq(auditLog.businessId, business.businessId))).rejects.toThrow();
      await expect(db().delete(auditLog).where(eq(auditLog.businessId, business.businessId))).rejects.toThrow();
      await expect(db().execute(sql`truncate audit_log`)).rejects.toThrow();
      expect(await db().select().from(auditLog).where(eq(auditLog.businessId, business.businessId))).toEqual(before);
    });

    it('records seat changes and a scheduled cancellation of the plan', async () => {
      const business = await registerOwner(t.app);
      const checkout = await get('/api/business/get-payment-url?quantity=5', business.auth);
      const sessionId = /\/sandbox\/checkout\/([0-9a-f-]{36})$/.exec(checkout.json().paymentUrl as string)?.[1];
      const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Ana García López' };
      expect((await post(`/api/billing/sandbox/checkout/${sessionId}/pay`, card, business.auth)).statusCode).toBe(200);
      expect((await post('/api/business/update-allowed-members-quantity', { quantity: 7 }, business.auth)).statusCode).toBe(200);
      expect((await post('/api/billing/sandbox/portal/cancel', {}, business.auth)).statusCode).toBe(200);
      const { entries } = AuditLogResponseSchema.parse((await get('/api/business/audit-log', business.auth)).json());
      expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
        ['plan.cancellation_scheduled', { cancelAt: null }, { cancelAt: expect.any(String) }],
        ['plan.seats_changed', { seats: 5 }, { seats: 7 }],
      ]);
    });
  });

  describe('retention', () => {
    it('only the OWNER sets it, to never, 6, 12, 24 or 36 months', async () => {
      const business = await registerOwner(t.app);
      const admin = await addMember(t.app, business.businessId, { rol: 'ADMINISTRATIVE' });
      const adminAuth = await login(t.app, admin.email, admin.password);
      expect((await post('/api/business/settings', { retentionMonths: 12 }, adminAuth)).statusCode).toBe(403);
      expect((await get('/api/business/settings', adminAuth)).json()).toEqual({ settings: { retentionMonths: null } });
      for (const bad of [{ retentionMonths: 7 }, { retentionMonths: '12' }, {}, { retentionMonths: 12, extra: 1 }]) {
        const response = await post('/api/business/settings', bad, business.auth);
        expect(response.statusCode, JSON.stringify(bad)).toBe(400);
        expect(response.json().errorCode).toBe('VALIDATION_ERROR');
      }
      const [row] = await db().select().from(businesses).where(eq(businesses.id, business.businessId));
      expect(row!.retentionMonths).toBeNull();
      for (const months of [6, 24, 36, null]) {
        expect((await post('/api/business/settings', { retentionMonths: months }, business.auth)).json()).toEqual({ settings: { retentionMonths: months } });
      }
    });

    it('the daily job, on a clock moved forward, deletes only what is older than the period, in batches, once, and logs the counts', async () => {
      const business = await registerOwner(t.app);
      const keeper = await registerOwner(t.app);
      await post('/api/business/settings', { retentionMonths: 12 }, business.auth);
      const now = new Date('2027-06-15T03:30:00Z');
      const old = new Date('2026-06-14T10:00:00Z');
      const young = new Date('2026-06-16T10:00:00Z');
      const oldIds = [];
      for (let i = 0; i < 5; i += 1) oldIds.push(await seedConversation(business.businessId, business.clientUser.id, old, { document: true }));
      const youngId = await seedConversation(business.businessId, business.clientUser.id, young, { document: true });
      // Begun long ago but still in use: kept.
      const activeId = await seedConversation(business.businessId, business.clientUser.id, old);
      await db().insert(messages).values({ businessId: business.businessId, conversationId: activeId, sender: 'USER', text: 'Sigo aquí', creationDate: young });
      // A business without a rule keeps everything.
      const foreverId = await seedConversation(keeper.businessId, keeper.clientUser.id, new Date('2020-01-01T00:00:00Z'));

      const totals = await applyRetention(db(), now, 2);
      expect(totals.get(business.businessId)).toEqual({ conversations: 5, messages: 10, documents: 5 });
      expect(totals.has(keeper.businessId)).toBe(false);
      const left = (await db().select({ id: conversations.id }).from(conversations).where(eq(conversations.businessId, business.businessId))).map((row) => row.id);
      expect(left.sort()).toEqual([youngId, activeId].sort());
      expect(await db().select().from(conversations).where(eq(conversations.id, foreverId))).toHaveLength(1);
      const [docs] = await db().select({ n: count() }).from(documents).where(eq(documents.businessId, business.businessId));
      expect(docs!.n).toBe(1);

      const purges = (await db().select().from(auditLog).where(eq(auditLog.businessId, business.businessId))).filter((row) => row.action === 'retention.purged');
      // Batches of 2: 2 + 2 + 1, each recorded with its own counts.
      expect(purges.map((row) => row.details.counts?.conversations).sort()).toEqual([1, 2, 2]);
      expect(purges.reduce((sum, row) => sum + (row.details.counts?.documents ?? 0), 0)).toBe(5);

      // A purged conversation that this process had in memory (the poll's cached body) is not served any more.
      expect((await get(`/api/conversations/${youngId}`, business.auth)).statusCode).toBe(200);
      await db().update(conversations).set({ creationDate: old }).where(eq(conversations.id, youngId));
      await db().update(messages).set({ creationDate: old }).where(eq(messages.conversationId, youngId));
      expect((await get(`/api/conversations/${youngId}`, business.auth)).statusCode).toBe(200);
      await applyRetention(db(), now, 2);
      await waitFor(async () => (await get(`/api/conversations/${youngId}`, business.auth)).statusCode === 404, { timeoutMs: 2_000, intervalMs: 10, what: 'the purged chat refused' });
      expect((await db().select().from(auditLog).where(eq(auditLog.businessId, business.businessId))).filter((row) => row.action === 'retention.purged')).toHaveLength(4);

      // Idempotent: a second run deletes and records nothing.
      expect((await applyRetention(db(), now, 2)).size).toBe(0);
      const [after] = await db().select({ n: count() }).from(auditLog).where(eq(auditLog.businessId, business.businessId));
      expect(after!.n).toBe(purges.length + 2);
    });
  });

  describe('retention job on pg-boss', () => {
    it('is scheduled daily, and a job on its queue applies the rules with the app’s clock', async () => {
      const schedules = await t.app.ctx.jobs.getSchedules();
      expect(schedules.find((schedule) => schedule.name === RETENTION_QUEUE)?.cron).toBe('30 3 * * *');
      const business = await registerOwner(t.app);
      await post('/api/business/settings', { retentionMonths: 6 }, business.auth);
      const oldId = await seedConversation(business.businessId, business.clientUser.id, new Date(clock.now().getTime() - 200 * DAY_MS));
      const youngId = await seedConversation(business.businessId, business.clientUser.id, new Date(clock.now().getTime() - 100 * DAY_MS));
      expect(await t.app.ctx.jobs.send(RETENTION_QUEUE, {})).toBeTruthy();
      const deadline = Date.now() + 20_000;
      while ((await db().select().from(conversations).where(eq(conversations.id, oldId))).length > 0) {
        if (Date.now() > deadline) throw new Error('the retention job did not run');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(await db().select().from(conversations).where(eq(conversations.id, youngId))).toHaveLength(1);
    });
  });

  describe('personal-data rights', () => {
    it('GET /client-user/export: a ZIP with profile, membership, conversations with answers, readable transcripts and documents', async () => {
      const business = await registerOwner(t.app);
      const agent = await addMember(t.app, business.businessId, { name: 'Eva Exporta' });
      const agentAuth = await login(t.app, agent.email, agent.password);
      await seedConversation(business.businessId, agent.clientUserId, new Date('2026-03-10T10:00:00Z'), { document: true, feedback: 'down' });
      await seedConversation(business.businessId, business.clientUser.id, new Date('2026-03-10T10:00:00Z'), { text: 'Pregunta del director', feedback: 'up' });

      const response = await get('/api/client-user/export', agentAuth);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="mike-datos-\d{4}-\d{2}-\d{2}\.zip"$/);
      const files = unzipSync(new Uint8Array(response.rawPayload));
      const names = Object.keys(files);
      expect(names).toEqual(expect.arrayContaining(['LEEME.txt', 'profile.json', 'membership.json', 'conversations.json']));
      expect(JSON.parse(strFromU8(files['profile.json']!))).toMatchObject({ name: 'Eva Exporta', email: agent.email, phone: agent.phone });
      expect(JSON.parse(strFromU8(files['membership.json']!))).toMatchObject({ businessName: 'Inmobiliaria Sol', rol: 'AGENT' });
      const exported = JSON.parse(strFromU8(files['conversations.json']!));
      expect(exported).toHaveLength(1);
      expect(exported[0].messages.map((message: { sender: string; text: string }) => [message.sender, message.text])).toEqual([
        ['USER', SECRET_QUESTION],
        ['BOT', 'Sí, una vez al año según el IPC.'],
      ]);
      // The member's own rating of the answer comes with it; nobody else's.
      expect(exported[0].messages.map((message: { feedback?: { rating: string } }) => message.feedback?.rating)).toEqual([undefined, 'down']);
      const transcript = names.find((name) => name.startsWith('conversaciones/2026-03-10-'));
      expect(strFromU8(files[transcript!]!)).toContain(SECRET_QUESTION);
      expect(strFromU8(files[transcript!]!)).toContain('Tu valoración: no útil');
      const documentFile = names.find((name) => name.startsWith('documentos/'));
      expect(documentFile).toMatch(/contrato-arras\.docx$/);
      expect([...files[documentFile!]!]).toEqual([1, 2, 3]);
      expect(JSON.stringify(exported)).not.toContain('Pregunta del director');
      const { entries } = AuditLogResponseSchema.parse((await get('/api/business/audit-log', business.auth)).json());
      // Who exported is the actor; the entry holds no email (ADR 033).
      expect(entries[0]).toMatchObject({ action: 'data.exported', actor: { name: 'Eva Exporta' }, subject: null });
      expect((await t.app.inject({ method: 'GET', url: '/api/client-user/export' })).statusCode).toBe(401);
    });

    it('POST /client-user/delete: sessions revoked, personal fields erased, seat freed; conversations deleted when the business keeps them for ever', async () => {
      const business = await registerOwner(t.app);
      const agent = await addMember(t.app, business.businessId, { name: 'Diego Borra' });
      const agentAuth = await login(t.app, agent.email, agent.password);
      const conversationId = await seedConversation(business.businessId, agent.clientUserId, new Date('2026-03-10T10:00:00Z'), { document: true });

      expect((await post('/api/client-user/delete', { extra: true }, agentAuth)).statusCode).toBe(400);
      const response = await post('/api/client-user/delete', {}, agentAuth);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ ok: true });

      expect((await get('/api/business/get', agentAuth)).statusCode).toBe(401);
      const live = await db().select().from(sessions).where(eq(sessions.clientUserId, agent.clientUserId));
      expect(live.every((session) => session.revokedAt !== null)).toBe(true);
      const [user] = await db().select().from(clientUsers).where(eq(clientUsers.id, agent.clientUserId));
      expect(user).toMatchObject({ name: '', passwordHash: null, emailVerifiedAt: null });
      expect(JSON.stringify(user)).not.toContain(agent.email);
      expect(JSON.stringify(user)).not.toContain(agent.phone);
      expect(await db().select().from(members).where(eq(members.id, agent.memberId))).toEqual([]);
      expect(await db().select().from(conversations).where(eq(conversations.id, conversationId))).toEqual([]);
      const login401 = await t.app.inject({ method: 'POST', url: '/api/client-user/login-with-password', payload: { email: agent.email, password: agent.password } });
      expect(login401.statusCode).toBe(401);
      const { entries } = AuditLogResponseSchema.parse((await get('/api/business/audit-log', business.auth)).json());
      expect(entries[0]).toMatchObject({ action: 'account.deleted', actor: { name: '' }, subject: null, counts: { conversations: 1, messages: 2, documents: 1 } });
    });

    it('#39 the trail stores ids, never a person\'s email, phone or name; deleting the account erases their label', async () => {
      const business = await registerOwner(t.app);
      const invited = await inviteMember(t.app, business.auth, { name: 'Irene Invitada' });
      const joined = await t.app.inject({
        method: 'POST',
        url: '/api/client-user/use-invitation',
        payload: { invitationId: invited.invitationId, email: invited.email, password: 'Contraseña-larga-2026' },
      });
      expect(joined.statusCode, joined.body).toBe(200);
      const memberAuth = { authorization: `Bearer ${joined.json().token}` };
      expect((await get('/api/client-user/export', memberAuth)).statusCode).toBe(200);
      const removed = await addMember(t.app, business.businessId, { name: 'Rafael Removido' });
      expect((await post('/api/business/remove-user', { memberId: removed.memberId }, business.auth)).statusCode).toBe(200);

      const trail = async () => JSON.stringify(await db().execute(sql`select row_to_json(a) from audit_log a where a.business_id = ${business.businessId}`));
      for (const value of [invited.email, invited.phone, 'Irene Invitada', removed.email, removed.phone, 'Rafael Removido']) expect(await trail()).not.toContain(value);
      const before = AuditLogResponseSchema.parse((await get('/api/business/audit-log', business.auth)).json()).entries;
      expect(before.map((entry) => [entry.action, entry.subject])).toEqual([
        ['member.removed', removed.email],
        ['data.exported', null],
        ['member.invited', invited.email],
      ]);

      expect((await post('/api/client-user/delete', {}, memberAuth)).statusCode).toBe(200);
      const after = AuditLogResponseSchema.parse((await get('/api/business/audit-log', business.auth)).json()).entries;
      expect(after.find((entry) => entry.action === 'member.invited')).toMatchObject({ subject: null, subjectErased: true });
      expect(after.find((entry) => entry.action === 'member.removed')).toMatchObject({ subject: removed.email });
      expect(after.filter((entry) => entry.subjectErased)).toHaveLength(1);
      // Nowhere in the database: not the labels, not the invitation they accepted.
      const everywhere = JSON.stringify(await db().execute(sql`select (select json_agg(p) from audit_people p) as people, (select json_agg(i) from invitations i) as invitations`));
      expect(everywhere).not.toContain(invited.email);
      expect(everywhere).not.toContain(invited.phone);
      expect(everywhere).toContain(removed.email);
    });

    it('with a retention rule the conversations stay, naming nobody, until the rule removes them', async () => {
      const business = await registerOwner(t.app);
      await post('/api/business/settings', { retentionMonths: 6 }, business.auth);
      const agent = await addMember(t.app, business.businessId);
      const agentAuth = await login(t.app, agent.email, agent.password);
      const conversationId = await seedConversation(business.businessId, agent.clientUserId, new Date('2026-03-10T10:00:00Z'));
      expect((await post('/api/client-user/delete', {}, agentAuth)).statusCode).toBe(200);
      const [kept] = await db().select().from(conversations).where(eq(conversations.id, conversationId));
      expect(kept!.clientUserId).toBe(agent.clientUserId);
      const [user] = await db().select().from(clientUsers).where(eq(clientUsers.id, agent.clientUserId));
      expect(user!.name).toBe('');
      await applyRetention(db(), new Date('2026-09-11T00:00:00Z'));
      expect(await db().select().from(conversations).where(eq(conversations.id, conversationId))).toEqual([]);
    });

    // On PostgreSQL only: PGlite runs one transaction at a time, so nothing there can wait for a lock.
    it.runIf(testEngine === 'postgres')('takes the member’s row before their conversations, in the send’s order: a send in flight is waited for, not deadlocked with', async () => {
      const business = await registerOwner(t.app);
      const agent = await addMember(t.app, business.businessId, { name: 'Lola Carrera' });
      const agentAuth = await login(t.app, agent.email, agent.password);
      const conversationId = await seedConversation(business.businessId, agent.clientUserId, new Date('2026-03-10T10:00:00Z'));
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const memberLocked = new Promise<void>((resolve) => (locked = resolve));
      // What a send holds between its locks: the member's row first, then the chat's (ADR 037).
      const send = db().transaction(async (tx) => {
        await tx.execute(sql`select id from ${members} where id = ${agent.memberId} for no key update`);
        locked();
        await held;
        await tx.execute(sql`select id from ${conversations} where id = ${conversationId} for no key update`);
      });
      await memberLocked;
      const deletion = post('/api/client-user/delete', {}, agentAuth);
      const waiting = async () => {
        const { rows } = (await db().execute(sql`select count(*)::int as count from pg_locks where not granted`)) as unknown as { rows: { count: number }[] };
        return rows[0]!.count > 0;
      };
      await waitFor(waiting, { timeoutMs: 5_000, intervalMs: 10, what: 'the deletion waiting for a lock' });
      // The deletion waits on the member's row and holds none of the chat's: the send can go on.
      const chatFree = await db()
        .transaction((tx) => tx.execute(sql`select id from ${conversations} where id = ${conversationId} for no key update nowait`))
        .then(() => true, () => false);
      expect(chatFree).toBe(true);
      release();
      await send;
      const response = await deletion;
      expect(response.statusCode, response.body).toBe(200);
      expect(await db().select().from(conversations).where(eq(conversations.id, conversationId))).toEqual([]);
    });

    it('an OWNER whose business has a plan must hand it over or cancel first: 409, nothing changed', async () => {
      const business = await registerOwner(t.app);
      const before = await db().select().from(clientUsers).where(eq(clientUsers.id, business.clientUser.id));
      const response = await post('/api/client-user/delete', {}, business.auth);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ errorCode: 'OWNER_MUST_HAND_OVER', message: expect.any(String) });
      expect(await db().select().from(clientUsers).where(eq(clientUsers.id, business.clientUser.id))).toEqual(before);
      expect((await get('/api/business/get', business.auth)).statusCode).toBe(200);
      // Once the plan has ended (no seats) the owner may leave.
      await db().update(businesses).set({ memberAllowedQuantity: 0, trialEndDate: new Date(clock.now().getTime() - DAY_MS) }).where(eq(businesses.id, business.businessId));
      expect((await post('/api/client-user/delete', {}, business.auth)).statusCode).toBe(200);
    });
  });
});
