import { load, YAMLException } from 'js-yaml';
import type { z } from 'zod';
import { parseEntryBody } from './parse-body.ts';
import { FrontMatterSchema, type FrontMatter } from './schema.ts';
import type { KnowledgeEntry } from './types.ts';

/** One problem of one entry file: the file (relative to the knowledge folder), the field and what is wrong. */
export interface KnowledgeIssue {
  file: string;
  field: string;
  message: string;
}

const FRONT_MATTER = /^---[ \t]*\n([\s\S]*?)\n---[ \t]*(?:\n|$)/;

/**
 * Parses one entry file: YAML front matter between `---` lines (validated by `FrontMatterSchema`),
 * then the body (`# es` › `## Respuesta`, `## Detalles`; `# en` › `## Answer`, `## Details`).
 * Returns the entry, or every problem found.
 */
export function parseEntryFile(source: string, file: string): { entry?: KnowledgeEntry; issues: KnowledgeIssue[] } {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const issue = (field: string, message: string): KnowledgeIssue => ({ file, field, message });
  const split = FRONT_MATTER.exec(text);
  if (!split) return { issues: [issue('front matter', 'missing: the file must start with YAML between two lines "---"')] };

  const issues: KnowledgeIssue[] = [];
  let front: FrontMatter | undefined;
  const yaml = readYaml(split[1] ?? '');
  if ('error' in yaml) {
    issues.push(issue('front matter', yaml.error));
  } else {
    const parsed = FrontMatterSchema.safeParse(yaml.value);
    if (parsed.success) front = parsed.data;
    else issues.push(...parsed.error.issues.map((zodIssue) => issue(fieldOfIssue(zodIssue), messageOfIssue(zodIssue))));
  }
  const body = parseEntryBody(text.slice(split[0].length));
  issues.push(...body.issues.map((bodyIssue) => issue(bodyIssue.field, bodyIssue.message)));
  if (!front || !body.body || issues.length > 0) return { issues };

  const entry: KnowledgeEntry = {
    id: front.id,
    area: front.area,
    sources: front.sources,
    es: { title: front.title.es, ...body.body.es, questions: front.questions.es, keywords: front.keywords.es },
    en: { title: front.title.en, ...body.body.en, questions: front.questions.en, keywords: front.keywords.en },
  };
  if (front.references) entry.references = front.references;
  if (front.validFrom) entry.validFrom = front.validFrom;
  if (front.validUntil) entry.validUntil = front.validUntil;
  if (front.reviewedAt) entry.reviewedAt = front.reviewedAt;
  if (front.appliesTo) entry.appliesTo = front.appliesTo;
  if (front.formulas) entry.formulas = front.formulas;
  return { entry, issues };
}

function readYaml(source: string): { value: unknown } | { error: string } {
  try {
    // The default (core) schema keeps 2019-03-06 as text; aliases have no use in an entry.
    const value = load(source, { maxAliases: 0 });
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return { error: 'must be a YAML mapping of fields' };
    return { value };
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    // The front matter starts on the file's second line.
    const line = error.mark ? ` at line ${error.mark.line + 2}` : '';
    return { error: `bad YAML${line}: ${error.reason}` };
  }
}

function messageOfIssue(issue: z.core.$ZodIssue): string {
  return issue.code === 'unrecognized_keys' ? 'unknown field (the fields are listed in knowledge/README.md)' : issue.message;
}

/** 'sources[0].law' from ['sources', 0, 'law']; an unknown key is reported as its own field. */
function fieldOfIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i > 0 ? '.' : ''}${String(part)}`))
    .join('');
  if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => (path ? `${path}.${key}` : key)).join(', ');
  return path || 'front matter';
}
