import { addMonthsIso, formatDate, pick } from './format-values.ts';
import type { Language } from '../types.ts';
import { CURRENT_TERMS_FROM, findCurrentPeriodEnd, findLeasePeriods, findRenewalEnds, type LeasePeriods } from './lease-periods.ts';
import type { CalculationContext, CalculationResult, LegalSource } from './types.ts';

export interface LeaseNoticeInput {
  start: string;
  /** Agreed term; a lease without one is for a year (art. 9.2). */
  termYears?: number;
  landlordKind?: 'natural' | 'legal';
  stressedArea?: boolean;
  bigLandlord?: boolean;
}

const SOURCES: LegalSource[] = [
  { law: 'LAU', article: '9', apartado: '1' },
  { law: 'LAU', article: '10', apartado: '1' },
];

function before2019Result(input: LeaseNoticeInput, language: Language): CalculationResult {
  return {
    kind: 'lease-notice',
    language,
    answer: pick(
      language,
      `Tu contrato es anterior al 6-3-2019: se rige por los plazos de la redacción de la LAU vigente al firmarlo (no los 5/7 años actuales), así que no calculo sus fechas con las reglas de hoy.`,
      `Your lease predates 6-3-2019: it keeps the terms of the LAU wording in force when it was signed (not today's 5/7 years), so I do not compute its dates with today's rules.`,
    ),
    figures: { start: input.start, regime: 'before-2019' },
    steps: [],
    rule: pick(language, 'Los plazos de 5/7 años y la prórroga tácita de 3 años rigen para los contratos firmados desde el 6-3-2019 (RDL 7/2019).', 'The 5/7-year terms and the 3-year tacit extension apply to leases signed since 6-3-2019 (RDL 7/2019).'),
    notes: [],
    sources: SOURCES,
    rates: [],
  };
}

function noticeNotes(
  input: LeaseNoticeInput,
  periods: LeasePeriods,
  { today, landlordBy, landlordLate }: { today: string; landlordBy: string; landlordLate: boolean },
  language: Language,
): string[] {
  const notes: string[] = [];
  const currentEnd = findCurrentPeriodEnd(periods, today);
  if (today < periods.mandatoryEnd) {
    notes.push(
      pick(
        language,
        `Hoy estás dentro del periodo mínimo: el arrendador no puede poner fin antes del ${formatDate(periods.mandatoryEnd, language)} (salvo la necesidad del art. 9.3 si consta en el contrato); el inquilino puede no renovar al vencimiento anual del ${formatDate(currentEnd, language)} avisando 30 días antes.`,
        `Today you are within the minimum term: the landlord cannot end it before ${formatDate(periods.mandatoryEnd, language)} (except the need of art. 9.3 if written in the lease); the tenant may stop at the yearly end on ${formatDate(currentEnd, language)} with 30 days' notice.`,
      ),
    );
  }
  if (landlordLate) {
    notes.unshift(pick(language, `El plazo del arrendador para ese vencimiento ya pasó (${formatDate(landlordBy, language)}).`, `The landlord's deadline for that end has passed (${formatDate(landlordBy, language)}).`));
  }
  if (input.stressedArea) {
    notes.push(
      pick(
        language,
        'En zona de mercado residencial tensionado, al acabar la prórroga obligatoria o la tácita el inquilino puede pedir prórrogas anuales extraordinarias de hasta 3 años, que el arrendador debe aceptar salvo las excepciones del art. 10.3.',
        'In a declared stressed housing market area, when the compulsory or tacit extension ends the tenant may ask for extraordinary yearly extensions of up to 3 years, which the landlord must accept save the exceptions of art. 10.3.',
      ),
    );
  }
  if (input.bigLandlord) {
    notes.push(
      pick(
        language,
        'Si el inquilino acredita vulnerabilidad, puede pedir una prórroga extraordinaria de un año que un gran tenedor debe aceptar (art. 10.2).',
        'A tenant who proves vulnerability may ask for an extraordinary one-year extension that a large landlord must accept (art. 10.2).',
      ),
    );
  }
  notes.push(pick(language, 'Haz el aviso de forma fehaciente (burofax o similar) para poder probar la fecha de recepción.', 'Give notice in a provable way (burofax or similar) so the date of receipt can be shown.'));
  return notes;
}

function termSteps(input: LeaseNoticeInput, periods: LeasePeriods, language: Language): string[] {
  const termYears = input.termYears ?? 1;
  const landlordKind = input.landlordKind ?? 'natural';
  return [
    pick(
      language,
      `Inicio ${formatDate(input.start, language)}, plazo pactado ${termYears} año${termYears === 1 ? '' : 's'}${input.termYears === undefined ? ' (sin plazo pactado se entiende un año, art. 9.2)' : ''}: vence el ${formatDate(periods.agreedEnd, language)}.`,
      `Start ${formatDate(input.start, language)}, agreed term ${termYears} year${termYears === 1 ? '' : 's'}${input.termYears === undefined ? ' (with no agreed term it is one year, art. 9.2)' : ''}: it ends on ${formatDate(periods.agreedEnd, language)}.`,
    ),
    pick(
      language,
      `Prórrogas anuales obligatorias hasta ${periods.minimumYears} años (${landlordKind === 'legal' ? 'arrendador persona jurídica' : 'arrendador persona física'}): hasta el ${formatDate(periods.mandatoryEnd, language)}. Durante ellas el inquilino puede no renovar avisando con 30 días de antelación a cada vencimiento anual.`,
      `Compulsory yearly extensions up to ${periods.minimumYears} years (${landlordKind === 'legal' ? 'company landlord' : 'individual landlord'}): until ${formatDate(periods.mandatoryEnd, language)}. During them the tenant may stop renewal with 30 days' notice before each yearly end.`,
    ),
  ];
}

