import { describe, expect, it } from 'vitest';
import { calculateLoeDeadlines } from './loe-deadlines.ts';
import { EN, ES } from './test-context.ts';

describe('LOE guarantee deadlines', () => {
  it('reception 15-6-2018: finishing to 15-6-2019 (+1), habitability to 15-6-2021 (+3), structure to 15-6-2028 (+10)', () => {
    expect(calculateLoeDeadlines({ reception: '2018-06-15' }, ES).figures).toMatchObject({
      finishingUntil: '2019-06-15',
      habitabilityUntil: '2021-06-15',
      structuralUntil: '2028-06-15',
    });
  });

  it('structural cracks on 1-2-2025 are covered; claim within 2 years → by 1-2-2027', () => {
    const result = calculateLoeDeadlines({ reception: '2018-06-15', damage: '2025-02-01', defect: 'structural' }, EN);
    expect(result.figures).toMatchObject({ covered: true, claimBy: '2027-02-01' });
    expect(result.answer).toContain('1 February 2027');
  });

  it('a finishing defect appearing after the first year is not covered', () => {
    expect(calculateLoeDeadlines({ reception: '2018-06-15', damage: '2020-01-01', defect: 'finishing' }, ES).figures.covered).toBe(false);
  });

  it('two years after the damage appeared, the LOE claim is over: said so, with the contract actions that remain', () => {
    const result = calculateLoeDeadlines({ reception: '2019-01-01', damage: '2022-01-01', defect: 'structural' }, { ...ES, today: '2026-11-25' });
    expect(result.figures).toMatchObject({ covered: true, claimBy: '2024-01-01' });
    expect(result.answer).toMatch(/^El plazo de la LOE para reclamar por ese daño terminó el 1 de enero de 2024/);
    expect(result.answer).toContain('incumplimiento del contrato');
  });

  it('a damage date known only by its year is not taken to have run out while its last day has not', () => {
    const result = calculateLoeDeadlines({ reception: '2020-03-01', damage: '2024-01-01', damageLatest: '2024-12-31', defect: 'structural' }, { ...ES, today: '2026-11-25' });
    expect(result.answer).toMatch(/^Tienes hasta/);
  });
});
