import type { KnowledgeEntry } from '../knowledge/types.ts';
import type { ProvisionMatch } from '../legislation/find-provision.ts';
import { resolveLawId } from '../legislation/laws.ts';
import { provisionId } from '../legislation/provision-keys.ts';
import type { Apartado, Provision } from '../legislation/types.ts';
import { analyzeQuery, analyzeText, type AnalysisLanguage, type QueryClause } from './analyze.ts';
import { ExampleIndex, type ExampleSnapshot } from './example-index.ts';
import { Bm25Index, type AnalysedFields, type Bm25Snapshot, type ScoredDoc, type WeightedTerm } from './bm25-index.ts';
import { foldText } from './fold.ts';
import { fuseRankings, type FusionCandidate } from './fuse.ts';
import { analyzeLawQuery, analyzeLawText } from './law-analysis.ts';
import { findLawMentions, findNamedProvisions, type LawMention } from './named-provisions.ts';
import { stripUserSpecifics } from './scoring-text.ts';
import { splitAsk } from '../language/split-ask.ts';
import { readLeaseRoles } from './lease-roles.ts';
import { ASK_TYPE_TERMS, askTypes } from './ask-type.ts';

/** An apartado of a provision (or a whole provision), as retrieval finds and the composer quotes it. */
export interface PassageDoc {
  kind: 'passage';
  /** 'BOE-A-1994-26003#36/1'; a whole provision is 'BOE-A-1994-26003#36'. */
  id: string;
  passage: Provision;
  /** The apartado found or named; absent for a whole provision. */
  apartado?: Apartado;
  /** The letter named in the question ('art. 9.1.e LPH'). */
  letter?: string;
}

/** A retrievable item: an entry of the knowledge base or an apartado of the legislation. */
export type RetrievalDoc = { kind: 'entry'; id: string; entry: KnowledgeEntry } | PassageDoc;

export interface RetrievalHit {
  doc: RetrievalDoc;
  /**
   * BM25F score in its own index. Entries and apartados are scored apart (and fused by rank), so only scores of
   * the same kind compare.
   */
  score: number;
  /**
   * Share of the query's weight (IDF of its distinct terms) that this item matches, 0–1.
   * A low coverage means the item only shares common words with the question.
   */
  coverage: number;
  /**
   * Set by the answer planner: this hit answers a weighty part of the question that the best hit
   * does not ('¿diferencia entre arras penales y confirmatorias?'), so it belongs in the answer.
   */
  complements?: boolean;
  /** Set by the answer planner: this entry leads the answer to one of the parts of a question asking several things. */
  part?: boolean;
  /** The question names this provision ('art. 36 LAU'): it comes first, whatever the scores. */
  named?: boolean;
  /**
   * Set by the answer planner for entries: how closely the question matches the entry's own title or one of its
   * questions (IDF-weighted cosine of their terms, 0–1). Tells apart near-ties of the BM25 score.
   */
  similarity?: number;
  /**
   * For entries: their rank in each entry retriever (1 for the best), absent where a retriever did not find them.
   * An entry first in both was found by its stems and by its sub-words alike: the two agree on what was asked.
   */
  ranks?: { lexical?: number; similar?: number };
}

export interface SearchRequest {
  /** The question. */
  text: string;
  language: AnalysisLanguage;
  /** Earlier text the question continues (a follow-up): its terms count for less. */
  context?: string;
  /** Maximum number of hits, 8 by default. */
  limit?: number;
  /** Only this kind of item. */
  kind?: RetrievalDoc['kind'];
  /** Score the user's figures, names, dates and places too (they are stripped by default). */
  keepUserSpecifics?: boolean;
}

type EntryField = 'title' | 'questions' | 'keywords' | 'answer' | 'body';
type LawField = 'heading' | 'context' | 'body';

/** An entry's direct answer weighs a little more than its details ('body'). */
const ENTRY_FIELDS: Record<EntryField, number> = { title: 2.5, questions: 2, keywords: 1.5, answer: 1.25, body: 1 };
/**
 * An apartado's own text, the heading of its provision ('Fianza.') and, lightly, its context: the title above the
 * provision and the provision's lead paragraph ('Los acuerdos de la Junta de propietarios se sujetarán a…').
 */
