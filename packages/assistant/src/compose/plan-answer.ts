import { extractFacts } from '../facts/extract-facts.ts';
import type { QuestionFacts } from '../facts/types.ts';
import { analyzeQuery, analyzeText, type AnalysisLanguage, type QueryClause } from '../retrieval/analyze.ts';
import { analyzeLawText } from '../retrieval/law-analysis.ts';
import type { PassageDoc, RetrievalDoc, RetrievalHit, RetrievalIndex } from '../retrieval/retrieval-index.ts';
import { readLeaseRoles } from '../retrieval/lease-roles.ts';
import type { ConversationReading } from './conversation.ts';
import { rankByRelevance } from './relevance.ts';
import { splitAsk } from '../language/split-ask.ts';
import { findDomainTerms, findLawDomainTerms, findOffFieldKind, hasDomainTerm, type OffFieldKind } from './scope.ts';

export type AnswerPlan =
  | { kind: 'answer'; hits: RetrievalHit[] }
  | { kind: 'unknown'; hits: RetrievalHit[] }
  | { kind: 'out-of-scope'; field: OffFieldKind };

/**
 * Below this share of the question's weight, the best hit does not answer it. A long question told as a story
 * ('vendí un piso hace 3 meses y han salido termitas en las vigas…') leaves many of its words to no entry.
 */
const MIN_COVERAGE = 0.35;
/** How far down the ranking a hit that covers the question may come from to lead, when the best-scored does not. */
const COVERING_HIT_REACH = 3;
/** An apartado must cover more of the question than an entry to be quoted as the answer. */
const MIN_LAW_COVERAGE = 0.6;
/** A question without any word of the field needs a near-complete match to be taken as ours. */
const MIN_COVERAGE_WITHOUT_DOMAIN_WORD = 0.75;

/**
 * Decides how to answer: retrieves with the question alone, or read with the previous question
 * when it is a follow-up ('¿Y cuándo me la devuelven?'), then tells whether the best hits answer
 * it, whether it is in MIKE's field but unanswered, or outside the field.
 */
export function planAnswer(index: RetrievalIndex, asked: string, conversation: ConversationReading, language: AnalysisLanguage): AnswerPlan {
  const question = readLeaseRoles(asked, language);
  const read = readQuestion(index, question, conversation, language);
  // A question that names a provision ('art. 36 LAU') is answered with its text.
  if (read.hits[0]?.named) return { kind: 'answer', hits: read.hits };

  const field = findOffFieldKind(read.askedText, language);
  if (field) return { kind: 'out-of-scope', field };
  let hits = keepHitsOfTheField(read.hits, read.askedText, language);
  if (!read.inDomain) {
    // Without a word of the field, only a near-complete match with an entry makes the question ours. Scored with the
    // names and places it carries: stripped, any common word it shares would look like a full match.
    const raw = index.search({ text: question, context: read.context, language, kind: 'entry', keepUserSpecifics: true });
    if ((raw[0]?.coverage ?? 0) < MIN_COVERAGE_WITHOUT_DOMAIN_WORD) return { kind: 'out-of-scope', field: 'other' };
    hits = hits.filter((hit) => hit.doc.kind === 'entry');
  }
  // The raw law answers only what it covers well: our entries explain, an apartado is quoted as it stands.
  hits = hits.filter((hit) => hit.doc.kind === 'entry' || hit.coverage >= MIN_LAW_COVERAGE);
  hits = coveringFirst(hits);
  const best = hits[0];
  if (!best || best.coverage < MIN_COVERAGE) return { kind: 'unknown', hits };
  const ranked = rankByRelevance(index, hits, read.askedText, conversation.facts, language);
  const parts = leadsOfParts(index, question, language, read.context);
  return { kind: 'answer', hits: withParts(markComplements(index, ranked, read.askedText, language), parts) };
}

/**
 * The best-scored hit first, unless it leaves too much of the question uncovered and one just below it does not:
 * that one leads (a long answer sharing many common words outscores the entry that has the question's own).
 */
function coveringFirst(hits: RetrievalHit[]): RetrievalHit[] {
  if ((hits[0]?.coverage ?? 0) >= MIN_COVERAGE) return hits;
  const covering = hits.slice(0, COVERING_HIT_REACH).findIndex((hit) => hit.coverage >= MIN_COVERAGE);
  return covering > 0 ? [hits[covering] as RetrievalHit, ...hits.filter((_, i) => i !== covering)] : hits;
}

/** How much less of the question and its previous one a hit may match than the best, after a change of regime. */
const REGIME_COVERAGE_MARGIN = 0.2;

/** Facts that change which rules apply to the same subject: a new build, the use of the let, who the landlord is. */
const REGIME_FACTS = ['newBuild', 'propertyUse', 'landlordKind', 'bigLandlord', 'stressedArea', 'protectedHousing'] as const;

/** Whether the follow-up states a regime fact the previous question did not state at all. */
function addsRegime(stated: QuestionFacts, before: QuestionFacts): boolean {
  return REGIME_FACTS.some((key) => stated[key] !== undefined && before[key] === undefined);
}

