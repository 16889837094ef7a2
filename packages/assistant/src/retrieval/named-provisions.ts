import { foldAligned } from '../facts/fold-aligned.ts';
import { findProvision, type ProvisionMatch } from '../legislation/find-provision.ts';
import { KNOWN_LAWS } from '../legislation/laws.ts';
import { parseArticleReference, type ArticleReference } from '../legislation/provision-keys.ts';
import type { Provision } from '../legislation/types.ts';
import { foldText } from './fold.ts';

/** A law named in a question, where it is named. */
export interface LawMention {
  lawId: string;
  start: number;
  end: number;
}

/** English names people give the laws MIKE cites. */
const ENGLISH_NAMES: ReadonlyArray<readonly [string, string]> = [
  ['civil code', 'BOE-A-1889-4763'],
  ['spanish civil code', 'BOE-A-1889-4763'],
  ['spanish constitution', 'BOE-A-1978-31229'],
  ['horizontal property act', 'BOE-A-1960-10906'],
  ['horizontal property law', 'BOE-A-1960-10906'],
  ['urban leases act', 'BOE-A-1994-26003'],
  ['urban leases law', 'BOE-A-1994-26003'],
  ['urban lease act', 'BOE-A-1994-26003'],
  ['tenancy act', 'BOE-A-1994-26003'],
  ['mortgage act', 'BOE-A-1946-2453'],
  ['mortgage law', 'BOE-A-1946-2453'],
  ['civil procedure act', 'BOE-A-2000-323'],
  ['civil procedure law', 'BOE-A-2000-323'],
  ['housing act', 'BOE-A-2023-12203'],
  ['housing law', 'BOE-A-2023-12203'],
  ['building act', 'BOE-A-1999-21567'],
  ['real estate credit act', 'BOE-A-2019-3814'],
  ['mortgage credit act', 'BOE-A-2019-3814'],
];

interface LawName {
  lawId: string;
  /** Short names of two letters ('CC', 'CE', 'LH') and one-word names ('Constitución') count only as written. */
  caseSensitive: boolean;
}

/** Every name of every law, folded, in one pattern (longest first), and what each name stands for. */
function compileNames(): { pattern: RegExp; names: Map<string, LawName> } {
  const names = new Map<string, LawName>();
  const add = (name: string, lawId: string) => {
    const folded = foldText(name).replace(/\s+/g, ' ');
    const caseSensitive = /^[A-Z]{2}$/.test(name) || (!/\s/.test(name) && /^[A-ZÁÉÍÓÚ][a-záéíóúñ]+$/.test(name));
    if (!names.has(folded)) names.set(folded, { lawId, caseSensitive });
  };
  for (const law of KNOWN_LAWS) {
    if (!law.boeId) continue;
    // 'Catastro' alone is the institution far more often than the law ('Ley del Catastro' names the law).
    const short = law.law === 'Catastro' ? [] : [law.law];
    for (const name of [...short, ...(law.aliases ?? [])]) add(name, law.boeId);
  }
  for (const [name, lawId] of ENGLISH_NAMES) add(name, lawId);
  const alternatives = [...names.keys()]
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'));
  return { pattern: new RegExp(`(?<![a-z0-9])(?:${alternatives.join('|')})(?![a-z0-9])`, 'g'), names };
}

const LAW_NAMES = compileNames();

/** The laws a question names, in order ('la LAU', 'el Código Civil', 'Ley 12/2023', 'the Civil Code'). */
export function findLawMentions(text: string): LawMention[] {
  const folded = foldAligned(text);
  const mentions: LawMention[] = [];
  for (const match of folded.matchAll(LAW_NAMES.pattern)) {
    const name = LAW_NAMES.names.get(match[0].replace(/\s+/g, ' '));
    if (!name) continue;
    const start = match.index;
    const end = start + match[0].length;
    const written = text.slice(start, end);
    if (name.caseSensitive && !(written.length === 2 ? /^\p{Lu}{2}$/u : /^\p{Lu}/u).test(written)) continue;
    mentions.push({ lawId: name.lawId, start, end });
  }
  return mentions;
}

interface ReferenceMention {
  reference: ArticleReference;
  start: number;
  end: number;
}

const ARTICLE_WORD = /(?<![a-z])(?:articulos?|articles?|arts?)(?![a-z])\.?\s*/g;
const DISPOSITION_WORDS = /(?<![a-z])disposici[o]n(?:es)?\s+(?:adicional|transitoria|final|derogatoria)\s+/g;
/** 'undécima', 'vigésima tercera', '11ª', 'única' after 'disposición adicional'. */
const DISPOSITION_ORDINAL = /^(?:\d+\s*[ªº]?|(?:(?:vigesim|trigesim|cuadragesim|quincuagesim)[oa]\s+)?[a-z]+)/;
const ENGLISH_DISPOSITION = /(?<![a-z])(additional|transitional|final|repealing)\s+provision\s+(\d+)/g;
const ENGLISH_KIND: Record<string, string> = { additional: 'DA', transitional: 'DT', final: 'DF', repealing: 'DD' };
/** 'DA 11ª', 'D.A. 11.ª', 'DT 4', 'DF única': written in capitals. */
const SHORT_DISPOSITION = /(?<![A-Za-z])D\.?\s?[ATFD]\.?\s?(?:\d+\.?\s?[ªº]?|[ÚUúu]nica)/g;
/** 'el 1454 del Código Civil', 'el 17.12 de la LPH': a bare number right before a law's name. */
const BARE_NUMBER = /(?<![a-z0-9.])(?:el|del|al|the)\s+(\d{1,4}(?:\.\d{3})?(?:\s+(?:bis|ter|quater))?(?:\.\d{1,2})*(?:\.[a-z])?)\s+(?:de\s+la|del|de|of\s+the|of)\s+$/;

