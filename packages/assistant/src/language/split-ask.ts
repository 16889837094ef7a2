/**
 * The question asked and the story told around it (issue 30.1, the parts of a question): the sentences that ask
 * (ending in '?' or opening with '¿') against the rest. A text that asks in none of its sentences, or in all, is all
 * asked. The story's words describe the case; the asked sentence says what of it the user wants to know.
 */
export function splitAsk(text: string): { ask: string; story: string } {
  const sentences = (text.match(/[^.!?\n]+[.!?]*/g) ?? []).map((sentence) => sentence.trim()).filter(Boolean);
  const asking = (sentence: string) => /\?\s*$|^\s*¿/.test(sentence);
  const asked = sentences.filter(asking);
  if (asked.length === 0 || asked.length === sentences.length) return { ask: text, story: '' };
  return { ask: asked.join(' '), story: sentences.filter((sentence) => !asking(sentence)).join(' ') };
}