interface ReadQuestion {
  hits: RetrievalHit[];
  inDomain: boolean;
  /** The question, with the previous one when it is read as its follow-up. */
  askedText: string;
  /** The previous question, when the question was searched with it. */
  context?: string;
}

function readQuestion(index: RetrievalIndex, question: string, conversation: ConversationReading, language: AnalysisLanguage): ReadQuestion {
  const { previous, followUp: isFollowUp } = conversation;
  if (previous && conversation.factChange) {
    // The same subject on other facts: the previous question is searched again, the new facts' words as context.
    // What is asked is the previous question: the new facts' words do not make another subject ('empresa' → withholding).
    // A fact that puts the subject under another regime, which the previous question left unsaid ('¿y si es de obra
    // nueva?' after hidden defects: the LOE's periods), leads the search, the previous question as its context.
    if (addsRegime(conversation.stated, extractFacts(previous))) {
      // What is asked is the previous subject under the new regime: hits that match clearly less of both than the
      // best-matching one answer another question ('costs of buying from a developer' after hidden defects).
      const found = index.search({ text: question, context: previous, language });
      const most = Math.max(0, ...found.map((hit) => hit.coverage));
      const hits = keepingTheSubject(index, found.filter((hit) => hit.coverage >= most - REGIME_COVERAGE_MARGIN), question, previous, language);
      return { hits, inDomain: hasDomainTerm(previous, language), askedText: `${question} ${previous}`, context: previous };
    }
    return { hits: index.search({ text: previous, context: question, language }), inDomain: hasDomainTerm(previous, language), askedText: previous, context: question };
  }
  const direct = index.search({ text: question, language });
  // A follow-up of a question of the field stays in the field ('And if I sent him a burofax…?').
  const inDomain = hasDomainTerm(question, language) || (isFollowUp && previous !== undefined && hasDomainTerm(previous, language));
  const read: ReadQuestion = { hits: direct, inDomain, askedText: question };
  if (!previous) return read;
  const directCoverage = direct[0]?.coverage ?? 0;
  if (!isFollowUp && directCoverage >= MIN_COVERAGE) return read;
  const withContext = index.search({ text: question, context: previous, language });
  const contextCoverage = withContext[0]?.coverage ?? 0;
  if (isFollowUp ? contextCoverage >= MIN_COVERAGE || directCoverage < MIN_COVERAGE : contextCoverage > directCoverage) {
    const hits = isFollowUp ? keepingTheSubject(index, withContext, question, previous, language) : withContext;
    return { hits, inDomain: read.inDomain || hasDomainTerm(previous, language), askedText: `${question} ${previous}`, context: previous };
  }
  return read;
}

/** How many of the previous question's entries make its subject. */
const SUBJECT_DEPTH = 8;
/** How much of the follow-up's own words an entry of the subject must match to answer it. */
const SUBJECT_MIN_COVERAGE = 0.5;

/**
 * A follow-up asks about an aspect of the subject of the question before it unless its own words lead clearly
 * elsewhere (issue 30.5): the entry of the previous question's subject that best matches the follow-up's own words
 * leads, when it matches enough of them, rather than a neighbouring subject that merely shares a word ('plazo').
 */
function keepingTheSubject(index: RetrievalIndex, hits: RetrievalHit[], question: string, previous: string, language: AnalysisLanguage): RetrievalHit[] {
  const subject = new Set(index.search({ text: previous, language, kind: 'entry', limit: SUBJECT_DEPTH }).map((hit) => hit.doc.id));
  const [aspect] = index.searchWithin(question, language, subject);
  const first = hits[0];
  if (!aspect || !first || aspect.coverage < SUBJECT_MIN_COVERAGE || aspect.doc.id === first.doc.id) return hits;
  if (first.doc.kind === 'entry' && subject.has(first.doc.id)) return hits;
  const found = hits.find((hit) => hit.doc.id === aspect.doc.id);
  // It leads with the best score, so that later ordering among near-ties keeps it first.
  return [{ ...(found ?? aspect), score: first.score * 1.001 }, ...hits.filter((hit) => hit.doc.id !== aspect.doc.id)];
}

/**
 * A hit that shares none of the question's words of the field ('banco' in '¿el mejor banco para invertir en
 * bolsa?') only matched its everyday words: it does not answer. Apartados are compared in the law's terms.
 */
function keepHitsOfTheField(hits: RetrievalHit[], askedText: string, language: AnalysisLanguage): RetrievalHit[] {
  const asked = new Set(findDomainTerms(askedText, language));
  if (asked.size === 0) return hits;
  const askedOfLaw = new Set(findLawDomainTerms(askedText, language));
  return hits.filter((hit) =>
    hit.doc.kind === 'entry' ? termsOf(hit.doc, language).some((term) => asked.has(term)) : lawTermsOf(hit.doc).some((term) => askedOfLaw.has(term)),
  );
}

/** At most this many asked parts are answered each by its own entry. */
const MAX_PARTS = 3;

