import { describe, expect, it } from 'vitest';
import { calculateArras } from './arras.ts';
import { findCalculation } from './find-calculation.ts';
import { calculateReserveFund } from './reserve-fund.ts';
import { EN, ES } from './test-context.ts';
import type { CalculationOutcome, CalculationResult } from './types.ts';

function ready(question: string, language: 'SPANISH' | 'ENGLISH'): CalculationResult {
  const outcome = findCalculation(question, language, undefined, { today: '2026-06-01' });
  expect(outcome?.status, question).toBe('ready');
  return (outcome as Extract<CalculationOutcome, { status: 'ready' }>).result;
}

describe('arras (art. 1454 CC)', () => {
  it('12.000 € of penitential arras: the seller returns 24.000, the buyer loses 12.000', () => {
    const result = calculateArras({ amount: 12_000, kind: 'penitenciales' }, ES);
    expect(result.figures).toMatchObject({ sellerReturns: 24_000, buyerLoses: 12_000, penitential: true });
    expect(result.answer).toMatch(/24\.000 €/);
    expect(result.notes).toEqual([]);
  });

  it('confirmatory arras give no right to withdraw: the note says so', () => {
    const result = calculateArras({ amount: 8_000, kind: 'confirmatorias' }, EN);
    expect(result.figures.penitential).toBe(false);
    expect(result.notes[0]).toMatch(/art\. 1124 CC/);
  });

  it('without the kind, the double is conditioned on the arras being penitential', () => {
    expect(calculateArras({ amount: 5_000 }, ES).notes[0]).toMatch(/solo se debe si las arras son penitenciales/);
  });

  it.each<[string, 'SPANISH' | 'ENGLISH', number]>([
    ['Di 20.000 € de arras penitenciales y el vendedor se echa atrás, ¿cuánto me tiene que devolver?', 'SPANISH', 40_000],
    ['El comprador desiste de unas arras de 9.500 € por un piso de 190.000 €. ¿Las pierde?', 'SPANISH', 19_000],
    ['The seller pulled out after I paid €7,000 of penitential arras. How much do I get back?', 'ENGLISH', 14_000],
    ['We signed arras of 25,000 euros for a house worth 250,000 euros; the buyer wants to withdraw, does he lose them?', 'ENGLISH', 50_000],
  ])('%j: doubles the arras, not the price', (question, language, doubled) => {
    expect(ready(question, language)).toMatchObject({ kind: 'arras', figures: { sellerReturns: doubled } });
  });

  it('leaves questions without a figure to the knowledge base', () => {
    expect(findCalculation('¿Qué pasa si el comprador pierde las arras?', 'SPANISH')).toBeNull();
    expect(findCalculation('What are penitential arras?', 'ENGLISH')).toBeNull();
  });
});

describe('reserve fund (art. 9.1.f LPH)', () => {
  it('10 % of a 48.500 € budget is 4.850 €', () => {
    expect(calculateReserveFund({ budget: 48_500 }, ES).figures.minimumFund).toBe(4_850);
  });

  it.each<[string, 'SPANISH' | 'ENGLISH', number]>([
    ['Nuestra comunidad tiene un presupuesto anual de 24.000 €. ¿Qué fondo de reserva mínimo necesitamos?', 'SPANISH', 2_400],
    ['¿Cuánto hay que dotar al fondo de reserva si el presupuesto ordinario es de 60.000 euros?', 'SPANISH', 6_000],
    ['Our building has an ordinary budget of €15,000. How big must the reserve fund be?', 'ENGLISH', 1_500],
  ])('%j', (question, language, minimum) => {
    expect(ready(question, language)).toMatchObject({ kind: 'reserve-fund', figures: { minimumFund: minimum } });
  });

  it('leaves a question without a figure to the knowledge base', () => {
    expect(findCalculation('¿Qué es el fondo de reserva de la comunidad?', 'SPANISH')).toBeNull();
  });
});
