import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readZip } from '../test-utils/read-zip.ts';

/** The text of a .docx as a reader sees it: the runs of word/document.xml, one line per paragraph. */
export function docxText(content: Uint8Array): string {
  const xml = readZip(content).get('word/document.xml');
  if (!xml) throw new Error('word/document.xml missing: not a .docx');
  return xml
    .split('</w:p>')
    .map((paragraph) => [...paragraph.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((run) => run[1]).join(''))
    .filter(Boolean)
    .join('\n')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

// packages/assistant/src/documents → the repository's sibling `shared/` folder (never copied into the repo).
const LEGISLATION_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../shared/legislation/es');

const LAWS: Array<[RegExp, string]> = [
  [/^(?:LAU|Ley de Arrendamientos Urbanos|Ley 29\/1994.*|Urban Leases Act|Law 29\/1994.*)$/, 'BOE-A-1994-26003'],
  [/^(?:LEC|Ley de Enjuiciamiento Civil|Civil Procedure Act)$/, 'BOE-A-2000-323'],
  [/^(?:CC|Código Civil|(?:Spanish )?Civil Code)$/, 'BOE-A-1889-4763'],
  [/^(?:LPH|Ley de Propiedad Horizontal|Horizontal Property Law)$/, 'BOE-A-1960-10906'],
  [/^(?:Real Decreto|Royal Decree) 390\/2021$/, 'BOE-A-2021-9176'],
  [/^(?:Real Decreto|Royal Decree) 1312\/2024$/, 'BOE-A-2024-26931'],
  [/^(?:Ley Orgánica 1\/2025|Organic Law 1\/2025|LO 1\/2025)(?:, de 2 de enero| of 2 January)?$/, 'BOE-A-2025-76'],
  [/^(?:Ley Hipotecaria|Mortgage Law)$/, 'BOE-A-1946-2453'],
];
const LAW_NAMES =
  'LAU|LEC|LPH|LO 1\\/2025|CC|Ley de Arrendamientos Urbanos|Ley 29\\/1994, de Arrendamientos Urbanos|Ley 29\\/1994|Urban Leases Act|Law 29\\/1994 on Urban Leases|Law 29\\/1994|Ley de Enjuiciamiento Civil|Civil Procedure Act|Código Civil|Civil Code|Ley de Propiedad Horizontal|Horizontal Property Law|Real Decreto 390\\/2021|Royal Decree 390\\/2021|Real Decreto 1312\\/2024|Royal Decree 1312\\/2024|Ley Orgánica 1\\/2025|Organic Law 1\\/2025|Ley Hipotecaria|Mortgage Law';
const ARTICLE_REFERENCE = new RegExp(
  `\\b(?:arts?\\.|artículos?|articles?)\\s+((?:\\d+(?:\\.\\d+)*(?:\\.[a-z])?(?:\\.º)?(?:\\s*\\([a-z]\\))*\\s*(?:,|\\by\\b|\\band\\b)?\\s*)+)(?:de\\s+la\\s+|del\\s+|de\\s+|of\\s+the\\s+(?:Spanish\\s+)?|of\\s+)?(?:Spanish\\s+)?(${LAW_NAMES})`,
  'g',
);
const ADDITIONAL_PROVISION = /\b(?:disposición adicional (\p{L}+)|additional provision (\d+)) (LAU)\b/gu;

export interface LegalReference {
  law: string;
  boeId: string;
  /** Article number, or 'DA n' for an additional provision. */
  article: string;
}

/** Every 'art. 36.4 LAU', 'artículos 5 y 10 de la Ley Orgánica 1/2025', 'disposición adicional undécima LAU' of a text. */
export function findLegalReferences(text: string): LegalReference[] {
  const references: LegalReference[] = [];
  for (const match of text.matchAll(ARTICLE_REFERENCE)) {
    const law = match[2] ?? '';
    const boeId = LAWS.find(([pattern]) => pattern.test(law))?.[1];
    if (!boeId) throw new Error(`unknown law in reference: ${match[0]}`);
    for (const piece of (match[1] ?? '').split(/\s*(?:,|\by\b|\band\b)\s*/)) {
      // Only the article, not its apartados: '36.4' → '36'.
      const article = /^\d+/.exec(piece.trim())?.[0];
      if (article) references.push({ law, boeId, article });
    }
  }
  for (const match of text.matchAll(ADDITIONAL_PROVISION)) {
    const number = match[2] ?? String(ORDINALS.indexOf(match[1]?.toLowerCase() ?? '') + 1);
    references.push({ law: 'LAU', boeId: 'BOE-A-1994-26003', article: `DA ${number}` });
  }
  return references;
}

const ORDINALS = ['primera', 'segunda', 'tercera', 'cuarta', 'quinta', 'sexta', 'séptima', 'octava', 'novena', 'décima', 'undécima', 'duodécima'];
// The LPH names its articles in words: 'Artículo dieciséis.'
const ARTICLE_WORDS = ['primero', 'segundo', 'tercero', 'cuarto', 'quinto', 'sexto', 'séptimo', 'octavo', 'noveno', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte', 'veintiuno', 'veintidós', 'veintitrés', 'veinticuatro'];

const provisionsByLaw = new Map<string, Set<string>>();

/** The articles and additional provisions of a consolidated law in ../shared/legislation/es. */
export function provisionsOf(boeId: string): Set<string> {
  const known = provisionsByLaw.get(boeId);
  if (known) return known;
  const markdown = readFileSync(resolve(LEGISLATION_DIR, `${boeId}.md`), 'utf8');
  const provisions = new Set<string>();
  for (const match of markdown.matchAll(/^#+ Artículo (\p{L}+|\d+)\./gmu)) {
    const token = match[1] ?? '';
    provisions.add(/^\d+$/.test(token) ? token : String(ARTICLE_WORDS.indexOf(token.toLowerCase()) + 1));
  }
  for (const match of markdown.matchAll(/^#+ Disposición adicional (\p{L}+)\./gmu)) {
    provisions.add(`DA ${ORDINALS.indexOf(match[1]?.toLowerCase() ?? '') + 1}`);
  }
  provisionsByLaw.set(boeId, provisions);
  return provisions;
}
