import type { QuestionFacts } from '../facts/types.ts';
import type { KnowledgeEntry } from '../knowledge/types.ts';
import { analyzeQuery, analyzeText, type AnalysisLanguage, type QueryClause } from '../retrieval/analyze.ts';
import type { RetrievalHit, RetrievalIndex } from '../retrieval/retrieval-index.ts';

/**
 * Entries scoring at least this share of the best are near-ties: which one the question asks about is decided on its
 * words. Since the entry score combines the sub-word retriever (ADR 043), which already weighs the likeness of the
 * question to each entry's phrasings, only close ties are re-ordered, and that likeness weighs less (chosen on the dev
 * and practice sets).
 */
const NEAR_TIE = 0.95;
/** How much the question's likeness to an entry's own questions weighs against the entry score among near-ties. */
const SIMILARITY_WEIGHT = 0.25;
/** Entries written for facts the user stated ('persona jurídica', 'local') rank up; those written for others, down. */
const FACTS_MATCH_BONUS = 0.1;
const FACTS_CONFLICT_PENALTY = 0.25;
const FACTS_UNSTATED_PENALTY = 0.1;
/**
 * When the best entry was written for other facts than the user's (a housing rule for premises), an entry written for
 * the user's facts leads if it scores at least this share of the best: further than a near-tie, since the facts say
 * which of the two the question is about.
 */
const FACTS_MATCH_REACH = 0.6;

/** The analysed phrasings of each entry, per language: the knowledge base does not change while it is in memory. */
const phrasingsOf = new WeakMap<KnowledgeEntry, Partial<Record<AnalysisLanguage, Set<string>[]>>>();

/** The terms of an entry's title, of each of its questions, and of its title with its keywords; analysed once per process. */
export function entryPhrasings(entry: KnowledgeEntry, language: AnalysisLanguage): Set<string>[] {
  const cached = phrasingsOf.get(entry) ?? {};
  phrasingsOf.set(entry, cached);
  const texts = entry[language];
  // Its keywords count as one more phrasing with the title: users' everyday words ('contribución' for IBI) live there.
  cached[language] ??= [texts.title, ...texts.questions, `${texts.title} ${texts.keywords.join(' ')}`].map((text) => new Set(analyzeText(text, language)));
  return cached[language];
}

/**
 * IDF-weighted cosine between the question's clauses and the terms of the entry's title or closest question: a clause
 * is shared when the phrasing has its stem or one of its vocabulary's (ADR 045).
 */
function similarity(index: RetrievalIndex, asked: readonly QueryClause[], entry: KnowledgeEntry, language: AnalysisLanguage): number {
  const weight = (term: string) => index.idf(term, language);
  const askedWeight = asked.reduce((sum, clause) => sum + weight(clause.term), 0);
  if (askedWeight <= 0) return 0;
  let best = 0;
  for (const terms of entryPhrasings(entry, language)) {
    const own = [...terms].reduce((sum, term) => sum + weight(term), 0);
    const shared = asked.filter((clause) => terms.has(clause.term) || clause.alternatives.some((term) => terms.has(term))).reduce((sum, clause) => sum + weight(clause.term), 0);
    if (own > 0) best = Math.max(best, shared / Math.sqrt(askedWeight * own));
  }
  return best;
}

type Fit = 'match' | 'conflict' | 'unstated' | 'neutral';

/**
 * Whether an entry agrees with the user's facts: its `appliesTo` (landlord, property and zone), and its `validUntil`
 * against the date the user's contract began (a rule ended before it conflicts). Not against today: most rules with
 * an end date are those of contracts signed until then, which still govern those contracts now.
 */
