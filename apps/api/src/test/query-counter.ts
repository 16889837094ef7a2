import type { Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { vi } from 'vitest';
import { PgliteStatements } from '../platform/pglite-statements.ts';

type Recorded = { readonly statements: string[]; stop(): void };

/**
 * Records every SQL statement the database drivers are asked to run, below Drizzle and our repositories:
 * the embedded database's `query`, `exec` and the queries of its transactions (`PgliteStatements`, through which
 * every statement reaches PGlite, ADR 041), and node-postgres's `Client#query` (which its pool uses). pg-boss's own statements (its `pgboss` schema) are left out.
 */
export function recordQueries(): Recorded {
  const statements: string[] = [];
  const note = (query: unknown) => {
    const text = typeof query === 'string' ? query : ((query as { text?: string } | null)?.text ?? '');
    if (!/pgboss/i.test(text)) statements.push(text);
  };
  const { query, exec, transaction } = PgliteStatements.prototype;
  const pgQuery = pg.Client.prototype.query;
  const counted = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get(target, key, receiver) {
        const value: unknown = Reflect.get(target, key, receiver);
        if ((key !== 'query' && key !== 'exec') || typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          note(args[0]);
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  const spies = [
    vi.spyOn(PgliteStatements.prototype, 'query').mockImplementation(function (this: PgliteStatements, ...args) {
      note(args[0]);
      return query.apply(this, args);
    }),
    vi.spyOn(PgliteStatements.prototype, 'exec').mockImplementation(function (this: PgliteStatements, ...args) {
      note(args[0]);
      return exec.apply(this, args);
    }),
    vi.spyOn(PgliteStatements.prototype, 'transaction').mockImplementation(function (this: PgliteStatements, callback) {
      return transaction.call(this, (tx: Transaction) => callback(counted(tx)));
    }),
    vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      note(args[0]);
      return (pgQuery as (...a: unknown[]) => unknown).apply(this, args);
    } as never),
  ];
  return { statements, stop: () => spies.forEach((spy) => spy.mockRestore()) };
}
