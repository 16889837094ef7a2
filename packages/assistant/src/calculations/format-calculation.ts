import { uniqueCitations, type CitationResolver } from '../compose/citations.ts';
import { citationLabel } from '../legislation/laws.ts';
import type { Citation, Language } from '../types.ts';
import { formatDate, pick } from './format-values.ts';
import type { CalculationOutcome, LegalSource, RateUsed } from './types.ts';

/** 'Art. 36.5 LAU', 'DA 11 LAU'. */
export function sourceLabel(source: LegalSource): string {
  const apartado = source.apartado && /^\d/.test(source.article) ? `.${source.apartado}` : '';
  const label = citationLabel(source.law, `${source.article}${apartado}`);
  return source.apartado && !/^\d/.test(source.article) ? `${label} (${source.apartado})` : label;
}

/** The provisions a calculation rests on. */
export function calculationSources(outcome: CalculationOutcome): LegalSource[] {
  return outcome.status === 'ready' ? outcome.result.sources : outcome.sources;
}

/** Citations of the provisions a calculation rests on, down to the apartado, each verified by `resolver`. */
export function calculationCitations(outcome: CalculationOutcome, resolver: CitationResolver): Citation[] {
  const kind = outcome.status === 'ready' ? outcome.result.kind : outcome.kind;
  return uniqueCitations(calculationSources(outcome).flatMap((source) => resolver.cite(source, `calculation ${kind}`) ?? []));
}

function rateLine(rate: RateUsed, language: Language): string {
  const dated = rate.appliesFrom
    ? pick(language, `desde el ${formatDate(rate.appliesFrom, language)}`, `since ${formatDate(rate.appliesFrom, language)}`)
    : rate.inForceOn
      ? pick(language, `vigente al ${formatDate(rate.inForceOn, language)}`, `in force on ${formatDate(rate.inForceOn, language)}`)
      : '';
  const asOf = rate.tableAsOf
    ? `; ${pick(language, `tabla revisada a ${formatDate(rate.tableAsOf, language)}`, `table checked as of ${formatDate(rate.tableAsOf, language)}`)}`
    : '';
  return `- ${rate.label}: ${rate.value}${dated ? ` (${dated})` : ''}. ${pick(language, 'Fuente', 'Source')}: ${rate.source}${asOf}.`;
}

export interface FormatCalculationOptions {
  /** Only the request for the missing figures (when another answer follows with the rule). */
  brief?: boolean;
  /** The sources listed in the block's 'Fuentes' line (all by default; those shown as citation chips may be left out). */
  listSource?: (source: LegalSource) => boolean;
}

/**
 * The calculation as a short markdown block in the conversation's language: the direct answer with the figure,
 * then the steps, the rule, the rates used with their dates, and the sources. No notice line: the engine adds it.
 */
export function formatCalculation(outcome: CalculationOutcome, options: FormatCalculationOptions = {}): string {
  const listed = calculationSources(outcome).filter(options.listSource ?? (() => true));
  const sourcesLine = listed.length > 0 ? [`${pick(outcome.status === 'ready' ? outcome.result.language : outcome.language, 'Fuentes', 'Sources')}: ${listed.map(sourceLabel).join('; ')}.`] : [];
  if (outcome.status === 'missing') {
    const { language } = outcome;
    const asks = outcome.missing.map((figure) => figure.label);
    const list = asks.length > 1 ? `${asks.slice(0, -1).join(', ')} ${pick(language, 'y', 'and')} ${asks.at(-1)}` : asks[0];
    if (options.brief) {
      return pick(language, `**Si me dices ${list}, lo calculo con tus cifras.**`, `**Tell me ${list} and I will work it out with your figures.**`);
    }
    return [pick(language, `**Para calcularlo necesito ${list}.**`, `**To calculate it I need ${list}.**`), outcome.rule, ...sourcesLine].join('\n\n');
  }
  const { result } = outcome;
  const { language } = result;
  const parts = [`**${result.answer}**`];
  if (result.steps.length > 0) parts.push(`${pick(language, 'Cálculo', 'Calculation')}:\n${result.steps.map((step) => `- ${step}`).join('\n')}`);
  parts.push(`${pick(language, 'Regla', 'Rule')}: ${result.rule}`);
  if (result.rates.length > 0) parts.push(`${pick(language, 'Tipos e índices usados', 'Rates and indices used')}:\n${result.rates.map((rate) => rateLine(rate, language)).join('\n')}`);
  if (result.notes.length > 0) parts.push(result.notes.map((note) => `- ${note}`).join('\n'));
  parts.push(...sourcesLine);
  return parts.join('\n\n');
}
