import jsep, { type Expression } from 'jsep';
import type { AmountRole, QuestionFacts } from '../facts/types.ts';

/**
 * A rule's formula, written in an entry beside its text (issue 30.3): the amounts it takes, each by the roles it may
 * be read with ('rent'; 'unknown' only when the question holds that one amount), and the sentence it states in each
 * language, with `{expression}` placeholders over the inputs ('{rent * 0.2}'). Applied to the user's figures, it
 * leads the entry: the user's figures, never invented ones.
 */
export interface Formula {
  inputs: Record<string, AmountRole[]>;
  es: string;
  en: string;
}

const PLACEHOLDER = /\{([^{}]+)\}/g;
const OPERATORS: Record<string, (a: number, b: number) => number> = {
  '+': (a, b) => a + b,
  '-': (a, b) => a - b,
  '*': (a, b) => a * b,
  '/': (a, b) => a / b,
};

/**
 * Why a formula cannot be applied, or undefined when it can: every placeholder is arithmetic (+ − × ÷, numbers,
 * parentheses) over the declared inputs only. The knowledge loader rejects an entry whose formula fails this.
 */
export function checkFormula(formula: Formula): string | undefined {
  for (const template of [formula.es, formula.en]) {
    for (const [, source] of template.matchAll(PLACEHOLDER)) {
      let expression: Expression;
      try {
        expression = jsep(source as string);
      } catch (error) {
        return `cannot read {${source}}: ${error instanceof Error ? error.message : String(error)}`;
      }
      const problem = checkExpression(expression, new Set(Object.keys(formula.inputs)));
      if (problem) return `{${source}}: ${problem}`;
    }
  }
  return undefined;
}

function checkExpression(node: Expression, inputs: ReadonlySet<string>): string | undefined {
  if (node.type === 'Literal') return typeof node.value === 'number' ? undefined : 'only numbers are allowed';
  if (node.type === 'Identifier') return inputs.has(node.name as string) ? undefined : `${String(node.name)} is not an input`;
  if (node.type === 'BinaryExpression' && (node.operator as string) in OPERATORS) {
    return checkExpression(node.left as Expression, inputs) ?? checkExpression(node.right as Expression, inputs);
  }
  return `${node.type} is not arithmetic`;
}

/**
 * The formula's sentence in a language with the user's amounts, or undefined when the question lacks one of them.
 * An input read with the role 'unknown' is taken only when it is the question's one amount.
 */
export function applyFormula(formula: Formula, facts: QuestionFacts, lang: 'es' | 'en'): string | undefined {
  const values = new Map<string, number>();
  for (const [name, roles] of Object.entries(formula.inputs)) {
    const known = facts.amounts.find((amount) => amount.role !== 'unknown' && roles.includes(amount.role));
    const sole = roles.includes('unknown') && facts.amounts.length === 1 ? facts.amounts[0] : undefined;
    const amount = known ?? sole;
    if (!amount) return undefined;
    values.set(name, amount.value);
  }
  return formula[lang].replace(PLACEHOLDER, (_, source: string) => formatNumber(evaluate(jsep(source), values), lang));
}

function evaluate(node: Expression, values: ReadonlyMap<string, number>): number {
  if (node.type === 'Literal') return node.value as number;
  if (node.type === 'Identifier') return values.get(node.name as string) ?? Number.NaN;
  const operate = OPERATORS[node.operator as string] as (a: number, b: number) => number;
  return operate(evaluate(node.left as Expression, values), evaluate(node.right as Expression, values));
}

/** '5.400' and '1.800,50' in Spanish; '5,400' and '1,800.50' in English: cents only when there are any. */
function formatNumber(value: number, lang: 'es' | 'en'): string {
  const cents = Math.round(value * 100) % 100 !== 0;
  return new Intl.NumberFormat(lang === 'es' ? 'es-ES' : 'en-GB', {
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: 2,
    useGrouping: lang === 'es' ? 'always' : true,
  }).format(value);
}
