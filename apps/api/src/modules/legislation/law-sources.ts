import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isLawFileName } from '@mike/assistant';
import type { BoeClient } from './boe-client.ts';

/** Where the text of one law comes from: a file, or the BOE API. */
export interface LawSource {
  /** What progress lines name: the file's path or the BOE id. */
  name: string;
  /** The file name the parser is chosen by: 'BOE-A-1994-26003.md' (legalize-es Markdown) or '….xml' (BOE XML). */
  fileName: string;
  read(): Promise<string>;
}

export function fileSource(file: string): LawSource {
  return { name: file, fileName: path.basename(file), read: () => readFile(file, 'utf8') };
}

/** Every law file of a folder (`BOE-A-….md`, `*.xml`), in name order; other files are ignored. */
export async function findDirSources(dir: string): Promise<LawSource[]> {
  const names = (await readdir(dir, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && isLawFileName(entry.name))
    .map((entry) => entry.name)
    .sort();
  return names.map((name) => fileSource(path.join(dir, name)));
}

export function boeSource(client: BoeClient, lawId: string): LawSource {
  return { name: lawId, fileName: `${lawId}.xml`, read: () => client.fetchConsolidatedText(lawId) };
}
