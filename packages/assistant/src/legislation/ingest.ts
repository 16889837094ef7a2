import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { saveLegislationFile } from './legislation-store.ts';
import { parseBoeXml } from './parse-boe.ts';
import { parseLegalizeMarkdown } from './parse-markdown.ts';
import type { ParsedLaw } from './types.ts';

export const BOE_API_BASE = 'https://www.boe.es/datosabiertos/api';

export interface IngestOptions {
  /** Where the JSON files go (the engine's `legislationDir`). */
  outDir: string;
  /** YYYYMMDD the version in force is chosen for (BOE XML); today by default. */
  date?: string;
  fetch?: typeof fetch;
  baseUrl?: string;
  timeoutMs?: number;
}

export interface IngestResult {
  lawId: string;
  law: string;
  provisions: number;
  path: string;
}

const BOE_ID = /^BOE-[A-Z]-\d{4}-\d+$/;

/**
 * Ingests one law: `source` is a BOE id (its consolidated text fetched from the open-data API), a local
 * BOE XML file of the same shape (its BOE id taken from the file name when the XML does not say it),
 * or a legalize-es Markdown file (`BOE-A-….md`).
 */
export async function ingestLaw(source: string, options: IngestOptions): Promise<IngestResult> {
  const parsed = await readLaw(source, options);
  if (parsed.provisions.length === 0) throw new Error(`No article in force found in ${source}`);
  const path = saveLegislationFile(options.outDir, { ...parsed, ingestedAt: new Date().toISOString() });
  return { lawId: parsed.lawId, law: parsed.law, provisions: parsed.provisions.length, path };
}

async function readLaw(source: string, options: IngestOptions): Promise<ParsedLaw> {
  if (BOE_ID.test(source)) return parseBoeXml(await fetchConsolidatedText(source, options), { date: options.date, lawId: source });
  const text = await readFile(source, 'utf8');
  if (/\.md$/i.test(source)) return parseLegalizeMarkdown(text);
  return parseBoeXml(text, { date: options.date, lawId: /BOE-[A-Z]-\d{4}-\d+/.exec(basename(source))?.[0] });
}

async function fetchConsolidatedText(lawId: string, options: IngestOptions): Promise<string> {
  const url = `${options.baseUrl ?? BOE_API_BASE}/legislacion-consolidada/id/${lawId}/texto`;
  const response = await (options.fetch ?? fetch)(url, {
    headers: { Accept: 'application/xml' },
    signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
  });
  if (!response.ok) throw new Error(`BOE API answered ${response.status} for ${lawId}`);
  return response.text();
}
