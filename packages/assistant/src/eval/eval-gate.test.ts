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

describe('the evaluation gate (npm run eval:assistant shows the details)', () => {
  it('answers every shared dev question', { timeout: 60_000 }, async () => {
    const report = await runEvaluation(engine, loadEvalSet(EVAL_SETS.shared));
    expect(failing(report)).toEqual([]);
  });
});
