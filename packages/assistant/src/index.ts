export type * from './types.ts';
export type { KnowledgeEntry, KnowledgeSource, KnowledgeText, KnowledgeTopic } from './knowledge/types.ts';
export { knowledgeBase } from './knowledge/entries/index.ts';

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
  type RetrievalDoc,
  type RetrievalHit,
  type SearchRequest,
} from './retrieval/retrieval-index.ts';
export { createRetrievalBenchmark, createSyntheticPassages, type RetrievalBenchmark } from './retrieval/retrieval-benchmark.ts';

// Legislation ingestion.
export { ingestLaw, BOE_API_BASE, type IngestOptions, type IngestResult } from './legislation/ingest.ts';
export { parseBoeConsolidatedText, type ParseBoeOptions } from './legislation/parse-boe.ts';
export { getDefaultLegislationDir, loadLegislation } from './legislation/legislation-store.ts';
export { KNOWN_LAWS, findLaw, citationLabel, type LawInfo } from './legislation/laws.ts';
export type { LegislationFile, LegislationPassage } from './legislation/types.ts';

// Evaluation.
export { runEvaluation, type EvalCase, type EvalCaseResult, type EvalReport } from './eval/run-eval.ts';
