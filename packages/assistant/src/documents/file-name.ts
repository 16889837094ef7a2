import { foldText } from '../retrieval/fold.ts';
import type { Language } from '../types.ts';
import type { DocumentFacts } from './extract/extract-facts.ts';

export function slug(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A meaningful, safe file name: the kind of document, then the property's street or the parties' names
 * ('contrato-arras-calle-mayor-5.docx'); only a–z, digits and hyphens, at most 80 characters.
 */
export function documentFileName(base: [string, string], facts: DocumentFacts, language: Language): string {
  const kind = language === 'SPANISH' ? base[0] : base[1];
  const detail = facts.property?.street ?? (facts.parties.length ? facts.parties.map((party) => party.name.split(/\s+/).slice(0, 2).join(' ')).join(' ') : facts.city);
  const detailSlug = detail ? slug(detail).slice(0, 80 - kind.length - 6).replace(/-+$/, '') : '';
  return `${detailSlug ? `${kind}-${detailSlug}` : kind}.docx`;
}
