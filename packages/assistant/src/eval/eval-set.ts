import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { KNOWLEDGE_AREAS } from '../knowledge/schema.ts';

/** Where a case belongs when scores are broken down: the knowledge areas, plus outside-the-field and small talk. */
export const EVAL_AREAS = [...KNOWLEDGE_AREAS, 'outside', 'greeting'] as const;
export type EvalArea = (typeof EVAL_AREAS)[number];

/** What the user asks for: an answer, an answer that reads the conversation, a document, or none of the field. */
export const CASE_KINDS = ['question', 'follow-up', 'draft', 'outside', 'greeting'] as const;

const text = z.string().trim().min(1);
/** A regular expression, checked to compile when the set is loaded (a typo fails the load, not silently the case). */
const pattern = text.refine((source) => {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}, 'is not a valid regular expression');

const TurnSchema = z.strictObject({ sender: z.enum(['USER', 'BOT']), text });

/**
 * One key fact a correct answer must state: alternative phrasings (regular expressions matched on the normalised
 * reply, see normaliseForMatch), any of which states it, and the provision of the corpus it was checked against.
 */
/**
 * What a fact checks: a rule of the law (the default, with its source), the safety advice an emergency gets first,
 * the refusal of a request to deceive, or the redirection of another field's part of a question.
 */
export const FACT_KINDS = ['law', 'safety', 'refusal', 'redirection'] as const;

const FactSchema = z.strictObject({
  fact: text,
  match: z.array(pattern).min(1),
  source: text.optional(),
  about: z.enum(FACT_KINDS).optional(),
});

const OwnCaseSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be kebab-case'),
    area: z.enum(EVAL_AREAS),
    kind: z.enum(CASE_KINDS),
    lang: z.enum(['es', 'en']),
    question: text,
    /** Earlier turns: a follow-up is asked after them. */
    history: z.array(TurnSchema).min(1).optional(),
    facts: z.array(FactSchema),
    /** For drafts: values the document itself must contain (patterns on its normalised text). */
    documentValues: z.array(pattern).min(1).optional(),
  })
  .superRefine((item, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (item.kind === 'follow-up' && !item.history) issue('history', 'a follow-up needs the earlier turns');
    if (item.kind !== 'follow-up' && item.history) issue('history', 'only follow-ups carry earlier turns');
    if (item.kind === 'draft' && !item.documentValues) issue('documentValues', 'a draft lists the values its document must contain');
    if (item.kind !== 'draft' && item.documentValues) issue('documentValues', 'only drafts have document values');
    const inField = item.kind === 'question' || item.kind === 'follow-up';
    if (inField && item.facts.length < 2) issue('facts', 'an in-field question needs at least two key facts');
    if (inField && item.facts.some((fact) => (fact.about ?? 'law') === 'law' && !fact.source)) issue('facts', 'every fact of the law in an in-field question cites its source');
    if (item.facts.some((fact) => fact.about && fact.about !== 'law' && fact.source)) issue('facts', 'only facts of the law cite a source');
    if ((item.kind === 'outside') !== (item.area === 'outside')) issue('area', 'outside-the-field cases, and only they, have area "outside"');
    if ((item.kind === 'greeting') !== (item.area === 'greeting')) issue('area', 'greetings, and only they, have area "greeting"');
  });

export const OwnEvalSetSchema = z
  .strictObject({ about: text, cases: z.array(OwnCaseSchema).min(1) })
  .superRefine((set, ctx) => {
    const seen = new Set<string>();
    set.cases.forEach((item, index) => {
      if (seen.has(item.id)) ctx.addIssue({ code: 'custom', path: ['cases', index, 'id'], message: `duplicate id ${item.id}` });
      seen.add(item.id);
    });
  });
export type OwnEvalSet = z.infer<typeof OwnEvalSetSchema>;

/** The format of shared/assistant/dev-questions.json: every pattern of `expect` must match. */
const LegacyCaseSchema = z.strictObject({
  id: text,
  lang: z.enum(['es', 'en']),
  question: text,
  expect: z.array(pattern),
  expectDocument: z.boolean().optional(),
  outOfScope: z.boolean().optional(),
  history: z.array(TurnSchema).optional(),
});
const LegacyEvalSetSchema = z.looseObject({ cases: z.array(LegacyCaseSchema).min(1) });

/** How the shared set checks that an out-of-scope reply says it cannot help (folded text). */
const CANNOT_HELP = "no puedo ayudar|cannot help|can'?t help|no lo se|i don'?t know";

/** A case as the runner checks it, whatever file format it came from. */
export interface EvalCase {
  id: string;
  lang: 'es' | 'en';
  /** Absent for sets that do not classify their cases. */
  area?: EvalArea;
  kind: (typeof CASE_KINDS)[number];
  question: string;
  history?: Array<{ sender: 'USER' | 'BOT'; text: string }>;
  facts: Array<{ fact: string; match: string[]; source?: string; about?: (typeof FACT_KINDS)[number] }>;
  /** Patterns the drafted document must contain; an empty list asks only for a document. */
  documentValues?: string[];
  /** Own sets check the language the engine detects; the shared set tells the engine the language. */
  checkLanguage: boolean;
}

/** Reads a question set in either format; a malformed file throws an error naming the case and field. */
export function loadEvalSet(file: string): EvalCase[] {
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const isOwn = typeof raw === 'object' && raw !== null && Array.isArray((raw as { cases?: unknown }).cases) && hasFacts(raw);
  if (isOwn) return parseOrThrow(OwnEvalSetSchema, raw, file).cases.map((item) => ({ ...item, checkLanguage: true }));
  return parseOrThrow(LegacyEvalSetSchema, raw, file).cases.map((item) => ({
    id: item.id,
    lang: item.lang,
    kind: item.outOfScope ? 'outside' : item.expectDocument ? 'draft' : 'question',
    question: item.question,
    history: item.history,
    facts: [
      ...item.expect.map((source) => ({ fact: source, match: [source] })),
      ...(item.outOfScope ? [{ fact: 'says it cannot help', match: [CANNOT_HELP] }] : []),
    ],
    documentValues: item.expectDocument ? [] : undefined,
    checkLanguage: false,
  }));
}

function hasFacts(raw: object): boolean {
  const [first] = (raw as { cases: unknown[] }).cases;
  return typeof first === 'object' && first !== null && 'facts' in first;
}

function parseOrThrow<T>(schema: z.ZodType<T>, raw: unknown, file: string): T {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n  ');
  throw new Error(`${file} is not a valid question set:\n  ${issues}`);
}
