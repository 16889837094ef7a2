import { describe, expect, it } from 'vitest';
import { calculateNewHomeTaxes } from './new-home-taxes.ts';
import { EN, ES } from './test-context.ts';

describe('IVA and AJD on a new home', () => {
  it('Málaga, 200.000: IVA 10 % = 20.000 + AJD 1,2 % = 2.400 → 22.400', () => {
    const result = calculateNewHomeTaxes({ price: 200_000, community: 'andalucia' }, ES);
    expect(result.figures).toMatchObject({ iva: 20_000, ajd: 2_400, total: 22_400 });
    expect(result.sources).toContainEqual({ law: 'LIVA', article: '91', apartado: 'Uno.1.7º' });
    expect(result.rates[0]).toMatchObject({ appliesFrom: '2021-04-28' });
  });

  it('Madrid, 300.000: IVA 30.000 + AJD 0,75 % = 2.250 → 32.250', () => {
    expect(calculateNewHomeTaxes({ price: 300_000, community: 'madrid' }, EN).figures).toMatchObject({ iva: 30_000, ajd: 2_250, total: 32_250 });
  });

  it('VPO of the special regime pays 4 %: 150.000 × 4 % = 6.000', () => {
    const result = calculateNewHomeTaxes({ price: 150_000, protectedSpecial: true }, ES);
    expect(result.figures.iva).toBe(6_000);
    expect(result.sources).toContainEqual({ law: 'LIVA', article: '91', apartado: 'Dos.1.6º' });
  });

  it('premises pay the general 21 %: 100.000 × 21 % = 21.000', () => {
    expect(calculateNewHomeTaxes({ price: 100_000, nonResidential: true }, ES).figures.iva).toBe(21_000);
  });

  it('Canarias has no IVA (IGIC) and its AJD rate is not in the table: nothing invented', () => {
    const result = calculateNewHomeTaxes({ price: 200_000, community: 'canarias' }, ES);
    expect(result.figures).toMatchObject({ iva: null, ajd: null, total: 0 });
    expect(result.notes.join(' ')).toMatch(/IGIC/);
  });

  it('Ceuta: no IVA (IPSI), AJD 0,5 % with the 50 % relief: 100.000 × 0,5 % = 500 − 250 = 250', () => {
    expect(calculateNewHomeTaxes({ price: 100_000, community: 'ceuta' }, ES).figures).toMatchObject({ iva: null, ajd: 250 });
  });

  it('without a region gives the IVA and asks where the home is for the AJD', () => {
    const result = calculateNewHomeTaxes({ price: 250_000 }, ES);
    expect(result.figures).toMatchObject({ iva: 25_000, ajd: null });
    expect(result.notes.join(' ')).toMatch(/dime dónde está/);
  });
});