const LAW_FIELDS: Record<LawField, number> = { heading: 2, context: 0.5, body: 1 };
const CANDIDATES_PER_SOURCE = 12;
/** How deep each entry retriever's ranking is read before the two are combined. */
const ENTRY_FUSION_DEPTH = 30;
/**
 * The weight of the sub-word retriever's score (over its best) beside BM25F's (over its best) in an entry's combined
 * score. Chosen on the dev and practice sets (ADR 043): 1, the two retrievers counting alike.
 */
const EXAMPLE_WEIGHT = 1;
/**
 * An entry that shares no stem-weighted term with the question beyond BM25F's first results joins them only if its
 * sub-words are at least this close to the question, relative to the closest: a few shared grams ('alquiler') are
 * no evidence of the subject.
 */
const EXAMPLE_ONLY_MIN_SHARE = 0.5;
const CONTEXT_TERM_WEIGHT = 0.5;
/**
 * A question asking what something is weighs that kind of answer as two words of its own: the definition of the
 * concept asked then leads its practical neighbours (measured on the development aids, ADR 045).
 */
const ASK_TYPE_WEIGHT = 2;
/** The story told around the asked sentence weighs less than what is asked. */
const STORY_TERM_WEIGHT = 0.6;
/** Transitional, final and derogating provisions rarely answer today's question: ranked down unless asked for. */
const LATE_KIND_BOOST = 0.35;
const LATE_KINDS: ReadonlySet<Provision['kind']> = new Set(['transitional', 'final', 'derogating']);
const ASKS_FOR_LATE_KINDS = /transitori|derogatori|disposici[oa]n(?:es)? final|disposiciones? finales|renta antigua|transitional|repeal/;
/** The law a question names or points at ranks its apartados up ('¿qué dice la LPH de las obras?', 'el ITP'). */
const NAMED_LAW_BOOST = 1.5;

/** The indexes of a `RetrievalIndex` as plain data: what `createRetrievalIndex` keeps between starts (ADR 042). */
export interface RetrievalSnapshot {
  entries: Record<AnalysisLanguage, Bm25Snapshot>;
  examples: Record<AnalysisLanguage, ExampleSnapshot>;
  law: Bm25Snapshot;
}

/**
 * Retrieval over the knowledge base and the legislation together: a BM25F index of the entries per language, a
 * BM25F index of the apartados (Spanish, as the law is written; questions are put into the law's words first), the
 * two result lists fused by reciprocal rank (see `fuseRankings`), and the provisions the question names first.
 */
export class RetrievalIndex {
  private readonly entryDocs: RetrievalDoc[];
  private readonly entryIndexes: Record<AnalysisLanguage, Bm25Index>;
  /** The second entry retriever: sub-words of the entries' own phrasings (ADR 043). */
  private readonly exampleIndexes: Record<AnalysisLanguage, ExampleIndex>;
  private readonly passageDocs: PassageDoc[];
  private readonly lawIndex: Bm25Index;
  /** The provisions searched, for direct lookup by reference. */
  readonly provisions: readonly Provision[];
  /** Whether the indexes came from a snapshot rather than from analysing every text. */
  readonly restored: boolean;

  /**
   * `snapshot`: indexes taken earlier of these same entries and provisions, used instead of analysing them again
   * when they have as many documents as these give (otherwise they are built).
   */
  constructor(entries: readonly KnowledgeEntry[], provisions: readonly Provision[] = [], snapshot?: RetrievalSnapshot) {
    this.entryDocs = entries.map((entry) => ({ kind: 'entry', id: entry.id, entry }));
    this.provisions = provisions;
    this.passageDocs = provisions.flatMap(passagesOf);
    const fits =
      snapshot !== undefined &&
      snapshot.entries.es.size === entries.length &&
      snapshot.entries.en.size === entries.length &&
      snapshot.examples.es.owners.every((doc) => doc < entries.length) &&
      snapshot.examples.en.owners.every((doc) => doc < entries.length) &&
      snapshot.law.size === this.passageDocs.length;
    this.restored = fits;
    this.entryIndexes = fits
      ? { es: Bm25Index.restore(snapshot.entries.es), en: Bm25Index.restore(snapshot.entries.en) }
      : {
          es: Bm25Index.build(entries.map((entry) => analyseEntry(entry, 'es')), ENTRY_FIELDS),
          en: Bm25Index.build(entries.map((entry) => analyseEntry(entry, 'en')), ENTRY_FIELDS),
        };
    this.exampleIndexes = fits
      ? { es: ExampleIndex.restore(snapshot.examples.es, 'es'), en: ExampleIndex.restore(snapshot.examples.en, 'en') }
      : { es: ExampleIndex.build(entries.map((entry) => [exampleText(entry, 'es')]), 'es'), en: ExampleIndex.build(entries.map((entry) => [exampleText(entry, 'en')]), 'en') };
    this.lawIndex = fits ? Bm25Index.restore(snapshot.law) : Bm25Index.build(this.passageDocs.map(analysePassage), LAW_FIELDS);
  }

