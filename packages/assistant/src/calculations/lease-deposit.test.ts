import { describe, expect, it } from 'vitest';
import { calculateLeaseDeposit } from './lease-deposit.ts';
import { EN, ES } from './test-context.ts';

describe('deposit and additional guarantee (art. 36 LAU)', () => {
  it('housing, 900 a month: deposit 900 × 1 = 900; guarantee at most 900 × 2 = 1.800', () => {
    const result = calculateLeaseDeposit({ monthlyRent: 900, use: 'housing' }, ES);
    expect(result.figures).toMatchObject({ deposit: 900, additionalGuaranteeCap: 1_800 });
    expect(result.answer).toContain('900 €');
    expect(result.answer).toContain('1.800 €');
  });

  it('premises, 1.500 a month: deposit 1.500 × 2 = 3.000 and no legal cap on guarantees', () => {
    expect(calculateLeaseDeposit({ monthlyRent: 1_500, use: 'other' }, EN).figures).toMatchObject({ deposit: 3_000, additionalGuaranteeCap: null });
  });

  it('the cap binds housing leases up to 5 years (natural person) and up to 7 (company)', () => {
    expect(calculateLeaseDeposit({ monthlyRent: 1_000, use: 'housing', termYears: 8 }, ES).figures.additionalGuaranteeCap).toBeNull();
    expect(calculateLeaseDeposit({ monthlyRent: 1_000, use: 'housing', termYears: 6, landlordKind: 'natural' }, ES).figures.additionalGuaranteeCap).toBeNull();
    expect(calculateLeaseDeposit({ monthlyRent: 1_000, use: 'housing', termYears: 6, landlordKind: 'legal' }, ES).figures.additionalGuaranteeCap).toBe(2_000);
  });
});
