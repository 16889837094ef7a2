import { foldAligned } from '../facts/fold-aligned.ts';
import { COMMUNITIES } from '../facts/regions.ts';
import { KNOWN_LAWS } from '../legislation/laws.ts';
import { foldText } from './fold.ts';
import { vocabularyWords } from './vocabulary.ts';

const ES_MONTHS = 'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre';
const EN_MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december';

/** Dates: '3 de marzo de 2022', '3rd of March', 'March 3', 'en marzo', 'de 2022'. */
const DATES = new RegExp(
  String.raw`\b\d{1,2}(?:st|nd|rd|th|º)?\s+(?:de\s+|of\s+)?(?:${ES_MONTHS}|${EN_MONTHS})\b|\b(?:${EN_MONTHS})\s+\d{1,2}(?:st|nd|rd|th)?\b|\b(?:${ES_MONTHS})\b|\b(?:de|del|of|in|en)\s+(?:19|20)\d{2}\b`,
  'gi',
);
/** The year a building went up ('construido en 1975', 'built in 2010') is a fact of the case, not new-build law. */
const BUILT_IN = /\b(?:construid[oa]s?|edificad[oa]s?|levantad[oa]s?|built|constructed)\s+(?:en(?:\s+el(?:\s+a[ñn]o)?)?|in|el\s+a[ñn]o)\s+(?:19|20)\d{2}\b/gi;
/**
 * Figures and amounts with their period: '1.200 €', '€1,200 a month', '900 euros al mes', '2/3', '12:00'. The '%'
 * stays: 'qué porcentaje' is a subject.
 */
const FIGURES =
  /(?:[€$£]\s*)?\d+(?:[.,:/-]\d+)*(?:\s*(?:€|euros?\b|eur\b|k\b))?(?:\s*(?:al|por|a|per|each|every)\s+(?:mes|año|ano|month|year)\b|\s*(?:mensuales|anuales|monthly|yearly)\b|\s*\/\s*(?:mes|año|month|year)\b)?/gi;

/** A flat's floor and door ('el 2ºB', '3.º izda.', 'bajo A' is left: 'bajo' is a word of its own). */
const FLOOR_AND_DOOR = /\b\d{1,2}\s*\.?\s*[ºª°](?:\s*[A-Za-z]\b)?/g;

const PLACES = new RegExp(
  String.raw`\b(?:${[...new Set(COMMUNITIES.flatMap((community) => community.aliases.map((alias) => foldText(alias).replace(/[-'’]/g, ' '))))]
    .sort((a, b) => b.length - a.length)
    .map((alias) => alias.replace(/ /g, String.raw`[\s'’-]+`))
    .join('|')})\b`,
  'g',
);

/** Capitalised words that name institutions and laws, never people: 'Registro', 'Hacienda', 'Propiedad Horizontal'. */
const INSTITUTIONS = new Set(
  [
    ...KNOWN_LAWS.flatMap((law) => [law.title, ...(law.aliases ?? [])]),
    'Hacienda Registro Catastro Notario Notaría Juzgado Tribunal Supremo Constitucional Ayuntamiento Comunidad Junta',
    'Ministerio Agencia Tributaria Estado Administración Seguridad Social Banco Euribor Gobierno Autonómica Autónoma',
    'Código Civil Ley Decreto Real Reglamento Constitución Propiedad Horizontal Arrendamientos Urbanos Hipotecaria',
  ]
    .flatMap((text) => foldText(text).split(/[^a-z]+/))
    .filter((word) => word.length > 2),
);

/** Before a capital, these start a sentence (or a quote) rather than a name. */
const SENTENCE_START = /(?:^|[.!?¿¡:;\n"«(—-])\s*$/;

/**
 * The question without what is particular to the user: figures and amounts, dates, places, and the names of people
 * and companies. They say nothing about which rule applies, and a word that no document has weighs as much as the
 * rarest term, so left in the scoring query they would lower every hit's coverage ('mi inquilino Juan Pérez de
 * Valencia me debe 1.200 €' is scored as 'mi inquilino me debe').
 */
export function stripUserSpecifics(text: string): string {
  const withoutFigures = text.replace(BUILT_IN, ' ').replace(DATES, ' ').replace(FLOOR_AND_DOOR, ' ').replace(FIGURES, ' ');
  const folded = foldAligned(withoutFigures);
  let result = withoutFigures;
  for (const match of folded.matchAll(PLACES)) result = blank(result, match.index, match[0].length);
  // A capital, then lower case: 'Pérez', not the end of an acronym with a quote after it ("IVA'").
  return result.replace(/(?<!\p{L})\p{Lu}\p{Ll}[\p{Ll}'’]*/gu, (word, offset: number, whole: string) => (isProperName(word, whole.slice(0, offset)) ? ' ' : word));
}

function blank(text: string, start: number, length: number): string {
  return `${text.slice(0, start)}${' '.repeat(length)}${text.slice(start + length)}`;
}

const KNOWN_WORDS: ReadonlySet<string> = new Set([...vocabularyWords('es'), ...vocabularyWords('en')]);

function isProperName(word: string, before: string): boolean {
  if (SENTENCE_START.test(before)) return false;
  const folded = foldText(word);
  if (INSTITUTIONS.has(folded)) return false;
  // 'Airbnb', 'Euribor': everyday words the analysis knows are not names.
  return !KNOWN_WORDS.has(folded);
}
