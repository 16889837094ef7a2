import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordQueries } from '../test/query-counter.ts';
import { uniqueViolationConstraint } from './db-errors.ts';
import { MAX_PREPARED_STATEMENTS, PgliteStatements } from './pglite-statements.ts';

/** Named statements PGlite's one backend holds (PGlite's own `query` leaves none: it uses the unnamed one). */
async function preparedNames(pglite: PGlite): Promise<string[]> {
  const { rows } = await pglite.query<{ name: string }>('select name from pg_prepared_statements order by name');
  return rows.map((row) => row.name);
}

describe('PGlite statements, prepared once (ADR 041)', () => {
  let pglite: PGlite;
  let statements: PgliteStatements;

  beforeEach(async () => {
    pglite = await PGlite.create('memory://');
    statements = new PgliteStatements(pglite);
    await pglite.exec(`create table notes (id serial primary key, body text not null, meta jsonb, tags text[], at timestamptz, n int)`);
  });
  afterEach(async () => {
    await pglite.close();
  });

  it('answers as PGlite’s own query does, in both row modes, for the types our statements bind', async () => {
    const at = new Date('2026-11-25T10:00:00.000Z');
    const insert = 'insert into notes (body, meta, tags, at, n) values ($1, $2, $3, $4, $5) returning *';
    const ours = await statements.query<Record<string, unknown>>(insert, ['uno', { a: [1, 'b'] }, ['x', 'y,z'], at, null]);
    const theirs = await pglite.query<Record<string, unknown>>(insert, ['uno', { a: [1, 'b'] }, ['x', 'y,z'], at, null]);
    expect({ ...ours.rows[0], id: 0 }).toEqual({ ...theirs.rows[0], id: 0 });
    expect(ours.fields).toEqual(theirs.fields);
    expect(ours.rows[0]).toMatchObject({ body: 'uno', meta: { a: [1, 'b'] }, tags: ['x', 'y,z'], at, n: null });

    const select = 'select id, body, at from notes where body = $1 order by id';
    const asArrays = await statements.query(select, ['uno'], { rowMode: 'array' });
    expect(asArrays.rows).toEqual((await pglite.query(select, ['uno'], { rowMode: 'array' })).rows);
    expect(asArrays.rows).toHaveLength(2);

    const update = await statements.query('update notes set n = $1 where body = $2', [7, 'uno']);
    expect(update.affectedRows).toBe(2);
    expect(update.rows).toEqual([]);
  });

  it('parses a statement once, however often it runs, and PostgreSQL then holds it under one name', async () => {
    for (let i = 0; i < 20; i++) await statements.query('insert into notes (body) values ($1)', [`nota ${i}`]);
    for (let i = 0; i < 20; i++) await statements.query('select count(*)::int as count from notes where id > $1', [i]);
    expect(await preparedNames(pglite)).toHaveLength(2);
    const { rows } = await statements.query<{ count: number }>('select count(*)::int as count from notes where id > $1', [0]);
    expect(rows[0]!.count).toBe(20);
  });

  it('keeps at most its bound of statements, closing the least recently used', async () => {
    const kept = 'select body from notes where id = $1';
    await statements.query(kept, [1]);
    const [keptName] = await preparedNames(pglite);
    for (let i = 0; i < MAX_PREPARED_STATEMENTS + 40; i++) {
      await statements.query(kept, [1]);
      await statements.query(`select ${i} as k, body from notes where id = $1`, [i]);
    }
    const names = await preparedNames(pglite);
    expect(names.length).toBeLessThanOrEqual(MAX_PREPARED_STATEMENTS + 1);
    expect(names.length).toBeGreaterThan(MAX_PREPARED_STATEMENTS - 40);
    // The statement used at every turn, the first one prepared, was never the least recently used one.
    expect(names).toContain(keptName);
  });

  it('prepares again a statement whose table changed under it', async () => {
    const select = 'select * from notes where body = $1';
    await statements.query('insert into notes (body) values ($1)', ['antes']);
    expect(Object.keys((await statements.query<object>(select, ['antes'])).rows[0]!)).not.toContain('extra');
    await pglite.exec(`alter table notes add column extra text default 'nuevo'`);
    const { rows } = await statements.query<{ extra: string }>(select, ['antes']);
    expect(rows[0]!.extra).toBe('nuevo');
  });

  it('prepares again a statement PostgreSQL no longer holds', async () => {
    const select = 'select count(*)::int as count from notes where body = $1';
    await statements.query(select, ['x']);
    const [name] = await preparedNames(pglite);
    await pglite.exec(`deallocate ${name}`);
    expect((await statements.query<{ count: number }>(select, ['x'])).rows).toEqual([{ count: 0 }]);
    expect(await preparedNames(pglite)).toHaveLength(1);
  });

  it('gives a unique violation with its constraint, as the services read it', async () => {
    await pglite.exec('create unique index notes_body_unique on notes (body)');
    await statements.query('insert into notes (body) values ($1)', ['única']);
    const error = await statements.query('insert into notes (body) values ($1)', ['única']).catch((caught: unknown) => caught);
    expect(uniqueViolationConstraint(error)).toBe('notes_body_unique');
  });

  it('is seen by the tests’ statement counter once per statement, prepared or not, in a transaction or not', async () => {
    const recording = recordQueries();
    try {
      await statements.query('select body from notes where id = $1', [1]);
      await statements.query('select 1');
      await statements.exec('select 2');
      await statements.transaction(async (tx) => {
        await tx.query('select body from notes where id = $1', [2]);
        await tx.query('select 3');
        await tx.exec('select 4');
      });
    } finally {
      recording.stop();
    }
    expect(recording.statements).toEqual([
      'select body from notes where id = $1', 'select 1', 'select 2', 'select body from notes where id = $1', 'select 3', 'select 4',
    ]);
  });

  it('gives PostgreSQL’s error with the statement, and the next statement runs as usual', async () => {
    const failing = statements.query('insert into notes (body) values ($1)', [null]);
    await expect(failing).rejects.toMatchObject({ code: '23502', query: 'insert into notes (body) values ($1)' });
    await expect(statements.query('select $1::int as broken from nowhere', [1])).rejects.toMatchObject({ code: '42P01' });
    expect((await statements.query<{ one: number }>('select $1::int as one', [1])).rows).toEqual([{ one: 1 }]);
  });

  it('runs a transaction’s statements in it: a rollback undoes them, a failed one aborts it', async () => {
    await expect(
      statements.transaction(async (tx) => {
        await tx.query('insert into notes (body) values ($1)', ['dentro']);
        expect((await tx.query('select body from notes where body = $1', ['dentro'])).rows).toHaveLength(1);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect((await statements.query('select body from notes where body = $1', ['dentro'])).rows).toHaveLength(0);

    await expect(
      statements.transaction(async (tx) => {
        await tx.query('insert into notes (body) values ($1)', ['primera']);
        await tx.query('insert into notes (body) values ($1)', [null]).catch(() => {});
        await tx.query('insert into notes (body) values ($1)', ['segunda']);
      }),
    ).rejects.toMatchObject({ code: '25P02' });
    expect((await statements.query('select body from notes where body = any($1)', [['primera', 'segunda']])).rows).toEqual([]);
  });

  it('does not run a statement from outside into an open transaction: it waits for the commit', async () => {
    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    let inserted!: () => void;
    const insertedInTx = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = statements.transaction(async (tx) => {
      await tx.query('insert into notes (body) values ($1)', ['pendiente']);
      inserted();
      await held;
    });
    await insertedInTx;
    let outsideDone = false;
    const outside = statements.query<{ count: number }>('select count(*)::int as count from notes where body = $1', ['pendiente']).then((result) => {
      outsideDone = true;
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(outsideDone).toBe(false);
    commit();
    await transaction;
    expect((await outside).rows[0]!.count).toBe(1);
  });

  it('refuses a statement once the database is closed, as PGlite does', async () => {
    await statements.query('select body from notes where id = $1', [1]);
    await pglite.close();
    await expect(statements.query('select body from notes where id = $1', [1])).rejects.toThrow('PGlite is closed');
    pglite = await PGlite.create('memory://');
  });

  it('refuses a statement that waited for the locks while the database began to close', async () => {
    let end!: () => void;
    const open = new Promise<void>((resolve) => (end = resolve));
    let begun!: () => void;
    const inTransaction = new Promise<void>((resolve) => (begun = resolve));
    const transaction = statements.transaction(async () => {
      begun();
      await open;
    });
    await inTransaction;
    const closing = pglite.close();
    const late = statements.query('select body from notes where id = $1', [1]).catch((error: unknown) => error);
    end();
    await transaction;
    await closing;
    expect(String(await late)).toMatch(/PGlite is clos(ing|ed)/);
    pglite = await PGlite.create('memory://');
  });

  it('refuses a query on a transaction that has ended', async () => {
    let kept!: Parameters<Parameters<PgliteStatements['transaction']>[0]>[0];
    await statements.transaction(async (tx) => {
      kept = tx;
    });
    await expect(kept.query('select $1::int', [1])).rejects.toThrow('Transaction is closed');
  });
});
