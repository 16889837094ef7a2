import { addMonthsIso, daysBetween, formatDate, formatEuros, formatNumber, pick, roundCents } from './format-values.ts';
import { findCurrentPeriodEnd, findLeasePeriods } from './lease-periods.ts';
import type { CalculationContext, CalculationResult } from './types.ts';

export interface LeaseWithdrawalInput {
  monthlyRent: number;
  start: string;
  /** The day the tenant leaves; 30 days from today when not said. */
  leaveDate?: string;
  termYears?: number;
  landlordKind?: 'natural' | 'legal';
  /** Whether the lease has the indemnity clause of art. 11: without it nothing is owed. */
  clause: 'yes' | 'no' | 'unknown';
}

/** The tenant's withdrawal (art. 11 LAU): when it is possible and the indemnity if it was agreed. */
export function calculateLeaseWithdrawal(input: LeaseWithdrawalInput, ctx: CalculationContext): CalculationResult {
  const { language, today } = ctx;
  const leaveDate = input.leaveDate ?? addMonthsIso(today, 1);
  const earliest = addMonthsIso(input.start, 6);
  const tooEarly = leaveDate < earliest;
  const periods = findLeasePeriods(input.start, input.termYears ?? 1, input.landlordKind ?? 'natural');
  const periodEnd = findCurrentPeriodEnd(periods, leaveDate);
  const remainingDays = Math.max(0, daysBetween(leaveDate, periodEnd));
  const years = remainingDays / 365;
  const indemnity = input.clause === 'no' || tooEarly ? 0 : roundCents(input.monthlyRent * years);
  const steps = [
    pick(
      language,
      `Puede desistir a partir del ${formatDate(earliest, language)} (6 meses desde el inicio), avisando con al menos 30 días.`,
      `Withdrawal is possible from ${formatDate(earliest, language)} (6 months after the start), with at least 30 days' notice.`,
    ),
    pick(
      language,
      `Salida el ${formatDate(leaveDate, language)}; el periodo en curso vence el ${formatDate(periodEnd, language)}: quedan ${remainingDays} días (${formatNumber(years, language, 3)} años).`,
      `Leaving on ${formatDate(leaveDate, language)}; the current period ends on ${formatDate(periodEnd, language)}: ${remainingDays} days remain (${formatNumber(years, language, 3)} years).`,
    ),
  ];
  if (!tooEarly && input.clause !== 'no') {
    steps.push(`${formatEuros(input.monthlyRent, language)} × ${formatNumber(years, language, 3)} = ${formatEuros(indemnity, language)}.`);
  }
  const notes: string[] = [];
  if (input.clause === 'unknown') {
    notes.push(pick(language, 'Solo se debe si el contrato la pacta: sin esa cláusula, desistir no cuesta nada (art. 11 LAU).', 'It is owed only if the lease says so: without that clause, withdrawing costs nothing (art. 11 LAU).'));
  }
  notes.push(
    pick(
      language,
      'Calculamos los años que faltan hasta el final del plazo pactado o de la prórroga anual en curso; hay tribunales que los cuentan de otra forma, así que revisa la redacción de la cláusula.',
      'We count the years left to the end of the agreed term or of the current yearly extension; some courts count them differently, so check how the clause is worded.',
    ),
  );
  const answer = withdrawalAnswer(language, { tooEarly, clause: input.clause, earliest, indemnity });
  return {
    kind: 'lease-withdrawal',
    language,
    answer,
    figures: { earliestWithdrawal: earliest, leaveDate, periodEnd, remainingDays, indemnity, tooEarly },
    steps,
    rule: pick(
      language,
      'El inquilino de vivienda puede desistir pasados 6 meses avisando con 30 días; si se pactó, indemniza con una mensualidad de la renta vigente por cada año que quede, y la parte proporcional por los periodos menores (art. 11 LAU).',
      'A housing tenant may withdraw after 6 months with 30 days\' notice; if agreed, the tenant pays one month of the current rent per remaining year, prorated for shorter periods (art. 11 LAU).',
    ),
    notes,
    sources: [{ law: 'LAU', article: '11' }],
    rates: [],
  };
}

/** The answer's sentence: too early, nothing owed (no clause), or the maximum indemnity. */
function withdrawalAnswer(
  language: CalculationContext['language'],
  { tooEarly, clause, earliest, indemnity }: { tooEarly: boolean; clause: LeaseWithdrawalInput['clause']; earliest: string; indemnity: number },
): string {
  return tooEarly
    ? pick(
        language,
        `Aún no puede desistir: la ley lo permite a partir de los 6 meses, es decir, desde el ${formatDate(earliest, language)} (con 30 días de preaviso).`,
        `The tenant cannot withdraw yet: the law allows it after 6 months, that is, from ${formatDate(earliest, language)} (with 30 days' notice).`,
      )
    : clause === 'no'
      ? pick(language, 'Puede irse sin indemnizar: el contrato no pacta indemnización por desistimiento (art. 11 LAU).', 'The tenant may leave with no indemnity: the lease agrees none for withdrawal (art. 11 LAU).')
      : pick(
          language,
          `Si el contrato la pacta, la indemnización máxima es de ${formatEuros(indemnity, language)} (una mensualidad por año que falta, en proporción).`,
          `If the lease provides for it, the maximum indemnity is ${formatEuros(indemnity, language)} (one month's rent per remaining year, prorated).`,
        );
}
