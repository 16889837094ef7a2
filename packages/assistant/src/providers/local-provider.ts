import { composeGroundedAnswer, type ComposedAnswer } from '../compose/compose-answer.ts';
import type { AnswerProvider, ProviderInput } from './provider.ts';
import { streamText } from './stream-text.ts';

/** Composes the answer from the knowledge base's own texts; no model involved. */
export function createLocalProvider(): AnswerProvider {
  return {
    async generate(input: ProviderInput): Promise<ComposedAnswer> {
      const answer = composeGroundedAnswer(input.hits, input.language, input.question, input.citations, input.fit);
      await streamText(answer.text, input.onDelta, input.signal);
      return answer;
    },
  };
}
