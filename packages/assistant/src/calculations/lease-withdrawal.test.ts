import { describe, expect, it } from 'vitest';
import { calculateLeaseWithdrawal } from './lease-withdrawal.ts';
import { ES } from './test-context.ts';

describe("tenant's withdrawal (art. 11 LAU)", () => {
  it('before 6 months it is not possible: started 1-1-2025, earliest 1-7-2025', () => {
    const result = calculateLeaseWithdrawal({ monthlyRent: 900, start: '2025-01-01', leaveDate: '2025-05-01', clause: 'yes' }, ES);
    expect(result.figures).toMatchObject({ tooEarly: true, earliestWithdrawal: '2025-07-01', indemnity: 0 });
  });

  it('one whole year left of a 3-year term: 900 × 365/365 = 900', () => {
    const result = calculateLeaseWithdrawal({ monthlyRent: 900, start: '2024-01-01', termYears: 3, leaveDate: '2026-01-01', clause: 'yes' }, ES);
    expect(result.figures).toMatchObject({ periodEnd: '2027-01-01', remainingDays: 365, indemnity: 900 });
  });

  it('62 days left of the yearly extension: 800 × 62/365 = 135,89', () => {
    const result = calculateLeaseWithdrawal({ monthlyRent: 800, start: '2024-02-01', leaveDate: '2026-12-01', clause: 'unknown' }, ES);
    expect(result.figures).toMatchObject({ periodEnd: '2027-02-01', remainingDays: 62, indemnity: 135.89 });
    expect(result.notes[0]).toMatch(/Solo se debe si el contrato la pacta/);
  });

  it('without the clause nothing is owed', () => {
    expect(calculateLeaseWithdrawal({ monthlyRent: 800, start: '2024-02-01', leaveDate: '2026-12-01', clause: 'no' }, ES).figures.indemnity).toBe(0);
  });
});
