import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { createAssistant, readAssistantOptionsFromEnv } from '../engine.ts';
import { DEFAULT_LEGISLATION, EVAL_SETS } from '../eval/eval-paths.ts';
import { loadEvalSet } from '../eval/eval-set.ts';
import { judgeRetrieval, retrievalScore, retrievalScoreBy, type RetrievalJudgement, type RetrievalScore } from '../eval/retrieval-metrics.ts';
import { causeByCase, failureCauses, type FailureCause } from '../eval/failure-causes.ts';
import type { KnowledgeEntry } from '../knowledge/types.ts';
import { runEvaluation, scoreBy, scoreLine, type EvalReport, type ScoreLine } from '../eval/run-eval.ts';
import type { EvalCase } from '../eval/eval-set.ts';
import { getDefaultKnowledgeDir, loadKnowledgeBase } from '../knowledge/load-knowledge.ts';
import { RetrievalIndex } from '../retrieval/retrieval-index.ts';
import { isLawFileName, parseLawFile } from '../legislation/law-files.ts';
import type { Provision } from '../legislation/types.ts';
import { resolveFromInvocation } from './resolve-path.ts';

/**
 * `npm run eval:assistant [file…] [--verbose]`: runs question sets through the engine and prints each case, then the
 * score per area, per language and overall. Without files: our own dev set and shared/assistant/dev-questions.json.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  const verbose = args.includes('--verbose') || args.includes('-v');
  const files = args.filter((arg) => !arg.startsWith('-')).map(resolveFromInvocation);
  const provisions = readLegislationDir(process.env.LEGISLATION_DIR ?? DEFAULT_LEGISLATION);
  const knowledge = loadKnowledgeBase(getDefaultKnowledgeDir());
  const index = new RetrievalIndex(knowledge, provisions);
  const engine = createAssistant({ ...readAssistantOptionsFromEnv(process.env), knowledge, provisions, index });
  const summaries: string[] = [];
  for (const file of files.length ? files : [EVAL_SETS.own, EVAL_SETS.shared]) {
    const cases = loadEvalSet(file);
    const report = await runEvaluation(engine, cases);
    const judgements = judgeRetrieval(index, knowledge, cases);
    printCases(report, verbose, causeByCase(report.results, judgements, knowledge));
    summaries.push(summary(basename(file), report, judgements, knowledge));
  }
  console.log(`\n${summaries.join('\n\n')}`);
}

function printCases(report: EvalReport, verbose: boolean, causes: ReadonlyMap<string, FailureCause>): void {
  for (const result of report.results) {
    const cites = result.answer.citations.map((c) => c.label).join(', ') || '-';
    const cause = causes.get(result.case.id);
    const failures = [...result.failures, ...(cause ? [`(${cause})`] : [])];
    console.log(`${result.passed ? 'PASS' : 'FAIL'}  ${result.case.id}  [${cites}]${failures.length ? `  ${failures.join('; ')}` : ''}`);
    if (verbose || !result.passed) {
      console.log(`      Q: ${result.case.question}`);
      console.log(`      A: ${result.answer.text.replace(/\s+/g, ' ').slice(0, verbose ? 2000 : 400)}`);
    }
  }
}

/** The groupings every score is broken down by. */
const GROUPINGS: Array<[string, (item: EvalCase) => string]> = [
  ['area', (item) => item.area ?? 'unclassified'],
  ['language', (item) => item.lang],
  ['kind', (item) => item.kind],
];

function summary(name: string, report: EvalReport, judgements: RetrievalJudgement[], knowledge: readonly KnowledgeEntry[]): string {
  const format = (line: ScoreLine) =>
    `  ${line.group.padEnd(12)} ${`${line.passed}/${line.total}`.padStart(8)}  ${percent(line.share).padStart(6)}` +
    `   wrong ${percent(line.wrongShare).padStart(6)}   abstained ${percent(line.abstainedShare).padStart(6)}   facts ${percent(line.factShare).padStart(6)}`;
  const formatRetrieval = (line: RetrievalScore) =>
    `  ${line.group.padEnd(12)} ${String(line.judged).padStart(4)} judged (${line.covered} covered)` +
    `   R@1 ${percent(line.recallAt1).padStart(6)}   R@5 ${percent(line.recallAt5).padStart(6)}   MRR ${line.mrr.toFixed(3)}`;
  return [
    `${name}: cases passed (every key fact stated), answered wrongly (a grounded answer missing a key fact), abstained, and key facts stated`,
    ...GROUPINGS.flatMap(([label, groupOf]) => [`  by ${label}`, ...scoreBy(report.results, groupOf).map(format)]),
    format(scoreLine('overall', report.results)),
    `${name}: retrieval of an entry resting on a provision the case cites (covered: some entry rests on one)`,
    ...GROUPINGS.flatMap(([label, groupOf]) => [`  by ${label}`, ...retrievalScoreBy(judgements, groupOf).map(formatRetrieval)]),
    formatRetrieval(retrievalScore('overall', judgements)),
    `${name}: failed in-field cases by the step that lost them (of which abstained)`,
    ...failureCauses(report.results, judgements, knowledge).map((line) => `  ${line.cause.padEnd(24)} ${String(line.count).padStart(4)}  (${line.abstained})`),
  ].join('\n');
}

function percent(share: number): string {
  return `${(100 * share).toFixed(1)}%`;
}

/** The provisions of every law file of a folder (as the server loads LEGISLATION_DIR), parsed here without a database. */
function readLegislationDir(dir: string): Provision[] {
  const folder = resolveFromInvocation(dir);
  const names = readdirSync(folder).filter(isLawFileName).sort();
  return names.flatMap((name) => parseLawFile(name, readFileSync(join(folder, name), 'utf8')).provisions);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
