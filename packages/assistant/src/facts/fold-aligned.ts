import { foldText } from '../retrieval/fold.ts';

/**
 * Folds accents and case one UTF-16 unit at a time, so offsets in the result match the original text
 * ('Compré' → 'compre', same length), and word boundaries work on accented words.
 */
export function foldAligned(text: string): string {
  return text
    .split('')
    .map((char) => (foldText(char) || ' ').slice(0, 1))
    .join('');
}
