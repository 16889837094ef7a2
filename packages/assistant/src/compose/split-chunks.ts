/**
 * Splits a text into pieces for streaming: one per sentence or line, so the UI shows live text
 * without one delta per character. Joining the pieces gives the text back exactly.
 */
export function splitIntoChunks(text: string): string[] {
  return text.match(/[^.!?:\n]+(?:[.!?:]+(?=\s|$))?[ \t]*|[.!?:]+[ \t]*|\n+/g) ?? [];
}
