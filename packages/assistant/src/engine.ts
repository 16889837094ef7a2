import { resolve } from 'node:path';
import { calculationCitations, findCalculation, formatCalculation, type CalculationOutcome, type LegalSource } from './calculations/index.ts';
import { toIso } from './calculations/format-values.ts';
import { createCitationResolver, uniqueCitations, type CitationResolver } from './compose/citations.ts';
import { composeOutOfScope, composeUnknown, findExampleQuestions, type ComposedAnswer } from './compose/compose-answer.ts';
import { planAnswer } from './compose/plan-answer.ts';
import type { ConversationReading } from './compose/conversation.ts';
import { composeLead } from './compose/lead.ts';
import { understand, type Understanding } from './understanding/understand.ts';
import type { QuestionFacts } from './facts/types.ts';
import { describeFacts, factTopicsOf, sentencesAbout, wasShown } from './compose/fit-to-facts.ts';
import type { AnswerFit } from './compose/render-entry.ts';
import { withNotice } from './compose/notice.ts';
import { answerWithDocument } from './documents/answer-with-document.ts';
import { getDefaultKnowledgeDir, loadKnowledgeBase } from './knowledge/load-knowledge.ts';
import type { KnowledgeEntry } from './knowledge/types.ts';
import { detectLanguage, guessLanguage } from './language/detect-language.ts';
import { composeSmallTalk, detectSmallTalk } from './compose/small-talk.ts';
import type { Provision } from './legislation/types.ts';
import { createLocalProvider } from './providers/local-provider.ts';
import { createOpenAiProvider } from './providers/openai-provider.ts';
import type { AnswerProvider, ProviderInput } from './providers/provider.ts';
import { streamText } from './providers/stream-text.ts';
import { RetrievalIndex, type RetrievalHit } from './retrieval/retrieval-index.ts';
import { createCachedRetrievalIndex, type IndexCacheOptions } from './retrieval/index-cache.ts';
import type { Answer, AnswerRequest, AssistantEngine, Language } from './types.ts';

export interface AssistantOptions {
  provider: 'local' | 'openai';
  /** Required with the openai provider. */
  llm?: { baseUrl: string; apiKey: string; model: string; timeoutMs?: number };
  /** The knowledge base, already loaded (tests pass fixtures; the API loads it at start-up). */
  knowledge?: readonly KnowledgeEntry[];
  /** Where to load the knowledge base from when `knowledge` is absent: this package's `knowledge/` by default. */
  knowledgeDir?: string;
  /**
   * The legislation searched beside the knowledge base, and the only provisions a citation may point at (the API
   * reads them from its database); none by default.
   */
  provisions?: readonly Provision[];
  /** Where a dropped citation (a source whose provision is not in the legislation) is reported; the console by default. */
  logger?: { warn: (message: string) => void };
  /** For tests of the openai provider. */
  fetch?: typeof fetch;
  /** The current time, for calculations with deadlines and rates in force (tests fix it). */
  now?: () => Date;
  /** Where to keep the built retrieval index between starts, for this build of the code (ADR 042); none by default. */
  indexCache?: IndexCacheOptions;
  /** The retrieval index of these same knowledge and provisions, already built (the eval reads its rankings too). */
  index?: RetrievalIndex;
}

/**
 * Builds the assistant: loads the knowledge base (a malformed entry throws a KnowledgeBaseError naming
 * its file and field), indexes it with the given legislation, then answers questions with the
 * chosen provider. Synchronous so the API can build it at start-up.
 */
