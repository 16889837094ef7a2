import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createAssistant } from '../engine.ts';
import { fixtureEntries } from '../test-fixtures.ts';
import { formatEntryFile, writeKnowledgeCopies } from './format-entry.ts';
import { getDefaultKnowledgeDir, KnowledgeBaseError, loadKnowledgeBase } from './load-knowledge.ts';
import { parseEntryFile } from './parse-entry.ts';
import type { KnowledgeEntry } from './types.ts';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const entry: KnowledgeEntry = {
  ...(fixtureEntries[0] as KnowledgeEntry),
  id: 'lau-fianza-prueba',
  references: ['RDL 7/2019, de 1 de marzo'],
  validFrom: '2019-03-06',
  reviewedAt: '2026-01-15',
  appliesTo: { property: ['vivienda'], region: ['madrid', 'cataluna'] },
};
const valid = formatEntryFile(entry);

/** A knowledge folder holding these files ('leases/x.md': text). */
function knowledgeDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'mike-knowledge-'));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** The problems of loading these files, as 'file: field: message' lines. */
function problemsOf(files: Record<string, string>): string[] {
  try {
    loadKnowledgeBase(knowledgeDir(files));
  } catch (error) {
    if (error instanceof KnowledgeBaseError) return error.issues.map((issue) => `${issue.file}: ${issue.field}: ${issue.message}`);
    throw error;
  }
  return [];
}

/** The problems of the valid entry with one edit applied to its text. */
function problemsWith(edit: (text: string) => string, file = 'leases/lau-fianza-prueba.md'): string[] {
  const text = edit(valid);
  expect(text, 'the edit changed nothing').not.toBe(valid);
  return problemsOf({ [file]: text });
}

describe('parseEntryFile', () => {
  it('reads back every field an entry file can hold', () => {
    const parsed = parseEntryFile(valid, 'leases/lau-fianza-prueba.md');
    expect(parsed.issues).toEqual([]);
    expect(parsed.entry).toEqual(entry);
  });

  it('accepts one value where a list of facts is expected, Windows line ends and a byte-order mark', () => {
    const text = `\uFEFF${valid.replace(/appliesTo:[\s\S]*?title:/, 'appliesTo:\n  landlord: gran-tenedor\n  zone: tensionada\ntitle:')}`.replace(/\n/g, '\r\n');
    const parsed = parseEntryFile(text, 'leases/lau-fianza-prueba.md');
    expect(parsed.issues).toEqual([]);
    expect(parsed.entry?.appliesTo).toEqual({ landlord: ['gran-tenedor'], zone: 'tensionada' });
    expect(parsed.entry?.es.details).toBe(entry.es.details);
  });

  it('keeps Markdown inside a section, deeper headings and code fences included', () => {
    const details = '### Pasos\n\n- Primero.\n- Segundo.\n\n```\n# es\n## Respuesta\n```';
    const parsed = parseEntryFile(formatEntryFile({ ...entry, es: { ...entry.es, details } }), 'x.md');
    expect(parsed.issues).toEqual([]);
    expect(parsed.entry?.es.details).toBe(details);
  });
});

