import { addMonthsIso, formatDate, formatEuros, formatPercent, pick, roundCents } from './format-values.ts';
import { findIravValue, iravTable, rentCapsTable } from './tables.ts';
import type { CalculationContext, CalculationResult, LegalSource, RateUsed } from './types.ts';

export interface RentUpdateInput {
  rent: number;
  /** Date the lease was signed (decides the regime). */
  contractDate: string;
  /** Anniversary on which the update falls due. */
  updateDate: string;
  housing: boolean;
  bigLandlord?: boolean;
  /** Whether the contract has an update clause: without one there is no update (art. 18.1). */
  clause: 'yes' | 'no' | 'unknown';
  /** The variation of the pacted index, or the fixed percentage agreed, when the user gave it. */
  pactedPercent?: number;
  /** The IRAV to apply, when known (from the table or from the user). */
  irav?: { percent: number; month: string; fromTable: boolean };
}

export type RentUpdateRegime = 'no-clause' | 'commercial' | 'cap-2022-2023' | 'cap-2024' | 'irav' | 'pacted-ipc-cap' | 'pacted';

/** Which rule governs an update, from the contract date and the date the update falls due. */
export function findRentUpdateRegime(input: Pick<RentUpdateInput, 'contractDate' | 'updateDate' | 'housing' | 'clause'>): RentUpdateRegime {
  if (input.clause === 'no') return 'no-clause';
  if (!input.housing) return 'commercial';
  const cap = rentCapsTable.caps.find((c) => c.from <= input.updateDate && input.updateDate <= c.to);
  if (cap) return cap.capPercent === 2 ? 'cap-2022-2023' : 'cap-2024';
  if (input.updateDate >= rentCapsTable.iravFrom && input.contractDate >= rentCapsTable.newRegimeContractsFrom) return 'irav';
  if (input.contractDate >= rentCapsTable.ipcCapContractsFrom) return 'pacted-ipc-cap';
  return 'pacted';
}

/**
 * The IRAV month an update uses: the last one published on the update date. The INE publishes each month's
 * value around the middle of the next month, so from the 16th we take the previous month, before it the one before.
 */
export function iravMonthFor(updateDate: string): string {
  const day = Number(updateDate.slice(8, 10));
  return addMonthsIso(`${updateDate.slice(0, 7)}-01`, day >= 16 ? -1 : -2).slice(0, 7);
}

export function findIravFor(updateDate: string): RentUpdateInput['irav'] {
  const month = iravMonthFor(updateDate);
  const value = findIravValue(month);
  return value ? { percent: value.rate, month, fromTable: true } : undefined;
}

const SOURCES: Record<RentUpdateRegime, LegalSource[]> = {
  'no-clause': [{ law: 'LAU', article: '18', apartado: '1' }],
  commercial: [{ law: 'LAU', article: '4', apartado: '3' }],
  'cap-2022-2023': [{ law: 'LAU', article: '18', apartado: '1' }, { law: 'Ley 12/2023', article: 'DF 6' }, { law: 'Ley 12/2023', article: 'DT 4' }],
  'cap-2024': [{ law: 'LAU', article: '18', apartado: '1' }, { law: 'Ley 12/2023', article: 'DF 6' }, { law: 'Ley 12/2023', article: 'DT 4' }],
  irav: [{ law: 'LAU', article: '18', apartado: '1' }, { law: 'LAU', article: 'DA 11' }, { law: 'Ley 12/2023', article: 'DT 4' }],
  'pacted-ipc-cap': [{ law: 'LAU', article: '18', apartado: '1' }, { law: 'Ley 12/2023', article: 'DT 4' }],
  pacted: [{ law: 'LAU', article: '18', apartado: '1' }],
};

