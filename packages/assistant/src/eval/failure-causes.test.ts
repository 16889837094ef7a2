import { describe, expect, it } from 'vitest';
import { RetrievalIndex } from '../retrieval/retrieval-index.ts';
import { fixtureEntries } from '../test-fixtures.ts';
import type { EvalCase } from './eval-set.ts';
import { causeByCase, failureCauses } from './failure-causes.ts';
import { judgeRetrieval } from './retrieval-metrics.ts';
import type { EvalCaseResult } from './run-eval.ts';

function failed(id: string, question: string, source: string, match: string, reply: string, grounded = true): EvalCaseResult {
  const item: EvalCase = {
    id,
    lang: 'es',
    kind: 'question',
    question,
    facts: [{ fact: 'the fact', match: [match], source }],
    checkLanguage: true,
  };
  const answer = { text: reply, language: 'SPANISH' as const, citations: [], relatedQuestions: [], documents: [], grounded };
  return { case: item, passed: false, failures: ['missing: the fact'], factsStated: 0, answer, outcome: grounded ? 'wrong' : 'abstained' };
}

describe('failure causes', () => {
  const index = new RetrievalIndex(fixtureEntries);
  const results = [
    // The return of the deposit is found first and leads; its entry says the landlord returns it, the reply does not.
    failed('dropped', '¿Cuándo me devuelven la fianza?', 'Art. 36.4 LAU', 'arrendador devuelve', '**Devolución de la fianza**\n\nSe devuelve.', false),
    // Found first, but the plan led with another entry.
    failed('led', '¿Cuándo me devuelven la fianza?', 'Art. 36.4 LAU', 'arrendador devuelve', '**La fianza**\n\nUna mensualidad.'),
    // Found first, but nothing in the entry says 'un mes exacto'.
    failed('absent', '¿Cuándo me devuelven la fianza?', 'Art. 36.4 LAU', 'un mes exacto', 'La fianza se devuelve.'),
    // No entry rests on the LOE.
    failed('uncovered', '¿Cuándo me devuelven la fianza?', 'Art. 1 LOE', 'x', 'La fianza se devuelve.'),
  ];
  const judgements = judgeRetrieval(
    index,
    fixtureEntries,
    results.map((result) => result.case),
  );

  it('tells the step that lost each failed case from the ranking and the right entry’s text', () => {
    expect(Object.fromEntries(causeByCase(results, judgements, fixtureEntries))).toEqual({
      dropped: 'dropped in composition',
      led: 'another entry led',
      absent: 'not in the entry',
      uncovered: 'not covered',
    });
  });

  it('counts them by cause, with the abstentions apart', () => {
    const lines = failureCauses(results, judgements, fixtureEntries);
    expect(lines.find((line) => line.cause === 'dropped in composition')).toEqual({ cause: 'dropped in composition', count: 1, abstained: 1 });
    expect(lines.reduce((sum, line) => sum + line.count, 0)).toBe(4);
  });
});
