import { describe, expect, it } from 'vitest';
import { createAssistant } from '../engine.ts';
import { loadSharedProvisions } from '../test-utils/shared-corpus.ts';
import { EVAL_SETS } from './eval-paths.ts';
import { loadEvalSet } from './eval-set.ts';
import { runEvaluation, type EvalReport } from './run-eval.ts';

// The real engine: the knowledge base of this package beside the whole shared corpus of laws.
const engine = createAssistant({ provider: 'local', provisions: loadSharedProvisions() });

function failing(report: EvalReport): string[] {
  return report.results.filter((result) => !result.passed).map((result) => `${result.case.id}: ${result.failures.join('; ')}`);
}

/** Issue 12.6: the share of our own set's cases whose every key fact a reply states. */
const OWN_SET_PASS_SHARE = 0.9;
/**
 * Issue 30.7: the frozen held-out set's floor, which only rises (27.4 % when it was written, 2026-12-05; 28.0 % after
 * the first session of mends; 37.6 % after the second: the vocabulary on the question, the asked sentence, each part
 * of a question answered; 38.9 % after the third: the kind of answer asked, follow-ups read in both retrievers). Its
 * failures are not listed: the set is measured, never read case by case while mending.
 */
const HELD_OUT_PASS_FLOOR = 0.38;

describe('the evaluation gate (npm run eval:assistant shows the details)', () => {
  it(`passes at least ${OWN_SET_PASS_SHARE * 100} % of our own development set`, { timeout: 180_000 }, async () => {
    const report = await runEvaluation(engine, loadEvalSet(EVAL_SETS.own));
    const share = report.passed / report.total;
    // On failure the message lists the failing cases, so the regression is visible without running the eval.
    expect(share, `${report.passed}/${report.total} passed; failing:\n${failing(report).join('\n')}`).toBeGreaterThanOrEqual(OWN_SET_PASS_SHARE);
  });

  it(`passes at least ${HELD_OUT_PASS_FLOOR * 100} % of the frozen held-out set`, { timeout: 180_000 }, async () => {
    const report = await runEvaluation(engine, loadEvalSet(EVAL_SETS.heldOut));
    expect(report.passed / report.total, `${report.passed}/${report.total} passed`).toBeGreaterThanOrEqual(HELD_OUT_PASS_FLOOR);
  });

  it('answers every shared dev question', { timeout: 60_000 }, async () => {
    const report = await runEvaluation(engine, loadEvalSet(EVAL_SETS.shared));
    expect(failing(report)).toEqual([]);
  });
});
