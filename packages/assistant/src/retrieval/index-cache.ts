import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { KnowledgeEntry } from '../knowledge/types.ts';
import type { Provision } from '../legislation/types.ts';
import type { Bm25Snapshot } from './bm25-index.ts';
import type { ExampleSnapshot } from './example-index.ts';
import { RetrievalIndex, type RetrievalSnapshot } from './retrieval-index.ts';

/**
 * Where the built indexes are kept between starts, and the version of the code that built them (ADR 042). Every
 * term of an index comes from the analysis code (folding, synonyms, stemming), so an index is only reused by the
 * same build of that code: the API passes the build of its bundle, and runs from source (tests, CLIs) keep none.
 */
export interface IndexCacheOptions {
  dir: string;
  codeVersion: string;
}

/** Raised when the layout of a kept index changes, so that older files are never read as this one. */
const FORMAT = 'retrieval-index/3';
const PREFIX = 'retrieval-index-';
const SUFFIX = '.v8';

/**
 * The retrieval index over these entries and provisions: restored from the cache when it holds one made by the same
 * code from the same texts, else built and kept there for the next start (others are removed). The cache only saves
 * time: a file it cannot read is built again, and one it cannot write is reported to `warn` and the index served.
 */
export function createCachedRetrievalIndex(
  entries: readonly KnowledgeEntry[],
  provisions: readonly Provision[],
  cache: IndexCacheOptions,
  warn: (message: string) => void,
): RetrievalIndex {
  const name = `${PREFIX}${cacheKey(entries, provisions, cache.codeVersion)}${SUFFIX}`;
  const kept = readSnapshot(join(cache.dir, name));
  if (kept) {
    const restored = new RetrievalIndex(entries, provisions, kept);
    if (restored.restored) return restored;
  }
  const index = new RetrievalIndex(entries, provisions);
  try {
    keepSnapshot(cache.dir, name, index.snapshot());
  } catch (error) {
    warn(`The retrieval index could not be kept in ${cache.dir}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return index;
}

/** Everything an index is made from: the code's version and every text of the entries and provisions. */
function cacheKey(entries: readonly KnowledgeEntry[], provisions: readonly Provision[], codeVersion: string): string {
  const hash = createHash('sha256');
  const add = (text: string) => hash.update(text).update('\0');
  add(FORMAT);
  add(codeVersion);
  add(JSON.stringify(entries));
  // Field by field rather than one JSON text: a third of the time over the whole corpus.
  for (const provision of provisions) {
    add(provision.lawId);
    add(provision.kind);
    add(provision.article);
    add(provision.heading);
    add(provision.path.join('\n'));
    add(provision.text);
    add(String(provision.apartados.length));
    for (const apartado of provision.apartados) {
      add(apartado.number);
      add(apartado.text);
    }
  }
  return hash.digest('hex');
}

function readSnapshot(file: string): RetrievalSnapshot | undefined {
  let value: unknown;
  try {
    value = deserialize(readFileSync(file));
  } catch {
    // Not there yet (the usual case after a change), or unreadable: built again.
    return undefined;
  }
  return isRetrievalSnapshot(value) ? value : undefined;
}

/** Written to a file of its own first, then renamed: a process reading the cache meanwhile sees the old file or the new one. */
function keepSnapshot(dir: string, name: string, snapshot: RetrievalSnapshot): void {
  mkdirSync(dir, { recursive: true });
  const partial = join(dir, `${name}.${randomUUID()}.partial`);
  try {
    writeFileSync(partial, serialize(snapshot));
    renameSync(partial, join(dir, name));
  } finally {
    rmSync(partial, { force: true });
  }
  // Older indexes, and what a process stopped in the middle of a write left behind.
  for (const other of readdirSync(dir)) {
    if (other !== name && other.startsWith(PREFIX) && (other.endsWith(SUFFIX) || other.endsWith('.partial'))) rmSync(join(dir, other), { force: true });
  }
}

function isRetrievalSnapshot(value: unknown): value is RetrievalSnapshot {
  const snapshot = value as Partial<RetrievalSnapshot> | null;
  return (
    typeof snapshot === 'object' &&
    snapshot !== null &&
    isBm25Snapshot(snapshot.entries?.es) &&
    isBm25Snapshot(snapshot.entries?.en) &&
    isExampleSnapshot(snapshot.examples?.es) &&
    isExampleSnapshot(snapshot.examples?.en) &&
    isBm25Snapshot(snapshot.law)
  );
}

/** The shape `ExampleIndex.restore` relies on: every posting inside the arrays and naming a text of the index. */
function isExampleSnapshot(value: unknown): value is ExampleSnapshot {
  const snapshot = value as Partial<ExampleSnapshot> | undefined;
  if (!snapshot || !Array.isArray(snapshot.grams) || !(snapshot.offsets instanceof Uint32Array) || !(snapshot.idf instanceof Float32Array)) return false;
  const { grams, offsets, idf, texts, weights, owners } = snapshot;
  if (!(texts instanceof Int32Array) || !(weights instanceof Float32Array) || !(owners instanceof Int32Array)) return false;
  if (offsets.length !== grams.length + 1 || idf.length !== grams.length || offsets[0] !== 0 || offsets[grams.length] !== texts.length || weights.length !== texts.length) return false;
  for (let i = 0; i < grams.length; i++) if (typeof grams[i] !== 'string' || (offsets[i] as number) > (offsets[i + 1] as number) || !((idf[i] as number) > 0)) return false;
  for (const weight of weights) if (!(weight > 0 && weight <= 1)) return false;
  for (const text of texts) if (text < 0 || text >= owners.length) return false;
  for (const owner of owners) if (owner < 0) return false;
  return true;
}

/** The shape `Bm25Index.restore` relies on: every posting inside the arrays, every document a position of the index. */
function isBm25Snapshot(value: unknown): value is Bm25Snapshot {
  const snapshot = value as Partial<Bm25Snapshot> | undefined;
  if (!snapshot || !Array.isArray(snapshot.terms) || !(snapshot.offsets instanceof Uint32Array)) return false;
  const { terms, offsets, docs, impacts, size, documentCount } = snapshot;
  if (!(docs instanceof Int32Array) || !(impacts instanceof Float32Array) || !Number.isInteger(size) || !Number.isInteger(documentCount)) return false;
  if (offsets.length !== terms.length + 1 || offsets[0] !== 0 || offsets[terms.length] !== docs.length || impacts.length !== docs.length) return false;
  if ((documentCount as number) < 0 || (documentCount as number) > (size as number)) return false;
  for (const impact of impacts) if (!(impact > 0 && impact < 3)) return false;
  for (let i = 0; i < terms.length; i++) if (typeof terms[i] !== 'string' || (offsets[i] as number) > (offsets[i + 1] as number)) return false;
  for (const doc of docs) if (doc < 0 || doc >= (size as number)) return false;
  return true;
}
