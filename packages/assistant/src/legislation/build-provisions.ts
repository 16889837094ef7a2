import { splitApartados } from './apartados.ts';
import { boeActUrl } from './laws.ts';
import { anchorOfProvision, type ProvisionHeading } from './provision-keys.ts';
import type { Provision, ProvisionKind } from './types.ts';

/** A provision as a parser found it, before keys are made unique and apartados split. */
export interface RawProvision {
  heading: ProvisionHeading;
  paragraphs: string[];
  path: string[];
  /** How many signature blocks came before it: the decree that approves a texto refundido signs before it. */
  section: number;
  versionDate: string;
  /** The BOE block id, when the source gives it (XML); else the anchor made from the heading. */
  anchor?: string;
}

/**
 * The structure headings above the current provision, deepest last. Disposiciones follow the articles
 * outside their títulos and capítulos, so they sit under no heading unless one comes after the last article.
 */
export class StructurePath {
  private readonly entries: Array<{ level: number; text: string }> = [];
  private headingSinceArticle = false;

  /** A heading at `level` (1 libro, 2 título, 3 capítulo, 4 sección…) replaces those at its level and below. */
  enter(level: number, text: string): void {
    while (this.entries.length > 0 && (this.entries[this.entries.length - 1]?.level ?? 0) >= level) this.entries.pop();
    this.entries.push({ level, text });
    this.headingSinceArticle = true;
  }

  clear(): void {
    this.entries.length = 0;
  }

  /** The path of a provision of `kind` starting here. */
  provisionStarts(kind: ProvisionKind): string[] {
    if (kind === 'article') this.headingSinceArticle = false;
    else if (!this.headingSinceArticle) this.clear();
    return this.entries.map((entry) => entry.text);
  }
}

export const APPROVAL_SUFFIX = ' (aprobación)';

/**
 * Turns raw provisions into provisions. Those signed off before the law's main text (the decree's
 * 'Artículo único' that approves a texto refundido, its own disposiciones) get ' (aprobación)' in their key,
 * so that 'DF única' names the texto refundido's, not the decree's. A key the law still repeats
 * gets ' (2)', ' (3)'… in order of appearance.
 */
export function buildProvisions(lawId: string, law: string, raws: readonly RawProvision[]): Provision[] {
  const mainSection = raws.reduce((max, raw) => Math.max(max, raw.section), 0);
  const seen = new Map<string, number>();
  return raws.map((raw) => {
    const { heading, paragraphs } = movePlaceholderHeading(raw);
    let article = raw.section < mainSection ? `${raw.heading.article}${APPROVAL_SUFFIX}` : raw.heading.article;
    const count = (seen.get(article) ?? 0) + 1;
    seen.set(article, count);
    if (count > 1) article = `${article} (${count})`;
    return {
      lawId,
      law,
      kind: raw.heading.kind,
      number: raw.heading.number,
      article,
      heading,
      text: paragraphs.join('\n'),
      apartados: splitApartados(paragraphs),
      versionDate: raw.versionDate,
      url: boeActUrl(lawId, raw.anchor ?? anchorOfProvision(raw.heading.kind, raw.heading.number)),
      path: raw.path,
    };
  });
}

/** 'Artículo 307. (Sin contenido)' with no body: the note is the text, not a heading. */
function movePlaceholderHeading(raw: RawProvision): { heading: string; paragraphs: string[] } {
  const heading = raw.heading.heading;
  if (raw.paragraphs.length === 0 && /^\([^)]*\)\.?$/.test(heading)) return { heading: '', paragraphs: [heading] };
  return { heading, paragraphs: raw.paragraphs };
}

/** 'YYYYMMDD' or 'YYYY-MM-DD' → 'YYYY-MM-DD'; '' when neither. */
export function isoDate(value: string | undefined): string {
  const match = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(value ?? '');
  return match ? `${match[1]}-${match[2]}-${match[3]}` : '';
}
