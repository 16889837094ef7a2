import { eld } from 'eld/small';
import type { Language } from '../types.ts';
import { foldText, tokenizeFolded } from '../retrieval/fold.ts';

eld.setLanguageSubset(['es', 'en']);

// Function words that tell the two languages apart even in a three-word question. Words of the field ('fianza',
// 'alquiler', 'arras') are left out on purpose: English speakers use them too ('Is the fianza refundable?').
const SPANISH_MARKERS = new Set(
  'el la los las de del que y en un una por para con es se no mi me te puedo puede cuanto cuanta cuando como quien donde hay mas pero al lo le su sus si tengo tiene esta estoy son hola gracias buenas buenos'.split(' '),
);
const ENGLISH_MARKERS = new Set(
  'the of and to in is it for on with what who how when can do does my i you an are be which where should if have has will would there this that landlord tenant flat lease rent hello hi thanks please'.split(' '),
);

export interface LanguageGuess {
  language: Language;
  /** False when the text gives no clear sign of either language ('ok', 'IBI?', 'fianza'). */
  sure: boolean;
}

/**
 * Spanish or English, tuned for short questions that name Spanish places, laws and terms ('ITP in Málaga',
 * 'arras penitenciales'): '¿' and '¡' decide at once; otherwise a count of function words of each language and
 * ELD's n-gram scores (restricted to the two languages) vote, with accented letters as a weak Spanish sign.
 * Spanish when unsure: it is the product's language.
 */
export function guessLanguage(text: string): LanguageGuess {
  const trimmed = text.trim();
  if (!trimmed) return { language: 'SPANISH', sure: false };
  if (/[¿¡]/.test(trimmed)) return { language: 'SPANISH', sure: true };

  let vote = 0;
  let spanish = 0;
  // The joining words of Spanish names ('Ley de Propiedad Horizontal', 'Castilla y León') say nothing of the language.
  const unnamed = trimmed.replace(/\p{Lu}[\p{L}.]*(?:\s+(?:de|del|de la|de los|y|e)\s+\p{Lu}[\p{L}.]*)+/gu, ' ');
  for (const word of tokenizeFolded(foldText(unnamed))) {
    if (SPANISH_MARKERS.has(word)) {
      vote -= 1;
      spanish += 1;
    }
    if (ENGLISH_MARKERS.has(word)) vote += 1;
  }
  const scores = eld.detect(trimmed).getScores();
  const margin = (scores.en ?? 0) - (scores.es ?? 0);
  const accented = /[ñÑáéíóúÁÉÍÓÚ]/.test(trimmed);
  if (vote >= 2 || (vote >= 1 && (margin > 0 || (spanish === 0 && !accented)))) return { language: 'ENGLISH', sure: true };
  if (vote <= -2 || (vote <= -1 && margin < 0.15)) return { language: 'SPANISH', sure: true };
  // Accents and 'ñ' lean Spanish only when no function word says otherwise.
  if (vote <= 0 && accented) return { language: 'SPANISH', sure: vote < 0 };
  if (vote >= 0 && margin > 0.15) return { language: 'ENGLISH', sure: vote > 0 };
  return { language: 'SPANISH', sure: false };
}

/** Detects Spanish or English on short texts; Spanish when unsure. */
export function detectLanguage(text: string): Language {
  return guessLanguage(text).language;
}
