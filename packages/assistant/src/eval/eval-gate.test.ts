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

describe('the evaluation gate (npm run eval:assistant shows the details)', () => {
  it(`passes at least ${OWN_SET_PASS_SHARE * 100} % of our own development set`, { timeout: 180_000 }, async () => {
    const report = await runEvaluation(engine, loadEvalSet(EVAL_SETS.own));
    const share = report.passed / report.total;
    // On failure the message lists the failing cases, so the regression is visible without running the eval.
    expect(share, `${report.passed}/${report.total} passed; failing:\n${failing(report).join('\n')}`).toBeGreaterThanOrEqual(OWN_SET_PASS_SHARE);
  });

  it('answers every shared dev question', { timeout: 60_000 }, async () => {
    const report = await runEvaluation(engine, loadEvalSet(EVAL_SETS.shared));
    expect(failing(report)).toEqual([]);
  });
});
