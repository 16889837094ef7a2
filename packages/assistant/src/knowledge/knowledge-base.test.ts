import { describe, expect, it } from 'vitest';
import { citationOfSource } from '../compose/citations.ts';
import { findLaw } from '../legislation/laws.ts';
import { RetrievalIndex } from '../retrieval/retrieval-index.ts';
import { knowledgeBase } from './entries/index.ts';

// Robust checks over the real knowledge base, whatever its content at the moment.
describe('knowledge base', () => {
  it('has unique ids', () => {
    const ids = knowledgeBase.map((entry) => entry.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('cites only laws MIKE can label and link', () => {
    const unknown = knowledgeBase.flatMap((entry) =>
      entry.sources.filter((source) => !findLaw(source.law)).map((source) => `${entry.id}: ${source.law}`),
    );
    expect(unknown).toEqual([]);
    for (const entry of knowledgeBase) {
      for (const source of entry.sources) {
        const { label } = citationOfSource(source);
        expect(label.endsWith(` ${source.law}`)).toBe(true);
        if (/^\d/.test(source.article)) expect(label).toBe(`Art. ${source.article} ${source.law}`);
      }
    }
  });

  it('finds each entry among the first hits for its own first question', () => {
    const index = new RetrievalIndex(knowledgeBase);
    const misses = knowledgeBase.filter((entry) => {
      const question = entry.es.questions[0];
      if (!question) return false;
      const hits = index.search({ text: question, language: 'es', limit: 3 });
      return !hits.some((hit) => hit.doc.id === entry.id);
    });
    // Several entries may answer the same question; most must still be reachable by their own.
    expect(misses.length).toBeLessThanOrEqual(Math.ceil(knowledgeBase.length * 0.1));
  });
});
