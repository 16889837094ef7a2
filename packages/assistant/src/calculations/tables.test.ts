import { differenceInCalendarMonths } from 'date-fns';
import { describe, expect, it } from 'vitest';
import itpRaw from './rates/itp-general-rates.json';
import { toDate } from './format-values.ts';
import { DATED_TABLES, parseTable, TABLE_SCHEMAS } from './tables.ts';

describe('dated calculation tables', () => {
  it('every table says when it was checked, by whom it can be re-checked and how often', () => {
    expect(DATED_TABLES.map((table) => table.table).sort()).toEqual([
      'ajd-new-homes-rates',
      'irav-values',
      'itp-general-rates',
      'mortgage-fee-suspension',
      'plusvalia-coefficients',
      'rent-update-caps',
    ]);
    for (const table of DATED_TABLES) expect(table.asOf <= table.reviewedAt, table.table).toBe(true);
  });

  // ADR 017: a table whose rates change by law each year must be checked again within its review period.
  // When this fails, check the table's rows against their sources, update them and move asOf/reviewedAt.
  it.each(DATED_TABLES.filter((table) => table.reviewEveryMonths !== null).map((table) => [table.table, table] as const))(
    '%s was checked within its review period',
    (_name, table) => {
      const age = differenceInCalendarMonths(new Date(), toDate(table.asOf));
      expect(age, `${table.table} is ${age} months old (asOf ${table.asOf}); review it (ADR 017)`).toBeLessThanOrEqual(table.reviewEveryMonths!);
    },
  );

  it('a malformed table fails with its file and field', () => {
    const broken = structuredClone(itpRaw) as { rows: { scale: { rate?: number } }[] };
    broken.rows[0]!.scale.rate = -7;
    expect(() => parseTable(TABLE_SCHEMAS.ItpTable, broken, 'rates/itp-general-rates.json')).toThrow(/itp-general-rates\.json is malformed at rows\.0\.scale\.rate/);
  });

  it('a row without its date or legal source is rejected', () => {
    const undated = structuredClone(itpRaw) as { rows: Record<string, unknown>[] };
    delete undated.rows[1]!.inForceOn;
    delete undated.rows[1]!.appliesFrom;
    expect(() => parseTable(TABLE_SCHEMAS.ItpTable, undated, 'rates/itp-general-rates.json')).toThrow(/appliesFrom or inForceOn/);
    const unsourced = structuredClone(itpRaw) as { rows: Record<string, unknown>[] };
    unsourced.rows[2]!.source = '';
    expect(() => parseTable(TABLE_SCHEMAS.ItpTable, unsourced, 'rates/itp-general-rates.json')).toThrow(/rows\.2\.source/);
  });
});
