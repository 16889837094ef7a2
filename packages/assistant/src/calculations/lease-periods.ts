import { addMonthsIso, addYearsIso } from './format-values.ts';

/** Housing leases signed from this day follow the 5/7-year terms of RDL 7/2019 (arts. 9 and 10 LAU as now worded). */
export const CURRENT_TERMS_FROM = '2019-03-06';

export interface LeasePeriods {
  /** 5, or 7 when the landlord is a legal person (art. 9.1). */
  minimumYears: number;
  /** End of the agreed term. */
  agreedEnd: string;
  /** End of the compulsory annual extensions (or of the agreed term when longer). */
  mandatoryEnd: string;
}

export function findLeasePeriods(start: string, termYears: number, landlordKind: 'natural' | 'legal'): LeasePeriods {
  const minimumYears = landlordKind === 'legal' ? 7 : 5;
  const agreedEnd = addMonthsIso(start, Math.round(termYears * 12));
  const mandatoryEnd = termYears >= minimumYears ? agreedEnd : addYearsIso(start, minimumYears);
  return { minimumYears, agreedEnd, mandatoryEnd };
}

/**
 * The end of the contractual period running on a date: the agreed term, then each compulsory annual extension
 * up to the minimum, then each year of the tacit extension (three years at a time, art. 10.1).
 */
export function findCurrentPeriodEnd(periods: LeasePeriods, date: string): string {
  if (date < periods.agreedEnd) return periods.agreedEnd;
  let end = periods.agreedEnd;
  for (let year = 1; end <= date && year < 100; year += 1) end = addYearsIso(periods.agreedEnd, year);
  return end;
}

/** The ends at which a party may stop renewal with the notice of art. 10.1: the minimum, then every three years. */
export function findRenewalEnds(periods: LeasePeriods, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addYearsIso(periods.mandatoryEnd, i * 3));
}
