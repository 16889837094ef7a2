import { getCommunity, type CommunityId } from '../facts/regions.ts';
import type { Language } from '../types.ts';
import { formatEuros, formatPercent, pick, roundCents } from './format-values.ts';
import { ajdTable, findAjdRow } from './tables.ts';
import type { CalculationContext, CalculationResult, LegalSource, RateUsed } from './types.ts';

export interface NewHomeTaxesInput {
  price: number;
  community?: CommunityId;
  /** VPO de régimen especial or promoción pública sold by the developer: 4 %. */
  protectedSpecial?: boolean;
  /** Premises, offices or a garage bought on its own pay the general 21 %. */
  nonResidential?: boolean;
}

/** Territories outside the IVA: Canarias (IGIC) and Ceuta and Melilla (IPSI), art. 3.Dos.1º LIVA. */
const OUTSIDE_IVA: ReadonlySet<CommunityId> = new Set(['canarias', 'ceuta', 'melilla']);

function ivaRate(input: NewHomeTaxesInput): { rate: number; source: LegalSource; why: { es: string; en: string } } {
  if (input.nonResidential) {
    return { rate: 21, source: { law: 'LIVA', article: '90', apartado: 'Uno' }, why: { es: 'tipo general (no es vivienda)', en: 'general rate (not a dwelling)' } };
  }
  if (input.protectedSpecial) {
    return {
      rate: 4,
      source: { law: 'LIVA', article: '91', apartado: 'Dos.1.6º' },
      why: { es: 'VPO de régimen especial o promoción pública entregada por el promotor', en: 'special-regime or public protected housing sold by the developer' },
    };
  }
  return {
    rate: 10,
    source: { law: 'LIVA', article: '91', apartado: 'Uno.1.7º' },
    why: { es: 'vivienda, con hasta dos plazas de garaje y anexos', en: 'dwelling, with up to two parking spaces and annexes' },
  };
}

/** What the IVA and AJD parts add to the result. */
interface Parts {
  steps: string[];
  notes: string[];
  sources: LegalSource[];
  rates: RateUsed[];
  figures: CalculationResult['figures'];
}

/** Adds the IVA step (or the note that another tax applies) and returns the IVA, null outside its territory. */
function addIva(input: NewHomeTaxesInput, parts: Parts, language: Language, region: string | undefined): number | null {
  const lang = language === 'SPANISH' ? 'es' : 'en';
  if (input.community !== undefined && OUTSIDE_IVA.has(input.community)) {
    const other = input.community === 'canarias' ? 'IGIC' : 'IPSI';
    parts.notes.push(
      pick(
        language,
        `En ${region} no se aplica el IVA (art. 3.Dos.1º LIVA): la entrega tributa por el ${other}, que no calculamos aquí.`,
        `In ${region} VAT does not apply (art. 3.Dos.1º LIVA): the sale pays ${other} instead, not computed here.`,
      ),
    );
    parts.sources.push({ law: 'LIVA', article: '3', apartado: 'Dos.1º' });
    return null;
  }
  const { rate, source, why } = ivaRate(input);
  const iva = roundCents((input.price * rate) / 100);
  parts.steps.push(`${pick(language, 'IVA', 'VAT (IVA)')}: ${formatEuros(input.price, language)} × ${formatPercent(rate, language)} (${why[lang]}) = ${formatEuros(iva, language)}.`);
  parts.sources.push(source);
  parts.figures.ivaRate = rate;
  return iva;
}

