import { extractFacts } from '../facts/extract-facts.ts';
import type { QuestionFacts } from '../facts/types.ts';
import { foldText } from '../retrieval/fold.ts';
import type { Language } from '../types.ts';
import { calculateArras } from './arras.ts';
import { calculateCommunityMajority } from './community-majority.ts';
import { ASKS_FOR_THE_FIGURE, detectCalculationKind } from './detect-kind.ts';
import { pick, toIso } from './format-values.ts';
import { calculateItp } from './itp.ts';
import { calculateLeaseDeposit } from './lease-deposit.ts';
import { calculateLeaseNotice } from './lease-notice.ts';
import { calculateLeaseWithdrawal } from './lease-withdrawal.ts';
import { calculateLoeDeadlines } from './loe-deadlines.ts';
import { calculateMortgageFees } from './mortgage-fees.ts';
import { calculateNewHomeTaxes } from './new-home-taxes.ts';
import { calculatePlusvalia } from './plusvalia.ts';
import {
  prepareArras,
  prepareCommunityMajority,
  prepareItp,
  prepareLeaseDeposit,
  prepareLeaseNotice,
  prepareLeaseWithdrawal,
  prepareLoeDeadlines,
  prepareMortgageFees,
  prepareNewHomeTaxes,
  preparePlusvalia,
  prepareRentUpdate,
  prepareReserveFund,
  type PrepareContext,
  type Prepared,
} from './prepare-inputs.ts';
import { calculateRentUpdate } from './rent-update.ts';
import { calculateReserveFund } from './reserve-fund.ts';
import type { CalculationContext, CalculationKind, CalculationOutcome, CalculationResult, LegalSource } from './types.ts';

export interface FindCalculationOptions {
  /** ISO date taken as today (deadlines, rates in force); the real date by default. */
  today?: string;
}

interface Runner<T> {
  prepare: (ctx: PrepareContext) => Prepared<T>;
  calculate: (input: T, ctx: CalculationContext) => CalculationResult;
  rule: { es: string; en: string };
  sources: LegalSource[];
}

/** Keeps each runner's input type tied to its calculation while the table holds them all. */
function runner<T>(r: Runner<T>): Runner<unknown> {
  return r as Runner<unknown>;
}