/** The provisions a question names ('art. 36 LAU', 'el 1454 del Código Civil'), each with its law when one is named. */
function findReferences(text: string, folded: string): ReferenceMention[] {
  const found: ReferenceMention[] = [];
  const add = (start: number, end: number, reference: ArticleReference | undefined) => {
    if (reference && !found.some((other) => start < other.end && end > other.start)) found.push({ reference, start, end });
  };
  for (const match of folded.matchAll(DISPOSITION_WORDS)) {
    const end = match.index + match[0].length;
    const ordinal = DISPOSITION_ORDINAL.exec(folded.slice(end))?.[0].length ?? 0;
    add(match.index, end + ordinal, parseArticleReference(folded.slice(match.index, end + 30)));
  }
  for (const match of folded.matchAll(ENGLISH_DISPOSITION)) {
    add(match.index, match.index + match[0].length, parseArticleReference(`${ENGLISH_KIND[match[1] as string]} ${match[2]}`));
  }
  for (const match of text.matchAll(SHORT_DISPOSITION)) {
    add(match.index, match.index + match[0].length, parseArticleReference(match[0]));
  }
  for (const match of folded.matchAll(ARTICLE_WORD)) {
    const rest = folded.slice(match.index + match[0].length, match.index + match[0].length + 40);
    const reference = /^[\d]|^[a-z]+/.test(rest) ? parseArticleReference(rest) : undefined;
    const length = /^[\w.]+(?:\s+(?:bis|ter|quater))?(?:\s*[a-z]\))?/.exec(rest)?.[0].length ?? 0;
    add(match.index, match.index + match[0].length + length, reference);
  }
  return found;
}

/** The law a reference belongs to: the one named right after it, else right before it, else the only one named. */
function lawOfReference(reference: ReferenceMention, mentions: LawMention[], folded: string): string | undefined {
  const after = mentions.find((mention) => mention.start >= reference.end && /^[\s,]*(?:(?:de|del|of|en|in)\s+)?(?:(?:la|el|the)\s+)?$/.test(folded.slice(reference.end, mention.start)));
  if (after) return after.lawId;
  const before = [...mentions].reverse().find((mention) => mention.end <= reference.start && /^[\s,]*(?:(?:el|su|its|the)\s+)?$/.test(folded.slice(mention.end, reference.start)));
  if (before) return before.lawId;
  const laws = new Set(mentions.map((mention) => mention.lawId));
  return laws.size === 1 ? [...laws][0] : undefined;
}

function referenceText({ article, apartado, letter }: ArticleReference): string {
  return [article, apartado, letter].filter((part) => part !== undefined && part !== '').join('.');
}

/**
 * The provisions a question names, found in `provisions`: 'art. 36 LAU', 'artículo 17.12 de la Ley de Propiedad
 * Horizontal', 'el 1454 del Código Civil', 'la disposición adicional undécima de la LAU', 'article 36 of the LAU',
 * 'art. 9.1.e LPH'. A named apartado that does not exist falls back to the whole provision; a provision whose law
 * is not named (or not loaded) is not found.
 */
export function findNamedProvisions(text: string, provisions: readonly Provision[], mentions: LawMention[] = findLawMentions(text)): ProvisionMatch[] {
  if (provisions.length === 0) return [];
  const folded = foldAligned(text);
  if (mentions.length === 0) return [];
  const references = findReferences(text, folded);
  for (const mention of mentions) {
    const bare = BARE_NUMBER.exec(folded.slice(Math.max(0, mention.start - 40), mention.start));
    const number = bare?.[1];
    if (number && !references.some((reference) => reference.end > mention.start - 40 && reference.start < mention.start)) {
      const reference = parseArticleReference(number);
      if (reference) references.push({ reference, start: mention.start - (bare[0].length - bare[0].indexOf(number)), end: mention.start });
    }
  }
  const matches: ProvisionMatch[] = [];
  for (const reference of references.sort((a, b) => a.start - b.start)) {
    const lawId = lawOfReference(reference, mentions, folded);
    if (!lawId) continue;
    const match =
      findProvision(provisions, lawId, referenceText(reference.reference)) ?? findProvision(provisions, lawId, reference.reference.article);
    if (match && !matches.some((other) => other.provision === match.provision && other.apartado === match.apartado)) matches.push(match);
  }
  return matches;
}
