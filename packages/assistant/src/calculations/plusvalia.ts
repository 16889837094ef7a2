import type { Language } from '../types.ts';
import { completeMonthsBetween, formatEuros, formatNumber, formatPercent, pick, roundCents } from './format-values.ts';
import { findPlusvaliaVersion, plusvaliaTable } from './tables.ts';
import type { CalculationContext, CalculationResult } from './types.ts';

export interface PlusvaliaInput {
  acquisitionDate: string;
  saleDate: string;
  acquisitionPrice: number;
  salePrice: number;
  /** Valor catastral del suelo at the sale; not needed when the sale shows no gain (no tax either way). */
  cadastralLand?: number;
  /** Valor catastral total at the sale, to find the land's share (art. 104.5); without it the real method cannot be apportioned. */
  cadastralTotal?: number;
  /** The municipality's rate, at most 30 % (art. 108.1). */
  municipalRate?: number;
  /** True when only the years (or months) of purchase and sale were given: complete years may differ by one. */
  approximateDates?: boolean;
}

const MAX_RATE = 30;

/** What both methods need: the period, the coefficient and the two bases. */
interface PlusvaliaFigures {
  months: number;
  years: number;
  prorated: boolean;
  coefficient: number;
  landShare?: number;
  gain: number;
  objectiveBase: number;
  realBase?: number;
  version: NonNullable<ReturnType<typeof findPlusvaliaVersion>>;
}

/** Coefficient for complete years held (art. 107.4): prorated by complete months under one year, 20+ years capped. */
function coefficientFor(months: number, coefficients: number[]): { coefficient: number; years: number; prorated: boolean } {
  const years = Math.floor(months / 12);
  if (years === 0) return { coefficient: Math.round(((coefficients[0]! * months) / 12) * 1e6) / 1e6, years: 0, prorated: true };
  return { coefficient: coefficients[Math.min(years, 20)]!, years, prorated: false };
}

function computeFigures(input: PlusvaliaInput): PlusvaliaFigures {
  const version = findPlusvaliaVersion(input.saleDate) ?? plusvaliaTable.versions[0]!;
  const months = Math.max(0, completeMonthsBetween(input.acquisitionDate, input.saleDate));
  const landShare = input.cadastralTotal && input.cadastralLand !== undefined ? input.cadastralLand / input.cadastralTotal : undefined;
  const gain = input.salePrice - input.acquisitionPrice;
  const { coefficient, years, prorated } = coefficientFor(months, version.coefficients);
  const figures: PlusvaliaFigures = { months, years, prorated, coefficient, gain, objectiveBase: roundCents((input.cadastralLand ?? 0) * coefficient), version };
  if (landShare !== undefined) {
    figures.landShare = landShare;
    figures.realBase = roundCents(Math.max(0, gain) * landShare);
  }
  return figures;
}

function periodSteps(input: PlusvaliaInput, f: PlusvaliaFigures, language: Language): string[] {
  const held = f.prorated
    ? pick(language, `${f.months} meses completos`, `${f.months} complete months`)
    : pick(language, `${f.years} año${f.years === 1 ? '' : 's'} completo${f.years === 1 ? '' : 's'}`, `${f.years} complete year${f.years === 1 ? '' : 's'}`);
  const steps = [pick(language, `Periodo de generación: ${held}${f.years > 20 ? ' (se computan como máximo 20)' : ''}.`, `Period held: ${held}${f.years > 20 ? ' (20 at most count)' : ''}.`)];
  if (f.landShare !== undefined) {
    const share = `${formatEuros(input.cadastralLand ?? 0, language)} / ${formatEuros(input.cadastralTotal!, language)} = ${formatPercent(roundCents(f.landShare * 100), language)}`;
    steps.push(pick(language, `Proporción del suelo: ${share}.`, `Land share: ${share}.`));
  }
  return steps;
}

