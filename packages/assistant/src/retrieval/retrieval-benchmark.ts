import { loadKnowledgeBase } from '../knowledge/load-knowledge.ts';
import type { KnowledgeEntry } from '../knowledge/types.ts';
import type { Provision } from '../legislation/types.ts';
import { RetrievalIndex, type RetrievalHit } from './retrieval-index.ts';

const VOCABULARY = (
  'arrendamiento arrendador arrendatario vivienda renta fianza contrato prórroga duración plazo obligación ' +
  'derecho propietario comunidad junta acuerdo mayoría cuota gastos obras reparación conservación notificación ' +
  'escritura pública registro propiedad hipoteca préstamo interés comprador vendedor precio pago entrega ' +
  'inmueble finca titular cargas inscripción juez procedimiento demanda plazo meses años días resolución ' +
  'indemnización daños perjuicios cesión subarriendo desistimiento preaviso actualización índice garantía'
).split(' ');

const QUESTIONS = [
  '¿Cuánto tiempo dura como mínimo un contrato de alquiler de vivienda?',
  '¿Qué fianza hay que pagar al alquilar un piso?',
  '¿Quién paga los honorarios de la inmobiliaria en un alquiler?',
  '¿Qué mayoría se necesita en la junta de propietarios para prohibir los pisos turísticos?',
  '¿Qué gastos de la hipoteca paga el banco?',
  'What deposit can a landlord ask for when renting a flat in Spain?',
];

/** Deterministic synthetic articles in the shape of parsed provisions. */
export function createSyntheticPassages(count: number, seed = 42): Provision[] {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const word = () => VOCABULARY[Math.floor(next() * VOCABULARY.length)] ?? 'contrato';
  const passages: Provision[] = [];
  for (let i = 1; i <= count; i++) {
    const sentences: string[] = [];
    const sentenceCount = 3 + Math.floor(next() * 6);
    for (let s = 0; s < sentenceCount; s++) {
      const words = Array.from({ length: 8 + Math.floor(next() * 16) }, word);
      sentences.push(`${words.join(' ')}.`);
    }
    const law = `LEY-${Math.floor(i / 200)}`;
    passages.push({
      lawId: 'BOE-X-SYNTH',
      law,
      kind: 'article',
      number: String(i),
      article: String(i),
      heading: `${word()} ${word()}.`,
      text: sentences.join(' '),
      apartados: [{ number: '', text: sentences.join(' '), letters: [] }],
      versionDate: '2020-01-01',
      url: `https://www.boe.es/buscar/act.php?id=BOE-X-SYNTH#a${i}`,
      path: [],
    });
  }
  return passages;
}

export interface RetrievalBenchmark {
  index: RetrievalIndex;
  /** Sample questions to time. */
  questions: string[];
  /** One retrieval, as the engine does it for a question. */
  search(question: string): RetrievalHit[];
}

/** An index over the knowledge base (the package's own folder unless given) plus `articles` synthetic legislation articles (5,000 by default). */
export function createRetrievalBenchmark(options: { articles?: number; knowledge?: readonly KnowledgeEntry[] } = {}): RetrievalBenchmark {
  const index = new RetrievalIndex(options.knowledge ?? loadKnowledgeBase(), createSyntheticPassages(options.articles ?? 5_000));
  return {
    index,
    questions: QUESTIONS,
    search: (question) => index.search({ text: question, language: /^[A-Z][a-z]+ /.test(question) && !/[¿áéíóúñ]/.test(question) ? 'en' : 'es' }),
  };
}
