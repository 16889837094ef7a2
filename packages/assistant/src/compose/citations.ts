import type { KnowledgeSource } from '../knowledge/types.ts';
import { boeActUrl, citationLabel, findLaw } from '../legislation/laws.ts';
import { anchorOfArticleKey, normalizeArticleKey } from '../legislation/provision-keys.ts';
import type { Provision } from '../legislation/types.ts';
import type { Citation } from '../types.ts';

/** A citation for a source of the knowledge base, linked to the BOE when the law is known. */
export function citationOfSource(source: KnowledgeSource): Citation {
  const law = findLaw(source.law);
  const key = normalizeArticleKey(source.article);
  // 'Art. 9.1.e LPH', 'DT 1ª.3 LCCI': the apartado and letter narrow the label; the link goes to the article.
  const cited = [source.article, source.apartado, source.letter].filter(Boolean).join('.');
  const citation: Citation = {
    law: source.law,
    article: source.article,
    label: citationLabel(source.law, cited),
  };
  if (law?.boeId) citation.url = boeActUrl(law.boeId, key ? anchorOfArticleKey(key) : undefined);
  return citation;
}

export function citationOfPassage(passage: Provision): Citation {
  return {
    law: passage.law,
    article: passage.article,
    label: citationLabel(passage.law, passage.article),
    url: passage.url,
  };
}

/** Drops repeated citations (same label), keeping the first. */
export function uniqueCitations(citations: Citation[]): Citation[] {
  const seen = new Set<string>();
  return citations.filter((citation) => {
    if (seen.has(citation.label)) return false;
    seen.add(citation.label);
    return true;
  });
}
