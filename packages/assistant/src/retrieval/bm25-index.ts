/** A document's analysed terms, field by field ('title', 'body'…). */
export type AnalysedFields<F extends string> = Partial<Record<F, string[]>>;

/** A query term and how much it counts (1 for the question's own terms, less for a follow-up's context). */
export interface WeightedTerm {
  term: string;
  weight: number;
  /**
   * Other stems of the same concept (the query vocabulary's, ADR 045): a document matches the clause by any of them
   * and scores by its best one, so a synonym neither adds a second match nor raises the question's weight.
   */
  alternatives?: readonly string[];
}

export interface ScoredDoc {
  /** Position of the document in the array the index was built from. */
  doc: number;
  /** BM25F score, times the document's boost. */
  score: number;
  /** Share of the query's weight (IDF of its terms, times their weights) that the document matches, 0–1. */
  coverage: number;
}

export interface Bm25SearchOptions {
  limit: number;
  /** A multiplier per document (kind, law asked for…); 1 when absent. */
  boost?: (doc: number) => number;
  /** Documents to leave out. */
  accept?: (doc: number) => boolean;
}

const K1 = 1.2;
const B = 0.75;

interface Postings {
  docs: Int32Array;
  /** BM25F term-frequency component per document, field boosts and length normalisation applied. */
  impacts: Float32Array;
}

/**
 * An index as plain data, to be kept and restored without analysing its documents again: the terms, and for the
 * term at position i its postings `docs` and `impacts` from `offsets[i]` to `offsets[i + 1]`.
 */
export interface Bm25Snapshot {
  terms: string[];
  offsets: Uint32Array;
  docs: Int32Array;
  impacts: Float32Array;
  /** Documents with at least one term (the IDF's N). */
  documentCount: number;
  /** Documents the index was built from, with or without terms: the positions its results name. */
  size: number;
}

/**
 * A field-weighted BM25 (BM25F) inverted index. Each posting stores its precomputed impact, so a query costs one
 * multiply-add per posting: well under a millisecond over the knowledge base plus the whole legislation corpus.
 */
export class Bm25Index {
  private readonly scores: Float64Array;
  private readonly matched: Float64Array;
  /** Scratch: a clause's best member score per document while it is added. */
  private readonly best: Float64Array;

  private constructor(
    private readonly postings: ReadonlyMap<string, Postings>,
    readonly documentCount: number,
    /** How many documents the index was built from. */
    readonly size: number,
  ) {
    this.scores = new Float64Array(size);
    this.matched = new Float64Array(size);
    this.best = new Float64Array(size);
  }

  /** Indexes the documents' analysed fields, each field's terms weighted by its boost. */
  static build<F extends string>(docs: ReadonlyArray<AnalysedFields<F> | undefined>, fieldBoosts: Readonly<Record<F, number>>): Bm25Index {
    const fields = Object.keys(fieldBoosts) as F[];
    const averageLength = averageLengths(docs, fields);
    // Terms are interned to numbers and each document's weights summed in one reused array: building the index over
    // the whole corpus allocates little beyond the postings themselves.
    const termIds = new Map<string, number>();
    const postingDocs: number[][] = [];
    const postingImpacts: number[][] = [];
    let weights: Float64Array<ArrayBuffer> = new Float64Array(1024);
    const touched: number[] = [];
    let documentCount = 0;
    docs.forEach((doc, docId) => {
      if (!doc) return;
      for (const field of fields) {
        const terms = doc[field];
        if (!terms?.length) continue;
        const norm = fieldBoosts[field] / (1 - B + (B * terms.length) / (averageLength.get(field) || 1));
        for (const term of terms) {
          let id = termIds.get(term);
          if (id === undefined) {
            id = termIds.size;
            termIds.set(term, id);
            postingDocs.push([]);
            postingImpacts.push([]);
            if (id >= weights.length) weights = grow(weights);
          }
          if (weights[id] === 0) touched.push(id);
          weights[id] = (weights[id] as number) + norm;
        }
      }
      if (touched.length === 0) return;
      documentCount += 1;
      for (const id of touched) {
        const tf = weights[id] as number;
        (postingDocs[id] as number[]).push(docId);
        (postingImpacts[id] as number[]).push((tf * (K1 + 1)) / (tf + K1));
        weights[id] = 0;
      }
      touched.length = 0;
    });
    const postings = new Map<string, Postings>();
    for (const [term, id] of termIds) {
      postings.set(term, { docs: Int32Array.from(postingDocs[id] as number[]), impacts: Float32Array.from(postingImpacts[id] as number[]) });
    }
    return new Bm25Index(postings, documentCount, docs.length);
  }

  /** The index a snapshot was taken of; its postings are views into the snapshot's arrays. */
  static restore(snapshot: Bm25Snapshot): Bm25Index {
    const { terms, offsets, docs, impacts } = snapshot;
    const postings = new Map<string, Postings>();
    terms.forEach((term, i) => {
      const start = offsets[i] as number;
      const end = offsets[i + 1] as number;
      postings.set(term, { docs: docs.subarray(start, end), impacts: impacts.subarray(start, end) });
    });
    return new Bm25Index(postings, snapshot.documentCount, snapshot.size);
  }

