import { getCommunity, type CommunityId } from '../facts/regions.ts';
import type { Language } from '../types.ts';
import { formatEuros, formatPercent, pick, roundCents } from './format-values.ts';
import { findItpRow, itpTable, type ItpRateRow, type ItpScale } from './tables.ts';
import type { CalculationContext, CalculationResult, RateUsed } from './types.ts';

export interface ItpInput {
  community: CommunityId;
  /** Price agreed in the deed. */
  price: number;
  /** Valor de referencia del Catastro, when the user gave it. */
  referenceValue?: number;
}

interface ScaleSlice {
  from: number;
  to: number;
  rate: number;
  tax: number;
}

/** Applies a scale to a base: slices for 'marginal', one slice at the bracket's rate for 'wholeValue'. */
export function applyScale(scale: ItpScale, base: number): ScaleSlice[] {
  if (scale.kind === 'flat') return [{ from: 0, to: base, rate: scale.rate, tax: (base * scale.rate) / 100 }];
  if (scale.kind === 'wholeValue') {
    const bracket = scale.brackets.find((b) => b.upTo === null || base <= b.upTo) ?? scale.brackets.at(-1)!;
    return [{ from: 0, to: base, rate: bracket.rate, tax: (base * bracket.rate) / 100 }];
  }
  const slices: ScaleSlice[] = [];
  let lower = 0;
  for (const bracket of scale.brackets) {
    const upper = bracket.upTo === null ? base : Math.min(base, bracket.upTo);
    if (upper > lower) slices.push({ from: lower, to: upper, rate: bracket.rate, tax: ((upper - lower) * bracket.rate) / 100 });
    if (bracket.upTo === null || base <= bracket.upTo) break;
    lower = bracket.upTo;
  }
  return slices;
}

export function describeScale(scale: ItpScale, ctx: CalculationContext): string {
  const { language } = ctx;
  if (scale.kind === 'flat') return formatPercent(scale.rate, language);
  const parts = scale.brackets.map((bracket, i) => {
    const from = i === 0 ? 0 : scale.brackets[i - 1]!.upTo!;
    return bracket.upTo === null
      ? pick(language, `${formatPercent(bracket.rate, language)} desde ${formatEuros(from, language)}`, `${formatPercent(bracket.rate, language)} above ${formatEuros(from, language)}`)
      : pick(language, `${formatPercent(bracket.rate, language)} hasta ${formatEuros(bracket.upTo, language)}`, `${formatPercent(bracket.rate, language)} up to ${formatEuros(bracket.upTo, language)}`);
  });
  const how =
    scale.kind === 'marginal'
      ? pick(language, 'por tramos', 'by slices')
      : pick(language, 'según el valor total, a todo el valor', 'by total value, on the whole value');
  return `${parts.join('; ')} (${how})`;
}

function itpSteps(input: ItpInput, base: number, slices: ScaleSlice[], gross: number, language: Language): string[] {
  const steps =
    input.referenceValue !== undefined
      ? [
          pick(
            language,
            `Base imponible: el mayor entre el precio (${formatEuros(input.price, language)}) y el valor de referencia (${formatEuros(input.referenceValue, language)}) = ${formatEuros(base, language)}.`,
            `Taxable base: the higher of the price (${formatEuros(input.price, language)}) and the cadastral reference value (${formatEuros(input.referenceValue, language)}) = ${formatEuros(base, language)}.`,
          ),
        ]
      : [
          pick(
            language,
            `Base imponible: ${formatEuros(base, language)} (si el valor de referencia del Catastro es mayor que el precio, se tributa por él).`,
            `Taxable base: ${formatEuros(base, language)} (if the cadastral reference value is higher than the price, tax is paid on it).`,
          ),
        ];
  for (const slice of slices) {
    const range =
      slices.length > 1
        ? pick(language, `Tramo de ${formatEuros(slice.from, language)} a ${formatEuros(slice.to, language)}`, `Slice from ${formatEuros(slice.from, language)} to ${formatEuros(slice.to, language)}`)
        : formatEuros(slice.to, language);
    steps.push(`${range} × ${formatPercent(slice.rate, language)} = ${formatEuros(slice.tax, language)}.`);
  }
  if (slices.length > 1) steps.push(pick(language, `Cuota: ${formatEuros(gross, language)}.`, `Tax: ${formatEuros(gross, language)}.`));
  return steps;
}

