import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dump } from 'js-yaml';
import type { KnowledgeEntry } from './types.ts';

/**
 * Writes an entry in the file format `parseEntryFile` reads (front matter, then the four sections).
 * For tests and benchmarks that need entry files; writers edit the Markdown by hand.
 */
export function formatEntryFile(entry: KnowledgeEntry): string {
  const front: Record<string, unknown> = { id: entry.id, area: entry.area, sources: entry.sources };
  if (entry.references) front.references = entry.references;
  if (entry.validFrom) front.validFrom = entry.validFrom;
  if (entry.validUntil) front.validUntil = entry.validUntil;
  if (entry.reviewedAt) front.reviewedAt = entry.reviewedAt;
  if (entry.appliesTo) front.appliesTo = entry.appliesTo;
  if (entry.formulas) front.formulas = entry.formulas;
  front.title = { es: entry.es.title, en: entry.en.title };
  front.questions = { es: entry.es.questions, en: entry.en.questions };
  front.keywords = { es: entry.es.keywords, en: entry.en.keywords };
  const body = [
    '# es',
    `## Respuesta\n\n${entry.es.answer}`,
    `## Detalles\n\n${entry.es.details}`,
    '# en',
    `## Answer\n\n${entry.en.answer}`,
    `## Details\n\n${entry.en.details}`,
  ];
  // Dates stay unquoted, as writers type them (YAML's core schema reads them as text anyway).
  const yaml = dump(front, { lineWidth: -1 }).replace(/^(validFrom|validUntil|reviewedAt): '(\d{4}-\d{2}-\d{2})'$/gm, '$1: $2');
  return `---\n${yaml}---\n\n${body.join('\n\n')}\n`;
}

/**
 * Writes `count` entry files under `dir`, copies of `entries` in turn with numbered ids
 * ('lau-fianza-importe-17'): a large knowledge base for load tests and the bench.
 */
export function writeKnowledgeCopies(dir: string, entries: readonly KnowledgeEntry[], count: number): void {
  for (let i = 0; i < count; i++) {
    const entry = entries[i % entries.length];
    if (!entry) return;
    const id = `${entry.id}-${i}`;
    mkdirSync(path.join(dir, entry.area), { recursive: true });
    writeFileSync(path.join(dir, entry.area, `${id}.md`), formatEntryFile({ ...entry, id }));
  }
}