  /** This index as plain data (`restore` makes it again). */
  snapshot(): Bm25Snapshot {
    const terms = [...this.postings.keys()];
    const offsets = new Uint32Array(terms.length + 1);
    let total = 0;
    terms.forEach((term, i) => {
      offsets[i] = total;
      total += (this.postings.get(term) as Postings).docs.length;
    });
    offsets[terms.length] = total;
    const docs = new Int32Array(total);
    const impacts = new Float32Array(total);
    terms.forEach((term, i) => {
      const postings = this.postings.get(term) as Postings;
      docs.set(postings.docs, offsets[i]);
      impacts.set(postings.impacts, offsets[i]);
    });
    return { terms, offsets, docs, impacts, documentCount: this.documentCount, size: this.size };
  }

  /** Whether any document has the term. */
  has(term: string): boolean {
    return this.postings.has(term);
  }

  /** Inverse document frequency; a term no document has weighs as much as the rarest one. */
  idf(term: string): number {
    const df = Math.max(1, this.postings.get(term)?.docs.length ?? 0);
    return Math.log(1 + (this.documentCount - df + 0.5) / (df + 0.5));
  }

  /** Share of the terms' weight (as `search` reports it in `coverage`) that one document matches. */
  coverageOf(terms: readonly WeightedTerm[], doc: number): number {
    let total = 0;
    let matched = 0;
    for (const { term, weight: termWeight, alternatives = [] } of terms) {
      const weight = this.idf(term) * termWeight;
      total += weight;
      const has = (member: string) => {
        const docs = this.postings.get(member)?.docs;
        return docs !== undefined && includesSorted(docs, doc);
      };
      if (has(term) || alternatives.some(has)) matched += weight;
    }
    return total > 0 ? matched / total : 0;
  }

  /**
   * Adds one clause with alternatives to the running scores: each document by its best member's IDF times impact,
   * gathered in a scratch array reused across queries (no allocation per posting).
   */
  private addClause(term: string, alternatives: readonly string[], termWeight: number, add: (doc: number, score: number) => void): void {
    const { best } = this;
    const touched: number[] = [];
    for (const member of [term, ...alternatives]) {
      const postings = this.postings.get(member);
      if (!postings) continue;
      const weight = this.idf(member) * termWeight;
      const { docs, impacts } = postings;
      for (let i = 0; i < docs.length; i++) {
        const doc = docs[i] as number;
        const score = weight * (impacts[i] as number);
        if (best[doc] === 0) touched.push(doc);
        if (score > (best[doc] as number)) best[doc] = score;
      }
    }
    for (const doc of touched) {
      add(doc, best[doc] as number);
      best[doc] = 0;
    }
  }

  /** The best `limit` documents for the terms, best first. `extraWeight` counts as unmatched query weight. */
  search(terms: readonly WeightedTerm[], options: Bm25SearchOptions, extraWeight = 0): ScoredDoc[] {
    const { scores, matched } = this;
    const touched: number[] = [];
    let totalWeight = extraWeight;
    for (const { term, weight: termWeight, alternatives = [] } of terms) {
      const weight = this.idf(term) * termWeight;
      totalWeight += weight;
      const add = (doc: number, score: number) => {
        if (matched[doc] === 0) touched.push(doc);
        scores[doc] = (scores[doc] as number) + score;
        matched[doc] = (matched[doc] as number) + weight;
      };
      if (alternatives.length > 0) {
        this.addClause(term, alternatives, termWeight, add);
        continue;
      }
      const postings = this.postings.get(term);
      if (!postings) continue;
      const { docs, impacts } = postings;
      for (let i = 0; i < docs.length; i++) add(docs[i] as number, weight * (impacts[i] as number));
    }
    // Keep the best `limit` in a small sorted array: cheaper than sorting every touched document.
    const { limit, boost, accept } = options;
    const top: ScoredDoc[] = [];
    for (const doc of touched) {
      const score = (scores[doc] as number) * (boost ? boost(doc) : 1);
      const coverage = totalWeight > 0 ? (matched[doc] as number) / totalWeight : 0;
      scores[doc] = 0;
      matched[doc] = 0;
      if (accept && !accept(doc)) continue;
      if (top.length === limit && score <= (top[limit - 1]?.score ?? 0)) continue;
      let at = top.length;
      while (at > 0 && (top[at - 1]?.score ?? 0) < score) at--;
      top.splice(at, 0, { doc, score, coverage });
      if (top.length > limit) top.pop();
    }
    return top;
  }
}

/** Binary search: postings list their documents in ascending order (built in document order, kept so in snapshots). */
function includesSorted(docs: Int32Array, doc: number): boolean {
  let low = 0;
  let high = docs.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const value = docs[middle] as number;
    if (value === doc) return true;
    if (value < doc) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

function grow(array: Float64Array<ArrayBuffer>): Float64Array<ArrayBuffer> {
  const larger = new Float64Array(array.length * 2);
  larger.set(array);
  return larger;
}

function averageLengths<F extends string>(docs: ReadonlyArray<AnalysedFields<F> | undefined>, fields: F[]): Map<F, number> {
  const averages = new Map<F, number>();
  for (const field of fields) {
    let total = 0;
    let count = 0;
    for (const doc of docs) {
      const terms = doc?.[field];
      if (terms) {
        total += terms.length;
        count += 1;
      }
    }
    averages.set(field, count ? total / count : 1);
  }
  return averages;
}
