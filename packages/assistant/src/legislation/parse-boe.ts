import { XMLParser } from 'fast-xml-parser';
import { foldText } from '../retrieval/fold.ts';
import { buildProvisions, isoDate, StructurePath, type RawProvision } from './build-provisions.ts';
import { boeActUrl, findLawByBoeId } from './laws.ts';
import { parseProvisionHeading } from './provision-keys.ts';
import type { ParsedLaw } from './types.ts';

export interface ParseBoeXmlOptions {
  /** YYYYMMDD: the version in force on that day is kept; today (UTC) by default. */
  date?: string;
  /** The law's BOE id, when the XML does not say it (a bare `/texto` answer names only the amending norms). */
  lawId?: string;
}

/** An element of fast-xml-parser's ordered output: `{ tag: children, ':@': attributes }`. */
type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, string> };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  preserveOrder: true,
  parseAttributeValue: false,
  parseTagValue: false,
  trimValues: false,
  // Paragraphs and tables hold inline markup (<b>, <a>, <sup>…); blockquotes hold notes. Keep them raw.
  stopNodes: ['*.p', '*.table', '*.blockquote'],
});

/** Paragraph classes that are not the provision's text: structure lines, notes, signatures, annex titles. */
const SKIPPED_CLASSES = /^(?:articulo|titulo|capitulo|seccion|subseccion|libro|centro_redonda|nota_pie|firma|anexo|parte)/;
/** Encabezado paragraph classes and the depth of the structure they name. */
const STRUCTURE_LEVELS: Array<[RegExp, number]> = [[/^libro/, 1], [/^titulo/, 2], [/^capitulo/, 3], [/^seccion/, 4], [/^subseccion/, 5]];

/** Today as YYYYMMDD (UTC). */
export function todayYmd(date = new Date()): string {
  return date.toISOString().slice(0, 10).replace(/-/g, '');
}

/**
 * Reads the BOE consolidated-legislation XML (`/id/{id}` or `/id/{id}/texto`, `../shared/assistant/BOE-FORMAT.md`)
 * into provisions: for each `precepto` block, the version in force on `date` (latest `fecha_vigencia` not after
 * it); blocks past their `fecha_caducidad` are left out, as are notes (`blockquote`, `nota_pie`), preamble,
 * structure and signature blocks.
 */
export function parseBoeXml(xml: string, options: ParseBoeXmlOptions = {}): ParsedLaw {
  const date = options.date ?? todayYmd();
  if (!/^\d{8}$/.test(date)) throw new Error(`The date must be YYYYMMDD, not "${date}"`);
  const root = parser.parse(xml) as OrderedNode[];
  // The consolidated text is the <texto> of blocks; the analysis of a whole-norm answer has <texto>s of its own.
  const texto = findNode(root, (node) => 'texto' in node && childrenNamed(node, 'bloque').length > 0);
  if (!texto) throw new Error('No <texto> with <bloque>s in the XML');
  const metadata = readMetadata(findNode(root, (node) => 'metadatos' in node));
  const blocks = childrenNamed(texto, 'bloque');
  const lawId = options.lawId ?? metadata.identificador ?? originalNorm(blocks);
  if (!lawId) throw new Error('The XML does not name its law: pass options.lawId');
  const known = findLawByBoeId(lawId);
  const law = known?.law ?? lawId;
  const provisions = buildProvisions(lawId, law, readBlocks(blocks, date));
  return {
    lawId,
    law,
    title: metadata.titulo?.replace(/\.$/, '') ?? known?.title ?? lawId,
    versionDate: provisions.reduce((latest, provision) => (provision.versionDate > latest ? provision.versionDate : latest), ''),
    source: metadata.url_eli ?? known?.eli ?? boeActUrl(lawId),
    rank: metadata.rango ? foldText(metadata.rango).replace(/[^a-z]+/g, '_').replace(/^_|_$/g, '') : '',
    provisions,
  };
}

function readBlocks(blocks: readonly OrderedNode[], date: string): RawProvision[] {
  const raws: RawProvision[] = [];
  const path = new StructurePath();
  let section = 0;
  let signedSinceProvision = false;
  for (const block of blocks) {
    const attributes = block[':@'] ?? {};
    const type = attributes.tipo;
    if (type === 'firma') {
      if (!signedSinceProvision) section += 1;
      signedSinceProvision = true;
      continue;
    }
    if (attributes.fecha_caducidad && attributes.fecha_caducidad <= date) continue;
    const version = versionInForce(childrenNamed(block, 'version'), date);
    if (!version) continue;
    const paragraphs = readParagraphs(version);
    if (type === 'encabezado') {
      enterStructure(path, paragraphs);
    } else if (type === 'precepto') {
      const headingLine = paragraphs.find((p) => p.className === 'articulo')?.text;
      const heading =
        (headingLine && parseProvisionHeading(headingLine)) || parseProvisionHeading(decodeEntities(attributes.titulo ?? ''));
      if (!heading) continue;
      signedSinceProvision = false;
      const versionAttributes = version[':@'] ?? {};
      raws.push({
        heading,
        paragraphs: paragraphs.filter((p) => p.text && !SKIPPED_CLASSES.test(p.className)).map((p) => p.text),
        path: path.provisionStarts(heading.kind),
        section,
        versionDate: isoDate(versionAttributes.fecha_vigencia || versionAttributes.fecha_publicacion),
        anchor: attributes.id || undefined,
      });
    }
  }
  return raws;
}

