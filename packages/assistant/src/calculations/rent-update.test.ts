import { describe, expect, it } from 'vitest';
import { calculateRentUpdate, findIravFor, findRentUpdateRegime, iravMonthFor, type RentUpdateInput } from './rent-update.ts';
import { ES } from './test-context.ts';

const update = (input: Partial<RentUpdateInput>) =>
  calculateRentUpdate({ rent: 1_000, contractDate: '2021-05-10', updateDate: '2023-05-10', housing: true, clause: 'yes', ...input }, ES);

describe('annual rent update', () => {
  it('no update clause, no update (art. 18.1)', () => {
    const result = update({ clause: 'no', pactedPercent: 5 });
    expect(result.figures).toMatchObject({ regime: 'no-clause', appliedPercent: 0, newRent: 1_000 });
  });

  it('2023 update of a 2021 lease with IPC 8,3 %: capped at 2 % → 1.000 × 2 % = 20 → 1.020', () => {
    const result = update({ pactedPercent: 8.3 });
    expect(result.figures).toMatchObject({ regime: 'cap-2022-2023', capPercent: 2, appliedPercent: 2, increase: 20, newRent: 1_020 });
    expect(result.rates[0]).toMatchObject({ appliesFrom: '2022-03-31' });
  });

  it('2024 update without the index value: at most 3 % → 800 × 3 % = 24 → 824', () => {
    const result = update({ rent: 800, contractDate: '2022-02-01', updateDate: '2024-02-01' });
    expect(result.figures).toMatchObject({ regime: 'cap-2024', appliedPercent: 3, newRent: 824 });
  });

  it('a lease signed since 26-5-2023, updated on 20-12-2025: IRAV of November 2025, 2,29 % → 22,90 → 1.022,90', () => {
    const irav = findIravFor('2025-12-20');
    expect(irav).toEqual({ percent: 2.29, month: '2025-11', fromTable: true });
    const result = update({ contractDate: '2024-12-20', updateDate: '2025-12-20', irav: irav!, pactedPercent: 3 });
    expect(result.figures).toMatchObject({ regime: 'irav', capPercent: 2.29, appliedPercent: 2.29, increase: 22.9, newRent: 1_022.9 });
    expect(result.sources).toContainEqual({ law: 'LAU', article: 'DA 11' });
  });

  it('never above the agreed figure: agreed 2 % under an IRAV of 2,29 % → 2 %', () => {
    const result = update({ contractDate: '2024-12-20', updateDate: '2025-12-20', irav: findIravFor('2025-12-20')!, pactedPercent: 2 });
    expect(result.figures.appliedPercent).toBe(2);
  });

  it('a lease of 2022 updated in 2025 keeps its pacted index, capped by the IPC: 2,7 % → 27 → 1.027', () => {
    const result = update({ contractDate: '2022-09-01', updateDate: '2025-09-01', pactedPercent: 2.7 });
    expect(result.figures).toMatchObject({ regime: 'pacted-ipc-cap', appliedPercent: 2.7, newRent: 1_027 });
  });

  it('the day Ley 12/2023 took effect draws the line: 25-5-2023 keeps the IPC regime, 26-5-2023 goes to the IRAV', () => {
    const base = { updateDate: '2025-06-01', housing: true, clause: 'yes' as const };
    expect(findRentUpdateRegime({ ...base, contractDate: '2023-05-25' })).toBe('pacted-ipc-cap');
    expect(findRentUpdateRegime({ ...base, contractDate: '2023-05-26' })).toBe('irav');
  });

  it('premises follow the agreement (art. 4.3)', () => {
    expect(update({ housing: false, updateDate: '2024-03-01', pactedPercent: 3.5 }).figures).toMatchObject({ regime: 'commercial', appliedPercent: 3.5 });
  });

  it('takes the last IRAV published on the update date: from the 16th the previous month, before it the one before', () => {
    expect(iravMonthFor('2026-07-20')).toBe('2026-06');
    expect(iravMonthFor('2026-07-10')).toBe('2026-05');
    expect(iravMonthFor('2026-01-05')).toBe('2025-11');
  });
});
