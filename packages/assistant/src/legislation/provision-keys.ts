import { foldText } from '../retrieval/fold.ts';
import { feminineOrdinalWord, parseSpanishNumber } from './spanish-numbers.ts';
import type { Provision, ProvisionKind } from './types.ts';

/** A provision's heading line, read: 'Artículo 9 bis. Plazo.' → article '9 bis', heading 'Plazo.' */
export interface ProvisionHeading {
  kind: ProvisionKind;
  /** As written: 'diecisiete', '9 bis', 'undécima'. */
  number: string;
  /** Normalised key: '17', '9 bis', 'DA 11ª'. */
  article: string;
  heading: string;
}

const KIND_PREFIX: Record<Exclude<ProvisionKind, 'article'>, string> = {
  additional: 'DA',
  transitional: 'DT',
  final: 'DF',
  derogating: 'DD',
};
const KIND_OF_WORD: Record<string, Exclude<ProvisionKind, 'article'>> = {
  adicional: 'additional',
  transitoria: 'transitional',
  final: 'final',
  derogatoria: 'derogating',
};
const KIND_WORD: Record<ProvisionKind, string> = {
  article: 'Artículo',
  additional: 'Disposición adicional',
  transitional: 'Disposición transitoria',
  final: 'Disposición final',
  derogating: 'Disposición derogatoria',
};

/** Latin multipliers after an article number: bis, ter, quáter… and the -ies family (quinquies … octovicies). */
const LATIN_SUFFIX = String.raw`(?:bis|ter|qu[aá]ter|cuarter|quinque|[a-z]*ies)(?![a-zñ])`;
const NUMBERED_ARTICLE = new RegExp(
  String.raw`^(\d+)(?:\s+(${LATIN_SUFFIX}))?(?:(?:\s+|-|\.)([a-zñ])\)?(?=[\s.]|$))?\.?\s*(.*)$`,
);
const WORDED_ARTICLE = /^([a-záéíóúñ]+(?:\s+(?:y\s+)?[a-záéíóúñ]+)*?)(?:\.\s*(.*))?$/i;
const DISPOSITION = /^Disposici[oó]n\s+(adicional|transitoria|final|derogatoria)\b\s*([^.]*?)\s*(?:\.\s*(.*))?$/i;
const ORDINAL_ONLY = /^([A-ZÁÉÍÓÚ][a-záéíóú]+(?:\s+[a-záéíóú]+)?)\.\s*(.*)$/;
/** 'Artículos 38 a 40.', 'Arts. 1863 bis a 1873 bis.': a note over several articles that also appear one by one. */
const ARTICLE_RANGE = /^(?:Art[ií]culos?|Arts\.)\s+\d+(?:\s+[a-záé]+)?\s+a\s+\d+/;

const SUFFIX_SPELLING: Record<string, string> = { quáter: 'quater', cuarter: 'quater', quinque: 'quinquies' };

/** True for a heading that only groups articles given one by one after it ('Artículos 38 a 40.'). */
export function isArticleRangeHeading(line: string): boolean {
  return ARTICLE_RANGE.test(line);
}

/**
 * Reads a heading line ('Artículo diecisiete.', 'Disposición adicional undécima. Título.').
 * `groupKind` is the kind a bare ordinal ('Primera.') takes under a caption such as 'DISPOSICIONES TRANSITORIAS'.
 */
export function parseProvisionHeading(line: string, groupKind?: Exclude<ProvisionKind, 'article'>): ProvisionHeading | undefined {
  const text = line.trim();
  const article = /^(?:Art[ií]culo|Art\.)\s+(.*)$/.exec(text);
  if (article) return isArticleRangeHeading(text) ? undefined : parseArticleHeading(article[1] ?? '');
  const disposition = DISPOSITION.exec(text);
  if (disposition) {
    const kind = KIND_OF_WORD[(disposition[1] ?? '').toLowerCase()];
    return kind && dispositionHeading(kind, disposition[2] ?? '', disposition[3] ?? '');
  }
  const ordinal = groupKind ? ORDINAL_ONLY.exec(text) : null;
  if (groupKind && ordinal) {
    const words = ordinal[1] ?? '';
    if (isUnique(words) || parseSpanishNumber(words) !== undefined) return dispositionHeading(groupKind, words, ordinal[2] ?? '');
  }
  return undefined;
}

function parseArticleHeading(rest: string): ProvisionHeading | undefined {
  const numbered = NUMBERED_ARTICLE.exec(rest);
  if (numbered) {
    const [, digits = '', suffix, letter, heading = ''] = numbered;
    const normalSuffix = suffix ? (SUFFIX_SPELLING[suffix.toLowerCase()] ?? suffix.toLowerCase()) : undefined;
    const key = [digits, normalSuffix, letter].filter(Boolean).join(' ');
    const number = rest.slice(0, rest.length - heading.length).trim().replace(/\.$/, '');
    return { kind: 'article', number, article: key, heading: heading.trim() };
  }
  const worded = WORDED_ARTICLE.exec(rest);
  if (!worded) return undefined;
  const words = worded[1] ?? '';
  const value = isUnique(words) ? 'único' : parseSpanishNumber(words)?.toString();
  if (!value) return undefined;
  return { kind: 'article', number: words, article: value, heading: (worded[2] ?? '').trim() };
}

