import { extractFacts } from '../facts/extract-facts.ts';
import type { QuestionFacts } from '../facts/types.ts';
import { analyzeText, type AnalysisLanguage } from '../retrieval/analyze.ts';
import { foldText } from '../retrieval/fold.ts';
import type { ConversationTurn } from '../types.ts';

/**
 * How a question reads with the conversation so far: whether it follows up the previous question ('¿Y cuándo me
 * la devuelven?'), whether it only changes the facts of it ('¿y si el arrendador es una empresa?': same subject,
 * other facts), the facts that carry over, and the earlier answers a new one must not repeat.
 */
export interface ConversationReading {
  /** The user's previous question, if any. */
  previous?: string;
  /** True when the question reads as a follow-up of the previous one. */
  followUp: boolean;
  /** True when the question keeps the previous subject and only states other facts. */
  factChange: boolean;
  /** The facts of the question, over those of the previous one when it follows it up (the newer win). */
  facts: QuestionFacts;
  /** The facts this question states itself. */
  stated: QuestionFacts;
  /** The assistant's earlier answers, newest first. */
  earlierAnswers: string[];
}

const FOLLOW_UP_MAX_TERMS = 3;
const FOLLOW_UP_START = /^\s*[¿¡]?\s*(y|e|pero|entonces|tambien|ademas|and|but|also|so|what about|how about|what if)\b/;
const ANAPHORA = /\b(eso|esto|ello|esa|ese|esta|este|lo mismo|la misma|el mismo|dicho|dicha|ahi|alli|it|that|this|those|them|same)\b/;
/** A sentence that ends asking whether the same holds ('¿…también?', '…as well?'): it leans on what was said. */
const SAME_AGAIN_END = /\b(tambien|tb|too|as well)\s*$/;
/** Words that open a new subject even inside a conversation: what follows them is not a follow-up. */
const NEW_SUBJECT = /\b(otra (cosa|pregunta|duda|consulta)|cambiando de tema|another (question|thing)|something else|different question)\b/;
// '¿Y si…?', '¿Y en Cataluña?', 'What if…', 'And for a company?': the previous question asked again on other facts.
const FACT_CHANGE_START =
  /^\s*[¿¡]?\s*(?:(?:y|e|pero|and|but|so|what|how about|what about)\s+)?(?:si|if|en caso de que|en el caso de|cuando|when|siendo|con|with|para|for|en|in|y si|and if)\b/;

/**
 * Words that exclude each other: a follow-up naming one ('¿Y si la hipoteca es a tipo fijo?') replaces the other in
 * the earlier question ('…una hipoteca variable'), so the entry for the new facts is found, not the earlier one.
 * Each group lists alternatives of one fact, as folded words.
 */
const EXCLUSIVE_WORDS: readonly (readonly string[])[] = [
  ['variable', 'fijo', 'fija', 'fixed'],
  ['vivienda', 'local', 'oficina', 'nave'],
  ['home', 'flat', 'premises', 'office', 'shop'],
  ['penitenciales', 'confirmatorias', 'penales'],
  ['penitential', 'confirmatory', 'penalty'],
  ['obra nueva', 'segunda mano', 'usada', 'usado'],
  ['new-build', 'new build', 'resale', 'second-hand'],
  ['persona fisica', 'empresa', 'sociedad', 'persona juridica'],
  ['individual', 'company'],
];

/** The earlier question with each word the follow-up contradicts replaced by the follow-up's own word. */
export function replaceContradicted(previous: string, question: string): string {
  const asked = foldText(question);
  let result = previous;
  for (const group of EXCLUSIVE_WORDS) {
    const stated = group.find((word) => wordIn(asked, word));
    if (!stated) continue;
    for (const other of group) if (other !== stated && !wordIn(asked, other)) result = result.replace(wordPattern(other), stated);
  }
  return result;
}

const ACCENTED: Record<string, string> = { a: 'aá', e: 'eé', i: 'ií', o: 'oó', u: 'uúü' };

