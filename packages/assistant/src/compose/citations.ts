import { findProvision, type ProvisionMatch } from '../legislation/find-provision.ts';
import { citationLabel, resolveLawId } from '../legislation/laws.ts';
import type { Provision } from '../legislation/types.ts';
import type { PassageDoc } from '../retrieval/retrieval-index.ts';
import type { Citation } from '../types.ts';

/** A provision as the knowledge base, the calculations and the documents name it. */
export interface SourceReference {
  /** Short name or alias: 'LAU', 'Ley 12/2023'. */
  law: string;
  /** Normalised key: '36', 'DA 11ª'. */
  article: string;
  /** '1', '3 bis'; '1.a' carries the letter too (the calculations write it so). */
  apartado?: string;
  letter?: string;
}

/**
 * What became of a source: a verified citation; a plain label when its law is not loaded at all (a deployment
 * without that law: the source stays as text, as nothing can be verified); or nothing when the law is loaded but
 * the provision or apartado does not exist (a wrong source: dropped and reported).
 */
export type ResolvedSource = { status: 'cited' | 'law-not-loaded' | 'missing'; label: string; citation?: Citation };

/** Turns sources and retrieved passages into citations that point only at provisions of the engine's legislation. */
export interface CitationResolver {
  /** `from` names who cites it in the report ('lau-fianza-importe', 'calculation lease-deposit'). */
  resolve(source: SourceReference, from?: string): ResolvedSource;
  /** The citation of a source, or undefined (see `resolve`). */
  cite(source: SourceReference, from?: string): Citation | undefined;
  /** The citation of a retrieved or named passage: it exists by construction. */
  citePassage(doc: PassageDoc): Citation;
  /** The words of the law a source points at (its letter, apartado or whole provision) with its citation, when loaded. */
  quote(source: SourceReference): { citation: Citation; text: string } | undefined;
}

/** Reports a source whose provision does not exist in the loaded legislation, and who cites it. */
export type ReportMissingSource = (label: string, from: string | undefined) => void;

/**
 * A resolver over `provisions`. `report` is told, once per citing item and label, of a source whose law is loaded
 * but whose provision or apartado is not there.
 */
export function createCitationResolver(provisions: readonly Provision[], report: ReportMissingSource = () => undefined): CitationResolver {
  const loadedLaws = new Set(provisions.map((provision) => provision.lawId));
  const reported = new Set<string>();
  const resolve = (source: SourceReference, from?: string): ResolvedSource => {
    const path = sourcePath(source);
    const label = citationLabel(source.law, [source.article, path.apartado, path.letter, ...path.points].filter(Boolean).join('.'));
    const lawId = resolveLawId(source.law);
    if (!lawId || !loadedLaws.has(lawId)) return { status: 'law-not-loaded', label };
    const match = findProvision(provisions, lawId, source.article, path.apartado);
    if (!match || quotedText(match, path) === undefined) {
      const key = `${from ?? ''}|${label}`;
      if (!reported.has(key)) report(label, from);
      reported.add(key);
      return { status: 'missing', label };
    }
    const citation: Citation = { label, lawId, article: match.provision.article, url: match.provision.url, versionDate: match.provision.versionDate };
    if (match.apartado?.number) citation.apartado = match.apartado.number;
    return { status: 'cited', label, citation };
  };
  return {
    resolve,
    cite: (source, from) => {
      return resolve(source, from).citation;
    },
    citePassage: (doc) => citationOfPassage(doc),
    quote: (source) => {
      const resolved = resolve(source);
      if (!resolved.citation) return undefined;
      const path = sourcePath(source);
      const match = findProvision(provisions, source.law, source.article, path.apartado);
      const text = match && quotedText(match, path);
      return text === undefined ? undefined : { citation: resolved.citation, text };
    },
  };
}

/**
 * Where a source points inside its provision: the apartado, a letter ('1.a'), or numbered points below the apartado
 * that the parser keeps as text ('Uno.1.7º' is point 7.º of number 1 of apartado Uno, as art. 91 LIVA is written).
 */
interface SourcePath {
  apartado: string | undefined;
  letter: string | undefined;
  points: string[];
}

/** A numbered point as sources write it: '1' for a line '1. …', '7º' for a line '7.º …'. */
const NUMBERED_POINT = /^\d+º?$/;

function sourcePath(source: SourceReference): SourcePath {
  const [apartado, ...rest] = (source.apartado ?? '').split('.');
  const points = rest.filter((segment) => NUMBERED_POINT.test(segment));
  const letter = source.letter ?? rest.find((segment) => !NUMBERED_POINT.test(segment));
  return { apartado: apartado || undefined, letter, points };
}

/** The words a path points at inside a matched provision, or undefined when its letter or a point is not there. */
function quotedText(match: ProvisionMatch, path: SourcePath): string | undefined {
  let text: string | undefined = match.apartado?.text ?? match.provision.text;
  if (path.letter) {
    const container = match.apartado ?? match.provision.apartados.find((candidate) => candidate.number === '');
    const lettered = container?.letters.find((l) => l.letter === path.letter);
    text = lettered && `${path.letter}) ${lettered.text}`;
  }
  for (const point of path.points) text = text === undefined ? undefined : numberedPoint(text, point);
  return text;
}

/** The text of point '7º' (a line starting '7.º') or '1' (a line starting '1. ') up to the next point of its kind. */
function numberedPoint(text: string, point: string): string | undefined {
  const ordinal = point.endsWith('º');
  const number = Number.parseInt(point, 10);
  const marker = (n: number) => new RegExp(`^${n}\\.${ordinal ? 'º\\)?' : ''}\\s`, 'm');
  const start = marker(number).exec(text);
  if (!start) return undefined;
  const rest = text.slice(start.index);
  const next = marker(number + 1).exec(rest);
  return (next ? rest.slice(0, next.index) : rest).trim();
}

/** 'Art. 36.1 LAU' for an apartado, 'Art. 9.1.e LPH' for a named letter, 'DA 11ª LAU' for a whole provision. */
export function citationOfPassage(doc: PassageDoc): Citation {
  const { passage, apartado, letter } = doc;
  const cited = [passage.article, apartado?.number, letter].filter(Boolean).join('.');
  const citation: Citation = {
    label: citationLabel(passage.law, cited),
    lawId: passage.lawId,
    article: passage.article,
    url: passage.url,
    versionDate: passage.versionDate,
  };
  if (apartado?.number) citation.apartado = apartado.number;
  return citation;
}

/** Drops repeated citations (same label), keeping the first. */
export function uniqueCitations(citations: readonly Citation[]): Citation[] {
  const seen = new Set<string>();
  return citations.filter((citation) => {
    if (seen.has(citation.label)) return false;
    seen.add(citation.label);
    return true;
  });
}

/**
 * The sources of the knowledge base that name a provision missing from `provisions` ('lau-fianza: Art. 36.9 LAU'),
 * or of a law not among them.
 */
export function findMissingSources(entries: ReadonlyArray<{ id: string; sources: readonly SourceReference[] }>, provisions: readonly Provision[]): string[] {
  const resolver = createCitationResolver(provisions);
  return entries.flatMap((entry) =>
    entry.sources.flatMap((source) => {
      const resolved = resolver.resolve(source);
      return resolved.status === 'cited' ? [] : [`${entry.id}: ${resolved.label}${resolved.status === 'law-not-loaded' ? ' (law not in the corpus)' : ''}`];
    }),
  );
}
