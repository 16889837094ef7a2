import type { KnowledgeEntry } from '../knowledge/types.ts';
import { foldText } from '../retrieval/fold.ts';
import { closestEntries, keysOfCase, type RetrievalJudgement } from './retrieval-metrics.ts';
import { normaliseForMatch, type EvalCaseResult } from './run-eval.ts';

/**
 * Why an in-field case failed, read from the outcome and the retrieval judgement alone, so a set can be diagnosed
 * without anyone reading its cases: the step of the pipeline to mend is the one where the right knowledge was lost.
 */
export const FAILURE_CAUSES = [
  /** No entry rests on any provision the case cites: the knowledge does not cover it. */
  'not covered',
  /** An entry covers it but retrieval does not rank it in the first ten. */
  'not retrieved',
  /** The right entry is ranked, but not first. */
  'ranked below',
  /** The right entry is first in retrieval and holds the missing fact, but the plan led with another. */
  'another entry led',
  /** The right entry is first and holds the missing fact, but the reply does not say it. */
  'dropped in composition',
  /** The right entry is first but does not hold the missing fact (the entry's text, or the case's wording). */
  'not in the entry',
] as const;
export type FailureCause = (typeof FAILURE_CAUSES)[number];

export interface FailureCauseLine {
  cause: FailureCause;
  count: number;
  /** Of them, answered with 'No lo sé' (not grounded) rather than a wrong answer. */
  abstained: number;
}

/** Counts the failed in-field cases with a provision to look for by the step that lost them. */
export function failureCauses(results: readonly EvalCaseResult[], judgements: readonly RetrievalJudgement[], entries: readonly KnowledgeEntry[]): FailureCauseLine[] {
  const causes = causeByCase(results, judgements, entries);
  const lines = new Map<FailureCause, FailureCauseLine>(FAILURE_CAUSES.map((cause) => [cause, { cause, count: 0, abstained: 0 }]));
  for (const result of results) {
    const line = lines.get(causes.get(result.case.id) as FailureCause);
    if (!line) continue;
    line.count++;
    if (result.outcome === 'abstained') line.abstained++;
  }
  return [...lines.values()];
}

/** The step that lost each failed in-field case, by case id (for the per-case lines of a development set). */
export function causeByCase(results: readonly EvalCaseResult[], judgements: readonly RetrievalJudgement[], entries: readonly KnowledgeEntry[]): Map<string, FailureCause> {
  const byId = new Map(judgements.map((judgement) => [judgement.case.id, judgement]));
  const causes = new Map<string, FailureCause>();
  for (const result of results) {
    const judgement = byId.get(result.case.id);
    if (!result.passed && judgement) causes.set(result.case.id, causeOf(result, judgement, entries));
  }
  return causes;
}

function causeOf(result: EvalCaseResult, judgement: RetrievalJudgement, entries: readonly KnowledgeEntry[]): FailureCause {
  if (!judgement.covered) return 'not covered';
  if (judgement.rank === undefined) return 'not retrieved';
  if (judgement.rank > 1) return 'ranked below';
  const right = closestEntries(entries, keysOfCase(result.case));
  const lang = result.case.lang;
  const texts = entries.filter((entry) => right.has(entry.id)).map((entry) => normaliseForMatch(entryText(entry, lang)));
  const missing = result.case.facts.filter((fact) => !fact.match.some((source) => new RegExp(foldText(source)).test(normaliseForMatch(result.answer.text))));
  const held = missing.every((fact) => texts.some((text) => fact.match.some((source) => new RegExp(foldText(source)).test(text))));
  if (!held) return 'not in the entry';
  const titles = entries.filter((entry) => right.has(entry.id)).map((entry) => entry[lang].title);
  return titles.some((title) => result.answer.text.includes(`**${title}**`)) ? 'dropped in composition' : 'another entry led';
}

function entryText(entry: KnowledgeEntry, lang: 'es' | 'en'): string {
  const text = entry[lang];
  const sources = entry.sources.map((source) => `Art. ${source.article}${source.apartado ? `.${source.apartado}` : ''} ${source.law}`);
  return [text.title, text.answer, text.details, ...sources].join('\n');
}
