import { sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db.ts';
import { createTestDatabase } from '../../test/helpers.ts';
import { periodOf, usageQueries } from './index.ts';

const BUSINESSES = 20;
const CONVERSATIONS = 10_000;
const MESSAGES_PER_CONVERSATION = 10;

/**
 * Issue 16: usage is counted with indexed queries. On 100 000 messages of 20 businesses over two years, the plan
 * of each usage query for one business and one month reads the tables through their indexes, never whole.
 */
describe('usage queries on 100k messages (EXPLAIN)', () => {
  let db: Db;
  let dispose: () => Promise<void>;
  let businessId: string;

  beforeAll(async () => {
    ({ database: { db }, dispose } = await createTestDatabase().then(({ database, dispose }) => ({ database, dispose })));
    await db.execute(sql`
      insert into client_users (email, phone, name)
      select 'owner' || g || '@explain.test', '3460000' || lpad(g::text, 4, '0'), 'Owner ' || g from generate_series(0, ${BUSINESSES - 1}) g`);
    await db.execute(sql`insert into businesses (name, member_allowed_quantity) select 'Business ' || g, 3 from generate_series(0, ${BUSINESSES - 1}) g`);
    await db.execute(sql`
      insert into members (business_id, client_user_id, status, rol)
      select b.id, u.id, 'ACTIVE', 'OWNER'
      from (select id, row_number() over (order by name) as n from businesses) b
      join (select id, row_number() over (order by name) as n from client_users) u on u.n = b.n`);
    await db.execute(sql`
      insert into conversations (business_id, client_user_id, creation_date)
      select m.business_id, m.client_user_id, timestamptz '2025-01-01 08:00:00+00' + (g % 730) * interval '1 day' + (g % 10) * interval '1 hour'
      from generate_series(0, ${CONVERSATIONS - 1}) g
      join (select business_id, client_user_id, row_number() over (order by business_id) - 1 as n from members) m on m.n = g % ${BUSINESSES}`);
    await db.execute(sql`
      insert into messages (business_id, conversation_id, sender, text, creation_date)
      select c.business_id, c.id, (case when k % 2 = 0 then 'USER' else 'BOT' end)::message_sender, 'texto', c.creation_date + k * interval '1 minute'
      from conversations c cross join generate_series(0, ${MESSAGES_PER_CONVERSATION - 1}) k`);
    await db.execute(sql`
      insert into documents (business_id, message_id, file_name, mime_type, content, created_at)
      select business_id, id, 'contrato.docx', 'application/octet-stream', '\\x00'::bytea, creation_date from messages where sender = 'BOT' and seq % 20 = 1`);
    await db.execute(sql`analyze`);
    const result = await db.execute(sql`select business_id as id from members order by business_id limit 1`);
    businessId = (result as unknown as { rows: { id: string }[] }).rows[0]!.id;
  }, 240_000);
  afterAll(() => dispose());

  async function plan(query: SQLWrapper): Promise<string> {
    const result = await db.execute(sql`explain ${query}`);
    return (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows.map((row) => row['QUERY PLAN']).join('\n');
  }

  it('holds 100 000 messages', async () => {
    const result = await db.execute(sql`select count(*)::int as n from messages`);
    expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(CONVERSATIONS * MESSAGES_PER_CONVERSATION);
  });

  it.for(['questions', 'conversations', 'documents'] as const)('the %s query of one month reads no table whole', async (name) => {
    const period = await periodOf(db, '2026-03-01', '2026-03-31');
    const text = await plan(usageQueries(db, businessId, period)[name]);
    expect(text, text).not.toMatch(/Seq Scan/);
    expect(text, text).toMatch(/Index/);
    // Rows counted for real: the plan is the one of a query that finds something.
    expect((await usageQueries(db, businessId, period)[name]).length).toBeGreaterThan(0);
  });
});
