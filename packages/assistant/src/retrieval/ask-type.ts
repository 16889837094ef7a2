import { foldText } from './fold.ts';

/**
 * What kind of answer a sentence asks for, where the words that say it are function words every analysis drops:
 * '¿Qué es el retracto?' asks for a definition. The retriever matches the kind with the entries whose own questions
 * ask the same kind (issue 30: a textbook question gets the definition, not the nearest practical entry). Asking for
 * the steps ('¿cómo…?') was measured too and left out: it is asked of most subjects, so it told entries apart less
 * than it misled (ADR 045).
 */
export type AskType = 'definition';

/** The term each kind adds to an entry's questions and to a question: no word analyses to it. */
export const ASK_TYPE_TERMS: Record<AskType, string> = { definition: '§definition' };

const OPENING = /^(?:hola|buenas|buenos dias|buenas tardes|hi|hello|ok|vale|pues|y|and|so|entonces|una pregunta|one question)?[\s,:;¿¡]*/;

/** 'qué es (un|el)…', 'en qué consiste', 'what is a…', 'what does … mean'; not 'qué es mejor', 'what is the maximum'. */
const DEFINITION = [
  /^(?:que|q) (?:es|son) (?!(?:mejor|peor|lo que|lo mas|mas|obligatorio|necesario|legal|posible|preferible|recomendable)\b)(?:exactamente |exactly )?(?:un|una|el|la|los|las|eso de|lo de)?\b/,
  /^en que consiste/,
  /^que (?:significa|quiere decir|se entiende por)/,
  /^what (?:is|are|s) (?:exactly )?(?:an? |the (?!(?:maximum|minimum|max|min|deadline|limit|best|difference|cost|price|rate|amount|penalty|period|time)\b))/,
  /^what (?:does|do) .{2,60} mean\b/,
  /^(?:define|definition of|definicion de)\b/,
];

/** The kinds of answer a question's asked sentences ask for (none for most questions). */
export function askTypes(ask: string): AskType[] {
  const sentences = foldText(ask)
    .split(/[?.!\n]+/)
    .map((sentence) => sentence.trim().replace(OPENING, '').trim())
    .filter(Boolean);
  return sentences.some((sentence) => DEFINITION.some((pattern) => pattern.test(sentence))) ? ['definition'] : [];
}
