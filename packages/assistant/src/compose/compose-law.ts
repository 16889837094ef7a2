import type { PassageDoc, RetrievalHit } from '../retrieval/retrieval-index.ts';
import type { Citation } from '../types.ts';
import { citationOfPassage } from './citations.ts';

type Lang = 'es' | 'en';

/** A second apartado joins the quote when it scores this close to the first and covers nearly as much of the question. */
const SECOND_PASSAGE_SCORE_RATIO = 0.8;
const SECOND_PASSAGE_MIN_COVERAGE = 0.6;
const SECOND_PASSAGE_COVERAGE_GAP = 0.15;
const MAX_NAMED = 3;
/** A whole provision longer than this is quoted up to a paragraph break; the chip opens the rest. */
const QUOTE_MAX_CHARS = 2_400;

/** 'art. 36.1 LAU' inside a sentence; 'DA 11ª LAU' stays as it is. */
function inline(label: string): string {
  return label.replace(/^Art\./, 'art.');
}

/** '2023-05-25' → '25/05/2023'. */
export function formatVersionDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

function heading(doc: PassageDoc): string {
  return doc.passage.heading.replace(/\.$/, '').trim();
}

function named(doc: PassageDoc, citation: Citation): string {
  const title = heading(doc);
  return title ? `${inline(citation.label)} (${title})` : inline(citation.label);
}

function list(items: string[], lang: Lang): string {
  if (items.length < 2) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${lang === 'es' ? 'y' : 'and'} ${items.at(-1)}`;
}

/** 'el art. 36 LAU', 'la DA 11ª LAU'; 'del art. 36 LAU', 'de la DA 11ª LAU'. */
function withArticle(name: string, form: 'el' | 'del'): string {
  const isArticle = /^art\./.test(name);
  if (form === 'el') return `${isArticle ? 'el' : 'la'} ${name}`;
  return `${isArticle ? 'del' : 'de la'} ${name}`;
}

const LEADS = {
  es: {
    named: (names: string[]) => `Este es el texto ${list(names.map((name) => withArticle(name, 'del')), 'es')}:`,
    found: (names: string[]) =>
      `No tengo una respuesta propia a esto; lo más cercano que encuentro en la ley es ${list(names.map((name) => withArticle(name, 'el')), 'es')}, cuyo texto dice:`,
    inForce: (label: string, date: string) => `${inline(label)}, redacción vigente a ${date}`,
  },
  en: {
    named: (names: string[]) => `Here is the text of ${list(names, 'en')}, in the official Spanish version:`,
    found: (names: string[]) => `I have no answer of my own to this; the closest I find in the law is ${list(names, 'en')}, whose official Spanish text reads:`,
    inForce: (label: string, date: string) => `${inline(label)}, text in force as of ${date}`,
  },
} as const;

/** The passages the answer quotes: every provision the question names, or the best apartado and a close second. */
export function selectPassages(hits: readonly RetrievalHit[]): PassageDoc[] {
  const named = hits.filter((hit) => hit.named).slice(0, MAX_NAMED);
  if (named.length > 0) return named.map((hit) => hit.doc as PassageDoc);
  const [best, ...rest] = hits;
  if (best?.doc.kind !== 'passage') return [];
  const second = rest.find((hit) => hit.doc.kind === 'passage');
  const close =
    second &&
    second.score >= best.score * SECOND_PASSAGE_SCORE_RATIO &&
    second.coverage >= Math.max(SECOND_PASSAGE_MIN_COVERAGE, best.coverage - SECOND_PASSAGE_COVERAGE_GAP);
  return close ? [best.doc, second.doc as PassageDoc] : [best.doc];
}

/** The words quoted: the named letter, the apartado with its number, or the whole provision (long ones cut at a paragraph). */
function quotedText(doc: PassageDoc): string {
  if (doc.letter) {
    const letter = (doc.apartado ?? doc.passage.apartados.find((apartado) => apartado.number === ''))?.letters.find((item) => item.letter === doc.letter);
    if (letter) return `${doc.letter}) ${letter.text}`;
  }
  if (doc.apartado) return doc.apartado.number ? `${doc.apartado.number}. ${doc.apartado.text}` : doc.apartado.text;
  const text = doc.passage.text;
  if (text.length <= QUOTE_MAX_CHARS) return text;
  const cut = text.lastIndexOf('\n', QUOTE_MAX_CHARS);
  return `${text.slice(0, cut > QUOTE_MAX_CHARS / 2 ? cut : QUOTE_MAX_CHARS)}\n[…]`;
}

/** The passage as a Markdown quote ending with its label and version date. */
function renderQuote(doc: PassageDoc, citation: Citation, lang: Lang): string {
  const lines = quotedText(doc)
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => `> ${line}`);
  return [...lines.flatMap((line, i) => (i === 0 ? [line] : ['>', line])), '>', `> — ${LEADS[lang].inForce(citation.label, formatVersionDate(citation.versionDate))}`].join('\n');
}

/** A short quote of the law behind an answer, with its label and version date: '> «…»' then '> — Art. 36.1 LAU, redacción vigente a …'. */
export function quoteInForce(text: string, citation: Citation, lang: Lang): string {
  return [`> «${text}»`, '>', `> — ${LEADS[lang].inForce(citation.label, formatVersionDate(citation.versionDate))}`].join('\n');
}

/** A one-sentence lead in the conversation's language, then each passage quoted with its version date. */
export function renderLawAnswer(passages: readonly PassageDoc[], lang: Lang, isNamed: boolean): string {
  const citations = passages.map(citationOfPassage);
  const names = passages.map((doc, i) => named(doc, citations[i] as Citation));
  const lead = isNamed ? LEADS[lang].named(names) : LEADS[lang].found(names);
  return [lead, ...passages.map((doc, i) => renderQuote(doc, citations[i] as Citation, lang))].join('\n\n');
}
