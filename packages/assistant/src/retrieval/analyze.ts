import { foldText, tokenizeFolded } from './fold.ts';
import { stemEnglish, stemSpanish } from './stem.ts';
import { ENGLISH_STOPWORDS, SPANISH_STOPWORDS } from './stopwords.ts';
import { canonicalWord, rewritePhrases, type SynonymLanguage } from './synonyms.ts';

export type AnalysisLanguage = SynonymLanguage;

/**
 * The one text pipeline of the index and the query: fold accents, rewrite synonyms, drop
 * function words, stem. Running the same function on both sides keeps them symmetric.
 */
export function analyzeText(text: string, language: AnalysisLanguage): string[] {
  // '%' carries meaning ('10 %'): spell it so it meets 'por ciento' / 'percent'.
  const folded = rewritePhrases(foldText(text).replace(/%/g, language === 'es' ? ' por ciento ' : ' percent '), language);
  const stopwords = language === 'es' ? SPANISH_STOPWORDS : ENGLISH_STOPWORDS;
  const stem = language === 'es' ? stemSpanish : stemEnglish;
  const terms: string[] = [];
  for (const token of tokenizeFolded(folded)) {
    for (const word of canonicalWord(token, language).split(' ')) {
      if (stopwords.has(word)) continue;
      if (word.length < 2 && !/\d/.test(word)) continue;
      terms.push(/^\d/.test(word) ? word : stem(word));
    }
  }
  return terms;
}
