import { describe, expect, it } from 'vitest';
import { calculateLeaseNotice } from './lease-notice.ts';
import { ES } from './test-context.ts';

describe('non-renewal notice dates (arts. 9 and 10 LAU)', () => {
  it('individual landlord, 1-year lease of 3-3-2022: minimum 5 years to 3-3-2027; landlord by 3-11-2026 (−4 months), tenant by 3-1-2027 (−2)', () => {
    const result = calculateLeaseNotice({ start: '2022-03-03', termYears: 1 }, ES);
    expect(result.figures).toMatchObject({ mandatoryEnd: '2027-03-03', nextEnd: '2027-03-03', landlordNoticeBy: '2026-11-03', tenantNoticeBy: '2027-01-03', landlordLate: false });
  });

  it('says the landlord is late once the 4 months have passed', () => {
    const result = calculateLeaseNotice({ start: '2022-03-03', termYears: 1 }, { ...ES, today: '2026-11-23' });
    expect(result.figures.landlordLate).toBe(true);
    expect(result.answer).toMatch(/ya no llega/);
  });

  it('company landlord: 7 years, from 15-1-2020 to 15-1-2027; landlord by 15-9-2026', () => {
    const result = calculateLeaseNotice({ start: '2020-01-15', landlordKind: 'legal' }, ES);
    expect(result.figures).toMatchObject({ mandatoryEnd: '2027-01-15', landlordNoticeBy: '2026-09-15' });
  });

  it('after the minimum the lease is in its tacit 3 years: 1-9-2019 + 5 = 1-9-2024, next end 1-9-2027; landlord by 1-5-2027', () => {
    const result = calculateLeaseNotice({ start: '2019-09-01' }, ES);
    expect(result.figures).toMatchObject({ mandatoryEnd: '2024-09-01', nextEnd: '2027-09-01', landlordNoticeBy: '2027-05-01', tenantNoticeBy: '2027-07-01' });
  });

  it('adds the extraordinary extensions in a stressed area and for a large landlord', () => {
    const result = calculateLeaseNotice({ start: '2022-03-03', stressedArea: true, bigLandlord: true }, ES);
    expect(result.sources).toEqual(expect.arrayContaining([{ law: 'LAU', article: '10', apartado: '3' }, { law: 'LAU', article: '10', apartado: '2' }]));
  });

  it('does not apply today\'s terms to a lease signed before 6-3-2019', () => {
    expect(calculateLeaseNotice({ start: '2018-05-01' }, ES).figures.regime).toBe('before-2019');
  });
});
