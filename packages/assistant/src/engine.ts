import { composeOutOfScope, composeUnknown, findExampleQuestions, type ComposedAnswer } from './compose/compose-answer.ts';
import { citationOfSource, uniqueCitations } from './compose/citations.ts';
import { withNotice } from './compose/notice.ts';
import { planAnswer } from './compose/plan-answer.ts';
import { detectDocumentRequest } from './documents/document-request.ts';
import { draftDocument } from './documents/draft-document.ts';
import { knowledgeBase } from './knowledge/entries/index.ts';
import type { KnowledgeEntry } from './knowledge/types.ts';
import { detectLanguage } from './language/detect-language.ts';
import type { Provision } from './legislation/types.ts';
import { createLocalProvider } from './providers/local-provider.ts';
import { createOpenAiProvider } from './providers/openai-provider.ts';
import type { AnswerProvider } from './providers/provider.ts';
import { streamText } from './providers/stream-text.ts';
import { RetrievalIndex } from './retrieval/retrieval-index.ts';
import type { Answer, AnswerRequest, AssistantEngine, Language } from './types.ts';

export interface AssistantOptions {
  provider: 'local' | 'openai';
  /** Required with the openai provider. */
  llm?: { baseUrl: string; apiKey: string; model: string; timeoutMs?: number };
  /** The knowledge base; the team's own by default (tests pass fixtures). */
  knowledge?: readonly KnowledgeEntry[];
  /** The legislation searched beside the knowledge base (the API reads it from its database); none by default. */
  provisions?: readonly Provision[];
  /** For tests of the openai provider. */
  fetch?: typeof fetch;
}

/**
 * Builds the assistant: indexes the knowledge base and the given legislation once, then answers
 * questions with the chosen provider. Synchronous so the API can build it at start-up.
 */
export function createAssistant(options: AssistantOptions): AssistantEngine {
  const knowledge = options.knowledge ?? knowledgeBase;
  const index = new RetrievalIndex(knowledge, options.provisions ?? []);
  const provider = createProvider(options);
  const examples: Record<Language, string[]> = {
    SPANISH: findExampleQuestions(knowledge, 'SPANISH'),
    ENGLISH: findExampleQuestions(knowledge, 'ENGLISH'),
  };

  async function answer(request: AnswerRequest): Promise<Answer> {
    const questionLanguage = detectLanguage(request.question);
    const language = request.language ?? questionLanguage;
    const analysisLanguage = questionLanguage === 'ENGLISH' ? 'en' : 'es';

    const documentKind = detectDocumentRequest(request.question);
    if (documentKind) {
      const drafted = await draftDocument(documentKind, request.question, language);
      const text = withNotice(drafted.text, language);
      await streamText(text, request.onDelta, request.signal);
      const result: Answer = {
        text,
        language,
        citations: uniqueCitations(drafted.sources.map(citationOfSource)),
        relatedQuestions: [],
        documents: [drafted.document],
        grounded: true,
      };
      if (language === 'SPANISH') {
        result.englishText = withNotice((await draftDocument(documentKind, request.question, 'ENGLISH')).text, 'ENGLISH');
      }
      return result;
    }

    const plan = planAnswer(index, request.question, request.history, analysisLanguage);
    let composed: ComposedAnswer;
    if (plan.kind === 'answer') {
      composed = await provider.generate({
        question: request.question,
        history: request.history,
        language,
        hits: plan.hits,
        signal: request.signal,
        onDelta: request.onDelta,
      });
    } else {
      composed = plan.kind === 'unknown' ? composeUnknown(language, examples[language]) : composeOutOfScope(language, examples[language]);
      await streamText(composed.text, request.onDelta, request.signal);
    }
    return { ...composed, language, documents: [] };
  }

  return { answer, detectLanguage };
}

function createProvider(options: AssistantOptions): AnswerProvider {
  if (options.provider === 'local') return createLocalProvider();
  if (!options.llm) throw new Error('The openai provider needs llm.baseUrl, llm.apiKey and llm.model');
  return createOpenAiProvider({ ...options.llm, fetch: options.fetch });
}

/**
 * Reads the assistant's settings from the environment, for the CLIs: ASSISTANT_PROVIDER,
 * LLM_BASE_URL, LLM_API_KEY, LLM_MODEL and LLM_TIMEOUT_MS.
 */
export function readAssistantOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): AssistantOptions {
  const provider = env.ASSISTANT_PROVIDER === 'openai' ? 'openai' : 'local';
  const options: AssistantOptions = { provider };
  if (provider === 'openai') {
    const { LLM_BASE_URL, LLM_API_KEY, LLM_MODEL, LLM_TIMEOUT_MS } = env;
    if (!LLM_BASE_URL || !LLM_MODEL) throw new Error('ASSISTANT_PROVIDER=openai needs LLM_BASE_URL and LLM_MODEL');
    options.llm = { baseUrl: LLM_BASE_URL, apiKey: LLM_API_KEY ?? '', model: LLM_MODEL };
    if (LLM_TIMEOUT_MS) options.llm.timeoutMs = Number(LLM_TIMEOUT_MS);
  }
  return options;
}
