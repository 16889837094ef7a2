import type { KnowledgeEntry } from '../knowledge/types.ts';
import { findLaw } from '../legislation/laws.ts';
import type { RetrievalIndex } from '../retrieval/retrieval-index.ts';
import type { EvalCase } from './eval-set.ts';

/** How deep the ranking is read for recall@k and the reciprocal rank. */
const DEPTH = 10;

/**
 * Where retrieval put the right entry for one case. The label comes from the case itself, written before anyone
 * saw MIKE's answers: an entry is right when it rests on a provision the case's facts of the law cite (article level).
 */
export interface RetrievalJudgement {
  case: EvalCase;
  /** 1-based rank of the first right entry among the first DEPTH hits; undefined when none is there. */
  rank?: number;
  /** Whether any entry of the knowledge base rests on one of the case's provisions (else no ranking can find one). */
  covered: boolean;
}

export interface RetrievalScore {
  group: string;
  /** Cases with a provision to look for. */
  judged: number;
  /** Of those, cases some entry covers. */
  covered: number;
  recallAt1: number;
  recallAt5: number;
  /** Mean reciprocal rank (0 for a case whose right entry is not in the first DEPTH hits). */
  mrr: number;
}

/**
 * Judges retrieval of entries for every in-field case whose facts cite a provision. The right entries are those that
 * rest on the most of the case's provisions (an apartado matches its own apartado or the whole article), so a broad
 * entry that only shares a popular article with the case does not count when a closer one exists.
 */
export function judgeRetrieval(index: RetrievalIndex, entries: readonly KnowledgeEntry[], cases: readonly EvalCase[]): RetrievalJudgement[] {
  return judgeRanking(entryRanking(index), entries, cases);
}

/** The ids of the entries the index ranks first for a case (a follow-up read with the user's previous turn). */
export function entryRanking(index: RetrievalIndex): (item: EvalCase) => string[] {
  return (item) => {
    const previous = item.history?.filter((turn) => turn.sender === 'USER').at(-1)?.text;
    const hits = index.search({ text: item.question, language: item.lang, kind: 'entry', limit: DEPTH, ...(previous ? { context: previous } : {}) });
    return hits.map((hit) => hit.doc.id);
  };
}

/** Judges any ranking of entries (a retriever being compared) as `judgeRetrieval` judges the index's. */
export function judgeRanking(rank: (item: EvalCase) => string[], entries: readonly KnowledgeEntry[], cases: readonly EvalCase[]): RetrievalJudgement[] {
  const judgements: RetrievalJudgement[] = [];
  for (const item of cases) {
    if (item.kind !== 'question' && item.kind !== 'follow-up') continue;
    const wanted = keysOfCase(item);
    if (wanted.length === 0) continue;
    const right = closestEntries(entries, wanted);
    const position = rank(item).slice(0, DEPTH).findIndex((id) => right.has(id));
    judgements.push({ case: item, covered: right.size > 0, ...(position >= 0 ? { rank: position + 1 } : {}) });
  }
  return judgements;
}

/** The provisions a case's facts of the law cite, read from their labels. */
export function keysOfCase(item: EvalCase): ProvisionKey[] {
  return [...new Set(item.facts.flatMap((fact) => (fact.source ? parseSourceLabels(fact.source) : [])))].map(readKey);
}

export interface ProvisionKey {
  law: string;
  article: string;
  apartado?: string;
}

/** The entries resting on the most of the wanted provisions (none when no entry rests on any). */
export function closestEntries(entries: readonly KnowledgeEntry[], wanted: readonly ProvisionKey[]): Set<string> {
  let best = 0;
  let right = new Set<string>();
  for (const entry of entries) {
    const overlap = wanted.filter((key) =>
      entry.sources.some((source) => source.law === key.law && source.article === key.article && (!key.apartado || !source.apartado || source.apartado === key.apartado)),
    ).length;
    if (overlap > best) [best, right] = [overlap, new Set([entry.id])];
    else if (overlap === best && overlap > 0) right.add(entry.id);
  }
  return right;
}

/** Recall@1, recall@5 and MRR of a group of judgements. */
export function retrievalScore(group: string, judgements: readonly RetrievalJudgement[]): RetrievalScore {
  const share = (count: number) => (judgements.length ? count / judgements.length : 0);
  const within = (k: number) => judgements.filter((judgement) => judgement.rank !== undefined && judgement.rank <= k).length;
  return {
    group,
    judged: judgements.length,
    covered: judgements.filter((judgement) => judgement.covered).length,
    recallAt1: share(within(1)),
    recallAt5: share(within(5)),
    mrr: share(judgements.reduce((sum, judgement) => sum + (judgement.rank ? 1 / judgement.rank : 0), 0)),
  };
}

/** Retrieval scores by a grouping of the cases, sorted by group. */
export function retrievalScoreBy(judgements: readonly RetrievalJudgement[], groupOf: (item: EvalCase) => string): RetrievalScore[] {
  const groups = new Map<string, RetrievalJudgement[]>();
  for (const judgement of judgements) groups.set(groupOf(judgement.case), [...(groups.get(groupOf(judgement.case)) ?? []), judgement]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([group, members]) => retrievalScore(group, members));
}

/** An article (or an additional, transitional, final or derogating provision) and its apartado, as labels write them. */
const ARTICLE = String.raw`((?:D[ATFD]\s+(?:\d+ª|única))|\d+(?:\s+(?:bis|ter|quater))?)(?:\.(\d+))?(?:\.\w+)?`;
/** 'Art. 36.1 LAU': the article, then the law. */
const ARTICLE_FIRST = new RegExp(String.raw`^(?:art(?:[ií]culo|\.)?\s*)?${ARTICLE}\s+(.+)$`, 'i');
/** 'LAU art. 36.1', 'Ley 12/2023 DF 1ª': the law, then the article. */
const LAW_FIRST = new RegExp(String.raw`^(.+?)\s+(?:art(?:[ií]culo|\.)?\s*|(?=D[ATFD]\s))${ARTICLE}$`, 'i');

/**
 * 'Art. 36.1 LAU' and 'LAU art. 36.1' → 'LAU|36|1'; 'DA 11ª LAU' → 'LAU|DA 11ª|'; undefined for a label it cannot
 * read. A label citing several provisions ('Ley 12/2023 DF 1ª; LAU art. 20.1') gives its first; see parseSourceLabels.
 */
export function parseSourceLabel(label: string): string | undefined {
  return parseSourceLabels(label)[0];
}

/** Every provision a label cites, its parts separated by ';'. */
export function parseSourceLabels(label: string): string[] {
  return label.split(';').flatMap((part) => {
    const text = part.trim();
    const articleFirst = ARTICLE_FIRST.exec(text);
    if (articleFirst) return [key(articleFirst[3] ?? '', articleFirst[1] ?? '', articleFirst[2] ?? '')];
    const lawFirst = LAW_FIRST.exec(text);
    return lawFirst ? [key(lawFirst[1] ?? '', lawFirst[2] ?? '', lawFirst[3] ?? '')] : [];
  });
}

function key(law: string, article: string, apartado: string): string {
  return `${law.trim()}|${article.replace(/\s+/g, ' ')}|${apartado}`;
}

/** A key read back, its law named as entries name it ('Ley 5/2019' → 'LCCI'), so an alias still finds them. */
function readKey(key: string): ProvisionKey {
  const [law = '', article = '', apartado = ''] = key.split('|');
  return { law: findLaw(law)?.law ?? law, article, ...(apartado ? { apartado } : {}) };
}
