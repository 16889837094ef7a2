import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAssistant, readAssistantOptionsFromEnv } from '../engine.ts';
import { runEvaluation, type EvalCase } from '../eval/run-eval.ts';
import { isLawFileName, parseLawFile } from '../legislation/law-files.ts';
import type { Provision } from '../legislation/types.ts';
import { resolveFromInvocation } from './resolve-path.ts';

// packages/assistant/src/cli → the repository's sibling `shared/` folder.
const SHARED = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../shared');
const DEFAULT_SET = resolve(SHARED, 'assistant/dev-questions.json');
/** The laws searched and cited when LEGISLATION_DIR is unset: the shared corpus beside the repository. */
const DEFAULT_LEGISLATION = resolve(SHARED, 'legislation/es');

async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  const verbose = args.includes('--verbose') || args.includes('-v');
  const fileArg = args.find((arg) => !arg.startsWith('-'));
  const file = fileArg ? resolveFromInvocation(fileArg) : DEFAULT_SET;
  const { cases } = JSON.parse(readFileSync(file, 'utf8')) as { cases: EvalCase[] };

  const provisions = readLegislationDir(process.env.LEGISLATION_DIR ?? DEFAULT_LEGISLATION);
  const engine = createAssistant({ ...readAssistantOptionsFromEnv(process.env), provisions });
  const report = await runEvaluation(engine, cases);
  for (const result of report.results) {
    const mark = result.passed ? 'PASS' : 'FAIL';
    const cites = result.answer.citations.map((c) => c.label).join(', ') || '-';
    console.log(`${mark}  ${result.id}  [${cites}]${result.failures.length ? `  ${result.failures.join('; ')}` : ''}`);
    if (verbose || !result.passed) {
      console.log(`      Q: ${result.question}`);
      console.log(`      A: ${result.answer.text.replace(/\s+/g, ' ').slice(0, verbose ? 2000 : 400)}`);
    }
  }
  const share = report.total ? (100 * report.passed) / report.total : 0;
  console.log(`\n${report.passed}/${report.total} cases passed (${share.toFixed(1)}%)`);
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