function commonParts(f: PlusvaliaFigures, language: Language): Pick<CalculationResult, 'kind' | 'language' | 'rule' | 'sources' | 'rates'> {
  return {
    kind: 'plusvalia',
    language,
    rule: pick(
      language,
      'La plusvalía municipal grava el aumento de valor del suelo urbano al venderlo. El contribuyente puede elegir entre el método objetivo (valor catastral del suelo × coeficiente por años, art. 107.4) y la ganancia real del suelo (art. 107.5), y paga por el menor; si no hay ganancia no hay impuesto (art. 104.5). El tipo lo fija el ayuntamiento, con un máximo del 30 % (art. 108.1).',
      'The plusvalía municipal taxes the increase in value of urban land when it is sold. The taxpayer may choose between the objective method (cadastral land value × a coefficient by years held, art. 107.4) and the real gain on the land (art. 107.5), and pays on the lower; with no gain there is no tax (art. 104.5). The rate is set by the town hall, at most 30 % (art. 108.1).',
    ),
    sources: [
      { law: 'TRLRHL', article: '104', apartado: '5' },
      { law: 'TRLRHL', article: '107', apartado: '4' },
      { law: 'TRLRHL', article: '107', apartado: '5' },
      { law: 'TRLRHL', article: '108', apartado: '1' },
    ],
    rates: [
      {
        label: pick(language, 'Coeficiente máximo del art. 107.4 TRLRHL', 'Maximum coefficient of art. 107.4 TRLRHL'),
        value: formatNumber(f.coefficient, language, 4),
        appliesFrom: f.version.appliesFrom,
        source: f.version.source,
        tableAsOf: plusvaliaTable.asOf,
      },
    ],
  };
}

function noGainResult(input: PlusvaliaInput, f: PlusvaliaFigures, steps: string[], notes: string[], language: Language): CalculationResult {
  const difference = `${formatEuros(input.salePrice, language)} − ${formatEuros(input.acquisitionPrice, language)} = ${formatEuros(f.gain, language)}`;
  steps.push(pick(language, `Venta − compra: ${difference}: no hay incremento de valor.`, `Sale − purchase: ${difference}: there is no gain.`));
  notes.push(
    pick(
      language,
      'Para acreditarlo hay que declarar la transmisión y aportar las escrituras de compra y venta; se comparan los valores de la escritura o los comprobados por Hacienda, el mayor, sin contar gastos ni tributos (art. 104.5).',
      'To prove it, declare the sale and provide both deeds; the deed values (or those checked by the tax office, whichever is higher) are compared, without costs or taxes (art. 104.5).',
    ),
  );
  return {
    ...commonParts(f, language),
    answer: pick(language, 'No pagas plusvalía municipal: vendes sin ganancia, y sin incremento de valor no hay impuesto (art. 104.5 TRLRHL).', 'You pay no plusvalía municipal: you sell without a gain, and with no increase in value there is no tax (art. 104.5 TRLRHL).'),
    figures: { gain: f.gain, months: f.months, coefficient: f.coefficient, objectiveBase: input.cadastralLand === undefined ? null : f.objectiveBase, realBase: f.realBase ?? null, tax: 0 },
    steps,
    notes,
  };
}

function methodSteps(input: PlusvaliaInput, f: PlusvaliaFigures, notes: string[], language: Language): string[] {
  const objective = `${formatEuros(input.cadastralLand ?? 0, language)} × ${formatNumber(f.coefficient, language, 4)} = ${formatEuros(f.objectiveBase, language)}`;
  const steps = [pick(language, `Método objetivo: valor catastral del suelo ${objective}.`, `Objective method: cadastral land value ${objective}.`)];
  if (f.realBase !== undefined) {
    const real = `${formatEuros(f.gain, language)} × ${formatPercent(roundCents(f.landShare! * 100), language)} = ${formatEuros(f.realBase, language)}`;
    steps.push(pick(language, `Método real: ganancia ${real}.`, `Real method: gain ${real}.`));
  } else {
    notes.push(
      pick(
        language,
        'Para el método real necesito también el valor catastral total (para saber qué parte es suelo); sin él solo calculo el objetivo.',
        'For the real method I also need the total cadastral value (to know the land share); without it I only compute the objective method.',
      ),
    );
  }
  return steps;
}

