import type { AnalysisLanguage } from './analyze.ts';
import { foldText, tokenizeFolded } from './fold.ts';
import { ENGLISH_STOPWORDS, SPANISH_STOPWORDS } from './stopwords.ts';

/** Sub-word lengths: long enough to carry meaning, short enough to meet another inflection of the same word. */
const MIN_GRAM = 3;
const MAX_GRAM = 5;
/** Question words are function words for BM25, but 'cuánto' and 'cuándo' ask different things of the same subject. */
const QUESTION_WORDS: ReadonlySet<string> = new Set(['cuando', 'cuanto', 'cuanta', 'cuantos', 'cuantas', 'como', 'donde', 'quien', 'when', 'how', 'much', 'many', 'who', 'where']);

export interface ExampleHit {
  /** The document the matched text belongs to (an entry's position). */
  doc: number;
  /** Cosine similarity of the best of the document's texts with the query, 0–1. */
  score: number;
}

/** An index as plain data: per n-gram its IDF and postings, per text its document (ADR 043). */
export interface ExampleSnapshot {
  grams: string[];
  idf: Float32Array;
  offsets: Uint32Array;
  texts: Int32Array;
  weights: Float32Array;
  /** The document each text belongs to. */
  owners: Int32Array;
}

/**
 * The second retriever (ADR 043): each document (an entry) is represented by short texts written as users ask
 * (its title and example questions), each a vector of character n-grams of its words (3–5, padded at the word's
 * edges, so 'devuelve' meets 'devolución' and a typo keeps most of its grams), sublinear tf-idf, L2-normalised.
 * A query scores each document by its best text's cosine: a paraphrase that shares sub-words rather than whole
 * stems with one example question is still found, which BM25 over stems misses.
 */
export class ExampleIndex {
  private readonly postings: ReadonlyMap<string, { idf: number; texts: Int32Array; weights: Float32Array }>;
  private readonly scores: Float64Array;

  private constructor(
    private readonly language: AnalysisLanguage,
    postings: Map<string, { idf: number; texts: Int32Array; weights: Float32Array }>,
    private readonly owners: Int32Array,
  ) {
    this.postings = postings;
    this.scores = new Float64Array(owners.length);
  }

  /** Indexes each document's texts (`texts[doc]`) in one language. */
  static build(texts: ReadonlyArray<readonly string[]>, language: AnalysisLanguage): ExampleIndex {
    const owners: number[] = [];
    const counts: Array<Map<string, number>> = [];
    texts.forEach((docTexts, doc) => {
      for (const text of docTexts) {
        const grams = countGrams(text, language);
        if (grams.size === 0) continue;
        owners.push(doc);
        counts.push(grams);
      }
    });
    const df = new Map<string, number>();
    for (const grams of counts) for (const gram of grams.keys()) df.set(gram, (df.get(gram) ?? 0) + 1);
    // Single precision, as a snapshot keeps it: a restored index scores exactly as the one built.
    const idf = new Map([...df].map(([gram, count]) => [gram, Math.fround(Math.log((counts.length + 1) / (count + 1)) + 1)]));
    const lists = new Map<string, { texts: number[]; weights: number[] }>();
    counts.forEach((grams, text) => {
      const vector = weigh(grams, (gram) => idf.get(gram) ?? 0);
      for (const [gram, weight] of vector) {
        let list = lists.get(gram);
        if (!list) lists.set(gram, (list = { texts: [], weights: [] }));
        list.texts.push(text);
        list.weights.push(weight);
      }
    });
    const postings = new Map(
      [...lists].map(([gram, list]) => [gram, { idf: idf.get(gram) ?? 0, texts: Int32Array.from(list.texts), weights: Float32Array.from(list.weights) }]),
    );
    return new ExampleIndex(language, postings, Int32Array.from(owners));
  }

  static restore(snapshot: ExampleSnapshot, language: AnalysisLanguage): ExampleIndex {
    const postings = new Map<string, { idf: number; texts: Int32Array; weights: Float32Array }>();
    snapshot.grams.forEach((gram, i) => {
      const start = snapshot.offsets[i] as number;
      const end = snapshot.offsets[i + 1] as number;
      postings.set(gram, { idf: snapshot.idf[i] as number, texts: snapshot.texts.subarray(start, end), weights: snapshot.weights.subarray(start, end) });
    });
    return new ExampleIndex(language, postings, snapshot.owners);
  }