function ruleText(regime: RentUpdateRegime, ctx: CalculationContext, capPercent?: number): string {
  const { language } = ctx;
  switch (regime) {
    case 'no-clause':
      return pick(language, 'Sin pacto expreso de actualización en el contrato, la renta no se actualiza (art. 18.1 LAU).', 'Without an express update clause in the lease, the rent is not updated (art. 18.1 LAU).');
    case 'commercial':
      return pick(language, 'En los arrendamientos de uso distinto de vivienda la actualización es la que pacten las partes (art. 4.3 LAU); el art. 18 y el IRAV son reglas de vivienda.', 'In leases for uses other than housing, the update is whatever the parties agreed (art. 4.3 LAU); art. 18 and the IRAV are housing rules.');
    case 'cap-2022-2023':
    case 'cap-2024':
      return pick(
        language,
        `Las actualizaciones que vencieron ${regime === 'cap-2024' ? 'en 2024' : 'entre el 31-3-2022 y el 31-12-2023'} tenían un límite extraordinario del ${capPercent} % (art. 46 RDL 6/2022, redactado por la DF 6ª Ley 12/2023): si el arrendador es gran tenedor, nunca más; si no, lo que se pacte de nuevo y, sin nuevo pacto, ese máximo.`,
        `Updates falling due ${regime === 'cap-2024' ? 'in 2024' : 'between 31-3-2022 and 31-12-2023'} had an extraordinary cap of ${capPercent} % (art. 46 RDL 6/2022, as rewritten by DF 6ª Ley 12/2023): a large landlord (gran tenedor) could never exceed it; others could newly agree a figure and, without a new agreement, the cap applied.`,
      );
    case 'irav':
      return pick(
        language,
        'En los contratos de vivienda firmados desde el 26-5-2023, la actualización anual pactada no puede superar el Índice de Referencia de Arrendamientos de Vivienda (IRAV) que publica el INE (art. 18 y DA 11ª LAU, DT 4ª Ley 12/2023). La renta solo se actualiza si hay pacto, y nunca por encima del índice pactado.',
        'In housing leases signed since 26-5-2023, the agreed annual update may not exceed the housing-rent reference index (IRAV) published by the INE (art. 18 and DA 11ª LAU, DT 4ª Ley 12/2023). The rent is only updated if agreed, and never above the agreed index.',
      );
    case 'pacted-ipc-cap':
      return pick(
        language,
        'Los contratos firmados entre el 6-3-2019 y el 25-5-2023 se actualizan según lo pactado, sin superar la variación del IPC a la fecha de actualización (art. 18.1 LAU en la redacción del RDL 7/2019, que siguen conservando por la DT 4ª Ley 12/2023).',
        'Leases signed between 6-3-2019 and 25-5-2023 are updated as agreed, never above the CPI (IPC) variation at the update date (art. 18.1 LAU as worded by RDL 7/2019, which they keep under DT 4ª Ley 12/2023).',
      );
    case 'pacted':
      return pick(
        language,
        'Los contratos anteriores al 6-3-2019 se actualizan según lo pactado, con el régimen vigente cuando se firmaron.',
        'Leases signed before 6-3-2019 are updated as agreed, under the rules in force when they were signed.',
      );
  }
}

function capFor(input: RentUpdateInput, regime: RentUpdateRegime, ctx: CalculationContext): { percent?: number; rate?: RateUsed } {
  const { language } = ctx;
  if (regime === 'cap-2022-2023' || regime === 'cap-2024') {
    const cap = rentCapsTable.caps.find((c) => c.from <= input.updateDate && input.updateDate <= c.to)!;
    return {
      percent: cap.capPercent,
      rate: {
        label: pick(language, 'Límite extraordinario de actualización', 'Extraordinary update cap'),
        value: formatPercent(cap.capPercent, language),
        appliesFrom: cap.from,
        source: cap.source,
        tableAsOf: rentCapsTable.asOf,
      },
    };
  }
  if (regime === 'irav' && input.irav) {
    const month = formatDate(`${input.irav.month}-01`, language).replace(/^1 (de )?/, '');
    const rate: RateUsed = input.irav.fromTable
      ? { label: pick(language, `IRAV de ${month}`, `IRAV for ${month}`), value: formatPercent(input.irav.percent, language), source: iravTable.source, tableAsOf: iravTable.asOf }
      : { label: pick(language, 'IRAV que indicas', 'IRAV you gave'), value: formatPercent(input.irav.percent, language), source: pick(language, 'INE, según tu dato', 'INE, as you gave it') };
    return { percent: input.irav.percent, rate };
  }
  return {};
}

/** How much a month the agreed index would charge above the legal cap, when the user gave an index above it. */
function overchargeOf(input: RentUpdateInput, capPercent: number | undefined, applied: number | undefined): number | undefined {
  if (capPercent === undefined || applied === undefined || input.pactedPercent === undefined || input.pactedPercent <= capPercent) return undefined;
  return roundCents((input.rent * (input.pactedPercent - applied)) / 100);
}

function overchargeStep(input: RentUpdateInput, overcharge: number, { language }: CalculationContext): string {
  const pacted = formatPercent(input.pactedPercent!, language);
  const pactedRent = formatEuros(roundCents(input.rent + (input.rent * input.pactedPercent!) / 100), language);
  return pick(
    language,
    `Con el índice pactado (${pacted}) la renta sería ${pactedRent}: ${formatEuros(overcharge, language)} al mes por encima del máximo. Lo que ya se haya cobrado de más se debe devolver o compensar con las rentas siguientes (cobro de lo indebido, art. 1895 CC).`,
    `With the agreed index (${pacted}) the rent would be ${pactedRent}: ${formatEuros(overcharge, language)} a month above the maximum. Whatever was already charged above it must be returned or set off against the next rents (undue payment, art. 1895 CC).`,
  );
}

