import { completeMonthsBetween, formatEuros, formatNumber, formatPercent, pick, roundCents } from './format-values.ts';
import { findPlusvaliaVersion, plusvaliaTable } from './tables.ts';
import type { CalculationContext, CalculationResult, RateUsed } from './types.ts';

export interface PlusvaliaInput {
  acquisitionDate: string;
  saleDate: string;
  acquisitionPrice: number;
  salePrice: number;
  /** Valor catastral del suelo at the sale. */
  cadastralLand: number;
  /** Valor catastral total at the sale, to find the land's share (art. 104.5); without it the real method cannot be apportioned. */
  cadastralTotal?: number;
  /** The municipality's rate, at most 30 % (art. 108.1). */
  municipalRate?: number;
  /** True when only the years (or months) of purchase and sale were given: complete years may differ by one. */
  approximateDates?: boolean;
}

const MAX_RATE = 30;

/** Coefficient for complete years held (art. 107.4): prorated by complete months under one year, 20+ years capped. */
function coefficientFor(months: number, coefficients: number[]): { coefficient: number; years: number; prorated: boolean } {
  const years = Math.floor(months / 12);
  if (years === 0) return { coefficient: Math.round(((coefficients[0]! * months) / 12) * 1e6) / 1e6, years: 0, prorated: true };
  return { coefficient: coefficients[Math.min(years, 20)]!, years, prorated: false };
}

