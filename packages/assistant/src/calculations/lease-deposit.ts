import type { Language } from '../types.ts';
import { formatEuros, pick, roundCents } from './format-values.ts';
import type { CalculationContext, CalculationResult } from './types.ts';

export interface LeaseDepositInput {
  monthlyRent: number;
  /** 'housing' for vivienda (art. 2); 'other' for premises, seasonal lets and other uses (art. 3). */
  use: 'housing' | 'other';
  landlordKind?: 'natural' | 'legal';
  /** Agreed term in years, when said. */
  termYears?: number;
  /** What the landlord asks for in total (deposit + guarantees), when said, in months of rent. */
  askedMonths?: number;
}

function depositNotes(
  input: LeaseDepositInput,
  housing: boolean,
  capApplies: boolean,
  guaranteeCap: number | null,
  minimumTerm: number,
  language: Language,
): string[] {
  const notes: string[] = [];
  if (!housing) {
    notes.push(
      pick(
        language,
        'En los arrendamientos de uso distinto (locales, temporada) las garantías adicionales se pactan libremente.',
        'In leases for other uses (premises, seasonal lets) additional guarantees are freely agreed.',
      ),
    );
  } else if (!capApplies) {
    notes.push(
      pick(
        language,
        `Con un plazo pactado de más de ${minimumTerm} años, la ley no limita la garantía adicional.`,
        `With an agreed term over ${minimumTerm} years, the law does not cap the additional guarantee.`,
      ),
    );
  } else {
    notes.push(
      pick(
        language,
        `El límite de 2 mensualidades rige en contratos de vivienda de hasta 5 años (7 si el arrendador es persona jurídica).`,
        `The 2-month cap applies to housing leases of up to 5 years (7 if the landlord is a company).`,
      ),
    );
  }
  if (input.askedMonths !== undefined && guaranteeCap !== null && input.askedMonths > 3) {
    notes.unshift(
      pick(
        language,
        `Lo que te piden (${input.askedMonths} mensualidades) supera el máximo legal de 3 (fianza + 2 de garantía adicional).`,
        `What is asked (${input.askedMonths} months) exceeds the legal maximum of 3 (deposit + 2 of additional guarantee).`,
      ),
    );
  }
  notes.push(
    pick(
      language,
      'La fianza se deposita en el organismo de la comunidad autónoma (DA 3ª LAU) y no se actualiza durante los primeros 5 años (7 si el arrendador es persona jurídica).',
      'The deposit is lodged with the regional body (DA 3ª LAU) and is not updated during the first 5 years (7 with a company landlord).',
    ),
  );
  return notes;
}

/** Deposit (fianza) and the cap on additional guarantees, art. 36 LAU. */
export function calculateLeaseDeposit(input: LeaseDepositInput, ctx: CalculationContext): CalculationResult {
  const { language } = ctx;
  const housing = input.use === 'housing';
  const depositMonths = housing ? 1 : 2;
  const deposit = roundCents(input.monthlyRent * depositMonths);
  const minimumTerm = input.landlordKind === 'legal' ? 7 : 5;
  // The cap binds housing leases of up to 5 years (7 with a company landlord); longer ones are free.
  const capApplies = housing && (input.termYears === undefined || input.termYears <= minimumTerm);
  const guaranteeCap = capApplies ? roundCents(input.monthlyRent * 2) : null;
  const steps = [
    pick(
      language,
      `Fianza legal: ${formatEuros(input.monthlyRent, language)} × ${depositMonths} = ${formatEuros(deposit, language)} (${housing ? 'una mensualidad en vivienda' : 'dos mensualidades en uso distinto de vivienda'}).`,
      `Legal deposit: ${formatEuros(input.monthlyRent, language)} × ${depositMonths} = ${formatEuros(deposit, language)} (${housing ? 'one month for a home' : 'two months for other uses'}).`,
    ),
  ];
  if (guaranteeCap !== null) {
    steps.push(
      pick(
        language,
        `Garantía adicional (aval, depósito…): como máximo 2 mensualidades = ${formatEuros(guaranteeCap, language)}.`,
        `Additional guarantee (bank guarantee, extra deposit…): at most 2 months = ${formatEuros(guaranteeCap, language)}.`,
      ),
      pick(
        language,
        `Total que se puede exigir al firmar: ${formatEuros(deposit + guaranteeCap, language)} (3 mensualidades).`,
        `Total that can be required at signing: ${formatEuros(deposit + guaranteeCap, language)} (3 months).`,
      ),
    );
  }
  const notes = depositNotes(input, housing, capApplies, guaranteeCap, minimumTerm, language);
  return {
    kind: 'lease-deposit',
    language,
    answer:
      guaranteeCap !== null
        ? pick(
            language,
            `Con una renta de ${formatEuros(input.monthlyRent, language)} al mes, la fianza es de ${formatEuros(deposit, language)} y como garantía adicional puedes pedir como máximo ${formatEuros(guaranteeCap, language)} más.`,
            `With a rent of ${formatEuros(input.monthlyRent, language)} a month, the deposit is ${formatEuros(deposit, language)}, and you may ask for at most ${formatEuros(guaranteeCap, language)} more as an additional guarantee.`,
          )
        : pick(
            language,
            `Con una renta de ${formatEuros(input.monthlyRent, language)} al mes, la fianza legal es de ${formatEuros(deposit, language)}.`,
            `With a rent of ${formatEuros(input.monthlyRent, language)} a month, the legal deposit is ${formatEuros(deposit, language)}.`,
          ),
    figures: { monthlyRent: input.monthlyRent, depositMonths, deposit, additionalGuaranteeCap: guaranteeCap },
    steps,
    rule: pick(
      language,
      'Al firmar es obligatoria una fianza en metálico de una mensualidad en vivienda y dos en uso distinto (art. 36.1 LAU). En vivienda, en contratos de hasta 5 años (7 si el arrendador es persona jurídica), la garantía adicional no puede superar dos mensualidades (art. 36.5).',
      'A cash deposit of one month (housing) or two months (other uses) is compulsory at signing (art. 36.1 LAU). For housing leases of up to 5 years (7 with a company landlord), any additional guarantee may not exceed two months of rent (art. 36.5).',
    ),
    notes,
    sources: [
      { law: 'LAU', article: '36', apartado: '1' },
      { law: 'LAU', article: '36', apartado: '5' },
    ],
    rates: [],
  };
}
