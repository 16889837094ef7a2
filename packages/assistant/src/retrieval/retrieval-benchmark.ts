import { loadKnowledgeBase } from '../knowledge/load-knowledge.ts';
import type { KnowledgeEntry } from '../knowledge/types.ts';
import type { Provision } from '../legislation/types.ts';
import type { AnalysisLanguage } from './analyze.ts';
import { RetrievalIndex, type RetrievalHit } from './retrieval-index.ts';

/** Questions as users ask them: everyday words, figures and names, English, and provisions named by reference. */
const QUESTIONS: ReadonlyArray<readonly [string, AnalysisLanguage]> = [
  ['¿Cuánto tiempo dura como mínimo un contrato de alquiler de vivienda?', 'es'],
  ['¿Qué fianza hay que pagar al alquilar un piso?', 'es'],
  ['¿Quién paga los honorarios de la inmobiliaria en un alquiler?', 'es'],
  ['¿Qué mayoría se necesita en la junta de propietarios para prohibir los pisos turísticos?', 'es'],
  ['¿Qué gastos de la hipoteca paga el banco?', 'es'],
  ['Mi inquilino Juan Pérez de Valencia me debe 1.200 € desde el 3 de marzo de 2024, ¿qué hago?', 'es'],
  ['¿Cómo recupero mi vivienda ocupada por okupas?', 'es'],
  ['¿Cuándo se extingue la servidumbre de paso?', 'es'],
  ['¿Qué plazo tiene el comprador para reclamar por vicios ocultos?', 'es'],
  ['¿Puede el casero entrar en el piso sin permiso?', 'es'],
  ['¿Qué dice el artículo 36 de la LAU?', 'es'],
  ['el 1454 del Código Civil', 'es'],
  ['la disposición adicional undécima de la LAU', 'es'],
  ['art. 9.1.e LPH', 'es'],
  ['What deposit can a landlord ask for when renting a flat in Spain?', 'en'],
  ['Can the community of owners ban holiday lets?', 'en'],
  ['How do I evict a squatter from my house?', 'en'],
  ['What does article 17.12 of the LPH say?', 'en'],
];

export interface RetrievalBenchmark {
  index: RetrievalIndex;
  /** What is searched: entries of the knowledge base, provisions, and the apartados they are split into. */
  size: { entries: number; provisions: number; apartados: number };
  /** Sample questions to time, with their language. */
  questions: ReadonlyArray<readonly [string, AnalysisLanguage]>;
  /** One retrieval, as the engine does it for a question. */
  search(question: string, language: AnalysisLanguage): RetrievalHit[];
}

/**
 * An index over the knowledge base (the package's own folder unless given) and the given provisions (the bench
 * passes the whole shared corpus: `../shared/legislation/es`, parsed), with questions to time.
 */
export function createRetrievalBenchmark(options: { provisions: readonly Provision[]; knowledge?: readonly KnowledgeEntry[] }): RetrievalBenchmark {
  const knowledge = options.knowledge ?? loadKnowledgeBase();
  const index = new RetrievalIndex(knowledge, options.provisions);
  return {
    index,
    size: { entries: knowledge.length, provisions: options.provisions.length, apartados: index.passageCount },
    questions: QUESTIONS,
    search: (question, language) => index.search({ text: question, language }),
  };
}
