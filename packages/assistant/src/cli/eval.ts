import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { createAssistant, readAssistantOptionsFromEnv } from '../engine.ts';
import { DEFAULT_LEGISLATION, EVAL_SETS } from '../eval/eval-paths.ts';
import { loadEvalSet } from '../eval/eval-set.ts';
import { runEvaluation, scoreBy, scoreLine, type EvalReport, type ScoreLine } from '../eval/run-eval.ts';
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
  const engine = createAssistant({ ...readAssistantOptionsFromEnv(process.env), provisions });
  const summaries: string[] = [];
  for (const file of files.length ? files : [EVAL_SETS.own, EVAL_SETS.shared]) {
    const report = await runEvaluation(engine, loadEvalSet(file));
    printCases(report, verbose);
    summaries.push(summary(basename(file), report));
  }
  console.log(`\n${summaries.join('\n\n')}`);
}

function printCases(report: EvalReport, verbose: boolean): void {
  for (const result of report.results) {
    const cites = result.answer.citations.map((c) => c.label).join(', ') || '-';
    console.log(`${result.passed ? 'PASS' : 'FAIL'}  ${result.case.id}  [${cites}]${result.failures.length ? `  ${result.failures.join('; ')}` : ''}`);
    if (verbose || !result.passed) {
      console.log(`      Q: ${result.case.question}`);
      console.log(`      A: ${result.answer.text.replace(/\s+/g, ' ').slice(0, verbose ? 2000 : 400)}`);
    }
  }
}

function summary(name: string, report: EvalReport): string {
  const format = (line: ScoreLine) =>
    `  ${line.group.padEnd(12)} ${`${line.passed}/${line.total}`.padStart(8)}  ${percent(line.share).padStart(6)}   facts ${percent(line.factShare).padStart(6)}`;
  return [
    `${name}: cases passed (every key fact stated), and share of key facts stated`,
    '  by area',
    ...scoreBy(report.results, (item) => item.area ?? 'unclassified').map(format),
    '  by language',
    ...scoreBy(report.results, (item) => item.lang).map(format),
    format(scoreLine('overall', report.results)),
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
