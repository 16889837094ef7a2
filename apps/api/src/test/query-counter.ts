import { PGlite, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { vi } from 'vitest';
import { isPreparable, PgliteStatements } from '../platform/pglite-statements.ts';

type Recorded = { readonly statements: string[]; stop(): void };

/**
 * Records every SQL statement the database drivers are asked to run, below Drizzle and our repositories:
 * PGlite's `query`, `exec` and the queries of its transactions; the statements `PgliteStatements` prepares and runs
 * itself, without PGlite's `query` (ADR 041); and node-postgres's `Client#query` (which its pool uses). pg-boss's
 * own statements (its `pgboss` schema) are left out.
 */
export function recordQueries(): Recorded {
  const statements: string[] = [];
  const note = (query: unknown) => {
    const text = typeof query === 'string' ? query : ((query as { text?: string } | null)?.text ?? '');
    if (!/pgboss/i.test(text)) statements.push(text);
  };
  const { query, exec, transaction } = PGlite.prototype;
  const prepared = { query: PgliteStatements.prototype.query, transaction: PgliteStatements.prototype.transaction };
  const pgQuery = pg.Client.prototype.query;
  /** A transaction whose `query` (and `exec`, unless only prepared statements are counted there) notes its statement. */
  const counted = (tx: Transaction, onlyPrepared = false): Transaction =>
    new Proxy(tx, {
      get(target, key, receiver) {
        const value: unknown = Reflect.get(target, key, receiver);
        if ((key !== 'query' && (onlyPrepared || key !== 'exec')) || typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (!onlyPrepared || isPreparable(args[1] as unknown[] | undefined, args[2] as never)) note(args[0]);
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  const spies = [
    vi.spyOn(PGlite.prototype, 'query').mockImplementation(function (this: PGlite, ...args) {
      note(args[0]);
      return query.apply(this, args);
    }),
    vi.spyOn(PGlite.prototype, 'exec').mockImplementation(function (this: PGlite, ...args) {
      note(args[0]);
      return exec.apply(this, args);
    }),
    vi.spyOn(PGlite.prototype, 'transaction').mockImplementation(function (this: PGlite, callback) {
      return transaction.call(this, (tx) => callback(counted(tx)));
    }),
    // The statements `PgliteStatements` hands to PGlite's `query` are counted above; the ones it prepares, here.
    vi.spyOn(PgliteStatements.prototype, 'query').mockImplementation(function (this: PgliteStatements, ...args) {
      if (isPreparable(args[1], args[2])) note(args[0]);
      return prepared.query.apply(this, args);
    }),
    vi.spyOn(PgliteStatements.prototype, 'transaction').mockImplementation(function (this: PgliteStatements, callback) {
      return prepared.transaction.call(this, (tx: Transaction) => callback(counted(tx, true)));
    }),
    vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      note(args[0]);
      return (pgQuery as (...a: unknown[]) => unknown).apply(this, args);
    } as never),
  ];
  return { statements, stop: () => spies.forEach((spy) => spy.mockRestore()) };
}
