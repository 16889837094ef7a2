import { eld } from 'eld/small';
import type { Language } from '../types.ts';
import { foldText, tokenizeFolded } from '../retrieval/fold.ts';

eld.setLanguageSubset(['es', 'en']);

// Frequent words that tell the two languages apart even in a three-word question.
const SPANISH_MARKERS = new Set(
  'el la los las de del que y en un una por para con es se no mi me puedo puede cuanto cuando como quien donde hay mas pero al lo le su sus casero piso alquiler fianza contrato inquilino hola gracias'.split(' '),
);
const ENGLISH_MARKERS = new Set(
  'the of and to in is it for on with what who how when can do does my i you a an are be which where should landlord tenant flat deposit lease rent hello thanks please'.split(' '),
);

/**
 * Spanish or English, tuned for short questions: Spanish punctuation and letters decide at once;
 * otherwise ELD's n-gram scores (restricted to the two languages) and a count of marker words vote.
 * Spanish when unsure: it is the product's language.
 */
export function detectLanguage(text: string): Language {
  const trimmed = text.trim();
  if (!trimmed) return 'SPANISH';
  if (/[¿¡ñÑáéíóúÁÉÍÓÚ]/.test(trimmed)) return 'SPANISH';

  let vote = 0;
  for (const word of tokenizeFolded(foldText(trimmed))) {
    if (SPANISH_MARKERS.has(word)) vote -= 1;
    if (ENGLISH_MARKERS.has(word)) vote += 1;
  }
  const scores = eld.detect(trimmed).getScores();
  const en = scores.en ?? 0;
  const es = scores.es ?? 0;
  const margin = en - es;
  if (vote >= 2 || (vote >= 1 && margin > 0) || (vote >= 0 && margin > 0.15)) return 'ENGLISH';
  return 'SPANISH';
}
