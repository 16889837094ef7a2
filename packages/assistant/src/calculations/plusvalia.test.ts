import { describe, expect, it } from 'vitest';
import { calculatePlusvalia } from './plusvalia.ts';
import { ES } from './test-context.ts';

const base = { acquisitionPrice: 150_000, salePrice: 250_000, cadastralLand: 40_000, cadastralTotal: 100_000 };

describe('plusvalía municipal', () => {
  it('10 complete years, objective lower: 40.000 × 0,12 = 4.800 vs real 100.000 × 40 % = 40.000; 4.800 × 29 % = 1.392', () => {
    const result = calculatePlusvalia({ ...base, acquisitionDate: '2015-03-10', saleDate: '2025-06-20', municipalRate: 29 }, ES);
    expect(result.figures).toMatchObject({ coefficient: 0.12, objectiveBase: 4_800, realBase: 40_000, base: 4_800, method: 'objective', tax: 1_392 });
    expect(result.rates[0]).toMatchObject({ appliesFrom: '2024-01-01' });
  });

  it('real method lower: gain 10.000 × 50 % = 5.000 < 100.000 × 0,18 = 18.000; 5.000 × 30 % = 1.500', () => {
    const result = calculatePlusvalia(
      { acquisitionDate: '2020-01-15', saleDate: '2025-01-20', acquisitionPrice: 200_000, salePrice: 210_000, cadastralLand: 100_000, cadastralTotal: 200_000, municipalRate: 30 },
      ES,
    );
    expect(result.figures).toMatchObject({ coefficient: 0.18, objectiveBase: 18_000, realBase: 5_000, method: 'real', tax: 1_500 });
  });

  it('no gain, no tax (art. 104.5): sold 140.000 after buying at 150.000', () => {
    const result = calculatePlusvalia({ ...base, salePrice: 140_000, acquisitionDate: '2015-03-10', saleDate: '2025-06-20' }, ES);
    expect(result.figures.tax).toBe(0);
    expect(result.answer).toMatch(/No pagas/);
    expect(result.sources).toContainEqual({ law: 'TRLRHL', article: '104', apartado: '5' });
  });

  it('no gain needs no cadastral value: bought at 250.000 in 2007, sold at 180.000, no tax', () => {
    const result = calculatePlusvalia({ acquisitionDate: '2007-05-10', saleDate: '2025-06-20', acquisitionPrice: 250_000, salePrice: 180_000 }, ES);
    expect(result.figures).toMatchObject({ tax: 0, gain: -70_000, objectiveBase: null });
    expect(result.answer).toMatch(/No pagas/);
  });

  it('under a year the coefficient is prorated by complete months: 0,15 × 7/12 = 0,0875; 60.000 × 0,0875 = 5.250', () => {
    const result = calculatePlusvalia(
      { acquisitionDate: '2025-01-10', saleDate: '2025-08-15', acquisitionPrice: 200_000, salePrice: 260_000, cadastralLand: 60_000 },
      ES,
    );
    expect(result.figures).toMatchObject({ months: 7, coefficient: 0.0875, objectiveBase: 5_250, realBase: null });
  });

  it('twenty years or more use the last coefficient, 0,40, and at most 20 years count', () => {
    const result = calculatePlusvalia({ ...base, acquisitionDate: '1990-05-01', saleDate: '2025-05-02' }, ES);
    expect(result.figures.coefficient).toBe(0.4);
  });

  it('without the municipal rate gives the maximum at 30 %: 4.800 × 30 % = 1.440, said to be a maximum', () => {
    const result = calculatePlusvalia({ ...base, acquisitionDate: '2015-03-10', saleDate: '2025-06-20' }, ES);
    expect(result.figures).toMatchObject({ tax: 1_440, rateIsMaximum: true });
    expect(result.answer).toMatch(/como mucho/);
  });
});
