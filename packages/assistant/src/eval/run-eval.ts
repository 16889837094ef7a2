import { docxText } from '../documents/test-helpers.ts';
import { foldText } from '../retrieval/fold.ts';
import type { Answer, AssistantEngine, Language } from '../types.ts';
import type { EvalCase } from './eval-set.ts';

export interface EvalCaseResult {
  case: EvalCase;
  passed: boolean;
  /** What is wrong with the reply, one line each. */
  failures: string[];
  /** Key facts stated, of those the case lists. */
  factsStated: number;
  answer: Answer;
  /**
   * Passed; abstained (failed without a grounded answer: 'No lo sé', or a redirection that misses a fact); or
   * wrong: failed with a grounded answer, which the user would take as MIKE's word (worse than 'No lo sé').
   */
  outcome: EvalOutcome;
}

export type EvalOutcome = 'passed' | 'abstained' | 'wrong';

export interface EvalReport {
  results: EvalCaseResult[];
  passed: number;
  total: number;
}

/**
 * The text a pattern is matched against: lower-cased, accents folded, numbers written one way ('1.200,50 €',
 * '1,200.50 EUR' → '1200.50€'; '10 %' → '10%'), spaces collapsed. Patterns are folded the same way.
 */
export function normaliseForMatch(value: string): string {
  return foldText(value)
    .replace(/[\u00a0\u202f\t ]+/g, ' ')
    .replace(/(\d)[.,](?=\d{3}(?!\d))/g, '$1')
    .replace(/(\d),(\d)/g, '$1.$2')
    .replace(/(\d) ?%/g, '$1%')
    .replace(/(\d) ?(?:€|euros?\b|eur\b)/g, '$1€');
}

function matchesAny(patterns: string[], reply: string): boolean {
  return patterns.some((source) => new RegExp(foldText(source)).test(reply));
}

const OUTSIDE_THE_FIELD = /fuera de mi ambito|outside my field/;

/** Runs one case through the engine and checks its reply, its language and its document. */
export async function evaluateCase(engine: AssistantEngine, item: EvalCase): Promise<EvalCaseResult> {
  const expected: Language = item.lang === 'en' ? 'ENGLISH' : 'SPANISH';
  const answer = await engine.answer({
    history: item.history ?? [],
    question: item.question,
    ...(item.checkLanguage ? {} : { language: expected }),
  });
  // The reply as the user sees it: the text and, under it, its source chips.
  const reply = normaliseForMatch(`${answer.text}\n${answer.citations.map((citation) => citation.label).join('\n')}`);
  const failures: string[] = [];
  let factsStated = 0;
  for (const fact of item.facts) {
    if (matchesAny(fact.match, reply)) factsStated++;
    else failures.push(`missing: ${fact.fact}`);
  }
  if (item.checkLanguage && answer.language !== expected) failures.push(`answered in ${answer.language}`);
  if ((item.kind === 'outside' || item.kind === 'greeting') && answer.citations.length > 0) {
    failures.push(`cites ${answer.citations.map((c) => c.label).join(', ')}`);
  }
  // Outside the field is said as such ('queda fuera de mi ámbito'), not as an in-field 'No lo sé'.
  if (item.kind === 'outside' && !OUTSIDE_THE_FIELD.test(reply)) failures.push('not told it is outside the field');
  if (item.documentValues) failures.push(...checkDocument(answer, item.documentValues));
  const passed = failures.length === 0;
  const outcome: EvalOutcome = passed ? 'passed' : answer.grounded ? 'wrong' : 'abstained';
  return { case: item, passed, failures, factsStated, answer, outcome };
}

function checkDocument(answer: Answer, values: string[]): string[] {
  if (answer.documents.length === 0) return ['no document'];
  const content = normaliseForMatch(answer.documents.map((document) => docxText(document.content)).join('\n'));
  return values.filter((value) => !new RegExp(foldText(value)).test(content)).map((value) => `document lacks /${value}/`);
}

/** Runs every case, one after the other (follow-ups carry their own history). */
export async function runEvaluation(engine: AssistantEngine, cases: EvalCase[]): Promise<EvalReport> {
  const results: EvalCaseResult[] = [];
  for (const item of cases) results.push(await evaluateCase(engine, item));
  return { results, passed: results.filter((result) => result.passed).length, total: results.length };
}

export interface ScoreLine {
  group: string;
  passed: number;
  total: number;
  share: number;
  factShare: number;
  /** Share of the cases answered wrongly (a grounded answer that misses a key fact). */
  wrongShare: number;
  /** Share of the cases that failed without a grounded answer. */
  abstainedShare: number;
}

/** Scores by a grouping of the cases (area, language), then overall: share of cases passed and of facts stated. */
export function scoreBy(results: EvalCaseResult[], groupOf: (item: EvalCase) => string): ScoreLine[] {
  const groups = new Map<string, EvalCaseResult[]>();
  for (const result of results) {
    const key = groupOf(result.case);
    groups.set(key, [...(groups.get(key) ?? []), result]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([group, members]) => scoreLine(group, members));
}

export function scoreLine(group: string, members: EvalCaseResult[]): ScoreLine {
  const passed = members.filter((result) => result.passed).length;
  const facts = members.reduce((sum, result) => sum + result.case.facts.length, 0);
  const stated = members.reduce((sum, result) => sum + result.factsStated, 0);
  const shareOf = (count: number) => (members.length ? count / members.length : 0);
  const counted = (outcome: EvalOutcome) => members.filter((result) => result.outcome === outcome).length;
  return {
    group,
    passed,
    total: members.length,
    share: shareOf(passed),
    factShare: facts ? stated / facts : 1,
    wrongShare: shareOf(counted('wrong')),
    abstainedShare: shareOf(counted('abstained')),
  };
}