/** The version with the latest `fecha_vigencia` not after `date`; a later one is not in force yet. */
function versionInForce(versions: readonly OrderedNode[], date: string): OrderedNode | undefined {
  let best: OrderedNode | undefined;
  let bestFrom = '';
  for (const version of versions) {
    const attributes = version[':@'] ?? {};
    const from = attributes.fecha_vigencia || attributes.fecha_publicacion || '';
    if (from > date) continue;
    if (!best || from >= bestFrom) {
      best = version;
      bestFrom = from;
    }
  }
  return best;
}

/** 'TÍTULO I' + 'Ámbito de la ley' → 'TÍTULO I. Ámbito de la ley', at the depth its classes say. */
function enterStructure(path: StructurePath, paragraphs: readonly Paragraph[]): void {
  const first = paragraphs[0];
  const level = first && STRUCTURE_LEVELS.find(([pattern]) => pattern.test(first.className))?.[1];
  if (!level) return;
  const text = paragraphs
    .map((p) => p.text)
    .filter(Boolean)
    .reduce((joined, part) => (joined ? `${joined.replace(/\.$/, '')}. ${part}` : part), '');
  if (text) path.enter(level, text);
}

interface Paragraph {
  className: string;
  text: string;
}

/** The version's paragraphs and table rows in document order; blockquotes (amendment notes, earlier wordings) left out. */
function readParagraphs(version: OrderedNode): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  for (const child of childNodes(version)) {
    if ('p' in child) paragraphs.push({ className: child[':@']?.class ?? '', text: flattenMarkup(rawText(child, 'p')) });
    else if ('table' in child) paragraphs.push(...tableRows(rawText(child, 'table')));
  }
  return paragraphs;
}

/** Each row of a table as a line, cells separated by ' | '. */
function tableRows(rawTable: string): Paragraph[] {
  const rows = rawTable.match(/<tr\b[\s\S]*?<\/tr>/g) ?? [];
  return rows
    .map((row) => (row.match(/<t[dh]\b[\s\S]*?<\/t[dh]>/g) ?? []).map(flattenMarkup).filter(Boolean).join(' | '))
    .filter(Boolean)
    .map((text) => ({ className: 'tabla', text }));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * Inline XML of a paragraph to plain text. The BOE's editorial links ('Ref. BOE-A-2015-11722#daprimera')
 * go whole; other tags leave their text.
 */
export function flattenMarkup(raw: string): string {
  const text = raw
    .replace(/<a\b[^>]*class="ref[^"]*"[^>]*>[\s\S]*?<\/a>/g, ' ')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

function readMetadata(node: OrderedNode | undefined): Partial<Record<'identificador' | 'titulo' | 'rango' | 'url_eli', string>> {
  const metadata: Partial<Record<'identificador' | 'titulo' | 'rango' | 'url_eli', string>> = {};
  if (!node) return metadata;
  for (const key of ['identificador', 'titulo', 'rango', 'url_eli'] as const) {
    const child = childNodes(node).find((candidate) => key in candidate);
    const value = child ? decodeEntities(textOf(child[key])).trim() : '';
    if (value) metadata[key] = value;
  }
  return metadata;
}

/** A bare `/texto` names the law only as the norm of its blocks' first versions: the earliest one published. */
function originalNorm(blocks: readonly OrderedNode[]): string | undefined {
  let earliest: { date: string; id: string } | undefined;
  for (const block of blocks) {
    for (const version of childrenNamed(block, 'version')) {
      const attributes = version[':@'] ?? {};
      const published = attributes.fecha_publicacion ?? '';
      if (attributes.id_norma && published && (!earliest || published < earliest.date)) {
        earliest = { date: published, id: attributes.id_norma };
      }
    }
  }
  return earliest?.id;
}

function childNodes(node: OrderedNode): OrderedNode[] {
  const name = Object.keys(node).find((key) => key !== ':@');
  const children = name ? node[name] : undefined;
  return Array.isArray(children) ? (children as OrderedNode[]) : [];
}

function childrenNamed(node: OrderedNode, name: string): OrderedNode[] {
  return childNodes(node).filter((child) => name in child);
}

/** Depth-first search for the first element that `matches`. */
function findNode(nodes: readonly OrderedNode[], matches: (node: OrderedNode) => boolean): OrderedNode | undefined {
  for (const node of nodes) {
    if (matches(node)) return node;
    const found = findNode(childNodes(node), matches);
    if (found) return found;
  }
  return undefined;
}

function rawText(node: OrderedNode, name: string): string {
  return textOf(node[name]);
}

function textOf(children: unknown): string {
  if (!Array.isArray(children)) return '';
  return children.map((child) => String((child as Record<string, unknown>)['#text'] ?? '')).join('');
}
