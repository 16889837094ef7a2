import { addYearsIso, formatDate, formatEuros, formatPercent, pick, roundCents } from './format-values.ts';
import { mortgageSuspensionTable } from './tables.ts';
import type { CalculationContext, CalculationResult, LegalSource, RateUsed } from './types.ts';

export interface MortgageFeesInput {
  operation: 'repayment' | 'switchToFixed';
  rateKind: 'fixed' | 'variable' | 'mixed';
  /** Capital repaid early (for a switch, the capital repaid with it, if any). */
  amount?: number;
  signedOn: string;
  /** The day of the repayment or switch; today when not said. */
  on?: string;
}

/** Ley 5/2019 applies to loans signed from its entry into force (DT 1ª.1). */
const LCCI_FROM = '2019-06-16';
/** RDL 19/2022 lowered the switch cap of art. 23.6 from 0,15 % to 0,05 % from this day. */
const SWITCH_REFORM_FROM = '2022-11-24';

interface Cap {
  percent: number;
  /** Why this cap, in both languages. */
  why: { es: string; en: string };
  source: LegalSource;
}

function repaymentCaps(input: MortgageFeesInput, on: string): Cap[] {
  if (input.rateKind === 'fixed') {
    const tenYears = addYearsIso(input.signedOn, 10);
    return on < tenYears
      ? [{ percent: 2, why: { es: 'tipo fijo, dentro de los 10 primeros años', en: 'fixed rate, within the first 10 years' }, source: { law: 'LCCI', article: '23', apartado: '7.a' } }]
      : [{ percent: 1.5, why: { es: 'tipo fijo, pasados los 10 primeros años', en: 'fixed rate, after the first 10 years' }, source: { law: 'LCCI', article: '23', apartado: '7.b' } }];
  }
  const three = addYearsIso(input.signedOn, 3);
  const five = addYearsIso(input.signedOn, 5);
  const caps: Cap[] = [];
  if (on < three) caps.push({ percent: 0.25, why: { es: 'tipo variable, 3 primeros años (si el contrato eligió esta opción)', en: 'variable rate, first 3 years (if the contract chose this option)' }, source: { law: 'LCCI', article: '23', apartado: '5.b' } });
  if (on < five) caps.push({ percent: 0.15, why: { es: 'tipo variable, 5 primeros años (si el contrato eligió esta opción)', en: 'variable rate, first 5 years (if the contract chose this option)' }, source: { law: 'LCCI', article: '23', apartado: '5.a' } });
  return caps;
}

function switchCap(input: MortgageFeesInput, on: string): Cap | null {
  if (on >= addYearsIso(input.signedOn, 3)) return null;
  const reformed = on >= SWITCH_REFORM_FROM;
  return {
    percent: reformed ? 0.05 : 0.15,
    why: reformed
      ? { es: 'paso de variable a fijo en los 3 primeros años (art. 23.6, redacción del RDL 19/2022)', en: 'variable-to-fixed switch in the first 3 years (art. 23.6 as reworded by RDL 19/2022)' }
      : { es: 'paso de variable a fijo en los 3 primeros años (art. 23.6, redacción anterior al RDL 19/2022)', en: 'variable-to-fixed switch in the first 3 years (art. 23.6 before RDL 19/2022)' },
    source: { law: 'LCCI', article: '23', apartado: '6' },
  };
}

function suspensionOn(input: MortgageFeesInput, on: string) {
  return mortgageSuspensionTable.periods.find((p) => p.from <= on && on <= p.to && (p.appliesTo === 'any' || p.appliesTo === input.rateKind));
}

