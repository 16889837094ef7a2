import { AMOUNT_ROLES } from '../facts/types.ts';
import { checkFormula } from './formulas.ts';
import { z } from 'zod';

/** The areas of the knowledge base, one folder each (sections 1–7 of TOPICS.md). */
export const KNOWLEDGE_AREAS = ['leases', 'eviction', 'sale', 'mortgage', 'community', 'tax', 'practice'] as const;
export const KnowledgeAreaSchema = z.enum(KNOWLEDGE_AREAS, {
  error: (issue) =>
    issue.input == null ? 'is required' : `unknown area ${JSON.stringify(issue.input)} (one of ${KNOWLEDGE_AREAS.join(', ')})`,
});
export type KnowledgeArea = z.infer<typeof KnowledgeAreaSchema>;

/** Short names of the 21 laws of the consolidated corpus: the only ones an entry may cite as a source. */
export const CORPUS_LAWS = [
  'LAU',
  'CC',
  'LPH',
  'LEC',
  'LH',
  'RH',
  'LCCI',
  'TRLITPAJD',
  'TRLRHL',
  'LIRPF',
  'LIVA',
  'LOE',
  'CE',
  'TRLSRU',
  'Ley 12/2023',
  'RDL 6/2012',
  'Ley 1/2013',
  'RD 390/2021',
  'RD 1312/2024',
  'LO 1/2025',
  'Catastro',
] as const;
export type CorpusLaw = (typeof CORPUS_LAWS)[number];

const LATIN_SUFFIX = '(?: (?:bis|ter|qu[aá]ter|quinquies|sexies|septies|octies|nonies|decies))?';
/**
 * An article key as the legislation parser normalises it: '9', '9 bis', 'DA 11ª', 'DT 4ª', 'DF 1ª',
 * 'DD única'. Apartados and letters go in their own fields, never in the key ('17.12' is wrong).
 */
export const ARTICLE_KEY = new RegExp(`^(?:[1-9]\\d*|(?:DA|DT|DF|DD) (?:[1-9]\\d*ª|única))${LATIN_SUFFIX}$`);
export const APARTADO_KEY = new RegExp(`^[1-9]\\d*${LATIN_SUFFIX}$`);
export const LETTER_KEY = /^[a-zñ]$/;

/** An error message that tells a missing field from a wrong one. */
function expected(what: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? 'is required' : what);
}

const text = z.string({ error: expected('must be text') }).trim().min(1, 'must not be empty');

const SourceSchema = z.strictObject({
  law: z.enum(CORPUS_LAWS, {
    error: (issue) =>
      issue.input == null
        ? 'is required'
        : `${JSON.stringify(issue.input)} is not a law of the corpus (${CORPUS_LAWS.join(', ')}); cite other norms under references`,
  }),
  article: z
    .string({ error: 'must be text, quoted: article: "9"' })
    .regex(ARTICLE_KEY, 'must be an article key such as "9", "9 bis", "DA 11ª", "DT 4ª" or "DD única" (apartado and letter go in their own fields)'),
  apartado: z.string({ error: expected('must be text, quoted: apartado: "1"') }).regex(APARTADO_KEY, 'must be an apartado number such as "1" or "3 bis"').optional(),
  letter: z.string({ error: expected('must be text') }).regex(LETTER_KEY, 'must be one lower-case letter such as "e"').optional(),
});
export type KnowledgeSource = z.infer<typeof SourceSchema>;

/** A calendar date written YYYY-MM-DD (left unquoted, YAML keeps it as text). */
const DateSchema = z.iso.date({ error: expected('must be a date written YYYY-MM-DD') });

export const LANDLORD_KINDS = ['fisica', 'juridica', 'gran-tenedor'] as const;
export const PROPERTY_KINDS = ['vivienda', 'local', 'temporada', 'garaje'] as const;
export const REGIONS = [
  'andalucia',
  'aragon',
  'asturias',
  'baleares',
  'canarias',
  'cantabria',
  'castilla-la-mancha',
  'castilla-y-leon',
  'cataluna',
  'ceuta',
  'comunidad-valenciana',
  'extremadura',
  'galicia',
  'la-rioja',
  'madrid',
  'melilla',
  'murcia',
  'navarra',
  'pais-vasco',
] as const;

/** One value or a list of them, kept as a list. */
function oneOrMany<const T extends readonly [string, ...string[]]>(values: T) {
  const value = z.enum(values, { error: (issue) => `${JSON.stringify(issue.input)} is not one of ${values.join(', ')}` });
  return z.preprocess((input) => (typeof input === 'string' ? [input] : input), z.array(value, { error: 'must be a value or a list of values' }).min(1));
}

const AppliesToSchema = z.strictObject({
  landlord: oneOrMany(LANDLORD_KINDS).optional(),
  property: oneOrMany(PROPERTY_KINDS).optional(),
  zone: z.literal('tensionada', { error: 'the only zone is "tensionada"' }).optional(),
  region: oneOrMany(REGIONS).optional(),
});
export type AppliesTo = z.infer<typeof AppliesToSchema>;

function bilingual<T extends z.ZodType>(schema: T) {
  return z.strictObject({ es: schema, en: schema }, { error: expected('needs es and en') });
}

/** A rule's formula over the user's amounts (`formulas.ts`), checked to be arithmetic over its inputs when loaded. */
const FormulaSchema = z
  .strictObject({
    inputs: z.record(z.string().regex(/^[a-z][a-zA-Z]*$/, 'an input is a camelCase name'), z.array(z.enum(AMOUNT_ROLES)).min(1)),
    es: text,
    en: text,
  })
  .superRefine((formula, ctx) => {
    const problem = checkFormula(formula);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** The YAML front matter of an entry file. Unknown fields are errors, so a misspelt key never passes silently. */
export const FrontMatterSchema = z
  .strictObject({
    id: z.string({ error: expected('must be text') }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be kebab-case (a-z, 0-9 and hyphens)'),
    area: KnowledgeAreaSchema,
    sources: z.array(SourceSchema, { error: expected('must be a list of { law, article }') }).min(1, 'needs at least one source of the corpus'),
    references: z.array(text).min(1, 'leave it out rather than empty').optional(),
    validFrom: DateSchema.optional(),
    validUntil: DateSchema.optional(),
    reviewedAt: DateSchema.optional(),
    appliesTo: AppliesToSchema.optional(),
    formulas: z.array(FormulaSchema).min(1, 'leave it out rather than empty').optional(),
    title: bilingual(text),
    questions: bilingual(z.array(text, { error: expected('must be a list of questions') }).min(2, 'needs 2 to 5 questions').max(5, 'needs 2 to 5 questions')),
    keywords: bilingual(z.array(text, { error: expected('must be a list of words') }).min(1, 'needs at least one keyword')),
  })
  .superRefine((front, ctx) => {
    if (front.validFrom && front.validUntil && front.validUntil < front.validFrom) {
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: 'is before validFrom' });
    }
    if (front.reviewedAt && front.reviewedAt > new Date().toISOString().slice(0, 10)) {
      ctx.addIssue({ code: 'custom', path: ['reviewedAt'], message: 'is in the future' });
    }
  });
export type FrontMatter = z.infer<typeof FrontMatterSchema>;