/** Plusvalía municipal (IIVTNU): objective and real methods, the lower one, and no tax without a gain. */
export function calculatePlusvalia(input: PlusvaliaInput, ctx: CalculationContext): CalculationResult {
  const { language } = ctx;
  const version = findPlusvaliaVersion(input.saleDate) ?? plusvaliaTable.versions[0]!;
  const months = Math.max(0, completeMonthsBetween(input.acquisitionDate, input.saleDate));
  const { coefficient, years, prorated } = coefficientFor(months, version.coefficients);
  const landShare = input.cadastralTotal ? input.cadastralLand / input.cadastralTotal : undefined;
  const gain = input.salePrice - input.acquisitionPrice;
  const realBase = landShare !== undefined ? roundCents(Math.max(0, gain) * landShare) : undefined;
  const objectiveBase = roundCents(input.cadastralLand * coefficient);
  const steps: string[] = [];
  const notes: string[] = [];

  const held = pick(
    language,
    prorated ? `${months} meses completos` : `${years} año${years === 1 ? '' : 's'} completo${years === 1 ? '' : 's'}`,
    prorated ? `${months} complete months` : `${years} complete year${years === 1 ? '' : 's'}`,
  );
  steps.push(
    pick(
      language,
      `Periodo de generación: ${held}${years > 20 ? ' (se computan como máximo 20)' : ''}.`,
      `Period held: ${held}${years > 20 ? ' (20 at most count)' : ''}.`,
    ),
  );
  if (landShare !== undefined) {
    steps.push(
      pick(
        language,
        `Proporción del suelo: ${formatEuros(input.cadastralLand, language)} / ${formatEuros(input.cadastralTotal!, language)} = ${formatPercent(roundCents(landShare * 100), language)}.`,
        `Land share: ${formatEuros(input.cadastralLand, language)} / ${formatEuros(input.cadastralTotal!, language)} = ${formatPercent(roundCents(landShare * 100), language)}.`,
      ),
    );
  }

  if (input.approximateDates) {
    notes.push(
      pick(
        language,
        'Solo me diste el año (o el mes) de compra y de venta: los años completos se cuentan de fecha a fecha y pueden ser uno menos; con las fechas exactas el coeficiente puede cambiar.',
        'You gave only the year (or month) of purchase and sale: complete years run from date to date and may be one fewer; with the exact dates the coefficient may change.',
      ),
    );
  }
  const figures: CalculationResult['figures'] = { gain, months, coefficient, objectiveBase, realBase: realBase ?? null };
  const base = {
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
        value: formatNumber(coefficient, language, 4),
        appliesFrom: version.appliesFrom,
        source: version.source,
        tableAsOf: plusvaliaTable.asOf,
      } satisfies RateUsed,
    ],
  };

  if (gain <= 0) {
    steps.push(
      pick(
        language,
        `Venta ${formatEuros(input.salePrice, language)} − compra ${formatEuros(input.acquisitionPrice, language)} = ${formatEuros(gain, language)}: no hay incremento de valor.`,
        `Sale ${formatEuros(input.salePrice, language)} − purchase ${formatEuros(input.acquisitionPrice, language)} = ${formatEuros(gain, language)}: there is no gain.`,
      ),
    );
    notes.push(
      pick(
        language,
        'Para acreditarlo hay que declarar la transmisión y aportar las escrituras de compra y venta; se comparan los valores de la escritura o los comprobados por Hacienda, el mayor, sin contar gastos ni tributos (art. 104.5).',
        'To prove it, declare the sale and provide both deeds; the deed values (or those checked by the tax office, whichever is higher) are compared, without costs or taxes (art. 104.5).',
      ),
    );
    return {
      kind: 'plusvalia',
      language,
      answer: pick(language, 'No pagas plusvalía municipal: vendes sin ganancia, y sin incremento de valor no hay impuesto (art. 104.5 TRLRHL).', 'You pay no plusvalía municipal: you sell without a gain, and with no increase in value there is no tax (art. 104.5 TRLRHL).'),
      figures: { ...figures, tax: 0 },
      steps,
      notes,
      ...base,
    };
  }

  steps.push(
    pick(
      language,
      `Método objetivo: valor catastral del suelo ${formatEuros(input.cadastralLand, language)} × coeficiente ${formatNumber(coefficient, language, 4)} = ${formatEuros(objectiveBase, language)}.`,
      `Objective method: cadastral land value ${formatEuros(input.cadastralLand, language)} × coefficient ${formatNumber(coefficient, language, 4)} = ${formatEuros(objectiveBase, language)}.`,
    ),
  );
  if (realBase !== undefined) {
    steps.push(
      pick(
        language,
        `Método real: ganancia ${formatEuros(gain, language)} × proporción del suelo = ${formatEuros(realBase, language)}.`,
        `Real method: gain ${formatEuros(gain, language)} × land share = ${formatEuros(realBase, language)}.`,
      ),
    );
  } else {
    notes.push(
      pick(
        language,
        'Para el método real necesito también el valor catastral total (para saber qué parte es suelo); sin él solo calculo el objetivo.',
        'For the real method I also need the total cadastral value (to know the land share); without it I only compute the objective method.',
      ),
    );
  }
  const lowerBase = realBase !== undefined ? Math.min(objectiveBase, realBase) : objectiveBase;
  const method = realBase !== undefined && realBase < objectiveBase ? 'real' : 'objective';
  steps.push(
    pick(
      language,
      `Base imponible: la menor, ${formatEuros(lowerBase, language)} (método ${method === 'real' ? 'real' : 'objetivo'}).`,
      `Taxable base: the lower, ${formatEuros(lowerBase, language)} (${method} method).`,
    ),
  );
  const rate = Math.min(input.municipalRate ?? MAX_RATE, MAX_RATE);
  const tax = roundCents((lowerBase * rate) / 100);
  steps.push(
    input.municipalRate !== undefined
      ? `${formatEuros(lowerBase, language)} × ${formatPercent(rate, language)} = ${formatEuros(tax, language)}.`
      : pick(
          language,
          `Con el tipo máximo legal (30 %): ${formatEuros(lowerBase, language)} × 30 % = ${formatEuros(tax, language)}; tu ayuntamiento puede aplicar uno menor.`,
          `At the legal maximum rate (30 %): ${formatEuros(lowerBase, language)} × 30 % = ${formatEuros(tax, language)}; your town hall may apply a lower one.`,
        ),
  );
  notes.push(
    pick(
      language,
      'Los coeficientes son máximos: el ayuntamiento puede aprobar otros menores en su ordenanza y reducir el valor catastral del suelo hasta un 15 % (art. 107.2.a). Pueden existir bonificaciones municipales.',
      'The coefficients are maxima: the town hall may approve lower ones in its bylaw and reduce the cadastral land value by up to 15 % (art. 107.2.a). Municipal reliefs may apply.',
    ),
    pick(
      language,
      'En una venta la paga el vendedor (art. 106.1.b), en 30 días hábiles (art. 110.2.a).',
      'On a sale the seller pays it (art. 106.1.b), within 30 working days (art. 110.2.a).',
    ),
  );
  return {
    kind: 'plusvalia',
    language,
    answer:
      input.municipalRate !== undefined
        ? pick(language, `La plusvalía municipal es de ${formatEuros(tax, language)} (base ${formatEuros(lowerBase, language)} × ${formatPercent(rate, language)}).`, `The plusvalía municipal is ${formatEuros(tax, language)} (base ${formatEuros(lowerBase, language)} × ${formatPercent(rate, language)}).`)
        : pick(
            language,
            `La base de la plusvalía municipal es ${formatEuros(lowerBase, language)}; con el tipo máximo del 30 % pagarías como mucho ${formatEuros(tax, language)} (tu ayuntamiento fija el tipo).`,
            `The plusvalía municipal base is ${formatEuros(lowerBase, language)}; at the 30 % maximum rate you would pay at most ${formatEuros(tax, language)} (your town hall sets the rate).`,
          ),
    figures: { ...figures, base: lowerBase, method, rate, tax, rateIsMaximum: input.municipalRate === undefined },
    steps,
    notes,
    ...base,
  };
}
