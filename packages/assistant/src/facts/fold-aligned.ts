import { foldText } from '../retrieval/fold.ts';

/** Nothing beyond Latin-1: no character there folds to more or fewer units. */
const BEYOND_LATIN_1 = /[^\t\n\r\u0020-\u00ff]/;

/**
 * Folds accents and case one UTF-16 unit at a time, so offsets in the result match the original text
 * ('Compré' → 'compre', same length), and word boundaries work on accented words.
 */
export function foldAligned(text: string): string {
  // Latin-1 text (Spanish and English) folds one unit per unit as a whole: no need to go character by character.
  if (!BEYOND_LATIN_1.test(text)) return foldText(text);
  return text
    .split('')
    .map((char) => (foldText(char) || ' ').slice(0, 1))
    .join('');
}