/** Adds the AJD step with its dated rate, or the note that the rate is not in the table; returns null then. */
function addAjd(input: NewHomeTaxesInput, parts: Parts, language: Language, region: string | undefined): number | null {
  const row = input.community ? findAjdRow(input.community) : undefined;
  parts.sources.push({ law: 'TRLITPAJD', article: '31', apartado: '2' });
  if (!row) {
    parts.notes.push(
      input.community
        ? pick(
            language,
            `El tipo de AJD de ${region} no está en nuestra tabla revisada: consúltalo en su normativa (el 0,5 % estatal solo rige si la comunidad no ha aprobado otro).`,
            `The AJD rate for ${region} is not in our checked table: look it up in its regional rules (the state 0.5 % only applies where the region has approved none).`,
          )
        : pick(language, 'El AJD depende de la comunidad autónoma: dime dónde está la vivienda para calcularlo.', 'AJD depends on the region: tell me where the home is to compute it.'),
    );
    return null;
  }
  const gross = roundCents((input.price * row.rate) / 100);
  const bonus = row.bonusPercent ? roundCents((gross * row.bonusPercent) / 100) : 0;
  const ajd = roundCents(gross - bonus);
  parts.steps.push(
    `AJD: ${formatEuros(input.price, language)} × ${formatPercent(row.rate, language)} = ${formatEuros(gross, language)}` +
      (bonus ? pick(language, `, menos la bonificación del 50 % = ${formatEuros(ajd, language)}.`, `, less the 50 % relief = ${formatEuros(ajd, language)}.`) : '.'),
  );
  const rate: RateUsed = { label: pick(language, `Tipo de AJD en ${region}`, `AJD rate in ${region}`), value: formatPercent(row.rate, language), source: row.source, tableAsOf: ajdTable.asOf };
  if (row.appliesFrom) rate.appliesFrom = row.appliesFrom;
  if (row.inForceOn) rate.inForceOn = row.inForceOn;
  parts.rates.push(rate);
  return ajd;
}

/** IVA (or the note that IVA does not apply) and AJD on the first sale of a new home by its developer. */
export function calculateNewHomeTaxes(input: NewHomeTaxesInput, ctx: CalculationContext): CalculationResult {
  const { language } = ctx;
  const region = input.community ? getCommunity(input.community).name[language === 'SPANISH' ? 'es' : 'en'] : undefined;
  const parts: Parts = { steps: [], notes: [], sources: [], rates: [], figures: { price: input.price } };
  const iva = addIva(input, parts, language, region);
  const ajd = addAjd(input, parts, language, region);
  const total = roundCents((iva ?? 0) + (ajd ?? 0));
  Object.assign(parts.figures, { iva, ajd, total });
  parts.notes.push(
    pick(
      language,
      'Solo la primera entrega por el promotor lleva IVA; la compra posterior a un particular es una segunda entrega y paga ITP.',
      'Only the first sale by the developer carries VAT; a later purchase from a private owner is a second delivery and pays ITP.',
    ),
  );
  const amounts = [iva === null ? null : `${pick(language, 'IVA', 'VAT')} ${formatEuros(iva, language)}`, ajd === null ? null : `AJD ${formatEuros(ajd, language)}`].filter(Boolean);
  const sum = `${amounts.join(' + ')}${amounts.length > 1 ? ` = ${formatEuros(total, language)}` : ''}`;
  const where = region ? pick(language, ` en ${region}`, ` in ${region}`) : '';
  return {
    kind: 'new-home-taxes',
    language,
    answer:
      amounts.length > 0
        ? pick(language, `Por una vivienda nueva de ${formatEuros(input.price, language)}${where}: ${sum}.`, `For a new home at ${formatEuros(input.price, language)}${where}: ${sum}.`)
        : pick(language, `En ${region} la compra de obra nueva no paga IVA.`, `In ${region} a new-build purchase does not pay VAT.`),
    figures: parts.figures,
    steps: parts.steps,
    rule: pick(
      language,
      'La primera entrega de una vivienda por el promotor paga IVA al 10 % (4 % para VPO de régimen especial o de promoción pública), y la escritura paga además AJD al tipo de la comunidad autónoma.',
      'The first sale of a home by its developer pays VAT at 10 % (4 % for special-regime or public protected housing), and the deed also pays AJD at the regional rate.',
    ),
    notes: parts.notes,
    sources: parts.sources,
    rates: parts.rates,
  };
}