const RUNNERS: Record<CalculationKind, Runner<unknown>> = {
  'itp-resale': runner({
    prepare: prepareItp,
    calculate: calculateItp,
    rule: {
      es: 'La compra de una vivienda usada paga ITP al tipo general de la comunidad autónoma donde está (6 % si la comunidad no ha fijado otro), sobre el precio o el valor de referencia si es mayor.',
      en: 'Buying a resale home pays ITP at the general rate of the region where it lies (6 % if the region has set none), on the price or the cadastral reference value if higher.',
    },
    sources: [{ law: 'TRLITPAJD', article: '11', apartado: '1.a' }, { law: 'TRLITPAJD', article: '10', apartado: '2' }],
  }),
  'new-home-taxes': runner({
    prepare: prepareNewHomeTaxes,
    calculate: calculateNewHomeTaxes,
    rule: {
      es: 'La vivienda nueva comprada al promotor paga IVA del 10 % (4 % en VPO de régimen especial) y AJD al tipo de la comunidad autónoma.',
      en: 'A new home bought from the developer pays 10 % VAT (4 % for special-regime protected housing) and AJD at the regional rate.',
    },
    sources: [{ law: 'LIVA', article: '91', apartado: 'Uno.1.7º' }, { law: 'TRLITPAJD', article: '31', apartado: '2' }],
  }),
  plusvalia: runner({
    prepare: preparePlusvalia,
    calculate: calculatePlusvalia,
    rule: {
      es: 'La plusvalía municipal se calcula por el método objetivo (valor catastral del suelo × coeficiente por años) o por la ganancia real, el menor, y no se paga si no hay ganancia.',
      en: 'The plusvalía municipal is computed by the objective method (cadastral land value × a coefficient by years held) or on the real gain, whichever is lower, and is not due without a gain.',
    },
    sources: [{ law: 'TRLRHL', article: '104', apartado: '5' }, { law: 'TRLRHL', article: '107' }],
  }),
  'lease-deposit': runner({
    prepare: prepareLeaseDeposit,
    calculate: calculateLeaseDeposit,
    rule: {
      es: 'La fianza es de una mensualidad en vivienda y dos en otros usos; en vivienda la garantía adicional no puede pasar de dos mensualidades.',
      en: 'The deposit is one month for a home and two for other uses; for homes any additional guarantee may not exceed two months.',
    },
    sources: [{ law: 'LAU', article: '36', apartado: '1' }, { law: 'LAU', article: '36', apartado: '5' }],
  }),
  'rent-update': runner({
    prepare: prepareRentUpdate,
    calculate: calculateRentUpdate,
    rule: {
      es: 'La renta solo se actualiza si se pactó, en cada aniversario; el índice máximo depende de la fecha del contrato (IRAV para los firmados desde el 26-5-2023).',
      en: 'Rent is only updated if agreed, on each anniversary; the maximum index depends on the lease date (the IRAV for leases signed since 26-5-2023).',
    },
    sources: [{ law: 'LAU', article: '18', apartado: '1' }, { law: 'LAU', article: 'DA 11' }],
  }),
  'lease-withdrawal': runner({
    prepare: prepareLeaseWithdrawal,
    calculate: calculateLeaseWithdrawal,
    rule: {
      es: 'El inquilino puede desistir pasados 6 meses con 30 días de preaviso; si se pactó, indemniza con una mensualidad por año que falte, en proporción.',
      en: 'The tenant may withdraw after 6 months with 30 days\' notice; if agreed, the tenant pays one month per remaining year, prorated.',
    },
    sources: [{ law: 'LAU', article: '11' }],
  }),
  'lease-notice': runner({
    prepare: prepareLeaseNotice,
    calculate: calculateLeaseNotice,
    rule: {
      es: 'Al cumplir 5 años (7 con arrendador persona jurídica), el arrendador debe avisar con 4 meses y el inquilino con 2 para no renovar; si no, prórroga tácita de hasta 3 años.',
      en: 'At 5 years (7 with a company landlord), the landlord must give 4 months\' notice and the tenant 2 to stop renewal; otherwise a tacit extension of up to 3 years follows.',
    },
    sources: [{ law: 'LAU', article: '9', apartado: '1' }, { law: 'LAU', article: '10', apartado: '1' }],
  }),
  'mortgage-fees': runner({
    prepare: prepareMortgageFees,
    calculate: calculateMortgageFees,
    rule: {
      es: 'Los topes de comisión por amortizar o cambiar la hipoteca dependen del tipo (fijo o variable) y de los años desde la firma.',
      en: 'The caps on fees for repaying or switching a mortgage depend on its rate (fixed or variable) and the years since signing.',
    },
    sources: [{ law: 'LCCI', article: '23' }],
  }),
  'community-majority': runner({
    prepare: prepareCommunityMajority,
    calculate: calculateCommunityMajority,
    rule: {
      es: 'La mayoría necesaria depende de lo que se vote (art. 17 LPH) y se cuenta sobre el número de propietarios y sus cuotas.',
      en: 'The majority needed depends on what is voted (art. 17 LPH) and counts both owners and their quotas.',
    },
    sources: [{ law: 'LPH', article: '17' }],
  }),
  'loe-deadlines': runner({
    prepare: prepareLoeDeadlines,
    calculate: calculateLoeDeadlines,
    rule: {
      es: 'Desde la recepción de la obra: 1 año para acabados, 3 para habitabilidad y 10 para estructura; hay 2 años para reclamar desde que aparece el daño.',
      en: 'From the reception of the works: 1 year for finishing, 3 for habitability and 10 for structure; there are 2 years to claim from when the damage appears.',
    },
    sources: [{ law: 'LOE', article: '17', apartado: '1' }, { law: 'LOE', article: '18', apartado: '1' }],
  }),
  arras: runner({
    prepare: prepareArras,
    calculate: calculateArras,
    rule: {
      es: 'Con arras penitenciales el comprador que desiste las pierde y el vendedor que desiste las devuelve duplicadas.',
      en: 'With penitential arras a buyer who withdraws forfeits them and a seller who withdraws pays them back double.',
    },
    sources: [{ law: 'CC', article: '1454' }],
  }),
  'reserve-fund': runner({
    prepare: prepareReserveFund,
    calculate: calculateReserveFund,
    rule: {
      es: 'El fondo de reserva de la comunidad debe ser al menos el 10 % de su último presupuesto ordinario.',
      en: "The community's reserve fund must be at least 10 % of its last ordinary budget.",
    },
    sources: [{ law: 'LPH', article: '9', apartado: '1' }],
  }),
};

/**
 * Decides whether a question asks for one of MIKE's calculations. Returns the result when the question holds
 * the figures, the figures to ask for when it clearly asks for a calculation without them, or null.
 */
export function findCalculation(
  question: string,
  language: Language,
  facts: QuestionFacts = extractFacts(question),
  options: FindCalculationOptions = {},
): CalculationOutcome | null {
  const folded = foldText(question);
  const kind = detectCalculationKind(folded, facts);
  if (!kind) return null;
  const today = options.today ?? toIso(new Date());
  const r = RUNNERS[kind];
  const prepared = r.prepare({ question, folded, facts, language, today });
  if ('input' in prepared) {
    const result = r.calculate(prepared.input, { language, today });
    if (kind === 'itp-resale' && facts.newBuild === undefined) {
      result.notes.unshift(
        pick(
          language,
          'Si es obra nueva comprada al promotor, no paga ITP sino IVA (10 %) y AJD.',
          'If it is a new build bought from the developer, it pays VAT (10 %) and AJD instead of ITP.',
        ),
      );
    }
    return { status: 'ready', result };
  }
  // Short of its figures, a calculation asks for them only when the question asks for the figure itself
  // ('¿cuánto ITP pago?'), not for the rule ('¿qué es el ITP?', '¿qué mayoría hace falta?', '¿se puede?').
  if (!ASKS_FOR_THE_FIGURE.test(folded)) return null;
  return { status: 'missing', kind, language, missing: prepared.missing, rule: pick(language, r.rule.es, r.rule.en), sources: r.sources };
}