describe('loadKnowledgeBase', () => {
  it('loads the entries of every area folder, ignoring the README', () => {
    const sale = { ...entry, id: 'cc-arras-prueba', area: 'sale' as const };
    const entries = loadKnowledgeBase(knowledgeDir({ 'README.md': '# Guide', 'sale/cc-arras-prueba.md': formatEntryFile(sale), 'leases/lau-fianza-prueba.md': valid }));
    expect(entries.map((loaded) => loaded.id)).toEqual(['lau-fianza-prueba', 'cc-arras-prueba']);
  });

  it.each<[string, (text: string) => string, string]>([
    ['bad YAML', (text) => text.replace('area: leases', 'area: [leases'), 'front matter: bad YAML at line'],
    ['no front matter', (text) => text.replace(/^---\n/, ''), 'front matter: missing'],
    ['an unknown area', (text) => text.replace('area: leases', 'area: rentals'), 'area: unknown area "rentals"'],
    ['a missing id', (text) => text.replace('id: lau-fianza-prueba\n', ''), 'id: is required'],
    ['an id that is not kebab-case', (text) => text.replace('id: lau-fianza-prueba', 'id: Lau_Fianza'), 'id: must be kebab-case'],
    ['no source', (text) => text.replace(/sources:\n(?: {2}- .*\n(?: {4}.*\n)*)+/, 'sources: []\n'), 'sources: needs at least one source'],
    ['a law outside the corpus', (text) => text.replace('law: LAU', 'law: RDL 7/2019'), 'sources[0].law: "RDL 7/2019" is not a law of the corpus'],
    ['an article key with its apartado', (text) => text.replace(/article: '36'/, "article: '36.1'"), 'sources[0].article: must be an article key'],
    ['an article key not normalised', (text) => text.replace(/article: '36'/, "article: 'DA 1'"), 'sources[0].article: must be an article key'],
    ['an unquoted article number', (text) => text.replace(/article: '36'/, 'article: 36'), 'sources[0].article: must be text, quoted'],
    ['a bad date', (text) => text.replace('reviewedAt: 2026-01-15', 'reviewedAt: 2026-02-30'), 'reviewedAt: must be a date written YYYY-MM-DD'],
    ['a date in words', (text) => text.replace('validFrom: 2019-03-06', 'validFrom: 6 de marzo de 2019'), 'validFrom: must be a date written YYYY-MM-DD'],
    ['a review in the future', (text) => text.replace('reviewedAt: 2026-01-15', 'reviewedAt: 2999-01-01'), 'reviewedAt: is in the future'],
    ['a misspelt field', (text) => text.replace('reviewedAt:', 'reviewed_at:'), 'reviewed_at: unknown field'],
    ['a region that does not exist', (text) => text.replace('- madrid', '- madriz'), 'appliesTo.region[0]: "madriz" is not one of'],
    ['one question only', (text) => text.replace(/(questions:\n {2}es:\n {4}- .*\n) {4}- .*\n/, '$1'), 'questions.es: needs 2 to 5 questions'],
    ['no English title', (text) => text.replace(/title:\n( {2}es: .*\n) {2}en: .*\n/, 'title:\n$1'), 'title.en: is required'],
    ['no English keywords', (text) => text.replace(/(keywords:\n(?: {2}es:\n(?: {4}- .*\n)+| {2}es: .*\n)) {2}en:[\s\S]*?---/, '$1---'), 'keywords.en: is required'],
    ['no English sections', (text) => text.replace(/\n# en[\s\S]*$/, '\n'), '# en: missing'],
    ['a missing section', (text) => text.replace(/## Detalles\n\n.*\n/, ''), '# es › ## Detalles: missing'],
    ['an empty section', (text) => text.replace(/(## Answer\n\n).*\n/, '$1'), '# en › ## Answer: is empty'],
    ['a section under the wrong language', (text) => text.replace('## Answer', '## Respuesta'), 'body: "## Respuesta" is not a section of "# en"'],
    ['an unknown heading', (text) => text.replace('## Detalles', '## Notas'), 'body: unknown heading "## Notas"'],
    ['sections out of order', (text) => text.replace(/(## Respuesta\n\n.*\n\n)(## Detalles\n\n.*\n\n)/, '$2$1'), 'body: sections out of order'],
    ['raw HTML', (text) => text.replace('## Detalles\n\n', '## Detalles\n\n<div>Nota</div> '), '# es › ## Detalles: contains raw HTML ("<div>")'],
  ])('refuses an entry with %s, naming the file and the field', (_case, edit, expected) => {
    const problems = problemsWith(edit);
    expect(problems.some((problem) => problem.startsWith(`leases/lau-fianza-prueba.md: ${expected}`)), problems.join('\n')).toBe(true);
  });

  it('refuses an id that differs from the file name and an area that differs from the folder', () => {
    expect(problemsOf({ 'leases/lau-otra.md': valid })).toEqual(['leases/lau-otra.md: id: "lau-fianza-prueba" differs from the file name "lau-otra.md"']);
    expect(problemsOf({ 'sale/lau-fianza-prueba.md': valid })).toEqual(['sale/lau-fianza-prueba.md: area: "leases" differs from the folder "sale"']);
  });

  it('refuses two entries with the same id and files outside the layout', () => {
    const copy = valid.replace('area: leases', 'area: eviction');
    expect(problemsOf({ 'leases/lau-fianza-prueba.md': valid, 'eviction/lau-fianza-prueba.md': copy, 'notes.md': 'x', 'rentals/x.md': valid, 'leases/draft.txt': 'x' })).toEqual([
      'notes.md: folder: entries go in an area folder: <area>/<id>.md',
      'rentals/: folder: is not an area (leases, eviction, sale, mortgage, community, tax, practice)',
      'leases/draft.txt: file name: is not an entry: entries are <area>/<id>.md files',
      'eviction/lau-fianza-prueba.md: id: "lau-fianza-prueba" is also the id of leases/lau-fianza-prueba.md',
    ]);
  });

  it('reports every problem of every file together, in one error that names the folder', () => {
    const dir = knowledgeDir({
      'leases/lau-fianza-prueba.md': valid.replace('area: leases', 'area: rentals').replace('## Answer', '## Resumen'),
      'sale/cc-arras-prueba.md': formatEntryFile({ ...entry, id: 'cc-arras-prueba', area: 'sale' }).replace('law: LAU', 'law: TRLGDCU'),
    });
    let error: unknown;
    try {
      loadKnowledgeBase(dir);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(KnowledgeBaseError);
    const message = (error as Error).message;
    expect(message).toContain(`The knowledge base in ${dir} has 4 problems:`);
    expect(message).toContain('- leases/lau-fianza-prueba.md: area: unknown area "rentals"');
    expect(message).toContain('- leases/lau-fianza-prueba.md: body: unknown heading "## Resumen"');
    expect(message).toContain('- leases/lau-fianza-prueba.md: # en › ## Answer: missing');
    expect(message).toContain('- sale/cc-arras-prueba.md: sources[0].law: "TRLGDCU" is not a law of the corpus');
  });

  it('refuses a folder that does not exist', () => {
    expect(() => loadKnowledgeBase(path.join(tmpdir(), 'mike-no-such-knowledge'))).toThrow(/folder: does not exist/);
  });

  it('loads a thousand entry files (the timing is measured by npm run bench)', () => {
    const dir = knowledgeDir({});
    writeKnowledgeCopies(dir, fixtureEntries, 1_000);
    const entries = loadKnowledgeBase(dir);
    expect(entries).toHaveLength(1_000);
    expect(new Set(entries.map((loaded) => loaded.id)).size).toBe(1_000);
  });
});

describe('getDefaultKnowledgeDir', () => {
  it('finds the package folder from the source and from the API bundle', () => {
    const expected = path.join(packageDir, 'knowledge');
    expect(getDefaultKnowledgeDir()).toBe(expected);
    expect(getDefaultKnowledgeDir(path.join(packageDir, '../../apps/api/dist/server.js'))).toBe(expected);
  });
});

describe('createAssistant', () => {
  it('fails on a malformed entry with its file and field', () => {
    const dir = knowledgeDir({ 'leases/lau-fianza-prueba.md': valid.replace('reviewedAt: 2026-01-15', 'reviewedAt: ayer') });
    expect(() => createAssistant({ provider: 'local', knowledgeDir: dir })).toThrow(
      'leases/lau-fianza-prueba.md: reviewedAt: must be a date written YYYY-MM-DD',
    );
  });

  it('answers from the entries of the folder it is given (without legislation loaded, its sources stay as text)', async () => {
    const dir = knowledgeDir({ 'leases/lau-fianza-prueba.md': valid });
    const engine = createAssistant({ provider: 'local', knowledgeDir: dir });
    const answer = await engine.answer({ history: [], question: '¿Cuánta fianza se paga al alquilar un piso?' });
    expect(answer.text).toContain(entry.es.answer);
    expect(answer.text).toContain('Fuentes: Art. 36 LAU.');
    expect(answer.citations).toEqual([]);
  });
});