  /** The indexes as plain data (a `RetrievalIndex` of the same entries and provisions restores them). */
  snapshot(): RetrievalSnapshot {
    return {
      entries: { es: this.entryIndexes.es.snapshot(), en: this.entryIndexes.en.snapshot() },
      examples: { es: this.exampleIndexes.es.snapshot(), en: this.exampleIndexes.en.snapshot() },
      law: this.lawIndex.snapshot(),
    };
  }

  get size(): number {
    return this.entryDocs.length + this.passageDocs.length;
  }

  /** How many apartados (or whole provisions without them) the legislation index holds. */
  get passageCount(): number {
    return this.passageDocs.length;
  }

  search(asked: SearchRequest): RetrievalHit[] {
    const request = { ...asked, text: readLeaseRoles(asked.text, asked.language), ...(asked.context ? { context: readLeaseRoles(asked.context, asked.language) } : {}) };
    const limit = request.limit ?? 8;
    const strip = request.keepUserSpecifics ? (text: string) => text : stripUserSpecifics;
    const entryHits =
      request.kind === 'passage' ? [] : this.searchEntries(strip(request.text), request.context ? strip(request.context) : undefined, request.language);
    if (request.kind === 'entry') return entryHits.slice(0, limit);
    const mentions = findLawMentions(request.text);
    const named = findNamedProvisions(request.text, this.provisions, mentions).map((match) => namedHit(match));
    const namedIds = new Set(named.map((hit) => hit.doc.id));
    const namedProvisions = new Set(named.filter((hit) => !(hit.doc as PassageDoc).apartado).map((hit) => (hit.doc as PassageDoc).passage));
    // The law's query leaves out the names of laws: they rank their law up instead of counting as words.
    const lawText = strip(withoutSpans(request.text, mentions));
    const lawContext = request.context ? strip(withoutSpans(request.context, findLawMentions(request.context))) : undefined;
    const lawHits = this.searchLaw(request.text, mentions, lawText, lawContext, request.language).filter(
      (hit) => !namedIds.has(hit.doc.id) && !namedProvisions.has((hit.doc as PassageDoc).passage),
    );
    const hits = request.kind === 'passage' ? lawHits : fuse(entryHits, lawHits);
    return [...named, ...hits].slice(0, limit);
  }

  /**
   * The entries among `ids` ranked by the question's own words (BM25F alone, no sub-word retriever): which aspect of
   * a known subject a follow-up asks about. Coverage is the share of the question's weight each matches.
   */
  searchWithin(text: string, language: AnalysisLanguage, ids: ReadonlySet<string>, limit = 3): RetrievalHit[] {
    const { ask, story } = splitAsk(stripUserSpecifics(readLeaseRoles(text, language)));
    const terms = weightedTerms(analyzeQuery(ask, language), [[askTypeClauses(ask), ASK_TYPE_WEIGHT], [analyzeQuery(story, language), STORY_TERM_WEIGHT]]);
    const accept = (doc: number) => ids.has((this.entryDocs[doc] as RetrievalDoc).id);
    return this.entryIndexes[language].search(terms, { limit, accept }).map((scored) => ({ doc: this.entryDocs[scored.doc] as RetrievalDoc, score: scored.score, coverage: scored.coverage }));
  }

  /** Inverse document frequency of an analysed term in the knowledge base of one language. */
  idf(term: string, language: AnalysisLanguage): number {
    return this.entryIndexes[language].idf(term);
  }

