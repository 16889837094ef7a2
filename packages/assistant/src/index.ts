export type * from './types.ts';
export type { KnowledgeEntry, KnowledgeSource, KnowledgeText, KnowledgeTopic } from './knowledge/types.ts';
export { knowledgeBase } from './knowledge/entries/index.ts';

export { createAssistant, readAssistantOptionsFromEnv, type AssistantOptions } from './engine.ts';
export { detectLanguage } from './language/detect-language.ts';

// Retrieval, for the bench and for tools.
export { analyzeText } from './retrieval/analyze.ts';
export { foldText } from './retrieval/fold.ts';
export {
  createRetrievalIndex,
  RetrievalIndex,
  type RetrievalDoc,
  type RetrievalHit,
  type SearchRequest,
} from './retrieval/retrieval-index.ts';
export { createRetrievalBenchmark, createSyntheticPassages, type RetrievalBenchmark } from './retrieval/retrieval-benchmark.ts';

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
export { runEvaluation, type EvalCase, type EvalCaseResult, type EvalReport } from './eval/run-eval.ts';