/** Early-repayment and switching fee caps of a mortgage (art. 23 Ley 5/2019), with the 2022–2024 suspension for variable loans. */
export function calculateMortgageFees(input: MortgageFeesInput, ctx: CalculationContext): CalculationResult {
  const { language } = ctx;
  const on = input.on ?? ctx.today;
  const steps: string[] = [pick(language, `Préstamo firmado el ${formatDate(input.signedOn, language)}; operación el ${formatDate(on, language)}.`, `Loan signed on ${formatDate(input.signedOn, language)}; operation on ${formatDate(on, language)}.`)];
  const notes: string[] = [];
  const rates: RateUsed[] = [];
  const suspension = input.rateKind === 'variable' ? suspensionOn(input, on) : undefined;
  let caps: Cap[] = [];
  let answer: string;

  if (input.operation === 'repayment' && input.signedOn < LCCI_FROM) {
    answer = pick(
      language,
      'Tu préstamo es anterior al 16-6-2019: los topes de la Ley 5/2019 no se le aplican (DT 1ª); la comisión es la pactada en el contrato con los límites de la normativa de entonces.',
      'Your loan predates 16-6-2019: the Ley 5/2019 caps do not apply to it (DT 1ª); the fee is the one in the contract within the limits of the rules then in force.',
    );
  } else if (suspension) {
    answer = pick(language, 'No te pueden cobrar comisión: en esa fecha estaba suspendida para préstamos a tipo variable.', 'No fee can be charged: on that date it was suspended for variable-rate loans.');
    rates.push({ label: pick(language, 'Suspensión temporal de comisiones', 'Temporary fee suspension'), value: '0 %', appliesFrom: suspension.from, source: suspension.source, tableAsOf: mortgageSuspensionTable.asOf });
    steps.push(pick(language, `Del ${formatDate(suspension.from, language)} al ${formatDate(suspension.to, language)} no se devengaba comisión por amortizar o pasar a fijo un préstamo variable.`, `From ${formatDate(suspension.from, language)} to ${formatDate(suspension.to, language)} no fee accrued for repaying or switching a variable loan.`));
  } else {
    ({ answer, caps } = capsAnswer(input, on, language, steps, notes));
  }
  if (input.rateKind === 'mixed') notes.push(pick(language, 'En un préstamo mixto, el tramo fijo sigue las reglas del tipo fijo y el variable las del variable (art. 23.5 y 23.7).', 'In a mixed loan, the fixed tranche follows the fixed-rate rules and the variable one the variable-rate rules (art. 23.5 and 23.7).'));
  return {
    kind: 'mortgage-fees',
    language,
    answer,
    figures: {
      operation: input.operation,
      capPercent: caps[0]?.percent ?? 0,
      fee: input.amount !== undefined && caps[0] ? roundCents((input.amount * caps[0].percent) / 100) : caps.length === 0 ? 0 : null,
      suspended: Boolean(suspension),
    },
    steps,
    rule: pick(
      language,
      'Ley 5/2019, art. 23: en tipo variable solo cabe comisión en los 3 primeros años (máx. 0,25 %) o en los 5 primeros (máx. 0,15 %), según pacte el contrato; en tipo fijo, máx. 2 % los 10 primeros años y 1,5 % después; al pasar de variable a fijo por novación o subrogación, máx. 0,05 % en los 3 primeros años y nada después (desde el RDL 19/2022). Nunca más que la pérdida financiera del banco.',
      'Ley 5/2019, art. 23: on a variable rate a fee is only allowed in the first 3 years (max 0.25 %) or the first 5 (max 0.15 %), as the contract chooses; on a fixed rate, max 2 % in the first 10 years and 1.5 % after; switching from variable to fixed by novation or subrogation, max 0.05 % in the first 3 years and nothing after (since RDL 19/2022). Never more than the bank\'s financial loss.',
    ),
    notes,
    sources: [{ law: 'LCCI', article: '23' }, ...(input.signedOn < LCCI_FROM ? [{ law: 'LCCI', article: 'DT 1' } as const] : [])],
    rates,
  };
}

/** The fee caps that apply (none: no fee can be charged) and the answer they give; their workings go to `steps` and `notes`. */
function capsAnswer(input: MortgageFeesInput, on: string, language: CalculationContext['language'], steps: string[], notes: string[]): { answer: string; caps: Cap[] } {
  const lang = language === 'SPANISH' ? 'es' : 'en';
  const switchFee = input.operation === 'switchToFixed' ? switchCap(input, on) : undefined;
  const caps = input.operation === 'switchToFixed' ? (switchFee ? [switchFee] : []) : repaymentCaps(input, on);
  if (caps.length === 0) {
    const answer =
      input.operation === 'switchToFixed'
        ? pick(language, 'No te pueden cobrar comisión: pasados los 3 primeros años, la novación o subrogación a tipo fijo (o con un primer periodo fijo de al menos 3 años) no admite compensación (art. 23.6).', 'No fee can be charged: after the first 3 years, a novation or subrogation to a fixed rate (or a first fixed period of at least 3 years) allows no compensation (art. 23.6).')
        : pick(language, 'No te pueden cobrar comisión por amortizar: en un préstamo variable solo cabe en los 3 o 5 primeros años (art. 23.5).', 'No early-repayment fee can be charged: on a variable loan it is only allowed in the first 3 or 5 years (art. 23.5).');
    return { answer, caps };
  }
  for (const cap of caps) {
    const amount = input.amount !== undefined ? ` × ${formatEuros(input.amount, language)} = ${formatEuros(roundCents((input.amount * cap.percent) / 100), language)}` : '';
    steps.push(`${formatPercent(cap.percent, language)} (${cap.why[lang]})${amount}.`);
  }
  const top = caps[0]!;
  const fee = input.amount !== undefined ? roundCents((input.amount * top.percent) / 100) : undefined;
  const answer =
    fee !== undefined
      ? pick(language, `La comisión máxima es del ${formatPercent(top.percent, language)} del capital: ${formatEuros(fee, language)}, y nunca más que la pérdida financiera real del banco.`, `The maximum fee is ${formatPercent(top.percent, language)} of the capital: ${formatEuros(fee, language)}, and never more than the bank's actual financial loss.`)
      : pick(language, `La comisión máxima es del ${formatPercent(top.percent, language)} del capital que amortices, y nunca más que la pérdida financiera real del banco.`, `The maximum fee is ${formatPercent(top.percent, language)} of the capital repaid, and never more than the bank's actual financial loss.`);
  if (caps.length > 1) notes.push(pick(language, 'En los préstamos variables el contrato elige una de las dos opciones (0,25 % en 3 años o 0,15 % en 5 años): mira cuál tiene el tuyo.', 'Variable loans choose one of two options (0.25 % over 3 years or 0.15 % over 5 years): check which one yours has.'));
  if (input.operation === 'switchToFixed') notes.push(pick(language, 'Si la novación no conlleva amortización de capital, no se puede cobrar comisión alguna por este concepto (art. 23.6).', 'If the novation repays no capital, no fee at all can be charged for it (art. 23.6).'));
  return { answer, caps };
}
