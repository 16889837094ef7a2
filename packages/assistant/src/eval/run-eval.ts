import { foldText } from '../retrieval/fold.ts';
import type { Answer, AssistantEngine, Language } from '../types.ts';

/** One case of a question set (see shared/assistant/dev-questions.json). */
export interface EvalCase {
  id: string;
  lang: 'es' | 'en';
  question: string;
  /** Regular expressions that must ALL match the folded, lower-cased reply. */
  expect: string[];
  expectDocument?: boolean;
  outOfScope?: boolean;
  /** Earlier turns, for follow-up cases. */
  history?: Array<{ sender: 'USER' | 'BOT'; text: string }>;
}

export interface EvalCaseResult {
  id: string;
  question: string;
  passed: boolean;
  failures: string[];
  answer: Answer;
}

export interface EvalReport {
  results: EvalCaseResult[];
  passed: number;
  total: number;
}

/** Says it cannot help, in either language (folded text). */
const CANNOT_HELP = /no puedo ayudar|cannot help|can'?t help|no lo se|i don'?t know/;

/** Runs every case through the engine and checks it the way the question set describes. */
export async function runEvaluation(engine: AssistantEngine, cases: EvalCase[]): Promise<EvalReport> {
  const results: EvalCaseResult[] = [];
  for (const testCase of cases) {
    const language: Language = testCase.lang === 'en' ? 'ENGLISH' : 'SPANISH';
    const answer = await engine.answer({ history: testCase.history ?? [], question: testCase.question, language });
    // The reply as the user sees it: the text and, under it, its source chips.
    const reply = foldText(`${answer.text}\n${answer.citations.map((citation) => citation.label).join('\n')}`);
    const failures: string[] = [];
    for (const pattern of testCase.expect) {
      if (!new RegExp(foldText(pattern)).test(reply)) failures.push(`missing /${pattern}/`);
    }
    if (testCase.expectDocument && answer.documents.length === 0) failures.push('no document');
    if (testCase.outOfScope) {
      if (answer.citations.length > 0) failures.push(`cites ${answer.citations.map((c) => c.label).join(', ')}`);
      if (!CANNOT_HELP.test(reply)) failures.push('does not say it cannot help');
    }
    results.push({ id: testCase.id, question: testCase.question, passed: failures.length === 0, failures, answer });
  }
  return { results, passed: results.filter((r) => r.passed).length, total: results.length };
}
