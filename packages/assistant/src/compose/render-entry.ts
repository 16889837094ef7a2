import type { QuestionFacts } from '../facts/types.ts';
import { applyFormula } from '../knowledge/formulas.ts';
import type { KnowledgeEntry } from '../knowledge/types.ts';
import type { CitationResolver } from './citations.ts';
import { quoteInForce } from './compose-law.ts';
import { describeFacts, factTopicsOf, orderDetailsByFacts, sentencesAbout, wasShown, withoutInventedExamples } from './fit-to-facts.ts';

type Lang = 'es' | 'en';

/** What an answer is fitted to: the user's facts and the conversation so far. */
export interface AnswerFit {
  /** The user's facts, with those the conversation carries over. */
  facts: QuestionFacts;
  /** The facts this very question states (a follow-up's new facts). */
  stated: QuestionFacts;
  /** The assistant's earlier answers in the conversation, not to be repeated. */
  earlierAnswers: readonly string[];
}

/** A quote longer than this is cut at the end of a sentence. */
const QUOTE_MAX_CHARS = 420;

const TEXTS = {
  es: {
    unchanged: 'Lo demás es como te expliqué antes.',
    again: 'Como te decía:',
  },
  en: {
    unchanged: 'The rest is as I explained before.',
    again: 'As I said:',
  },
} as const;

/**
 * An entry as the answer shows it: the title, the direct answer (introduced by the user's facts when they shape
 * it), the details with the conditions for those facts first, then the quote of the law it rests on. An entry an
 * earlier answer already showed is not repeated: only what it says about the facts the user has just changed,
 * or its short answer.
 */
export function renderEntries(entries: readonly KnowledgeEntry[], lang: Lang, fit: AnswerFit | undefined, resolver: CitationResolver): string[] {
  const fresh = entries.flatMap((entry) => {
    if (!fit || !wasShown(entry[lang].answer, fit.earlierAnswers)) return [renderEntry(entry, lang, fit, resolver)];
    return renderAgain(entry, lang, fit) ?? [];
  });
  const [first] = entries;
  if (fresh.length > 0 || !first) return fresh;
  // Asked again with nothing new: the short answer, recalled.
  return [[`**${first[lang].title}**`, `${TEXTS[lang].again} ${lowerFirst(first[lang].answer)}`, TEXTS[lang].unchanged].join('\n\n')];
}

function renderEntry(entry: KnowledgeEntry, lang: Lang, fit: AnswerFit | undefined, resolver: CitationResolver): string {
  const text = entry[lang];
  const topics = factTopicsOf(fit?.facts ?? emptyFacts());
  // The facts open the answer only when the direct answer itself speaks of them: one the details alone mention (the
  // housing rule's 'for premises, freely agreed') is not what the answer says under it, and leads its details instead.
  const relevant = topics.filter((topic) => sentencesAbout(text.answer, [topic]).length > 0);
  const answer = relevant.length > 0 ? `${describeFacts(relevant, lang)}: ${lowerFirst(text.answer)}` : text.answer;
  // The rule applied to the user's own amounts leads (issue 30.3).
  const applied = (entry.formulas ?? []).flatMap((formula) => applyFormula(formula, fit?.facts ?? emptyFacts(), lang) ?? []);
  return [`**${text.title}**`, ...applied.map((sentence) => `**${sentence}**`), answer, orderDetailsByFacts(withoutInventedExamples(text.details, fit?.facts ?? emptyFacts()), topics), quoteOf(entry, lang, resolver)].filter(Boolean).join('\n\n');
}

/** What an entry an earlier answer showed says about the facts the user has just changed; nothing when it says nothing. */
function renderAgain(entry: KnowledgeEntry, lang: Lang, fit: AnswerFit): string | undefined {
  const text = entry[lang];
  const changed = factTopicsOf(fit.stated);
  const about = changed.length > 0 ? sentencesAbout(`${text.answer}\n${text.details}`, changed) : [];
  if (about.length === 0) return undefined;
  return [`**${text.title}**`, `${describeFacts(changed, lang)}: ${lowerFirst(about.join(' '))}`, TEXTS[lang].unchanged].join('\n\n');
}

/** 'El alquiler…' → 'el alquiler…' after a colon; acronyms and names ('IBI', 'LAU', 'Hacienda') stay. */
function lowerFirst(text: string): string {
  const name = /^(Hacienda|Catastro|Registro|Estado|Supremo|Tribunal|Ley|Código|I)\b/;
  return /^\p{Lu}(\p{Ll}|\s)/u.test(text) && !name.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** The words of the law behind the entry: its first source that names an apartado (or its first), quoted. */
function quoteOf(entry: KnowledgeEntry, lang: Lang, resolver: CitationResolver): string {
  const source = entry.sources.find((candidate) => candidate.apartado) ?? entry.sources[0];
  const found = source && resolver.quote(source);
  if (!found) return '';
  return quoteInForce(cutAtSentence(found.text), found.citation, lang);
}

function cutAtSentence(text: string): string {
  const flat = text.replace(/\s*\n\s*/g, ' ').trim();
  if (flat.length <= QUOTE_MAX_CHARS) return flat;
  const end = flat.slice(0, QUOTE_MAX_CHARS).search(/[.;:](?=[^.;:]*$)/);
  return `${flat.slice(0, end > QUOTE_MAX_CHARS / 3 ? end + 1 : QUOTE_MAX_CHARS).trim()} […]`;
}

function emptyFacts(): QuestionFacts {
  return { amounts: [], dates: [], durations: [], percents: [] };
}