function deadlineSteps(nextEnd: string, landlordBy: string, tenantBy: string, language: Language): string[] {
  return [
    pick(
      language,
      `Próximo vencimiento tras el que cabe no renovar: ${formatDate(nextEnd, language)}. Arrendador: aviso al menos 4 meses antes → a más tardar el ${formatDate(landlordBy, language)}. Inquilino: al menos 2 meses antes → a más tardar el ${formatDate(tenantBy, language)}.`,
      `Next end after which renewal can be refused: ${formatDate(nextEnd, language)}. Landlord: notice at least 4 months before → by ${formatDate(landlordBy, language)} at the latest. Tenant: at least 2 months before → by ${formatDate(tenantBy, language)} at the latest.`,
    ),
    pick(
      language,
      `Si nadie avisa a tiempo, el contrato se prorroga por años hasta 3 más (hasta el ${formatDate(addMonthsIso(nextEnd, 36), language)}), y el inquilino puede irse al final de cada año avisando con un mes.`,
      `If nobody gives notice in time, the lease renews year by year for up to 3 more years (until ${formatDate(addMonthsIso(nextEnd, 36), language)}), and the tenant may leave at the end of any year with one month's notice.`,
    ),
  ];
}

/** Dates by which landlord and tenant must give notice of non-renewal, from the user's lease dates (arts. 9 and 10 LAU). */
export function calculateLeaseNotice(input: LeaseNoticeInput, ctx: CalculationContext): CalculationResult {
  const { language, today } = ctx;
  const periods = findLeasePeriods(input.start, input.termYears ?? 1, input.landlordKind ?? 'natural');
  if (input.start < CURRENT_TERMS_FROM) return before2019Result(input, language);

  // The next end at which notice can still be given by the landlord decides the answer.
  const ends = findRenewalEnds(periods, 40);
  const nextEnd = ends.find((end) => end > today) ?? ends.at(-1)!;
  const landlordBy = addMonthsIso(nextEnd, -4);
  const tenantBy = addMonthsIso(nextEnd, -2);
  const landlordLate = landlordBy < today;
  const steps = [...termSteps(input, periods, language), ...deadlineSteps(nextEnd, landlordBy, tenantBy, language)];
  const notes = noticeNotes(input, periods, { today, landlordBy, landlordLate }, language);

  return {
    kind: 'lease-notice',
    language,
    answer: landlordLate
      ? pick(
          language,
          `Para el vencimiento del ${formatDate(nextEnd, language)} el arrendador ya no llega (debía avisar antes del ${formatDate(landlordBy, language)}); el inquilino puede avisar hasta el ${formatDate(tenantBy, language)}.`,
          `For the ${formatDate(nextEnd, language)} end the landlord is too late (notice was due by ${formatDate(landlordBy, language)}); the tenant can still give notice until ${formatDate(tenantBy, language)}.`,
        )
      : pick(
          language,
          `Para no renovar al vencimiento del ${formatDate(nextEnd, language)}, el arrendador debe avisar a más tardar el ${formatDate(landlordBy, language)} y el inquilino el ${formatDate(tenantBy, language)}.`,
          `To stop renewal at the ${formatDate(nextEnd, language)} end, the landlord must give notice by ${formatDate(landlordBy, language)} and the tenant by ${formatDate(tenantBy, language)}.`,
        ),
    figures: { start: input.start, agreedEnd: periods.agreedEnd, mandatoryEnd: periods.mandatoryEnd, nextEnd, landlordNoticeBy: landlordBy, tenantNoticeBy: tenantBy, landlordLate },
    steps,
    rule: pick(
      language,
      'El contrato de vivienda dura como mínimo 5 años (7 si el arrendador es persona jurídica) mediante prórrogas anuales obligatorias (art. 9.1 LAU). Al llegar a ese mínimo, si el arrendador no avisa con 4 meses o el inquilino con 2, se prorroga por años hasta 3 más (art. 10.1).',
      'A housing lease lasts at least 5 years (7 with a company landlord) through compulsory yearly extensions (art. 9.1 LAU). At that minimum, unless the landlord gives 4 months\' notice or the tenant 2, it renews year by year for up to 3 more years (art. 10.1).',
    ),
    notes,
    sources: [...SOURCES, ...(input.stressedArea ? [{ law: 'LAU', article: '10', apartado: '3' } as const] : []), ...(input.bigLandlord ? [{ law: 'LAU', article: '10', apartado: '2' } as const] : [])],
    rates: [],
  };
}