  snapshot(): ExampleSnapshot {
    const grams = [...this.postings.keys()];
    const offsets = new Uint32Array(grams.length + 1);
    let total = 0;
    grams.forEach((gram, i) => {
      offsets[i] = total;
      total += this.postings.get(gram)?.texts.length ?? 0;
    });
    offsets[grams.length] = total;
    const texts = new Int32Array(total);
    const weights = new Float32Array(total);
    const idf = new Float32Array(grams.length);
    grams.forEach((gram, i) => {
      const list = this.postings.get(gram);
      if (!list) return;
      texts.set(list.texts, offsets[i]);
      weights.set(list.weights, offsets[i]);
      idf[i] = list.idf;
    });
    return { grams, idf, offsets, texts, weights, owners: this.owners };
  }

  /** How many texts the index holds. */
  get size(): number {
    return this.owners.length;
  }

  /** The best `limit` documents for the query, by their best text's cosine similarity, best first. */
  search(query: string, limit: number, context?: { text: string; weight: number }): ExampleHit[] {
    const idfOf = (gram: string) => this.postings.get(gram)?.idf ?? 0;
    const asked = weigh(countGrams(query, this.language), idfOf);
    const vector = context ? blend(asked, weigh(countGrams(context.text, this.language), idfOf), context.weight) : asked;
    const { scores } = this;
    const touched: number[] = [];
    for (const [gram, weight] of vector) {
      const list = this.postings.get(gram);
      if (!list) continue;
      for (let i = 0; i < list.texts.length; i++) {
        const text = list.texts[i] as number;
        if (scores[text] === 0) touched.push(text);
        scores[text] = (scores[text] as number) + weight * (list.weights[i] as number);
      }
    }
    const best = new Map<number, number>();
    for (const text of touched) {
      const doc = this.owners[text] as number;
      const score = scores[text] as number;
      scores[text] = 0;
      if (score > (best.get(doc) ?? 0)) best.set(doc, score);
    }
    return [...best]
      .map(([doc, score]) => ({ doc, score }))
      .sort((a, b) => b.score - a.score || a.doc - b.doc)
      .slice(0, limit);
  }
}

/** The n-grams of a text's content words, counted. Numbers are the user's figures, not the subject: left out. */
function countGrams(text: string, language: AnalysisLanguage): Map<string, number> {
  const stopwords = language === 'es' ? SPANISH_STOPWORDS : ENGLISH_STOPWORDS;
  const counts = new Map<string, number>();
  for (const word of tokenizeFolded(foldText(text))) {
    if (/\d/.test(word) || (stopwords.has(word) && !QUESTION_WORDS.has(word))) continue;
    const padded = `_${word}_`;
    for (let size = MIN_GRAM; size <= MAX_GRAM; size++) {
      for (let start = 0; start + size <= padded.length; start++) {
        const gram = padded.slice(start, start + size);
        counts.set(gram, (counts.get(gram) ?? 0) + 1);
      }
    }
  }
  return counts;
}

/** Sublinear tf times idf, L2-normalised. */
/**
 * The question's vector with the earlier text's beside it at `weight`, renormalised: a follow-up ('¿Y hay algún
 * plazo?') is compared with the entries' phrasings of the subject it continues, not with every deadline.
 */
function blend(asked: ReadonlyMap<string, number>, earlier: ReadonlyMap<string, number>, weight: number): Map<string, number> {
  const vector = new Map(asked);
  for (const [gram, value] of earlier) vector.set(gram, (vector.get(gram) ?? 0) + weight * value);
  const length = Math.sqrt([...vector.values()].reduce((sum, value) => sum + value * value, 0)) || 1;
  for (const [gram, value] of vector) vector.set(gram, value / length);
  return vector;
}

function weigh(counts: ReadonlyMap<string, number>, idfOf: (gram: string) => number): Map<string, number> {
  const vector = new Map<string, number>();
  let norm = 0;
  for (const [gram, count] of counts) {
    const weight = (1 + Math.log(count)) * idfOf(gram);
    if (weight <= 0) continue;
    vector.set(gram, weight);
    norm += weight * weight;
  }
  const length = Math.sqrt(norm) || 1;
  for (const [gram, weight] of vector) vector.set(gram, weight / length);
  return vector;
}