export function factsFit(entry: KnowledgeEntry, facts: QuestionFacts): Fit {
  if (endedBeforeStart(entry, facts)) return 'conflict';
  const applies = entry.appliesTo;
  if (!applies) return 'neutral';
  const checks: boolean[] = [];
  const landlord = facts.bigLandlord ? 'gran-tenedor' : facts.landlordKind === 'legal' ? 'juridica' : facts.landlordKind === 'natural' ? 'fisica' : undefined;
  if (applies.landlord && landlord) checks.push(applies.landlord.includes(landlord) || (landlord === 'gran-tenedor' && applies.landlord.includes('juridica')));
  const property =
    facts.propertyUse === 'commercial' || facts.propertyKind === 'premises'
      ? 'local'
      : facts.propertyUse === 'seasonal'
        ? 'temporada'
        : facts.propertyKind === 'garage'
          ? 'garaje'
          : facts.propertyKind === 'dwelling' || facts.propertyUse === 'habitual'
            ? 'vivienda'
            : undefined;
  if (applies.property && property) checks.push(applies.property.includes(property));
  // A home is what is meant when nothing else is said: an entry only for premises or garages is less likely asked.
  if (applies.property && !property && !applies.property.includes('vivienda') && checks.length === 0) return 'unstated';
  if (applies.zone && facts.stressedArea !== undefined) checks.push(facts.stressedArea);
  if (checks.length === 0) return 'neutral';
  return checks.every(Boolean) ? 'match' : 'conflict';
}

/**
 * Orders the entries that tie on BM25 by what the question asks: its likeness to each entry's own questions, and
 * whether the entry was written for the user's facts. Each entry hit gets its `similarity`. Apartados and entries
 * well below the best keep their places.
 */
export function rankByRelevance(index: RetrievalIndex, hits: RetrievalHit[], askedText: string, facts: QuestionFacts, language: AnalysisLanguage): RetrievalHit[] {
  const asked = analyzeQuery(askedText, language);
  const scored = hits.map((hit) => (hit.doc.kind === 'entry' ? { ...hit, similarity: similarity(index, asked, hit.doc.entry, language) } : hit));
  const best = scored[0];
  if (best?.doc.kind !== 'entry') return scored;
  const top = best.score;
  const tied = scored.filter((hit) => hit.doc.kind === 'entry' && hit.score >= top * NEAR_TIE);
  const rest = scored.filter((hit) => !tied.includes(hit));
  const rank = (hit: RetrievalHit) => {
    const fit = hit.doc.kind === 'entry' ? factsFit(hit.doc.entry, facts) : 'neutral';
    const bonus = { match: FACTS_MATCH_BONUS, conflict: -FACTS_CONFLICT_PENALTY, unstated: -FACTS_UNSTATED_PENALTY, neutral: 0 }[fit];
    return (1 - SIMILARITY_WEIGHT) * (hit.score / top) + SIMILARITY_WEIGHT * (hit.similarity ?? 0) + bonus;
  };
  const ordered = [...tied.sort((a, b) => rank(b) - rank(a)), ...rest];
  const fitOf = (hit: RetrievalHit) => (hit.doc.kind === 'entry' ? factsFit(hit.doc.entry, facts) : 'neutral');
  if (fitOf(ordered[0] as RetrievalHit) !== 'conflict') return ordered;
  const fitting = ordered.findIndex((hit) => hit.doc.kind === 'entry' && hit.score >= top * FACTS_MATCH_REACH && fitOf(hit) === 'match');
  return fitting > 0 ? [ordered[fitting] as RetrievalHit, ...ordered.filter((_, i) => i !== fitting)] : ordered;
}

/**
 * Whether a rule that ended (`validUntil`) had ended before the user's contract began: a contract signed in March
 * 2025 is not governed by the rules of contracts signed before 6-3-2019, nor by the caps on updates of 2022 to 2024.
 * A contract begun earlier tells nothing: a temporary measure ended by a date does not cover every older contract.
 */
function endedBeforeStart(entry: KnowledgeEntry, facts: QuestionFacts): boolean {
  const start = facts.dates.find((date) => date.role === 'start');
  // The date as written covers a day, a month or a year; its first day is `date`.
  return entry.validUntil !== undefined && start !== undefined && start.date > entry.validUntil;
}