/** A folded word as a whole word of unfolded text, whatever its case and accents. */
function wordPattern(word: string): RegExp {
  const letters = word.replace(/[aeiou]/g, (vowel) => `[${ACCENTED[vowel] ?? vowel}]`);
  return new RegExp(`(?<!\\p{L})${letters}(?!\\p{L})`, 'giu');
}

function wordIn(text: string, word: string): boolean {
  return wordPattern(word).test(text);
}

/** How many follow-ups back the subject of a conversation is looked for. */
const MAX_CHAIN = 3;

/**
 * The user's last question in the history, read with those it followed up ('¿Cuánta fianza…?' then '¿y si es una
 * empresa?'): the subject and facts of a chain of follow-ups, oldest first.
 */
export function findPreviousQuestion(history: readonly ConversationTurn[], language: AnalysisLanguage): string | undefined {
  const questions = history.filter((turn) => turn.sender === 'USER' && turn.text.trim()).map((turn) => turn.text);
  const chain: string[] = [];
  for (let i = questions.length - 1; i >= 0 && chain.length < MAX_CHAIN; i--) {
    const question = questions[i] as string;
    chain.unshift(question);
    if (!looksLikeFollowUp(question, language)) break;
  }
  return chain.length > 0 ? chain.join('\n') : undefined;
}

/** True when the question only makes sense after the previous one: short, opening with 'y…', or pointing back ('eso'). */
export function looksLikeFollowUp(question: string, language: AnalysisLanguage): boolean {
  const folded = foldText(question);
  if (NEW_SUBJECT.test(folded)) return false;
  if (analyzeText(question, language).length <= FOLLOW_UP_MAX_TERMS || ANAPHORA.test(folded)) return true;
  // Any of its sentences may be the one that leans on the conversation ('Tiene 67 años. ¿Y si fuera la de la playa?').
  const sentences = folded.split(/[.?!\n]+/).map((sentence) => sentence.trim()).filter(Boolean);
  return sentences.some((sentence) => FOLLOW_UP_START.test(sentence) || SAME_AGAIN_END.test(sentence));
}

/** True when the facts say anything (a party, a place, an amount, a date…). */
export function hasFacts(facts: QuestionFacts): boolean {
  return Object.entries(facts).some(([, value]) => (Array.isArray(value) ? value.length > 0 : value !== undefined));
}

/** The previous facts with the current ones over them: a fact said again replaces the earlier one, per role. */
export function mergeFacts(previous: QuestionFacts, current: QuestionFacts): QuestionFacts {
  const merged: QuestionFacts = { ...previous, ...definedOf(current) };
  merged.amounts = mergeByRole(previous.amounts, current.amounts);
  merged.dates = mergeByRole(previous.dates, current.dates);
  merged.durations = mergeByRole(previous.durations, current.durations);
  merged.percents = mergeByRole(previous.percents, current.percents);
  return merged;
}

function definedOf(facts: QuestionFacts): Partial<QuestionFacts> {
  return Object.fromEntries(Object.entries(facts).filter(([, value]) => value !== undefined && !Array.isArray(value)));
}

function mergeByRole<T extends { role: string }>(previous: readonly T[], current: readonly T[]): T[] {
  const said = new Set(current.map((fact) => fact.role));
  return [...current, ...previous.filter((fact) => !said.has(fact.role))];
}

/** Reads the question with the conversation so far. */
export function readConversation(question: string, history: readonly ConversationTurn[], language: AnalysisLanguage): ConversationReading {
  const facts = extractFacts(question);
  const earlierAnswers = history
    .filter((turn) => turn.sender === 'BOT' && turn.text.trim())
    .map((turn) => turn.text)
    .reverse();
  const previous = findPreviousQuestion(history, language);
  if (!previous || !looksLikeFollowUp(question, language)) return { facts, stated: facts, followUp: false, factChange: false, earlierAnswers, ...(previous ? { previous } : {}) };
  const factChange = FACT_CHANGE_START.test(foldText(question)) && hasFacts(facts);
  const read = replaceContradicted(previous, question);
  return { previous: read, followUp: true, factChange, facts: mergeFacts(extractFacts(previous), facts), stated: facts, earlierAnswers };
}
