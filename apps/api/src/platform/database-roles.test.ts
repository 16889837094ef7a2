import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { AuditLogResponseSchema } from '@mike/contracts';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { registerOwner, startAnsweredConversation, type RegisteredOwner } from '../test/factories.ts';
import { createPostgresTestDatabase, testConfig, testEngine } from '../test/helpers.ts';
import { migrationsDir } from './paths.ts';

const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Ana García López' };
const DETAILS = { legalName: 'Inmobiliaria Sol S.L.', taxId: 'B12345674', address: 'Calle Mayor 1', postalCode: '28013', city: 'Madrid', email: 'facturas@sol.es' };

/** What a statement failed with, or undefined when it succeeded. */
async function failureOf(client: pg.Client, text: string, values: unknown[] = []): Promise<{ code: string | undefined; message: string } | undefined> {
  try {
    await client.query(text, values);
    return undefined;
  } catch (error) {
    return { code: (error as { code?: string }).code, message: (error as Error).message };
  }
}

/**
 * The refusal of a privilege. The SQLSTATE alone would not tell it from the audit log's trigger, which raises
 * insufficient_privilege (42501) too ('audit_log is append-only: …'): the message names the missing privilege.
 */
const permissionDenied = (table: string) => ({ code: '42501', message: `permission denied for table ${table}` });

/**
 * SECURITY.md #43, ADR 047. A fresh database owned by an owner role; the migrations run as that owner
 * (MIGRATION_DATABASE_URL) and the app runs as a LOGIN role member of the group role `mike_app` (DATABASE_URL),
 * set up as docs/scaling.md says. PGlite has a single role: there is nothing to prove there.
 */