  /**
   * Entries by their combined score (ADR 043): BM25F over stems, and the sub-word similarity of the question with
   * the entry's own phrasings, each over its best. The score keeps BM25F's scale (the best alone on both would score
   * twice the best BM25F), so ratios between entries read as before; coverage is always BM25F's share of the question.
   */
  private searchEntries(text: string, context: string | undefined, language: AnalysisLanguage): RetrievalHit[] {
    const index = this.entryIndexes[language];
    const { ask, story } = splitAsk(text);
    const terms = weightedTerms(analyzeQuery(ask, language), [
      [askTypeClauses(ask), ASK_TYPE_WEIGHT],
      [analyzeQuery(story, language), STORY_TERM_WEIGHT],
      [context ? analyzeQuery(context, language) : [], CONTEXT_TERM_WEIGHT],
    ]);
    const lexical = index.search(terms, { limit: ENTRY_FUSION_DEPTH });
    const similar = this.exampleIndexes[language].search(text, ENTRY_FUSION_DEPTH, context ? { text: context, weight: CONTEXT_TERM_WEIGHT } : undefined);
    const topLexical = lexical[0]?.score || 1;
    const topSimilar = similar[0]?.score || 1;
    const combined = new Map<number, { score: number; coverage: number; ranks: { lexical?: number; similar?: number } }>();
    lexical.forEach((scored, rank) => combined.set(scored.doc, { score: scored.score / topLexical, coverage: scored.coverage, ranks: { lexical: rank + 1 } }));
    similar.forEach((hit, rank) => {
      if (!combined.has(hit.doc) && hit.score < topSimilar * EXAMPLE_ONLY_MIN_SHARE) return;
      const known = combined.get(hit.doc) ?? { score: 0, coverage: index.coverageOf(terms, hit.doc), ranks: {} };
      combined.set(hit.doc, { score: known.score + (EXAMPLE_WEIGHT * hit.score) / topSimilar, coverage: known.coverage, ranks: { ...known.ranks, similar: rank + 1 } });
    });
    return [...combined]
      .sort(([docA, a], [docB, b]) => b.score - a.score || docA - docB)
      .slice(0, CANDIDATES_PER_SOURCE)
      .map(([doc, { score, coverage, ranks }]) => ({ doc: this.entryDocs[doc] as RetrievalDoc, score: score * topLexical, coverage, ranks }));
  }

  private searchLaw(question: string, mentions: LawMention[], text: string, context: string | undefined, language: AnalysisLanguage): RetrievalHit[] {
    if (this.passageDocs.length === 0) return [];
    const query = analyzeLawQuery(text, language);
    const namedLaws = new Set([...mentions.map((mention) => mention.lawId), ...query.laws.flatMap((law) => resolveLawId(law) ?? [])]);
    const contextQuery = context ? analyzeLawQuery(context, language) : undefined;
    const terms = weightedTerms(asClauses(query.terms), [[asClauses(contextQuery?.terms ?? []), CONTEXT_TERM_WEIGHT]]);
    // English words the term map could not translate still belong to the question: they count as unmatched.
    const mappedWeight = terms.reduce((total, { term }) => total + this.lawIndex.idf(term), 0);
    const unmatched = query.unmapped * (terms.length > 0 ? mappedWeight / terms.length : 1);
    const asksForLateKinds = ASKS_FOR_LATE_KINDS.test(foldText(question));
    const boost = (doc: number) => {
      const passage = (this.passageDocs[doc] as PassageDoc).passage;
      const late = !asksForLateKinds && LATE_KINDS.has(passage.kind) ? LATE_KIND_BOOST : 1;
      return namedLaws.has(passage.lawId) ? late * NAMED_LAW_BOOST : late;
    };
    return this.lawIndex
      .search(terms, { limit: CANDIDATES_PER_SOURCE, boost }, unmatched)
      .map((scored: ScoredDoc) => ({ doc: this.passageDocs[scored.doc] as PassageDoc, score: scored.score, coverage: scored.coverage }));
  }
}

/** What the sub-word retriever reads of an entry: the words users would use for it (title, questions, keywords, answer). */
function exampleText(entry: KnowledgeEntry, language: AnalysisLanguage): string {
  const text = entry[language];
  return [text.title, ...text.questions, text.keywords.join(' '), text.answer].join('\n');
}

/** The asked clauses at full weight, then each lighter group's clauses not already there at its weight. */
function weightedTerms(asked: readonly QueryClause[], lighter: ReadonlyArray<readonly [readonly QueryClause[], number]>): WeightedTerm[] {
  const seen = new Set(asked.map((clause) => clause.term));
  const terms: WeightedTerm[] = asked.map((clause) => ({ ...clause, weight: 1 }));
  for (const [clauses, weight] of lighter) {
    for (const clause of clauses) {
      if (seen.has(clause.term)) continue;
      seen.add(clause.term);
      terms.push({ ...clause, weight });
    }
  }
  return terms;
}


