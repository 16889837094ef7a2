export type * from './types.ts';
export type { AppliesTo, CorpusLaw, KnowledgeArea, KnowledgeEntry, KnowledgeSource, KnowledgeText } from './knowledge/types.ts';
export { getDefaultKnowledgeDir, KnowledgeBaseError, loadKnowledgeBase } from './knowledge/load-knowledge.ts';
export { CORPUS_LAWS, KNOWLEDGE_AREAS } from './knowledge/schema.ts';
export { formatEntryFile, writeKnowledgeCopies } from './knowledge/format-entry.ts';

export { createAssistant, readAssistantOptionsFromEnv, type AssistantOptions } from './engine.ts';
export { detectLanguage } from './language/detect-language.ts';

// Calculations with the user's figures (composition uses them through the engine).
export {
  calculationCitations,
  findCalculation,
  formatCalculation,
  type CalculationKind,
  type CalculationOutcome,
  type CalculationResult,
} from './calculations/index.ts';
export { extractFacts } from './facts/extract-facts.ts';
export type { QuestionFacts } from './facts/types.ts';

// Retrieval, for the bench and for tools.
export { analyzeText } from './retrieval/analyze.ts';
export { foldText } from './retrieval/fold.ts';
export {
  createRetrievalIndex,
  RetrievalIndex,
  type PassageDoc,
  type RetrievalDoc,
  type RetrievalHit,
  type SearchRequest,
} from './retrieval/retrieval-index.ts';
export { findNamedProvisions, findLawMentions } from './retrieval/named-provisions.ts';
export { createRetrievalBenchmark, type RetrievalBenchmark } from './retrieval/retrieval-benchmark.ts';
export type { IndexCacheOptions } from './retrieval/index-cache.ts';

// Legislation: the two parsers, the table of laws, references and lookups.
export type { Apartado, ParsedLaw, Provision, ProvisionKind } from './legislation/types.ts';
export { parseLegalizeMarkdown } from './legislation/parse-markdown.ts';
export { parseBoeXml, todayYmd, type ParseBoeXmlOptions } from './legislation/parse-boe.ts';
export {
  KNOWN_LAWS,
  boeActUrl,
  citationLabel,
  findLaw,
  findLawByBoeId,
  normalizeLawName,
  resolveLawId,
  type LawInfo,
} from './legislation/laws.ts';
export {
  anchorOfArticleKey,
  anchorOfProvision,
  normalizeArticleKey,
  parseArticleReference,
  parseProvisionHeading,
  provisionId,
  provisionTitle,
  type ArticleReference,
  type ProvisionHeading,
} from './legislation/provision-keys.ts';
export { parseSpanishNumber } from './legislation/spanish-numbers.ts';
export { splitApartados } from './legislation/apartados.ts';
export { findProvision, type ProvisionMatch } from './legislation/find-provision.ts';
export { BOE_ID, isLawFileName, parseLawFile } from './legislation/law-files.ts';

// Evaluation.
export { loadEvalSet, type EvalCase } from './eval/eval-set.ts';
export { runEvaluation, scoreBy, type EvalCaseResult, type EvalReport } from './eval/run-eval.ts';

// Documents: what a drafting request asks for and says, and the drafted .docx (for the eval and tools).
export { detectDocumentRequest, DOCUMENT_KINDS, type DocumentKind } from './documents/document-request.ts';
export { extractDocumentFacts, type DocumentFacts, type ExtractOptions, type Money, type DateValue } from './documents/extract/extract-facts.ts';
export { draftDocument, type DraftedDocument, type DraftOptions } from './documents/draft-document.ts';
export { conversationMemo, type ConversationMemoInput, type MemoTurn } from './documents/memo.ts';