describe.runIf(testEngine === 'postgres')('#43 database roles on PostgreSQL: migrations as the owner, the app as mike_app', () => {
  const suffix = randomBytes(4).toString('hex');
  const ownerRole = `mike_t_owner_${suffix}`;
  const appRole = `mike_t_app_${suffix}`;
  let dropDatabase: () => Promise<void>;
  let config: Config;
  let app: FastifyInstance;
  /** A connection of the app's role and one of the owner's, for the statements the app never sends. */
  let asApp: pg.Client;
  let asOwner: pg.Client;
  let owner: RegisteredOwner;
  let billId: string;

  async function asSuperuser(...statements: string[]): Promise<void> {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      for (const statement of statements) await client.query(statement);
    } finally {
      await client.end();
    }
  }

  function urlAs(url: string, role: string): string {
    const withRole = new URL(url);
    withRole.username = role;
    return withRole.toString();
  }

  beforeAll(async () => {
    const { url, drop } = await createPostgresTestDatabase();
    dropDatabase = drop;
    await asSuperuser(
      // Roles are the cluster's: the group may exist already (another run, a real installation).
      `do $$ begin create role mike_app nologin; exception when duplicate_object or unique_violation then null; end $$`,
      `create role ${ownerRole} login`,
      `create role ${appRole} login in role mike_app`,
      `alter database ${new URL(url).pathname.slice(1)} owner to ${ownerRole}`,
    );
    config = testConfig({ DATABASE_URL: urlAs(url, appRole), MIGRATION_DATABASE_URL: urlAs(url, ownerRole) });
    // The real start-up: migrations through MIGRATION_DATABASE_URL, then pg-boss and the app through DATABASE_URL.
    app = await buildApp(config);
    await app.ready();
    asApp = new pg.Client({ connectionString: config.DATABASE_URL });
    asOwner = new pg.Client({ connectionString: config.MIGRATION_DATABASE_URL });
    await asApp.connect();
    await asOwner.connect();

    // Through the API as the app role: an audit entry, a PAID bill with its invoice, a factura rectificativa.
    owner = await registerOwner(app);
    const post = (url: string, payload: object) => app.inject({ method: 'POST', url, headers: owner.auth, payload });
    expect((await post('/api/business/billing-details', DETAILS)).statusCode).toBe(200);
    const paymentUrl = (await app.inject({ method: 'GET', url: '/api/business/get-payment-url?quantity=2', headers: owner.auth })).json().paymentUrl as string;
    const paid = await post(`/api/billing/sandbox/checkout/${paymentUrl.split('/').pop()}/pay`, TEST_CARD);
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await post('/api/business/settings', { retentionMonths: 12 })).statusCode).toBe(200);
    const bills = (await app.inject({ method: 'GET', url: '/api/business/get-bills', headers: owner.auth })).json().bills as { id: string; invoiceNumber: string | null }[];
    expect(bills[0]!.invoiceNumber).toMatch(/^MIKE-\d{4}-\d{6}$/);
    billId = bills[0]!.id;
    expect((await post('/api/business/billing-details', { ...DETAILS, legalName: 'Inmobiliaria Sol y Mar S.L.' })).statusCode).toBe(200);
    const rectified = await post(`/api/business/bills/${billId}/rectify`, { reason: 'Razón social errónea' });
    expect(rectified.statusCode, rectified.body).toBe(200);
  });

  afterAll(async () => {
    await asApp?.end();
    await asOwner?.end();
    await app?.close();
    await dropDatabase?.();
    await asSuperuser(`drop role if exists ${appRole}`, `drop role if exists ${ownerRole}`);
    if (config) rmSync(config.DATA_DIR, { recursive: true, force: true });
  });

  it('#43 the migrations ran as the owner; the app is a member of mike_app, neither owner nor superuser', async () => {
    const tables = await asOwner.query<{ tablename: string; tableowner: string }>(
      `select tablename, tableowner from pg_tables where schemaname = 'public' and tablename in ('audit_log', 'bills', 'credit_notes', 'conversations')`,
    );
    expect(tables.rows.map((row) => row.tableowner)).toEqual([ownerRole, ownerRole, ownerRole, ownerRole]);
    const me = await asApp.query<{ user: string; superuser: boolean; member: boolean }>(
      `select current_user as user, rolsuper as superuser, pg_has_role(current_user, 'mike_app', 'usage') as member from pg_roles where rolname = current_user`,
    );
    expect(me.rows[0]).toEqual({ user: appRole, superuser: false, member: true });
  });

  it('#43 the app role reads and appends to the audit log, through the API and in SQL', async () => {
    const { entries } = AuditLogResponseSchema.parse((await app.inject({ method: 'GET', url: '/api/business/audit-log', headers: owner.auth })).json());
    expect(entries.map((entry) => entry.action)).toEqual(expect.arrayContaining(['settings.retention_changed', 'billing.invoice_rectified']));
    const inserted = await asApp.query<{ seq: string }>(`insert into audit_log (business_id, action, subject) values ($1, 'data.exported', 'sql') returning seq`, [owner.businessId]);
    expect(inserted.rows).toHaveLength(1);
    const read = await asApp.query(`select action from audit_log where business_id = $1 and subject = 'sql'`, [owner.businessId]);
    expect(read.rows).toEqual([{ action: 'data.exported' }]);
  });

  it('#43 as the app role, UPDATE, DELETE and TRUNCATE of the audit log and the issued invoices are refused for want of privilege', async () => {
    const count = async (table: string) => Number((await asOwner.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]!.n);
    const before = { audit: await count('audit_log'), creditNotes: await count('credit_notes'), bills: await count('bills') };
    expect(before.audit).toBeGreaterThan(0);
    expect(before.creditNotes).toBe(1);

    expect(await failureOf(asApp, `update audit_log set action = action where business_id = $1`, [owner.businessId])).toEqual(permissionDenied('audit_log'));
    expect(await failureOf(asApp, `delete from audit_log where business_id = $1`, [owner.businessId])).toEqual(permissionDenied('audit_log'));
    expect(await failureOf(asApp, `truncate audit_log`)).toEqual(permissionDenied('audit_log'));
    expect(await failureOf(asApp, `update credit_notes set number = number where bill_id = $1`, [billId])).toEqual(permissionDenied('credit_notes'));
    expect(await failureOf(asApp, `delete from credit_notes where bill_id = $1`, [billId])).toEqual(permissionDenied('credit_notes'));
    expect(await failureOf(asApp, `truncate credit_notes`)).toEqual(permissionDenied('credit_notes'));
    expect(await failureOf(asApp, `delete from bills where id = $1`, [billId])).toEqual(permissionDenied('bills'));
    expect(await failureOf(asApp, `truncate bills cascade`)).toEqual(permissionDenied('bills'));
    // The first wall, the triggers, is out of the app's reach too.
    const notOwner = (table: string) => ({ code: '42501', message: expect.stringMatching(new RegExp(`^must be owner of (table|relation) ${table}$`)) });
    expect(await failureOf(asApp, `alter table audit_log disable trigger audit_log_no_update_or_delete`)).toEqual(notOwner('audit_log'));
    expect(await failureOf(asApp, `drop trigger credit_notes_immutable on credit_notes`)).toEqual(notOwner('credit_notes'));

    expect({ audit: await count('audit_log'), creditNotes: await count('credit_notes'), bills: await count('bills') }).toEqual(before);
  });

  it("#43 a bill's status still changes; its invoice's columns are not the app role's, and the issuing function writes only once", async () => {
    expect(await failureOf(asApp, `update bills set status = status where id = $1`, [billId])).toBeUndefined();
    expect(await failureOf(asApp, `update bills set invoice = '{}'::jsonb where id = $1`, [billId])).toEqual(permissionDenied('bills'));
    expect(await failureOf(asApp, `update bills set invoice_number = 'MIKE-2099-000001' where id = $1`, [billId])).toEqual(permissionDenied('bills'));
    // Issuing again through the function changes nothing: it writes a bill that has no invoice yet.
    const before = (await asOwner.query(`select invoice_number, invoice from bills where id = $1`, [billId])).rows;
    expect(await failureOf(asApp, `select issue_bill_invoice($1::uuid, 'MIKE-2099-000002', '{}'::jsonb)`, [billId])).toBeUndefined();
    expect((await asOwner.query(`select invoice_number, invoice from bills where id = $1`, [billId])).rows).toEqual(before);
    // And the owner, who may update, still meets the trigger.
    const changed = await failureOf(asOwner, `update bills set invoice = '{}'::jsonb where id = $1`, [billId]);
    expect(changed?.message).toMatch(/has an issued invoice: it cannot change/);
  });

  it('#43 deleting a business still cascades to its bills: the referential action runs as the owner', async () => {
    const [business] = (await asApp.query<{ id: string }>(`insert into businesses (name, member_allowed_quantity) values ('Fincas Norte', 1) returning id`)).rows;
    await asApp.query(`insert into bills (business_id, status, total_cents, date) values ($1, 'PAID', 2000, now())`, [business!.id]);
    expect(await failureOf(asApp, `delete from businesses where id = $1`, [business!.id])).toBeUndefined();
    expect((await asOwner.query(`select id from bills where business_id = $1`, [business!.id])).rows).toEqual([]);
  });

  it('#43 the other tables are the app role’s to write; it creates nothing in public', async () => {
    const [conversation] = (
      await asApp.query<{ id: string }>(`insert into conversations (business_id, client_user_id, language) values ($1, $2, 'SPANISH') returning id`, [
        owner.businessId,
        owner.clientUser.id,
      ])
    ).rows;
    expect(await failureOf(asApp, `update conversations set title = 'Arras' where id = $1`, [conversation!.id])).toBeUndefined();
    expect(await failureOf(asApp, `delete from conversations where id = $1`, [conversation!.id])).toBeUndefined();
    // The app never truncates: no table grants it.
    expect(await failureOf(asApp, `truncate conversations cascade`)).toEqual(permissionDenied('conversations'));
    expect(await failureOf(asApp, `create table public.planted (x int)`)).toEqual({ code: '42501', message: 'permission denied for schema public' });
    expect(await failureOf(asApp, `create schema planted`)).toMatchObject({ code: '42501' });
  });

  it('#43 the job queue runs as the app role: a question is answered by the worker', async () => {
    await startAnsweredConversation(app, owner.auth, '¿Cuánto dura un contrato de alquiler de vivienda?');
    const version = await asOwner.query(`select tableowner from pg_tables where schemaname = 'pgboss' and tablename = 'version'`);
    expect(version.rows).toEqual([{ tableowner: appRole }]);
  });

  it('#43 a table of a later migration is the app role’s to use (default privileges); TRUNCATE is still not', async () => {
    await asOwner.query(`create table later_migration (id bigserial primary key, note text)`);
    expect(await failureOf(asApp, `insert into later_migration (note) values ('a')`)).toBeUndefined();
    expect(await failureOf(asApp, `update later_migration set note = 'b'`)).toBeUndefined();
    expect((await asApp.query(`select note from later_migration`)).rows).toEqual([{ note: 'b' }]);
    expect(await failureOf(asApp, `delete from later_migration`)).toBeUndefined();
    expect(await failureOf(asApp, `truncate later_migration`)).toEqual(permissionDenied('later_migration'));
  });

  it('#43 migration 0014 can run again as the owner (after creating mike_app late) and leaves the same privileges', async () => {
    await asOwner.query(readFileSync(path.join(migrationsDir, '0014_database_roles.sql'), 'utf8'));
    expect(await failureOf(asApp, `delete from audit_log`)).toEqual(permissionDenied('audit_log'));
    expect(await failureOf(asApp, `insert into audit_log (business_id, action) values ($1, 'data.exported')`, [owner.businessId])).toBeUndefined();
  });
});
