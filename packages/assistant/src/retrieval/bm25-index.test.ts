import { describe, expect, it } from 'vitest';
import { Bm25Index } from './bm25-index.ts';

describe('Bm25Index clauses with alternatives (ADR 045)', () => {
  const index = Bm25Index.build(
    [{ body: ['caser', 'arrend', 'fianz'] }, { body: ['arrend', 'fianz'] }, { body: ['fianz', 'obras'] }, { body: ['obras'] }],
    { body: 1 },
  );
  const clause = { term: 'caser', alternatives: ['arrend'], weight: 1 };

  it('matches a document by any stem of the clause, scoring it by its best one, once', () => {
    const [both, legalOnly] = [0, 1].map((doc) => index.search([clause], { limit: 4 }).find((hit) => hit.doc === doc));
    const alone = (term: string, doc: number) => index.search([{ term, weight: 1 }], { limit: 4 }).find((hit) => hit.doc === doc)?.score ?? 0;
    expect(both?.score).toBeCloseTo(Math.max(alone('caser', 0), alone('arrend', 0)));
    expect(legalOnly?.score).toBeCloseTo(alone('arrend', 1));
  });

  it('weighs the clause in coverage as the question’s own word, matched by any of its stems', () => {
    const terms = [clause, { term: 'fianz', weight: 1 }];
    const hits = index.search(terms, { limit: 4 });
    expect(hits.find((hit) => hit.doc === 1)?.coverage).toBeCloseTo(1);
    expect(index.coverageOf(terms, 1)).toBeCloseTo(1);
    expect(index.coverageOf(terms, 2)).toBeLessThan(1);
  });
});