export function createAssistant(options: AssistantOptions): AssistantEngine {
  const knowledge = options.knowledge ?? loadKnowledgeBase(options.knowledgeDir ?? getDefaultKnowledgeDir());
  const provisions = options.provisions ?? [];
  const logger = options.logger ?? console;
  const index =
    options.index ??
    (options.indexCache
      ? createCachedRetrievalIndex(knowledge, provisions, options.indexCache, (message) => logger.warn(message))
      : new RetrievalIndex(knowledge, provisions));
  const citations = createCitationResolver(provisions, (label, from) =>
    logger.warn(`Citation dropped: ${label}${from ? ` (cited by ${from})` : ''} is not in the loaded legislation`),
  );
  const provider = createProvider(options);
  const examples: Record<Language, string[]> = {
    SPANISH: findExampleQuestions(knowledge, 'SPANISH'),
    ENGLISH: findExampleQuestions(knowledge, 'ENGLISH'),
  };

  async function answer(request: AnswerRequest): Promise<Answer> {
    const smallTalk = detectSmallTalk(request.question);
    if (smallTalk) {
      const guess = guessLanguage(request.question);
      const language = guess.sure ? guess.language : (request.language ?? guess.language);
      return streamComposed(composeSmallTalk(smallTalk, language), request, language);
    }
    const understood = understand(request);
    if (understood.documentKind) return answerWithDocument(understood.documentKind, { ...request, question: understood.question }, citations);
    const lead = composeLead(understood.scope, understood.language);
    if (!lead) return answerQuestion(understood, request);
    // The safety advice, the refusal or the redirection comes first, then the answer to the rest.
    await streamText(`${lead}\n\n`, request.onDelta, request.signal);
    const body = await answerQuestion(understood, request);
    const result: Answer = { ...body, text: `${lead}\n\n${body.text}` };
    const englishLead = composeLead(understood.scope, 'ENGLISH');
    if (body.englishText && englishLead) result.englishText = `${englishLead}\n\n${body.englishText}`;
    return result;
  }

  async function answerQuestion(understood: Understanding, request: AnswerRequest): Promise<Answer> {
    const { language, analysisLanguage, question, conversation, scope } = understood;
    const today = toIso((options.now ?? (() => new Date()))());
    const calculated = calculate(question, conversation, language, today);
    const plan = planAnswer(index, question, conversation, analysisLanguage);
    // A question of another field is redirected whatever figures it holds: a criminal case's 8.000 € is no reserve fund.
    const anotherField = plan.kind === 'out-of-scope' && plan.field !== 'other';
    if (calculated && !anotherField) return answerWithCalculation({ provider, citations, ...calculated, conversation, plan, request, language, today });
    if (plan.kind === 'answer') {
      const composed = await provider.generate(providerInput(request, language, plan.hits, citations, conversation));
      return { ...composed, language, documents: [] };
    }
    const refusal = plan.kind === 'unknown' ? composeUnknown(language, plan.hits, examples[language]) : composeOutOfScope(language, examples[language], plan.field, scope.foreignPlace);
    return streamComposed(refusal, request, language);
  }

  return { answer, detectLanguage };
}

/**
 * The calculation the question asks for, with the facts of the conversation: a follow-up that only changes facts
 * ('¿y si la renta es de 1.200 €?') recalculates the previous question on them.
 */
function calculate(question: string, conversation: ConversationReading, language: Language, today: string) {
  const asked = findCalculation(question, language, conversation.facts, { today });
  if (asked) return { calculation: asked, calculationText: question, facts: conversation.facts };
  if (!conversation.followUp || !conversation.previous) return undefined;
  const calculationText = `${conversation.previous}\n${question}`;
  const again = findCalculation(calculationText, language, conversation.facts, { today });
  return again ? { calculation: again, calculationText, facts: conversation.facts } : undefined;
}

async function streamComposed(composed: ComposedAnswer, request: AnswerRequest, language: Language): Promise<Answer> {
  await streamText(composed.text, request.onDelta, request.signal);
  return { ...composed, language, documents: [] };
}

function providerInput(request: AnswerRequest, language: Language, hits: RetrievalHit[], citations: CitationResolver, fit: AnswerFit): ProviderInput {
  return { question: request.question, history: request.history, language, hits, citations, fit, signal: request.signal, onDelta: request.onDelta };
}

interface CalculationAnswer {
  provider: AnswerProvider;
  citations: CitationResolver;
  calculation: CalculationOutcome;
  plan: ReturnType<typeof planAnswer>;
  request: AnswerRequest;
  /** What was calculated: the question without instructions to the assistant, after the previous one for a follow-up. */
  calculationText: string;
  /** The facts it was calculated with. */
  facts: QuestionFacts;
  conversation: ConversationReading;
  language: Language;
  today: string;
}

/**
 * A calculation with the user's figures leads the answer; the retrieved answer (when there is one) follows with
 * the conditions around it. Composition is to be rewritten; this keeps the calculation's block and citations first.
 * The block's 'Fuentes' line lists only the sources that are not shown as citation chips.
 */
