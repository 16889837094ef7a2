import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { findLawByBoeId } from './laws.ts';
import { saveLegislationFile } from './legislation-store.ts';
import { parseBoeConsolidatedText } from './parse-boe.ts';
import type { LegislationFile } from './types.ts';

export const BOE_API_BASE = 'https://www.boe.es/datosabiertos/api';

export interface IngestOptions {
  /** Where the JSON files go (the engine's `legislationDir`). */
  outDir: string;
  /** YYYYMMDD the version in force is chosen for; today by default. */
  today?: string;
  /** Short name to cite the law by, when ingesting a single unknown law. */
  law?: string;
  fetch?: typeof fetch;
  baseUrl?: string;
  timeoutMs?: number;
}

export interface IngestResult {
  boeId: string;
  law: string;
  passages: number;
  path: string;
}

const BOE_ID = /^BOE-[A-Z]-\d{4}-\d+$/;

/**
 * Ingests one law: `source` is a BOE id (fetched from the open-data API) or the path of a local
 * XML file of the same shape (its BOE id is taken from the file name when it contains one).
 */
export async function ingestLaw(source: string, options: IngestOptions): Promise<IngestResult> {
  const isId = BOE_ID.test(source);
  const boeId = isId ? source : (/BOE-[A-Z]-\d{4}-\d+/.exec(basename(source))?.[0] ?? basename(source).replace(/\.xml$/i, ''));
  const xml = isId ? await fetchConsolidatedText(source, options) : await readFile(source, 'utf8');
  const passages = parseBoeConsolidatedText(xml, { boeId, law: options.law, today: options.today });
  if (passages.length === 0) throw new Error(`No article in force found in ${source}`);
  const known = findLawByBoeId(boeId);
  const file: LegislationFile = {
    boeId,
    law: passages[0]?.law ?? boeId,
    title: known?.title ?? boeId,
    ingestedAt: new Date().toISOString(),
    passages,
  };
  const path = saveLegislationFile(options.outDir, file);
  return { boeId, law: file.law, passages: passages.length, path };
}

async function fetchConsolidatedText(boeId: string, options: IngestOptions): Promise<string> {
  const url = `${options.baseUrl ?? BOE_API_BASE}/legislacion-consolidada/id/${boeId}/texto`;
  const response = await (options.fetch ?? fetch)(url, {
    headers: { Accept: 'application/xml' },
    signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
  });
  if (!response.ok) throw new Error(`BOE API answered ${response.status} for ${boeId}`);
  return response.text();
}
