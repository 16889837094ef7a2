import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { LegislationFile, LegislationPassage } from './types.ts';

/** `$DATA_DIR/legislation`, or `./data/legislation` when DATA_DIR is unset, from `baseDir` (the cwd). */
export function getDefaultLegislationDir(baseDir: string = process.cwd()): string {
  return resolve(baseDir, process.env.DATA_DIR ?? './data', 'legislation');
}

/** Reads every `*.json` written by the ingester in a directory; a missing directory is empty. */
export function loadLegislation(dir: string): LegislationPassage[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names.flatMap((name) => {
    const file = JSON.parse(readFileSync(join(dir, name), 'utf8')) as LegislationFile;
    return Array.isArray(file.passages) ? file.passages : [];
  });
}

/** Writes one law's passages atomically (write then rename), replacing an earlier ingestion. */
export function saveLegislationFile(dir: string, file: LegislationFile): string {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${file.boeId}.json`);
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(file, null, 1)}\n`);
  renameSync(temporary, path);
  return path;
}
