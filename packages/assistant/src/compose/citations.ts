import { findProvision } from '../legislation/find-provision.ts';
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
    const [apartado, letterInApartado] = (source.apartado ?? '').split('.');
    const letter = source.letter ?? letterInApartado;
    const label = citationLabel(source.law, [source.article, apartado, letter].filter(Boolean).join('.'));
    const lawId = resolveLawId(source.law);
    if (!lawId || !loadedLaws.has(lawId)) return { status: 'law-not-loaded', label };
    const match = findProvision(provisions, lawId, source.article, apartado || undefined);
    const letterExists = !letter || (match?.apartado ?? match?.provision.apartados.find((candidate) => candidate.number === ''))?.letters.some((l) => l.letter === letter);
    if (!match || !letterExists) {
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
      const [apartado, letterInApartado] = (source.apartado ?? '').split('.');
      const match = findProvision(provisions, source.law, source.article, apartado || undefined);
      if (!match) return undefined;
      const letter = source.letter ?? letterInApartado;
      const lettered = letter ? (match.apartado ?? match.provision.apartados.find((candidate) => candidate.number === ''))?.letters.find((l) => l.letter === letter) : undefined;
      const text = lettered ? `${letter}) ${lettered.text}` : (match.apartado?.text ?? match.provision.text);
      return { citation: resolved.citation, text };
    },
  };
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