async function answerWithCalculation({ provider, citations, calculation, calculationText, facts, conversation, plan, request, language, today }: CalculationAnswer): Promise<Answer> {
  // Missing figures only lead with the request when another answer follows with the rule.
  const brief = calculation.status === 'missing' && plan.kind === 'answer';
  const cited = brief ? [] : calculationCitations(calculation, citations);
  const citedLabels = new Set(cited.map((citation) => citation.label));
  const listSource = (source: LegalSource) => !citedLabels.has(citations.resolve(source).label);
  // A block an earlier answer already showed whole (same figures) is recalled by its first line and what it says of
  // the facts the user has just changed ('7 si el arrendador es persona jurídica').
  const once = (block: string, lineLanguage: Language) => (wasShown(block, conversation.earlierAnswers) ? recall(block, conversation.stated, lineLanguage) : block);
  const block = once(formatCalculation(calculation, { brief, listSource }), language);
  const englishOutcome = language === 'SPANISH' ? findCalculation(calculationText, 'ENGLISH', facts, { today }) : null;
  const englishBlock = englishOutcome ? formatCalculation(englishOutcome, { brief, listSource }) : undefined;
  if (plan.kind !== 'answer') {
    const text = withNotice(block, language);
    await streamText(text, request.onDelta, request.signal);
    const result: Answer = { text, language, citations: cited, relatedQuestions: [], documents: [], grounded: true };
    if (englishBlock) result.englishText = withNotice(englishBlock, 'ENGLISH');
    return result;
  }
  const lead = `${block}\n\n`;
  await streamText(lead, request.onDelta, request.signal);
  const composed = await provider.generate(providerInput(request, language, plan.hits, citations, conversation));
  const result: Answer = {
    ...composed,
    text: `${lead}${composed.text}`,
    citations: uniqueCitations([...cited, ...composed.citations]),
    language,
    documents: [],
  };
  if (englishBlock) result.englishText = `${englishBlock}\n\n${composed.englishText ?? ''}`.trimEnd();
  return result;
}

const SAME_FIGURES: Record<Language, string> = { SPANISH: 'las cifras no cambian', ENGLISH: 'the figures do not change' };

/** A calculation shown before with the same figures: the facts just stated, that the figures stand, and what it says of them. */
function recall(block: string, stated: QuestionFacts, language: Language): string {
  const [first = block, ...rest] = block.split('\n');
  const topics = factTopicsOf(stated);
  const about = sentencesAbout(rest.join('\n'), topics);
  const lang = language === 'SPANISH' ? 'es' : 'en';
  const lead = topics.length > 0 ? `${describeFacts(topics, lang)}, ${SAME_FIGURES[language]}: ${first.replace(/^\*\*(.*)\*\*$/, '$1')}` : first;
  return [lead, ...about.map((sentence) => `- ${sentence}`)].join('\n');
}

function createProvider(options: AssistantOptions): AnswerProvider {
  if (options.provider === 'local') return createLocalProvider();
  if (!options.llm) throw new Error('The openai provider needs llm.baseUrl, llm.apiKey and llm.model');
  return createOpenAiProvider({ ...options.llm, fetch: options.fetch });
}

/**
 * Reads the assistant's settings from the environment, for the CLIs: ASSISTANT_PROVIDER,
 * LLM_BASE_URL, LLM_API_KEY, LLM_MODEL, LLM_TIMEOUT_MS and KNOWLEDGE_DIR.
 */
export function readAssistantOptionsFromEnv(env: NodeJS.ProcessEnv = process.env, baseDir?: string): AssistantOptions {
  const provider = env.ASSISTANT_PROVIDER === 'openai' ? 'openai' : 'local';
  const options: AssistantOptions = { provider };
  if (env.KNOWLEDGE_DIR) options.knowledgeDir = resolve(baseDir ?? process.cwd(), env.KNOWLEDGE_DIR);
  if (provider === 'openai') {
    const { LLM_BASE_URL, LLM_API_KEY, LLM_MODEL, LLM_TIMEOUT_MS } = env;
    if (!LLM_BASE_URL || !LLM_MODEL) throw new Error('ASSISTANT_PROVIDER=openai needs LLM_BASE_URL and LLM_MODEL');
    options.llm = { baseUrl: LLM_BASE_URL, apiKey: LLM_API_KEY ?? '', model: LLM_MODEL };
    if (LLM_TIMEOUT_MS) options.llm.timeoutMs = Number(LLM_TIMEOUT_MS);
  }
  return options;
}
