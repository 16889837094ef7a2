/**
 * Lower-cases and removes accents one character at a time, so that an index in the folded text is the same
 * index in the original: patterns are matched on the folded text and values are cut from the original.
 */
export function foldSameLength(text: string): string {
  let folded = '';
  for (const char of text) {
    const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
    folded += base.length === char.length ? base : char;
  }
  return folded;
}

/** A piece of the request found by a pattern: where it starts and ends in the original text. */
export interface Mention {
  index: number;
  end: number;
}

/** Builds a case-insensitive alternation of words matched on folded text, longest first. */
export function alternation(words: readonly string[]): string {
  return [...words].sort((a, b) => b.length - a.length).map((word) => word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|');
}

/** The text before a position back to the nearest sentence boundary, at most `max` characters. */
export function clauseBefore(folded: string, index: number, max = 60): string {
  const window = folded.slice(Math.max(0, index - max), index);
  const boundary = Math.max(window.lastIndexOf('. '), window.lastIndexOf(';'), window.lastIndexOf('\n'));
  return boundary >= 0 ? window.slice(boundary + 1) : window;
}
