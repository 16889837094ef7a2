import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serialize } from 'node:v8';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadKnowledgeBase } from '../knowledge/load-knowledge.ts';
import type { KnowledgeEntry } from '../knowledge/types.ts';
import { loadSharedProvisions } from '../test-utils/shared-corpus.ts';
import { createCachedRetrievalIndex } from './index-cache.ts';
import { RetrievalIndex, type SearchRequest } from './retrieval-index.ts';

const entries = loadKnowledgeBase();
const provisions = loadSharedProvisions().filter((provision) => provision.law === 'LAU' || provision.law === 'LPH');

const QUESTIONS: SearchRequest[] = [
  { text: '¿Qué fianza hay que pagar al alquilar un piso?', language: 'es' },
  { text: 'El inquilino no paga, ¿cómo lo desahucio?', language: 'es' },
  { text: '¿Qué mayoría hace falta para prohibir pisos turísticos en la comunidad?', language: 'es' },
  { text: 'Can my landlord raise the rent every year?', language: 'en' },
  { text: '¿Qué dice la ley sobre las obras de conservación de la vivienda arrendada?', language: 'es', kind: 'passage' },
];

/** What a search gives: the items found, in order, with their scores and coverage. */
function results(index: RetrievalIndex) {
  return QUESTIONS.map((question) => index.search(question).map((hit) => [hit.doc.id, hit.score, hit.coverage]));
}

// Each test builds the index of the whole knowledge base several times (about a second each, more under load).
describe('createCachedRetrievalIndex', { timeout: 30_000 }, () => {
  let dir: string;
  const warn = vi.fn();
  const built = new RetrievalIndex(entries, provisions);

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'mike-index-cache-'));
    warn.mockClear();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const cached = (options: { entries?: readonly KnowledgeEntry[]; codeVersion?: string; cacheDir?: string } = {}) =>
    createCachedRetrievalIndex(options.entries ?? entries, provisions, { dir: options.cacheDir ?? dir, codeVersion: options.codeVersion ?? 'build-1' }, warn);
  const keptFiles = () => readdirSync(dir);

  it('builds the index the first time and keeps it; the next start restores it, and it finds exactly what a built one finds', () => {
    const first = cached();
    expect(first.restored).toBe(false);
    expect(keptFiles()).toHaveLength(1);
    const second = cached();
    expect(second.restored).toBe(true);
    expect(results(second)).toEqual(results(built));
    expect(results(first)).toEqual(results(built));
    expect(warn).not.toHaveBeenCalled();
  });

  it('builds again when a text changed or the code is another build, and keeps only the newest index', () => {
    cached();
    const [before] = keptFiles();
    const edited = entries.map((entry, i) => (i === 0 ? { ...entry, es: { ...entry.es, answer: `${entry.es.answer} Texto añadido.` } } : entry));
    const afterEdit = cached({ entries: edited });
    expect(afterEdit.restored).toBe(false);
    expect(keptFiles()).toHaveLength(1);
    expect(keptFiles()[0]).not.toBe(before);
    expect(cached({ entries: edited, codeVersion: 'build-2' }).restored).toBe(false);
    expect(cached({ entries: edited, codeVersion: 'build-2' }).restored).toBe(true);
    expect(cached({ entries: edited }).restored).toBe(false);
  });

  it('builds again, without failing, over a kept file that is cut short, not an index, or names documents the index does not have', () => {
    cached();
    const [name] = keptFiles() as [string];
    const file = join(dir, name);
    const good = readFileSync(file);
    const damaged = [
      good.subarray(0, good.length / 2),
      Buffer.from('not an index'),
      serialize({ entries: { es: {}, en: {} }, law: {} }),
      serialize(withDocumentOutOfRange(built)),
      serialize(withExampleOutOfRange(built)),
    ];
    for (const bytes of damaged) {
      writeFileSync(file, bytes);
      const index = cached();
      expect(index.restored).toBe(false);
      expect(results(index)).toEqual(results(built));
      expect(cached().restored).toBe(true);
    }
  });

  it('serves the index built when it cannot be kept, and says why', () => {
    const notADir = join(dir, 'file');
    writeFileSync(notADir, '');
    const index = cached({ cacheDir: join(notADir, 'cache') });
    expect(index.restored).toBe(false);
    expect(results(index)).toEqual(results(built));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be kept'));
  });
});

/** A snapshot of the index whose law postings name a document past the end of the index. */
/** A sub-word posting that names a text the example index does not have. */
function withExampleOutOfRange(index: RetrievalIndex) {
  const snapshot = index.snapshot();
  snapshot.examples.es.texts[0] = snapshot.examples.es.owners.length;
  return snapshot;
}

function withDocumentOutOfRange(index: RetrievalIndex) {
  const snapshot = index.snapshot();
  snapshot.law.docs[0] = snapshot.law.size;
  return snapshot;
}
