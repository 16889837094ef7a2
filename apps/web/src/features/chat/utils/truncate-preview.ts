/** Spec §9: a chat list preview shows at most 26 characters, then an ellipsis. */
export const PREVIEW_MAX_LENGTH = 26;
export const ELLIPSIS = '…';

/**
 * Cuts `text` to `maxLength` characters (code points, so an emoji or accented letter is never split) and
 * adds '…' only when something was cut. Line breaks and runs of spaces count as one space: a preview is one line.
 */
export function truncatePreview(text: string, maxLength: number = PREVIEW_MAX_LENGTH): string {
  const characters = [...text.replace(/\s+/g, ' ').trim()];
  if (characters.length <= maxLength) return characters.join('');
  return characters.slice(0, maxLength).join('').trimEnd() + ELLIPSIS;
}
