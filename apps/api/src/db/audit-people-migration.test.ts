import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../platform/paths.ts';
import { makeTempDir } from '../test/helpers.ts';

/** The migrations up to and including `lastTag`, copied to a folder of their own. */
function migrationsUpTo(lastTag: string): string {
  const folder = path.join(makeTempDir(), 'drizzle');
  cpSync(migrationsDir, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return folder;
}

describe('migration 0012: entries that named people by email (ADR 033, SECURITY.md #39)', () => {
  const client = new PGlite();
  afterAll(() => client.close());

  it('moves each email into a label the account deletion can erase, and leaves other subjects alone', async () => {
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: migrationsUpTo('0011_question_keys_indexes') });
    const business = (await client.query<{ id: string }>(`insert into businesses (name, member_allowed_quantity) values ('Fincas Sur', 3) returning id`)).rows[0]!.id;
    await client.query(`insert into client_users (email, phone, name) values ('quedo@example.com', '+34600000001', 'Queda')`);
    await client.query(
      `insert into audit_log (business_id, action, subject) values
        ($1, 'member.invited', 'Quedo@Example.com'), ($1, 'member.removed', 'quedo@example.com'),
        ($1, 'member.invited', 'borrado@example.com'), ($1, 'settings.retention_changed', '12')`,
      [business],
    );
    await client.query(`insert into invitations (business_id, status, email, phone, name, rol, expiration_date) values ($1, 'USED', 'borrado@example.com', '+34600000002', 'Borrado', 'AGENT', now())`, [business]);

    await migrate(db, { migrationsFolder: migrationsDir });

    const entries = await client.query<{ action: string; subject: string | null; label: string | null; points: boolean }>(
      `select a.action, a.subject, p.email as label, a.subject_person_id is not null as points
       from audit_log a left join audit_people p on p.id = a.subject_person_id order by a.seq`,
    );
    expect(entries.rows).toEqual([
      { action: 'member.invited', subject: null, label: 'quedo@example.com', points: true },
      { action: 'member.removed', subject: null, label: 'quedo@example.com', points: true },
      // No account has that email any more (it was erased before the labels existed): the label goes now.
      { action: 'member.invited', subject: null, label: null, points: true },
      { action: 'settings.retention_changed', subject: '12', label: null, points: false },
    ]);
    const invitation = await client.query<{ email: string; phone: string; name: string }>(`select email, phone, name from invitations`);
    expect(JSON.stringify(invitation.rows)).not.toMatch(/borrado|600000002/i);
    // Append-only again once the migration is done.
    await expect(client.query(`update audit_log set subject = 'x'`)).rejects.toThrow(/append-only/);
  });
});
