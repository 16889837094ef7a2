import type { CitationResolver } from '../compose/citations.ts';
import type { ComposedAnswer } from '../compose/compose-answer.ts';
import type { AnswerFit } from '../compose/render-entry.ts';
import type { RetrievalHit } from '../retrieval/retrieval-index.ts';
import type { ConversationTurn, Language } from '../types.ts';

/** What a provider gets once retrieval has found the passages that answer the question. */
export interface ProviderInput {
  question: string;
  history: readonly ConversationTurn[];
  language: Language;
  hits: RetrievalHit[];
  /** Turns the hits' sources into citations of provisions that exist in the engine's legislation. */
  citations: CitationResolver;
  /** The user's facts and the earlier answers the composition is fitted to. */
  fit?: AnswerFit;
  signal?: AbortSignal;
  onDelta?: (text: string) => void;
}

/** Turns retrieved passages into the answer, streaming its text (notice line included). */
export interface AnswerProvider {
  generate(input: ProviderInput): Promise<ComposedAnswer>;
}