/** The kinds of answer the asked sentences ask for, as terms the entries asking the same kind hold. */
function askTypeClauses(ask: string): QueryClause[] {
  return askTypes(ask).map((type) => ({ term: ASK_TYPE_TERMS[type], alternatives: [] }));
}

/** Terms searched as they are (the law's query is already in the law's words). */
function asClauses(terms: readonly string[]): QueryClause[] {
  return [...new Set(terms)].map((term) => ({ term, alternatives: [] }));
}

function withoutSpans(text: string, mentions: readonly LawMention[]): string {
  let result = text;
  for (const mention of [...mentions].reverse()) result = `${result.slice(0, mention.start)} ${result.slice(mention.end)}`;
  return result;
}

/** Entries and apartados in one list (reciprocal rank fusion, `fuseRankings`), each keeping its own score. */
function fuse(entryHits: RetrievalHit[], lawHits: RetrievalHit[]): RetrievalHit[] {
  const all = [...entryHits, ...lawHits];
  const topEntry = entryHits[0]?.score ?? 1;
  const topLaw = lawHits[0]?.score ?? 1;
  const candidates: FusionCandidate[] = all.map((hit, i) => {
    const isEntry = i < entryHits.length;
    return {
      source: isEntry ? 'entry' : 'passage',
      sourceRank: isEntry ? i + 1 : i - entryHits.length + 1,
      coverage: hit.coverage,
      relativeScore: hit.score / (isEntry ? topEntry : topLaw),
    };
  });
  return fuseRankings(candidates).map((position) => all[position] as RetrievalHit);
}

function namedHit(match: ProvisionMatch): RetrievalHit {
  const doc: PassageDoc = { kind: 'passage', id: passageId(match.provision, match.apartado), passage: match.provision };
  if (match.apartado) doc.apartado = match.apartado;
  if (match.letter) doc.letter = match.letter.letter;
  return { doc, score: 0, coverage: 1, named: true };
}

/** 'BOE-A-1994-26003#36/1', 'BOE-A-1960-10906#17/lead' for the paragraph before the first number. */
export function passageId(provision: Provision, apartado?: Apartado): string {
  const id = provisionId(provision);
  return apartado ? `${id}/${apartado.number || 'lead'}` : id;
}

/** One document per apartado; a provision of one paragraph is one document. */
function passagesOf(provision: Provision): PassageDoc[] {
  if (provision.apartados.length <= 1) return [{ kind: 'passage', id: passageId(provision), passage: provision }];
  return provision.apartados
    .filter((apartado) => apartado.text.trim())
    .map((apartado) => ({ kind: 'passage', id: passageId(provision, apartado), passage: provision, apartado }));
}

function analysePassage(doc: PassageDoc): AnalysedFields<LawField> {
  const lead = doc.apartado?.number ? (doc.passage.apartados.find((apartado) => apartado.number === '')?.text ?? '') : '';
  return {
    heading: analyzeLawText(doc.passage.heading),
    context: analyzeLawText(`${doc.passage.path.at(-1) ?? ''}\n${lead}`),
    body: analyzeLawText(doc.apartado?.text ?? doc.passage.text),
  };
}

function analyseEntry(entry: KnowledgeEntry, language: AnalysisLanguage): AnalysedFields<EntryField> {
  const text = entry[language];
  return {
    title: analyzeText(text.title, language),
    // The kind of answer its own questions ask for ('¿Qué es…?', '¿Cómo…?'), once each: see `askTypes`.
    questions: [...analyzeText(text.questions.join('\n'), language), ...new Set(text.questions.flatMap(askTypes).map((type) => ASK_TYPE_TERMS[type]))],
    keywords: analyzeText(text.keywords.join('\n'), language),
    answer: analyzeText(text.answer, language),
    body: analyzeText(text.details, language),
  };
}

/** Builds the index over the knowledge base and the legislation. */
export function createRetrievalIndex(entries: readonly KnowledgeEntry[], provisions: readonly Provision[] = []): RetrievalIndex {
  return new RetrievalIndex(entries, provisions);
}
