import type { KnowledgeEntry } from '../knowledge/types.ts';
import { provisionId, provisionTitle } from '../legislation/provision-keys.ts';
import type { Provision } from '../legislation/types.ts';
import { analyzeText, type AnalysisLanguage } from './analyze.ts';

/** A retrievable item: an entry of the knowledge base or a provision of the legislation. */
export type RetrievalDoc =
  | { kind: 'entry'; id: string; entry: KnowledgeEntry }
  | { kind: 'passage'; id: string; passage: Provision };

export interface RetrievalHit {
  doc: RetrievalDoc;
  /** BM25F score (with field and kind boosts). */
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
}

type Field = 'title' | 'questions' | 'keywords' | 'answer' | 'body';
type AnalysedFields = Partial<Record<Field, string[]>>;

/** An entry's direct answer weighs a little more than its details ('body'); an article's text is its body. */
const FIELD_BOOST: Record<Field, number> = { title: 2.5, questions: 2, keywords: 1.5, answer: 1.25, body: 1 };
const FIELDS = Object.keys(FIELD_BOOST) as Field[];
const K1 = 1.2;
const B = 0.75;
/** Our own entries explain; articles are the raw law. Prefer the former when both match. */
const PASSAGE_BOOST = 0.6;
const CONTEXT_TERM_WEIGHT = 0.5;

interface Postings {
  docs: Int32Array;
  /** BM25F term-frequency component per document, field boosts and length normalisation applied. */
  impacts: Float32Array;
}

/**
 * One language's inverted index. Each posting stores its precomputed BM25F impact, so a query
 * costs one multiply-add per posting: a few hundred microseconds over thousands of articles.
 */
class LanguageIndex {
  private readonly postings = new Map<string, Postings>();
  readonly documentCount: number;

  constructor(docs: Array<AnalysedFields | undefined>) {
    const averageLength = {} as Record<Field, number>;
    for (const field of FIELDS) {
      let total = 0;
      let count = 0;
      for (const doc of docs) {
        const terms = doc?.[field];
        if (terms) {
          total += terms.length;
          count += 1;
        }
      }
      averageLength[field] = count ? total / count : 1;
    }

    const building = new Map<string, { docs: number[]; impacts: number[] }>();
    let documentCount = 0;
    docs.forEach((doc, docId) => {
      if (!doc) return;
      const weighted = new Map<string, number>();
      for (const field of FIELDS) {
        const terms = doc[field];
        if (!terms?.length) continue;
        const norm = FIELD_BOOST[field] / (1 - B + (B * terms.length) / (averageLength[field] || 1));
        for (const term of terms) weighted.set(term, (weighted.get(term) ?? 0) + norm);
      }
      if (weighted.size === 0) return;
      documentCount += 1;
      for (const [term, tf] of weighted) {
        let list = building.get(term);
        if (!list) building.set(term, (list = { docs: [], impacts: [] }));
        list.docs.push(docId);
        list.impacts.push((tf * (K1 + 1)) / (tf + K1));
      }
    });
    for (const [term, list] of building) {
      this.postings.set(term, { docs: Int32Array.from(list.docs), impacts: Float32Array.from(list.impacts) });
    }
    this.documentCount = documentCount;
  }

  get(term: string): Postings | undefined {
    return this.postings.get(term);
  }

  /** Inverse document frequency; a term no document has weighs as much as the rarest one. */
  idf(term: string): number {
    const df = Math.max(1, this.postings.get(term)?.docs.length ?? 0);
    return Math.log(1 + (this.documentCount - df + 0.5) / (df + 0.5));
  }
}

/**
 * BM25F index over the knowledge base and the ingested legislation, one per language (Spanish
 * texts and legislation; English texts of the entries). Documents and queries go through the
 * same `analyzeText` pipeline.
 */
export class RetrievalIndex {
  private readonly docs: RetrievalDoc[] = [];
  private readonly indexes: Record<AnalysisLanguage, LanguageIndex>;
  private readonly kindBoost: Float32Array;
  private readonly scores: Float64Array;
  private readonly matched: Float64Array;