function dispositionHeading(kind: Exclude<ProvisionKind, 'article'>, words: string, heading: string): ProvisionHeading {
  const number = words.trim().toLowerCase();
  return { kind, number, article: dispositionKey(kind, number), heading: heading.trim() };
}

/** 'DA 11ª' for ('additional', 'undécima'); 'DD única'; 'DA' when unnumbered; the words when not a number. */
function dispositionKey(kind: Exclude<ProvisionKind, 'article'>, number: string): string {
  const prefix = KIND_PREFIX[kind];
  if (!number) return prefix;
  if (isUnique(number)) return `${prefix} única`;
  const value = parseSpanishNumber(number);
  return value === undefined ? `${prefix} ${number}` : `${prefix} ${value}ª`;
}

function isUnique(words: string): boolean {
  return /^[uú]nic[oa]$/i.test(words.trim());
}

/**
 * The block id the BOE gives a provision, from its number as the law writes it: 'a36', 'a9bis', 'aunico',
 * 'aseptimo' (the BOE keeps spelled-out numbers spelled out), 'daprimera', 'dtvigesimatercera', 'ddunica', 'da'.
 * Repeated or irregular ids may differ at the BOE, so the XML's own block id is preferred when there is one.
 */
export function anchorOfProvision(kind: ProvisionKind, number: string): string {
  const prefix = kind === 'article' ? 'a' : KIND_PREFIX[kind].toLowerCase();
  return `${prefix}${foldText(number).replace(/[^a-z0-9]+/g, '')}`;
}

/**
 * The block id from a normalised key, for a reference that names no provision text (a knowledge entry's
 * source): '36' → 'a36', '9 bis' → 'a9bis', 'DA 11ª' → 'daundecima', 'DT 43ª' → 'dtcuadragesimatercera'.
 */
export function anchorOfArticleKey(key: string): string {
  const base = key.replace(/ \(.*\)$/, '');
  const disposition = /^(DA|DT|DF|DD)(?: (.*))?$/.exec(base);
  if (!disposition) return `a${foldText(base).replace(/[^a-z0-9]+/g, '')}`;
  const [, prefix = '', rest = ''] = disposition;
  const ordinal = /^(\d+)ª$/.exec(rest);
  const words = ordinal ? (feminineOrdinalWord(Number(ordinal[1])) ?? ordinal[1]) : foldText(rest);
  return `${prefix.toLowerCase()}${(words ?? '').replace(/[^a-z0-9]+/g, '')}`;
}

/** The heading line as the law writes it: 'Artículo 36. Fianza.', 'Disposición adicional primera.' */
export function provisionTitle(provision: Pick<Provision, 'kind' | 'number' | 'heading'>): string {
  const label = [KIND_WORD[provision.kind], provision.number].filter(Boolean).join(' ');
  return provision.heading ? `${label}. ${provision.heading}` : `${label}.`;
}

/** A provision named in free text, normalised: 'art. 17.12' → { article: '17', apartado: '12' }. */
export interface ArticleReference {
  article: string;
  apartado?: string;
  letter?: string;
}

const DISPOSITION_REFERENCE =
  /^(?:disposicion(?:es)?|disp\.?)\s*(adicional|adic\.?|transitoria|trans(?:it)?\.?|final|fin\.?|derogatoria|derog\.?)\s*(.*)$/;
const SHORT_DISPOSITION_REFERENCE = /^d\.?\s?([atfd])\.?(?=[\s\d]|$)\s*(.*)$/;
const SHORT_KIND: Record<string, Exclude<ProvisionKind, 'article'>> = {
  a: 'additional', t: 'transitional', f: 'final', d: 'derogating',
};

/**
 * Reads a reference to a provision as users and knowledge entries write it: 'art. 9bis' → '9 bis',
 * 'artículo 1.454' → '1454', 'artículo diecisiete' → '17', 'DA undécima' and 'disposición adicional 11' →
 * 'DA 11ª', 'DT 4' → 'DT 4ª', '9.1.b' → article '9', apartado '1', letter 'b'. Undefined when it names none.
 */
export function parseArticleReference(text: string): ArticleReference | undefined {
  const folded = foldText(text).replace(/[ºª°]/g, '').replace(/\s+/g, ' ').trim();
  const long = DISPOSITION_REFERENCE.exec(folded);
  if (long) return dispositionReference(KIND_OF_WORD[kindWord(long[1] ?? '')], long[2] ?? '');
  const short = SHORT_DISPOSITION_REFERENCE.exec(folded);
  if (short) return dispositionReference(SHORT_KIND[short[1] ?? ''], short[2] ?? '');
  return articleReference(folded.replace(/^(?:art[ií]culos?|arts?)\.?\s*/, ''));
}

