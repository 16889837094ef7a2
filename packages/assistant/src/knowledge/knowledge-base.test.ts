import { describe, expect, it } from 'vitest';
import { findLaw } from '../legislation/laws.ts';
import { RetrievalIndex } from '../retrieval/retrieval-index.ts';
import { loadKnowledgeBase } from './load-knowledge.ts';
import { ARTICLE_KEY, CORPUS_LAWS, KNOWLEDGE_AREAS } from './schema.ts';

// The checks writers run on the real knowledge base (packages/assistant/knowledge), whatever its size.
const knowledgeBase = loadKnowledgeBase();
const SENTENCE_BREAK = /(?<=[.!?])\s+(?=[A-ZÁÉÍÓÚÑ¿¡(])/u;

/**
 * Entries converted from the former TypeScript knowledge base and not yet checked against the consolidated text.
 * Every other entry needs `reviewedAt`; remove an id from this list when you review its entry (never add one).
 */
const NOT_YET_REVIEWED = new Set([
  'lph-fiscalidad-comunidad',
]);

describe('knowledge base', () => {
  it('loads every entry, in every area', () => {
    // Issue 12: at least 800 entries covering every subject of TOPICS.md.
    expect(knowledgeBase.length).toBeGreaterThanOrEqual(800);
    for (const area of KNOWLEDGE_AREAS) expect(knowledgeBase.some((entry) => entry.area === area), area).toBe(true);
  });

  it('cites only laws of the corpus, by normalised article keys (knowledge-sources.test.ts checks each provision exists)', () => {
    const corpus: readonly string[] = CORPUS_LAWS;
    const wrong = knowledgeBase.flatMap((entry) =>
      entry.sources
        .filter((source) => !corpus.includes(source.law) || !ARTICLE_KEY.test(source.article) || !findLaw(source.law)?.boeId)
        .map((source) => `${entry.id}: ${source.law} ${source.article}`),
    );
    expect(wrong).toEqual([]);
  });

  it('answers in one or two sentences, then gives the details', () => {
    const long = knowledgeBase.flatMap((entry) =>
      (['es', 'en'] as const)
        .filter((lang) => entry[lang].answer.split(SENTENCE_BREAK).length > 2 || entry[lang].answer.length > 450)
        .map((lang) => `${entry.id} (${lang})`),
    );
    expect(long).toEqual([]);
  });

  it('dates its reviews: only the listed converted entries may lack reviewedAt', () => {
    const unreviewed = knowledgeBase.filter((entry) => !entry.reviewedAt).map((entry) => entry.id);
    expect(unreviewed.filter((id) => !NOT_YET_REVIEWED.has(id))).toEqual([]);
    // A reviewed entry leaves the list, so the list only shrinks.
    const reviewed = knowledgeBase.filter((entry) => entry.reviewedAt && NOT_YET_REVIEWED.has(entry.id)).map((entry) => entry.id);
    expect(reviewed).toEqual([]);
  });

  it('finds each entry among the first hits for its own first question, in both languages', () => {
    const index = new RetrievalIndex(knowledgeBase);
    for (const lang of ['es', 'en'] as const) {
      const misses = knowledgeBase.filter((entry) => {
        const question = entry[lang].questions[0] as string;
        return !index.search({ text: question, language: lang, limit: 3 }).some((hit) => hit.doc.id === entry.id);
      });
      // Several entries may answer the same question; most must still be reachable by their own.
      expect(misses.length, `${lang}: ${misses.map((entry) => entry.id).join(', ')}`).toBeLessThanOrEqual(Math.ceil(knowledgeBase.length * 0.1));
    }
    // 1,800 searches over 900 entries: about 4 s on a loaded shared runner, so more than the default 5 s budget.
  }, 20_000);

  it('carries the key facts in clearly worded entries', () => {
    const byId = new Map(knowledgeBase.map((entry) => [entry.id, entry]));
    const es = (id: string) => {
      const entry = byId.get(id);
      expect(entry, id).toBeDefined();
      return `${entry?.es.title} ${entry?.es.answer} ${entry?.es.details}`.toLowerCase();
    };
    expect(es('cc-arras-penitenciales')).toContain('pierde');
    expect(es('cc-arras-penitenciales')).toContain('1454');
    expect(es('lph-pisos-turisticos-tres-quintos')).toContain('tres quintas');
    expect(es('tax-plusvalia-municipal-quien-paga')).toContain('vendedor');
    const gastos = es('ley5-gastos-hipoteca-quien-paga');
    for (const word of ['notari', 'registro', 'gestoría']) expect(gastos).toContain(word);
    expect(es('lh-nota-simple-registro')).toContain('cargas');
    expect(es('rd390-certificado-eficiencia-energetica')).toContain('obligatorio');
    expect(es('lph-fondo-reserva')).toContain('10 %');
    expect(es('lph-impugnacion-acuerdos-plazo')).toContain('tres meses');
  });
});