  constructor(entries: readonly KnowledgeEntry[], passages: readonly Provision[] = []) {
    const es: Array<AnalysedFields | undefined> = [];
    const en: Array<AnalysedFields | undefined> = [];
    for (const entry of entries) {
      this.docs.push({ kind: 'entry', id: entry.id, entry });
      es.push(analyseEntry(entry, 'es'));
      en.push(analyseEntry(entry, 'en'));
    }
    for (const passage of passages) {
      this.docs.push({ kind: 'passage', id: provisionId(passage), passage });
      es.push({ title: analyzeText(`${provisionTitle(passage)} ${passage.law}`, 'es'), body: analyzeText(passage.text, 'es') });
      en.push(undefined);
    }
    this.indexes = { es: new LanguageIndex(es), en: new LanguageIndex(en) };
    this.kindBoost = Float32Array.from(this.docs, (doc) => (doc.kind === 'passage' ? PASSAGE_BOOST : 1));
    this.scores = new Float64Array(this.docs.length);
    this.matched = new Float64Array(this.docs.length);
  }

  get size(): number {
    return this.docs.length;
  }

  search(request: SearchRequest): RetrievalHit[] {
    const index = this.indexes[request.language];
    const current = [...new Set(analyzeText(request.text, request.language))];
    const currentSet = new Set(current);
    const context = request.context
      ? [...new Set(analyzeText(request.context, request.language))].filter((term) => !currentSet.has(term))
      : [];

    const { scores, matched, kindBoost } = this;
    const touched: number[] = [];
    let totalWeight = 0;
    for (const term of [...current, ...context]) {
      const weight = index.idf(term) * (currentSet.has(term) ? 1 : CONTEXT_TERM_WEIGHT);
      totalWeight += weight;
      const postings = index.get(term);
      if (!postings) continue;
      const { docs, impacts } = postings;
      for (let i = 0; i < docs.length; i++) {
        const doc = docs[i] as number;
        if (matched[doc] === 0) touched.push(doc);
        scores[doc] = (scores[doc] as number) + weight * (impacts[i] as number);
        matched[doc] = (matched[doc] as number) + weight;
      }
    }

    // Keep the best `limit` in a small sorted array: cheaper than sorting every touched document.
    const limit = request.limit ?? 8;
    const top: Array<{ doc: number; score: number; coverage: number }> = [];
    for (const doc of touched) {
      const score = (scores[doc] as number) * (kindBoost[doc] as number);
      const coverage = totalWeight > 0 ? (matched[doc] as number) / totalWeight : 0;
      scores[doc] = 0;
      matched[doc] = 0;
      if (request.kind && this.docs[doc]?.kind !== request.kind) continue;
      if (top.length === limit && score <= (top[limit - 1]?.score ?? 0)) continue;
      let at = top.length;
      while (at > 0 && (top[at - 1]?.score ?? 0) < score) at--;
      top.splice(at, 0, { doc, score, coverage });
      if (top.length > limit) top.pop();
    }
    return top.map(({ doc, score, coverage }) => ({ doc: this.docs[doc] as RetrievalDoc, score, coverage }));
  }

  /** Inverse document frequency of an analysed term in one language. */
  idf(term: string, language: AnalysisLanguage): number {
    return this.indexes[language].idf(term);
  }
}

function analyseEntry(entry: KnowledgeEntry, language: AnalysisLanguage): AnalysedFields {
  const text = entry[language];
  return {
    title: analyzeText(text.title, language),
    questions: analyzeText(text.questions.join('\n'), language),
    keywords: analyzeText(text.keywords.join('\n'), language),
    answer: analyzeText(text.answer, language),
    body: analyzeText(text.details, language),
  };
}

/** Builds the index over the knowledge base and ingested legislation. */
export function createRetrievalIndex(
  entries: readonly KnowledgeEntry[],
  passages: readonly Provision[] = [],
): RetrievalIndex {
  return new RetrievalIndex(entries, passages);
}