/** Plusvalía municipal (IIVTNU): objective and real methods, the lower one, and no tax without a gain. */
export function calculatePlusvalia(input: PlusvaliaInput, ctx: CalculationContext): CalculationResult {
  const { language } = ctx;
  const f = computeFigures(input);
  const steps = periodSteps(input, f, language);
  const notes: string[] = [];
  if (input.approximateDates) {
    notes.push(
      pick(
        language,
        'Solo me diste el año (o el mes) de compra y de venta: los años completos se cuentan de fecha a fecha y pueden ser uno menos; con las fechas exactas el coeficiente puede cambiar.',
        'You gave only the year (or month) of purchase and sale: complete years run from date to date and may be one fewer; with the exact dates the coefficient may change.',
      ),
    );
  }
  if (f.gain <= 0) return noGainResult(input, f, steps, notes, language);

  steps.push(...methodSteps(input, f, notes, language));
  const base = f.realBase !== undefined ? Math.min(f.objectiveBase, f.realBase) : f.objectiveBase;
  const method = f.realBase !== undefined && f.realBase < f.objectiveBase ? 'real' : 'objective';
  steps.push(pick(language, `Base imponible: la menor, ${formatEuros(base, language)} (método ${method === 'real' ? 'real' : 'objetivo'}).`, `Taxable base: the lower, ${formatEuros(base, language)} (${method} method).`));
  const rate = Math.min(input.municipalRate ?? MAX_RATE, MAX_RATE);
  const tax = roundCents((base * rate) / 100);
  const product = `${formatEuros(base, language)} × ${formatPercent(rate, language)} = ${formatEuros(tax, language)}`;
  steps.push(
    input.municipalRate !== undefined
      ? `${product}.`
      : pick(language, `Con el tipo máximo legal: ${product}; tu ayuntamiento puede aplicar uno menor.`, `At the legal maximum rate: ${product}; your town hall may apply a lower one.`),
  );
  notes.push(
    pick(
      language,
      'Los coeficientes son máximos: el ayuntamiento puede aprobar otros menores en su ordenanza y reducir el valor catastral del suelo hasta un 15 % (art. 107.2.a). Pueden existir bonificaciones municipales.',
      'The coefficients are maxima: the town hall may approve lower ones in its bylaw and reduce the cadastral land value by up to 15 % (art. 107.2.a). Municipal reliefs may apply.',
    ),
    pick(language, 'En una venta la paga el vendedor (art. 106.1.b), en 30 días hábiles (art. 110.2.a).', 'On a sale the seller pays it (art. 106.1.b), within 30 working days (art. 110.2.a).'),
  );
  return {
    ...commonParts(f, language),
    answer:
      input.municipalRate !== undefined
        ? pick(language, `La plusvalía municipal es de ${formatEuros(tax, language)} (base ${product}).`, `The plusvalía municipal is ${formatEuros(tax, language)} (base ${product}).`)
        : pick(
            language,
            `La base de la plusvalía municipal es ${formatEuros(base, language)}; con el tipo máximo del 30 % pagarías como mucho ${formatEuros(tax, language)} (tu ayuntamiento fija el tipo).`,
            `The plusvalía municipal base is ${formatEuros(base, language)}; at the 30 % maximum rate you would pay at most ${formatEuros(tax, language)} (your town hall sets the rate).`,
          ),
    figures: { gain: f.gain, months: f.months, coefficient: f.coefficient, objectiveBase: f.objectiveBase, realBase: f.realBase ?? null, base, method, rate, tax, rateIsMaximum: input.municipalRate === undefined },
    steps,
    notes,
  };
}
