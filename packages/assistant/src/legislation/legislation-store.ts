import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { LegislationFile, Provision } from './types.ts';

/** `$DATA_DIR/legislation`, or `./data/legislation` when DATA_DIR is unset, from `baseDir` (the cwd). */
export function getDefaultLegislationDir(baseDir: string = process.cwd()): string {
  return resolve(baseDir, process.env.DATA_DIR ?? './data', 'legislation');
}

/** Reads the provisions of every `*.json` written by the ingester in a directory; a missing directory is empty. */
export function loadLegislation(dir: string): Provision[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names.flatMap((name) => {
    const file = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Partial<LegislationFile>;
    // Files of the earlier passage format have no provisions: they are skipped until ingested again.
    return Array.isArray(file.provisions) ? file.provisions : [];
  });
}

/** Writes one law atomically (write then rename), replacing an earlier ingestion. */
export function saveLegislationFile(dir: string, file: LegislationFile): string {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${file.lawId}.json`);
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(file)}\n`);
  renameSync(temporary, path);
  return path;
}