function itpNotes(row: ItpRateRow, language: Language): string[] {
  return [
    ...(row.note ? [row.note[language === 'SPANISH' ? 'es' : 'en']] : []),
    pick(
      language,
      'Hay tipos reducidos que fija cada comunidad (jóvenes, familias numerosas, discapacidad, vivienda protegida…), con requisitos propios; no están aplicados aquí.',
      'Each region sets its own reduced rates (young buyers, large families, disability, protected housing…) with their own requirements; they are not applied here.',
    ),
    pick(
      language,
      'El ITP lo paga el comprador, con el modelo de la comunidad, en el plazo que esta fije (normalmente 30 días hábiles desde la escritura).',
      'The buyer pays ITP, on the regional form, within the regional deadline (usually 30 working days from the deed).',
    ),
  ];
}

function rateOfRow(row: ItpRateRow, region: string, ctx: CalculationContext): RateUsed {
  const rate: RateUsed = {
    label: pick(ctx.language, `Tipo general de ITP en ${region}`, `General ITP rate in ${region}`),
    value: describeScale(row.scale, ctx),
    source: row.source,
    tableAsOf: itpTable.asOf,
  };
  if (row.appliesFrom) rate.appliesFrom = row.appliesFrom;
  if (row.inForceOn) rate.inForceOn = row.inForceOn;
  return rate;
}

/** ITP (transmisiones patrimoniales onerosas) on the resale of a dwelling, with the region's general rate. */
export function calculateItp(input: ItpInput, ctx: CalculationContext): CalculationResult {
  const { language } = ctx;
  const row = findItpRow(input.community);
  if (!row) throw new Error(`No ITP row for ${input.community}`);
  const region = getCommunity(input.community).name[language === 'SPANISH' ? 'es' : 'en'];
  const base = Math.max(input.price, input.referenceValue ?? 0);
  const slices = applyScale(row.scale, base);
  const gross = roundCents(slices.reduce((sum, slice) => sum + slice.tax, 0));
  const bonus = row.bonusPercent ? roundCents((gross * row.bonusPercent) / 100) : 0;
  const tax = roundCents(gross - bonus);
  const effectiveRate = base > 0 ? Math.round((tax / base) * 10000) / 100 : 0;
  const steps = itpSteps(input, base, slices, gross, language);
  if (row.bonusPercent) {
    const relief = `${formatPercent(row.bonusPercent, language)} (art. 57 bis TRLITPAJD): − ${formatEuros(bonus, language)} → ${formatEuros(tax, language)}`;
    steps.push(pick(language, `Bonificación del ${relief}.`, `Relief of ${relief}.`));
  }
  return {
    kind: 'itp-resale',
    language,
    answer: pick(
      language,
      `Por una vivienda de segunda mano en ${region} con base de ${formatEuros(base, language)}, el ITP al tipo general es de ${formatEuros(tax, language)} (tipo efectivo ${formatPercent(effectiveRate, language)}).`,
      `For a resale home in ${region} with a taxable base of ${formatEuros(base, language)}, ITP at the general rate is ${formatEuros(tax, language)} (effective rate ${formatPercent(effectiveRate, language)}).`,
    ),
    figures: { community: input.community, base, tax, grossTax: gross, bonus, effectiveRate },
    steps,
    rule: pick(
      language,
      `La compra de una vivienda usada a un particular tributa por transmisiones patrimoniales onerosas al tipo que aprueba la comunidad autónoma donde está el inmueble; si no lo ha aprobado, el 6 % (art. 11.1.a TRLITPAJD). La base es el valor de referencia del Catastro o el precio, si es mayor (art. 10.2).`,
      `Buying a resale home from a private seller is taxed under transmisiones patrimoniales onerosas at the rate approved by the region where it lies; if the region has set none, 6 % applies (art. 11.1.a TRLITPAJD). The base is the cadastral reference value, or the price if higher (art. 10.2).`,
    ),
    notes: itpNotes(row, language),
    sources: [
      { law: 'TRLITPAJD', article: '11', apartado: '1.a' },
      { law: 'TRLITPAJD', article: '10', apartado: '2' },
      ...(row.bonusPercent ? [{ law: 'TRLITPAJD', article: '57 bis', apartado: '3.a' } as const] : []),
    ],
    rates: [rateOfRow(row, region, ctx)],
  };
}
