import { describe, expect, it } from 'vitest';
import { RetrievalIndex } from '../retrieval/retrieval-index.ts';
import { fixtureEntries } from '../test-fixtures.ts';
import type { EvalCase } from './eval-set.ts';
import { judgeRetrieval, parseSourceLabel, parseSourceLabels, retrievalScore } from './retrieval-metrics.ts';

function question(id: string, text: string, sources: string[]): EvalCase {
  const facts = sources.map((source) => ({ fact: source, match: ['x'], source }));
  return { id, lang: 'es', kind: 'question', question: text, facts, checkLanguage: true };
}

describe('retrieval metrics', () => {
  it('reads source labels at article and apartado level', () => {
    expect(parseSourceLabel('Art. 36.4 LAU')).toBe('LAU|36|4');
    expect(parseSourceLabel('Art. 9.1.e LPH')).toBe('LPH|9|1');
    expect(parseSourceLabel('Art. 1454 CC')).toBe('CC|1454|');
    expect(parseSourceLabel('DA 11ª LAU')).toBe('LAU|DA 11ª|');
    expect(parseSourceLabel('Art. 4 Ley 12/2023')).toBe('Ley 12/2023|4|');
    expect(parseSourceLabel('la fianza')).toBeUndefined();
    // The law first, as many practitioners write it; several provisions in one label.
    expect(parseSourceLabel('LAU art. 36.1')).toBe('LAU|36|1');
    expect(parseSourceLabel('TRLRHL art. 104')).toBe('TRLRHL|104|');
    expect(parseSourceLabel('Ley 12/2023 DF 1ª')).toBe('Ley 12/2023|DF 1ª|');
    expect(parseSourceLabels('Ley 12/2023 DF 1ª; LAU art. 20.1')).toEqual(['Ley 12/2023|DF 1ª|', 'LAU|20|1']);
  });

  it('takes the entry closest to the cited apartado as the right one, and ranks it', () => {
    const index = new RetrievalIndex(fixtureEntries);
    const [returned, none] = judgeRetrieval(index, fixtureEntries, [
      // Both deposit entries rest on art. 36 LAU; only one on its apartado 4 (the return of the deposit).
      question('devolucion', '¿Cuándo me devuelven la fianza?', ['Art. 36.4 LAU']),
      question('nadie', '¿Cuándo me devuelven la fianza?', ['Art. 1 LOE']),
    ]);
    expect(returned?.rank).toBe(1);
    expect([none?.covered, none?.rank]).toEqual([false, undefined]);
    const wrongLabel = judgeRetrieval(index, fixtureEntries, [question('duracion', '¿Cuándo me devuelven la fianza?', ['Art. 9.1 LAU'])]);
    expect(wrongLabel[0]?.rank ?? 99).toBeGreaterThan(1);
    // A law named by an alias ('Ley 29/1994' for the LAU) finds the entries that cite it by its short name.
    const [alias] = judgeRetrieval(index, fixtureEntries, [question('alias', '¿Cuándo me devuelven la fianza?', ['Art. 36.4 Ley 29/1994'])]);
    expect([alias?.covered, alias?.rank]).toEqual([true, 1]);
  });

  it('computes recall@k and the mean reciprocal rank', () => {
    const item = question('q', 'q', ['Art. 1 LAU']);
    const score = retrievalScore('all', [
      { case: item, covered: true, rank: 1 },
      { case: item, covered: true, rank: 4 },
      { case: item, covered: true },
      { case: item, covered: false },
    ]);
    expect(score).toEqual({ group: 'all', judged: 4, covered: 3, recallAt1: 0.25, recallAt5: 0.5, mrr: (1 + 0.25) / 4 });
  });
});