/** The annual rent update allowed on a given anniversary, with the regime that governs it. */
export function calculateRentUpdate(input: RentUpdateInput, ctx: CalculationContext): CalculationResult {
  const { language } = ctx;
  const regime = findRentUpdateRegime(input);
  const { percent: capPercent, rate } = capFor(input, regime, ctx);
  const steps: string[] = [];
  const notes: string[] = [];
  let applied: number | undefined;
  if (regime === 'no-clause') applied = 0;
  else if (capPercent !== undefined) applied = input.pactedPercent !== undefined ? Math.min(input.pactedPercent, capPercent) : capPercent;
  else applied = input.pactedPercent;

  steps.push(pick(language, `Fecha de actualización: ${formatDate(input.updateDate, language)}; contrato de ${formatDate(input.contractDate, language)}.`, `Update date: ${formatDate(input.updateDate, language)}; lease signed ${formatDate(input.contractDate, language)}.`));
  if (capPercent !== undefined) {
    const pacted = input.pactedPercent !== undefined ? formatPercent(input.pactedPercent, language) : pick(language, 'el índice pactado', 'the agreed index');
    steps.push(pick(language, `Se aplica el menor entre ${pacted} y el límite del ${formatPercent(capPercent, language)}: ${formatPercent(applied!, language)}.`, `The lower of ${pacted} and the ${formatPercent(capPercent, language)} limit applies: ${formatPercent(applied!, language)}.`));
  }
  const increase = applied !== undefined ? roundCents((input.rent * applied) / 100) : undefined;
  const newRent = increase !== undefined ? roundCents(input.rent + increase) : undefined;
  if (increase !== undefined && regime !== 'no-clause') {
    steps.push(`${formatEuros(input.rent, language)} × ${formatPercent(applied!, language)} = ${formatEuros(increase, language)} → ${formatEuros(newRent!, language)}.`);
  }
  const overcharge = overchargeOf(input, capPercent, applied);
  if (overcharge !== undefined) steps.push(overchargeStep(input, overcharge, ctx));
  if (input.clause === 'unknown' && regime !== 'commercial') {
    notes.push(pick(language, 'Solo si el contrato tiene una cláusula de actualización: sin pacto expreso no hay subida (art. 18.1 LAU).', 'Only if the lease has an update clause: without an express agreement there is no increase (art. 18.1 LAU).'));
  }
  if (capPercent !== undefined && input.pactedPercent === undefined) {
    notes.push(pick(language, 'Si el índice pactado en el contrato da menos, se aplica ese: el límite nunca sube la renta por encima de lo pactado.', 'If the index agreed in the lease gives less, that applies: the cap never raises the rent above what was agreed.'));
  }
  if (regime === 'irav') {
    const month = formatDate(`${iravMonthFor(input.updateDate)}-01`, language).replace(/^1 (de )?/, '');
    notes.push(pick(language, `Se aplica el último IRAV publicado a la fecha de actualización (normalmente el de ${month}); compruébalo en el INE.`, `The last IRAV published on the update date applies (normally ${month}'s); check it with the INE.`));
  }
  if ((regime === 'cap-2022-2023' || regime === 'cap-2024') && input.bigLandlord === false) {
    notes.push(pick(language, 'Si el arrendador no es gran tenedor, las partes podían pactar otra subida; el límite rige a falta de ese nuevo pacto.', 'If the landlord is not a large landlord, the parties could agree another increase; the cap applies when there is no such new agreement.'));
  }
  notes.push(pick(language, 'La renta actualizada se exige desde el mes siguiente a la notificación por escrito del porcentaje aplicado (art. 18.2 LAU).', 'The updated rent is due from the month after written notice of the percentage applied (art. 18.2 LAU).'));

  const answer = (() => {
    if (regime === 'no-clause') return pick(language, 'No puedes actualizar la renta: el contrato no tiene pacto de actualización (art. 18.1 LAU).', 'You cannot update the rent: the lease has no update clause (art. 18.1 LAU).');
    if (increase === undefined) {
      return pick(language, 'La renta se actualiza con el índice pactado; dime su variación para calcular la nueva renta.', 'The rent is updated with the agreed index; tell me its variation to compute the new rent.');
    }
    return pick(
      language,
      `La subida máxima es del ${formatPercent(applied!, language)}: ${formatEuros(increase, language)} al mes, y la renta pasa de ${formatEuros(input.rent, language)} a ${formatEuros(newRent!, language)}.`,
      `The maximum increase is ${formatPercent(applied!, language)}: ${formatEuros(increase, language)} a month, taking the rent from ${formatEuros(input.rent, language)} to ${formatEuros(newRent!, language)}.`,
    );
  })();
  return {
    kind: 'rent-update',
    language,
    answer,
    figures: { regime, capPercent: capPercent ?? null, appliedPercent: applied ?? null, increase: increase ?? null, newRent: newRent ?? null, updateDate: input.updateDate },
    steps,
    rule: ruleText(regime, ctx, capPercent),
    notes,
    sources: overcharge === undefined ? SOURCES[regime] : [...SOURCES[regime], { law: 'CC', article: '1895' }],
    rates: rate ? [rate] : [],
  };
}
