import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEntryFile, type KnowledgeIssue } from './parse-entry.ts';
import { KNOWLEDGE_AREAS, type KnowledgeArea } from './schema.ts';
import type { KnowledgeEntry } from './types.ts';

/** The knowledge base could not be loaded: every problem of every file, listed together. */
export class KnowledgeBaseError extends Error {
  constructor(
    readonly dir: string,
    readonly issues: readonly KnowledgeIssue[],
  ) {
    const lines = issues.map((issue) => `  - ${issue.file}: ${issue.field}: ${issue.message}`);
    super(`The knowledge base in ${dir} has ${issues.length} problem${issues.length === 1 ? '' : 's'}:\n${lines.join('\n')}`);
    this.name = 'KnowledgeBaseError';
  }
}

/**
 * The `knowledge/` folder of this package, found from this module whether it runs from source
 * (packages/assistant/src/knowledge) or bundled into another app (apps/api/dist): the nearest folder
 * above that is the package itself or holds `packages/assistant/knowledge`.
 */
export function getDefaultKnowledgeDir(from: string = fileURLToPath(import.meta.url)): string {
  let dir = path.dirname(from);
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@mike/assistant') {
      return path.join(dir, 'knowledge');
    }
    const inRepository = path.join(dir, 'packages', 'assistant', 'knowledge');
    if (existsSync(inRepository)) return inRepository;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`The knowledge folder of @mike/assistant was not found above ${from}`);
    dir = parent;
  }
}

/**
 * Reads and validates every entry under `dir` (`<area>/<id>.md`). Throws a `KnowledgeBaseError`
 * listing every problem (file and field) when any entry is malformed, misplaced or repeated.
 * Entries come back by area (in `KNOWLEDGE_AREAS` order), then by id.
 */
export function loadKnowledgeBase(dir: string = getDefaultKnowledgeDir()): KnowledgeEntry[] {
  if (!existsSync(dir)) throw new KnowledgeBaseError(dir, [{ file: '.', field: 'folder', message: 'does not exist' }]);
  const issues: KnowledgeIssue[] = [];
  const entries: KnowledgeEntry[] = [];
  const fileOfId = new Map<string, string>();
  for (const { file, area, id } of listEntryFiles(dir, issues)) {
    const parsed = parseEntryFile(readFileSync(path.join(dir, file), 'utf8'), file);
    issues.push(...parsed.issues);
    const entry = parsed.entry;
    if (!entry) continue;
    const before = issues.length;
    if (entry.id !== id) issues.push({ file, field: 'id', message: `"${entry.id}" differs from the file name "${id}.md"` });
    if (entry.area !== area) issues.push({ file, field: 'area', message: `"${entry.area}" differs from the folder "${area}"` });
    const earlier = fileOfId.get(entry.id);
    if (earlier) issues.push({ file, field: 'id', message: `"${entry.id}" is also the id of ${earlier}` });
    fileOfId.set(entry.id, file);
    if (issues.length === before) entries.push(entry);
  }
  if (issues.length > 0) throw new KnowledgeBaseError(dir, issues);
  return entries;
}

/** The entry files: `*.md` in the area folders. Anything else there is reported, the README is not. */
function listEntryFiles(dir: string, issues: KnowledgeIssue[]): Array<{ file: string; area: KnowledgeArea; id: string }> {
  const files: Array<{ file: string; area: KnowledgeArea; id: string }> = [];
  const top = readdirSync(dir, { withFileTypes: true }).filter((item) => !item.name.startsWith('.'));
  for (const item of top) {
    if (item.isDirectory() && !isArea(item.name)) {
      issues.push({ file: `${item.name}/`, field: 'folder', message: `is not an area (${KNOWLEDGE_AREAS.join(', ')})` });
    } else if (!item.isDirectory() && item.name !== 'README.md') {
      issues.push({ file: item.name, field: 'folder', message: 'entries go in an area folder: <area>/<id>.md' });
    }
  }
  for (const area of KNOWLEDGE_AREAS) {
    const areaDir = path.join(dir, area);
    if (!existsSync(areaDir)) continue;
    const names = readdirSync(areaDir, { withFileTypes: true })
      .filter((item) => !item.name.startsWith('.'))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const item of names) {
      const file = `${area}/${item.name}`;
      if (item.isFile() && item.name.endsWith('.md')) files.push({ file, area, id: item.name.slice(0, -'.md'.length) });
      else issues.push({ file, field: 'file name', message: 'is not an entry: entries are <area>/<id>.md files' });
    }
  }
  return files;
}

function isArea(name: string): name is KnowledgeArea {
  return (KNOWLEDGE_AREAS as readonly string[]).includes(name);
}
