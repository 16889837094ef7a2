import { XMLParser } from 'fast-xml-parser';
import { boeActUrl, findLawByBoeId } from './laws.ts';
import type { LegislationPassage } from './types.ts';

export interface ParseBoeOptions {
  boeId: string;
  /** Short name to cite the law by; from the known-laws table, else the BOE id. */
  law?: string;
  /** The day the version in force is chosen for, YYYYMMDD; today by default. */
  today?: string;
}

interface RawVersion {
  '@_fecha_vigencia'?: string;
  '@_fecha_publicacion'?: string;
  p?: RawParagraph[];
  blockquote?: unknown;
}
type RawParagraph = string | { '#text'?: string; '@_class'?: string };
interface RawBlock {
  '@_id'?: string;
  '@_tipo'?: string;
  '@_titulo'?: string;
  '@_fecha_caducidad'?: string;
  version?: RawVersion[];
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseAttributeValue: false,
  // Paragraphs hold inline markup (<a>, <b>, <sup>…); keep them raw and flatten them ourselves.
  stopNodes: ['*.p'],
  isArray: (name) => name === 'bloque' || name === 'version' || name === 'p',
});

// Lines of structure (titles, chapters) and notes that are not part of the article's text.
const SKIPPED_CLASSES = /^(articulo|titulo|titulo_num|titulo_tit|capitulo|capitulo_num|capitulo_tit|seccion|centro_redonda|nota_pie|firma)/;

/** Today as YYYYMMDD (UTC). */
export function todayYmd(date = new Date()): string {
  return date.toISOString().slice(0, 10).replace(/-/g, '');
}

/**
 * Parses the BOE's `/texto` XML of a consolidated law into one passage per article or provision,
 * each in its version in force: the latest `fecha_vigencia` not after today. Blocks whose
 * `fecha_caducidad` has passed are no longer in force and are skipped.
 */
export function parseBoeConsolidatedText(xml: string, options: ParseBoeOptions): LegislationPassage[] {
  const today = options.today ?? todayYmd();
  const known = findLawByBoeId(options.boeId);
  const law = options.law ?? known?.law ?? options.boeId;
  const eli = known?.eli ? `${known.eli}/con` : boeActUrl(options.boeId);
  const root = parser.parse(xml) as Record<string, unknown>;
  const texto = findTexto(root);
  if (!texto) throw new Error(`No <texto> element in the XML of ${options.boeId}`);
  const blocks = (texto.bloque ?? []) as RawBlock[];

  const passages: LegislationPassage[] = [];
  for (const block of blocks) {
    if (block['@_tipo'] !== 'precepto') continue;
    const blockId = block['@_id'] ?? '';
    const expiry = block['@_fecha_caducidad'];
    if (expiry && expiry <= today) continue;
    const version = versionInForce(block.version ?? [], today);
    if (!version) continue;

    const paragraphs = (version.p ?? []).map(readParagraph);
    const headingLine = paragraphs.find((p) => p.className === 'articulo')?.text;
    const body = paragraphs
      .filter((p) => p.text && !SKIPPED_CLASSES.test(p.className))
      .map((p) => p.text)
      .join('\n\n');
    const heading = headingLine ?? block['@_titulo'] ?? blockId;
    const article = articleOfBlock(blockId, heading);
    if (!article || !body) continue;
    passages.push({
      id: `${options.boeId}#${blockId}`,
      boeId: options.boeId,
      law,
      article,
      heading,
      text: body,
      eli,
      url: boeActUrl(options.boeId, blockId),
      validFrom: version['@_fecha_vigencia'] ?? '',
    });
  }
  return passages;
}

function findTexto(root: Record<string, unknown>): { bloque?: unknown } | undefined {
  const response = root.response as { data?: { texto?: unknown } } | undefined;
  const texto = response?.data?.texto ?? (root.data as { texto?: unknown } | undefined)?.texto ?? root.texto;
  return texto && typeof texto === 'object' ? (texto as { bloque?: unknown }) : undefined;
}

function versionInForce(versions: RawVersion[], today: string): RawVersion | undefined {
  let best: RawVersion | undefined;
  for (const version of versions) {
    const from = version['@_fecha_vigencia'] ?? '';
    if (from > today) continue;
    if (!best || from >= (best['@_fecha_vigencia'] ?? '')) best = version;
  }
  return best;
}

function readParagraph(raw: RawParagraph): { className: string; text: string } {
  if (typeof raw === 'string') return { className: '', text: flattenMarkup(raw) };
  return { className: raw['@_class'] ?? '', text: flattenMarkup(String(raw['#text'] ?? '')) };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Inline XML of a paragraph to plain text. */
export function flattenMarkup(raw: string): string {
  return raw
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

const ORDINALS: Record<string, number> = {
  primera: 1, segunda: 2, tercera: 3, cuarta: 4, quinta: 5, sexta: 6, septima: 7, octava: 8, novena: 9,
  decima: 10, unica: 1,
};

/** The article as cited: block 'a36' → '36', 'a9bis' → '9 bis', 'da1' → 'DA 1', 'dd' → 'DD'. */
export function articleOfBlock(blockId: string, heading: string): string | undefined {
  const article = /^a(\d+)([a-z]*)$/.exec(blockId);
  if (article) return article[2] ? `${article[1]} ${article[2]}` : article[1];
  const provision = /^(da|dt|dd|df)(\d*)/.exec(blockId);
  if (provision?.[1]) {
    const kind = provision[1].toUpperCase();
    if (provision[2]) return `${kind} ${provision[2]}`;
    const ordinal = heading.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().match(/disposicion \w+ (\w+)/)?.[1];
    const number = ordinal ? ORDINALS[ordinal] : undefined;
    return kind === 'DD' || !number ? kind : `${kind} ${number}`;
  }
  const fromHeading = /^Art[íi]culo\s+(\d+(?:\s*(?:bis|ter|quater))?)/i.exec(heading);
  return fromHeading?.[1];
}
