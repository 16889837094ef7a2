import { load } from 'js-yaml';
import { buildProvisions, isoDate, StructurePath, type RawProvision } from './build-provisions.ts';
import { boeActUrl, findLawByBoeId } from './laws.ts';
import { parseProvisionHeading } from './provision-keys.ts';
import type { ParsedLaw, ProvisionKind } from './types.ts';

/**
 * Reads a consolidated law in the legalize-es Markdown layout (`../shared/legislation/README.md`):
 * YAML front matter, structure headings (`##` TÍTULO, `###` CAPÍTULO, `####` Sección), one `#####` heading
 * per article or disposición, one paragraph per line. Preamble, signatures, annexes, structure headings and
 * the front matter are left out; every article and disposición becomes one provision.
 */
export function parseLegalizeMarkdown(text: string): ParsedLaw {
  const { meta, body } = splitFrontMatter(text);
  const lawId = meta.identifier;
  if (!lawId) throw new Error('The front matter has no identifier (BOE-A-…)');
  const versionDate = isoDate(meta.last_updated);
  const law = findLawByBoeId(lawId)?.law ?? lawId;
  return {
    lawId,
    law,
    title: meta.title ?? lawId,
    versionDate,
    source: meta.source ?? boeActUrl(lawId),
    rank: meta.rank ?? '',
    provisions: buildProvisions(lawId, law, readProvisions(body, versionDate)),
  };
}

interface FrontMatter {
  identifier?: string;
  title?: string;
  last_updated?: string;
  source?: string;
  rank?: string;
}

function splitFrontMatter(text: string): { meta: FrontMatter; body: string } {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
  if (!match) return { meta: {}, body: text };
  // js-yaml's default (core) schema keeps dates such as 2023-05-25 as text.
  const parsed: unknown = load(match[1] ?? '', { maxAliases: 0 });
  const meta: FrontMatter = {};
  if (parsed && typeof parsed === 'object') {
    for (const key of ['identifier', 'title', 'last_updated', 'source', 'rank'] as const) {
      const value = (parsed as Record<string, unknown>)[key];
      if (value !== undefined && value !== null) meta[key] = String(value);
    }
  }
  return { meta, body: text.slice(match[0].length) };
}

/** Where the law starts numbering: a structure heading of the law itself, not of its preamble ('### I', '### PREÁMBULO'). */
const STRUCTURE = /^(?:LIBRO|Libro|T[IÍ]TULO|CAP[IÍ]TULO|Cap[ií]tulo|Secci[oó]n|SECCI[OÓ]N|Subsecci[oó]n|PARTE)\b/;
/** Lines that end a law's text: the promulgation formula, the date and place, the signatures, the annexes. */
const SIGNATURE = new RegExp(
  [
    String.raw`^(?:Por tanto|POR TANTO),?$`,
    String.raw`^(?:Mando|MANDO) a todos los (?:españoles|ESPAÑOLES)`,
    // 'Dado en Madrid, a 5 de marzo de 2004.', 'Dada en el Palacio de El Pardo a … de mil novecientos sesenta.'
    String.raw`^(?:Dad[oa] en|Así lo dispongo)\b.*(?:\d{4}|mil [a-záéíóú ]+)\.?$`,
    String.raw`^Madrid,? (?:a )?\d{1,2} de [a-z]+ de \d{4}\.?$`,
    String.raw`^\*\*[A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ .]*\*\*$`,
    String.raw`^(?:ANEXOS?|MODELOS)(?:\s+[IVXLC\d]+)?\.?$`,
  ].join('|'),
);
/** 'DISPOSICIONES TRANSITORIAS': a caption over bare ordinals ('##### Primera.'), as in the Código Civil. */
const GROUP_CAPTION = /^DISPOSICI(?:Ó|O)N(?:ES)? (ADICIONAL|TRANSITORIA|FINAL|DEROGATORIA)(?:E?S)?\.?$/;
const GROUP_KIND: Record<string, Exclude<ProvisionKind, 'article'>> = {
  ADICIONAL: 'additional', TRANSITORIA: 'transitional', FINAL: 'final', DEROGATORIA: 'derogating',
};

/** Walks the body line by line. State: the open provision, the structure path, signatures seen. */
class MarkdownReader {
  readonly provisions: RawProvision[] = [];
  private current: RawProvision | undefined;
  private readonly path = new StructurePath();
  private section = 0;
  private inSignature = false;
  private started = false;
  private groupKind: Exclude<ProvisionKind, 'article'> | undefined;

  constructor(private readonly versionDate: string) {}

  line(raw: string): void {
    const heading = /^(#{1,6})\s+(.*)$/.exec(raw);
    if (heading) this.heading((heading[1] ?? '').length, stripMarkup(heading[2] ?? ''));
    else this.paragraph(raw);
  }

  private heading(level: number, text: string): void {
    // A quoted heading is part of an amended text reproduced inside a provision; a formula is part of its article.
    if (/^[«"“]/.test(text) || (level < 5 && text.includes('='))) {
      this.current?.paragraphs.push(text);
      return;
    }
    this.current = undefined;
    if (level === 1) return;
    if (level < 5) return this.structure(level, text);
    const parsed = parseProvisionHeading(text, this.groupKind);
    if (!parsed) return;
    this.started = true;
    this.inSignature = false;
    this.current = {
      heading: parsed,
      paragraphs: [],
      path: this.path.provisionStarts(parsed.kind),
      section: this.section,
      versionDate: this.versionDate,
    };
    this.provisions.push(this.current);
  }

  private structure(level: number, text: string): void {
    this.groupKind = undefined;
    if (!this.started && !STRUCTURE.test(text)) return;
    this.started = true;
    this.path.enter(level, text);
  }

  private paragraph(raw: string): void {
    if (SIGNATURE.test(raw)) {
      this.current = undefined;
      if (!this.inSignature) this.section += 1;
      this.inSignature = true;
      this.path.clear();
      return;
    }
    const text = stripMarkup(raw);
    const caption = GROUP_CAPTION.exec(text);
    if (caption) {
      this.current = undefined;
      this.groupKind = GROUP_KIND[caption[1] ?? ''];
      return;
    }
    this.current?.paragraphs.push(text);
  }
}

function readProvisions(body: string, versionDate: string): RawProvision[] {
  const reader = new MarkdownReader(versionDate);
  let paragraph = '';
  for (const line of body.split('\n')) {
    const trimmed = line.trim();
    if (trimmed && !trimmed.startsWith('#')) {
      paragraph = paragraph ? `${paragraph} ${trimmed}` : trimmed;
      continue;
    }
    if (paragraph) reader.line(paragraph);
    paragraph = '';
    if (trimmed) reader.line(trimmed);
  }
  if (paragraph) reader.line(paragraph);
  return reader.provisions;
}

/**
 * Bold and italic markers of the Markdown, gone: '**(Derogado)**' → '(Derogado)', '*ab intestato*' →
 * 'ab intestato'. A lone asterisk stays: formulas use it ('PIEt* = PIE2004* x IEt/2004').
 */
function stripMarkup(text: string): string {
  if (!text.includes('*')) return text.trim();
  return text
    .replace(/\*\*/g, '')
    .replace(/\*(?=\S)([^*]+?)(?<=\S)\*/g, '$1')
    .trim();
}
