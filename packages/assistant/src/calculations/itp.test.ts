import { describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../facts/regions.ts';
import { calculateItp } from './itp.ts';
import { findItpRow, itpTable } from './tables.ts';
import { EN, ES } from './test-context.ts';

const tax = (community: Parameters<typeof calculateItp>[0]['community'], price: number, referenceValue?: number) =>
  calculateItp({ community, price, ...(referenceValue ? { referenceValue } : {}) }, ES).figures.tax;

describe('ITP on a resale home', () => {
  it('has a dated row with a legal source for every community and both autonomous cities', () => {
    for (const id of COMMUNITY_IDS) {
      const row = findItpRow(id);
      expect(row, id).toBeDefined();
      expect(row!.appliesFrom ?? row!.inForceOn, id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row!.source.length, id).toBeGreaterThan(20);
    }
    expect(itpTable.rows).toHaveLength(19);
  });

  it('Madrid, flat 6 %: 300.000 × 6 % = 18.000', () => expect(tax('madrid', 300_000)).toBe(18_000));
  it('Murcia, 7,75 % since 25-7-2025: 200.000 × 7,75 % = 15.500', () => expect(tax('murcia', 200_000)).toBe(15_500));
  it('Valencia, whole value: 250.000 × 10 % = 25.000', () => expect(tax('comunitat-valenciana', 250_000)).toBe(25_000));
  it('Valencia above one million, whole value at 11 %: 1.200.000 × 11 % = 132.000', () => expect(tax('comunitat-valenciana', 1_200_000)).toBe(132_000));
  it('Asturias, rate of the bracket on the whole value: 400.000 × 9 % = 36.000', () => expect(tax('asturias', 400_000)).toBe(36_000));
  it('Cataluña by slices: 600.000 × 10 % + 100.000 × 11 % = 60.000 + 11.000 = 71.000', () => expect(tax('cataluna', 700_000)).toBe(71_000));
  it('Cataluña, 2.000.000: 60.000 + 33.000 + 72.000 + 65.000 = 230.000', () => expect(tax('cataluna', 2_000_000)).toBe(230_000));
  it('Aragón, 460.000: 32.000 + 50.000 × 8,5 % + 10.000 × 9 % = 32.000 + 4.250 + 900 = 37.150', () => expect(tax('aragon', 460_000)).toBe(37_150));
  it('Castilla y León, 300.000: 250.000 × 8 % + 50.000 × 10 % = 25.000', () => expect(tax('castilla-y-leon', 300_000)).toBe(25_000));
  it('Baleares, 700.000: 32.000 + 18.000 + 100.000 × 10 % = 60.000', () => expect(tax('baleares', 700_000)).toBe(60_000));
  it('Extremadura, 500.000: 360.000 × 8 % + 140.000 × 10 % = 28.800 + 14.000 = 42.800', () => expect(tax('extremadura', 500_000)).toBe(42_800));
  it('Ceuta, 6 % with the 50 % relief of art. 57 bis: 100.000 × 6 % = 6.000 − 3.000 = 3.000', () => {
    const result = calculateItp({ community: 'ceuta', price: 100_000 }, ES);
    expect(result.figures).toMatchObject({ grossTax: 6_000, bonus: 3_000, tax: 3_000 });
    expect(result.sources).toContainEqual({ law: 'TRLITPAJD', article: '57 bis', apartado: '3.a' });
  });

  it('taxes the cadastral reference value when it is higher than the price: 230.000 × 6 % = 13.800', () => {
    expect(tax('madrid', 200_000, 230_000)).toBe(13_800);
  });

  it('answers in English with the rate, its date, its source and the table date', () => {
    const result = calculateItp({ community: 'cataluna', price: 400_000 }, EN);
    expect(result.answer).toContain('€40,000');
    expect(result.rates[0]).toMatchObject({ appliesFrom: '2025-06-27', tableAsOf: itpTable.asOf });
    expect(result.rates[0]!.source).toContain('Decreto ley 5/2025');
    expect(result.notes.join(' ')).toMatch(/reduced rates/);
    expect(result.sources).toContainEqual({ law: 'TRLITPAJD', article: '11', apartado: '1.a' });
  });

  it('flags the unverified 2026 change announced in Valencia', () => {
    expect(calculateItp({ community: 'comunitat-valenciana', price: 100_000 }, ES).notes[0]).toMatch(/9 %/);
  });
});