/** The normalised article key of a reference ('art. 9bis' → '9 bis'), or undefined. */
export function normalizeArticleKey(text: string): string | undefined {
  return parseArticleReference(text)?.article;
}

function kindWord(abbreviation: string): string {
  const start = abbreviation.slice(0, 3);
  return Object.keys(KIND_OF_WORD).find((word) => word.startsWith(start)) ?? abbreviation;
}

function dispositionReference(kind: Exclude<ProvisionKind, 'article'> | undefined, rest: string): ArticleReference | undefined {
  if (!kind) return undefined;
  const numeric = /^(\d+)(.*)$/.exec(rest);
  if (numeric) return withApartado({ article: `${KIND_PREFIX[kind]} ${Number(numeric[1])}ª` }, numeric[2] ?? '');
  const [first = '', second] = /^[a-z]+(?: [a-z]+)?/.exec(rest)?.[0].split(' ') ?? [];
  if (isUnique(first)) return withApartado({ article: `${KIND_PREFIX[kind]} única` }, rest.slice(first.length));
  // 'vigésima tercera' is two words; 'undécima de la LAU' is one followed by others.
  for (const words of second ? [`${first} ${second}`, first] : [first]) {
    const value = parseSpanishNumber(words);
    if (value !== undefined) return withApartado({ article: `${KIND_PREFIX[kind]} ${value}ª` }, rest.slice(words.length));
  }
  return rest.trim() === '' ? { article: KIND_PREFIX[kind] } : undefined;
}

const REFERENCE_SUFFIX = new RegExp(String.raw`^\s*(${LATIN_SUFFIX})\b`);

function articleReference(rest: string): ArticleReference | undefined {
  // 'artículo 1.454': the thousands point of long-form numbering, not apartado 454 of article 1.
  const number = /^(\d{1,2})\.(\d{3})(?!\d)/.exec(rest) ?? /^(\d+)()/.exec(rest);
  if (!number) return wordedReference(rest);
  let tail = rest.slice(number[0].length);
  let key = `${number[1]}${number[2]}`.replace(/^0+(?=\d)/, '');
  const suffix = REFERENCE_SUFFIX.exec(tail);
  if (suffix) {
    key += ` ${SUFFIX_SPELLING[suffix[1] ?? ''] ?? suffix[1]}`;
    tail = tail.slice(suffix[0].length);
  }
  const hyphenLetter = /^-([a-zñ])\b/.exec(tail);
  if (hyphenLetter) {
    key += ` ${hyphenLetter[1]}`;
    tail = tail.slice(hyphenLetter[0].length);
  }
  return withApartado({ article: key }, tail);
}

function wordedReference(rest: string): ArticleReference | undefined {
  const words = rest.split(/[^a-z]+/).filter(Boolean).slice(0, 4);
  if (words[0] && isUnique(words[0])) return { article: 'único' };
  // The longest run of leading words that is a number: 'veintiuno de la LPH' → 21.
  for (let count = words.length; count > 0; count--) {
    const value = parseSpanishNumber(words.slice(0, count).join(' '));
    if (value !== undefined) return { article: String(value) };
  }
  return undefined;
}

/** Reads '.12', ', apartado 12', '.1.b', '.1 b)', ' apartado 3 bis, letra a' after the article. */
function withApartado(reference: ArticleReference, tail: string): ArticleReference {
  const apartado = /^\s*(?:\.|,?\s*(?:apartado|apdo\.?|ap\.|num(?:ero)?\.?)\s*)(\d+(?:\s*(?:bis|ter))?|[a-z]+)/.exec(tail);
  let rest = tail;
  if (apartado) {
    const raw = (apartado[1] ?? '').replace(/\s+/g, ' ');
    const value = /^\d/.test(raw) ? raw.replace(/^(\d+)(bis|ter)$/, '$1 $2') : parseSpanishNumber(raw)?.toString();
    if (value !== undefined) {
      reference.apartado = value;
      rest = tail.slice(apartado[0].length);
    }
  }
  const letter = /^\s*(?:\.|,?\s*(?:letra\s*)?)\s*([a-zñ])(?:\)|\b)/.exec(rest);
  if (letter && (reference.apartado !== undefined || /^[.\s]/.test(rest))) reference.letter = letter[1];
  return reference;
}

/** A provision's id, unique across laws: 'BOE-A-1994-26003#36', 'BOE-A-1994-26003#DA 11ª'. */
export function provisionId(provision: Pick<Provision, 'lawId' | 'article'>): string {
  return `${provision.lawId}#${provision.article}`;
}
