import { describe, expect, it } from 'vitest';
import { calculateMortgageFees, type MortgageFeesInput } from './mortgage-fees.ts';
import { ES } from './test-context.ts';

const fees = (input: Partial<MortgageFeesInput>) =>
  calculateMortgageFees({ operation: 'repayment', rateKind: 'variable', signedOn: '2024-01-10', amount: 30_000, ...input }, ES).figures;

describe('mortgage early-repayment and switching fees (art. 23 Ley 5/2019)', () => {
  it('variable, within 3 years (1-3-2025): at most 0,25 % × 30.000 = 75', () => {
    expect(fees({ on: '2025-03-01' })).toMatchObject({ capPercent: 0.25, fee: 75, suspended: false });
  });

  it('variable, between 3 and 5 years: at most 0,15 % × 30.000 = 45', () => {
    expect(fees({ signedOn: '2023-03-01', on: '2026-11-23' })).toMatchObject({ capPercent: 0.15, fee: 45 });
  });

  it('variable, after 5 years: no fee', () => {
    expect(fees({ signedOn: '2019-07-01', on: '2025-08-01' })).toMatchObject({ capPercent: 0, fee: 0 });
  });

  it('variable during the 2022–2024 suspension: no fee', () => {
    expect(fees({ on: '2024-06-01' })).toMatchObject({ suspended: true, fee: 0 });
  });

  it('fixed, within 10 years: 2 % × 50.000 = 1.000; after 10 years: 1,5 % × 50.000 = 750', () => {
    expect(fees({ rateKind: 'fixed', signedOn: '2020-01-01', on: '2025-01-01', amount: 50_000 })).toMatchObject({ capPercent: 2, fee: 1_000 });
    expect(fees({ rateKind: 'fixed', signedOn: '2019-07-01', on: '2030-01-01', amount: 50_000 })).toMatchObject({ capPercent: 1.5, fee: 750 });
  });

  it('switch to fixed within 3 years after RDL 19/2022: 0,05 % × 10.000 = 5; before it: 0,15 %; after 3 years: nothing', () => {
    expect(fees({ operation: 'switchToFixed', signedOn: '2023-06-01', on: '2025-05-01', amount: 10_000 })).toMatchObject({ capPercent: 0.05, fee: 5 });
    expect(fees({ operation: 'switchToFixed', signedOn: '2021-01-01', on: '2022-06-01', amount: 10_000 })).toMatchObject({ capPercent: 0.15, fee: 15 });
    expect(fees({ operation: 'switchToFixed', signedOn: '2021-01-01', on: '2025-01-01', amount: 10_000 })).toMatchObject({ capPercent: 0, fee: 0 });
  });

  it('a loan signed before 16-6-2019 is outside the caps for repayment (DT 1ª)', () => {
    const result = calculateMortgageFees({ operation: 'repayment', rateKind: 'fixed', signedOn: '2015-05-05', amount: 10_000, on: '2026-01-10' }, ES);
    expect(result.answer).toMatch(/anterior al 16-6-2019/);
    expect(result.sources).toContainEqual({ law: 'LCCI', article: 'DT 1' });
  });
});