/**
 * The entry that answers each part of a question that asks several things in its own sentences ('¿Puede subirme la
 * renta? ¿Y quién paga el IBI?'), each searched with the story told around it (issue 30.3: every part answered).
 * None for a question asking one thing.
 */
function leadsOfParts(index: RetrievalIndex, question: string, language: AnalysisLanguage, context?: string): RetrievalHit[] {
  const { ask, story } = splitAsk(question);
  const parts = ask.match(/[^?]+\?/g) ?? [];
  if (parts.length < 2) return [];
  return parts.slice(0, MAX_PARTS).flatMap((part) => {
    // The part alone says what it asks; the story is read with it only when the part alone is too short to say. A
    // follow-up's parts are read with the question they continue, as the whole follow-up was: '¿Hay algún plazo?'
    // after a tenant's death asks for the deadline to notify the landlord, not for a mortgage's term.
    const found = index.search({ text: part, context, language, kind: 'entry', limit: 3 });
    // A follow-up's part asks about the subject it continues, as the whole follow-up does (`keepingTheSubject`).
    const [alone] = context ? keepingTheSubject(index, found, part, context, language) : found;
    if (alone && alone.coverage >= MIN_COVERAGE) return [alone];
    const [lead] = index.search({ text: `${story} ${part}`.trim(), context, language, kind: 'entry', limit: 1 });
    return lead && lead.coverage >= MIN_COVERAGE ? [lead] : [];
  });
}

/**
 * The answer's hits with each part's entry marked as answering a part and brought up after the lead, unless it leads
 * already: the best hit of the whole question leads, then the parts it leaves to other entries.
 */
function withParts(hits: RetrievalHit[], parts: readonly RetrievalHit[]): RetrievalHit[] {
  const [lead, ...rest] = hits;
  if (!lead || parts.length === 0) return hits;
  const partIds = new Set(parts.map((hit) => hit.doc.id).filter((id) => id !== lead.doc.id));
  const known = [...partIds].map((id) => rest.find((hit) => hit.doc.id === id) ?? (parts.find((hit) => hit.doc.id === id) as RetrievalHit));
  return [lead, ...known.map((hit) => ({ ...hit, part: true })), ...rest.filter((hit) => !partIds.has(hit.doc.id))];
}

/** Share of the question's weight a second hit must add, beyond the best hit's terms, to join it. */
const COMPLEMENT_MIN_SHARE = 0.2;

/**
 * Marks the hits that cover a weighty part of the question the best hit leaves out: a question
 * about two things ('penales y confirmatorias', 'si pago, ¿se para el juicio?') needs both entries.
 */
function markComplements(index: RetrievalIndex, hits: RetrievalHit[], askedText: string, language: AnalysisLanguage): RetrievalHit[] {
  const [best, ...rest] = hits;
  if (!best || rest.length === 0) return hits;
  const asked = analyzeQuery(askedText, language);
  const total = asked.reduce((sum, clause) => sum + index.idf(clause.term, language), 0);
  if (total <= 0) return hits;
  // A clause is met by its stem or one of its vocabulary's (ADR 045).
  const meets = (terms: ReadonlySet<string>) => (clause: QueryClause) => terms.has(clause.term) || clause.alternatives.some((term) => terms.has(term));
  const covered = asked.filter(meets(new Set(termsOf(best.doc, language))));
  return [
    best,
    ...rest.map((hit) => {
      const added = asked
        .filter((clause) => !covered.includes(clause))
        .filter(meets(new Set(termsOf(hit.doc, language))))
        .reduce((sum, clause) => sum + index.idf(clause.term, language), 0);
      return added / total >= COMPLEMENT_MIN_SHARE ? { ...hit, complements: true } : hit;
    }),
  ];
}

const docTerms = new WeakMap<RetrievalDoc, Partial<Record<AnalysisLanguage, string[]>>>();

function termsOf(doc: RetrievalDoc, language: AnalysisLanguage): string[] {
  let cached = docTerms.get(doc);
  if (!cached) docTerms.set(doc, (cached = {}));
  let terms = cached[language];
  if (!terms) {
    let text: string;
    if (doc.kind === 'entry') {
      const entryText = doc.entry[language];
      text = [entryText.title, entryText.answer, entryText.details, ...entryText.questions, ...entryText.keywords].join('\n');
    } else {
      text = `${doc.passage.heading}\n${doc.apartado?.text ?? doc.passage.text}`;
    }
    terms = [...new Set(analyzeText(text, language))];
    cached[language] = terms;
  }
  return terms;
}

const lawTerms = new WeakMap<PassageDoc, ReadonlySet<string>>();

/** The law-analysis terms of an apartado (as its index holds them). */
function lawTermsOf(doc: PassageDoc): string[] {
  let terms = lawTerms.get(doc);
  if (!terms) lawTerms.set(doc, (terms = new Set(analyzeLawText(`${doc.passage.heading}\n${doc.apartado?.text ?? doc.passage.text}`))));
  return [...terms];
}
