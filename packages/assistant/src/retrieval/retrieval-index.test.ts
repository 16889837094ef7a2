import { describe, expect, it } from 'vitest';
import { fixtureEntries } from '../test-fixtures.ts';
import { createSyntheticPassages } from './retrieval-benchmark.ts';
import { RetrievalIndex } from './retrieval-index.ts';

const index = new RetrievalIndex(fixtureEntries);

function topId(text: string, language: 'es' | 'en' = 'es', context?: string): string | undefined {
  return index.search({ text, language, context })[0]?.doc.id;
}

describe('RetrievalIndex', () => {
  it('finds the entry whatever the accents and inflections', () => {
    expect(topId('¿Cuánto dura el ALQUILER como mínimo?')).toBe('fx-duracion');
    expect(topId('cuanto dura el alquiler como minimo')).toBe('fx-duracion');
  });

  it('finds entries through everyday synonyms', () => {
    expect(topId('¿Qué depósito me pide el casero por el piso?')).toBe('fx-fianza');
    expect(topId('¿Quién paga la comisión de la agencia?')).toBe('fx-honorarios');
    expect(topId('¿Qué gastos del préstamo hipotecario paga la entidad bancaria?')).toBe('fx-gastos-hipoteca');
  });

  it('searches the English texts for English questions', () => {
    expect(topId('How much security deposit for an apartment?', 'en')).toBe('fx-fianza');
    expect(topId('Who pays the estate agent fee?', 'en')).toBe('fx-honorarios');
  });

  it('reads a follow-up with the earlier question', () => {
    expect(topId('¿Y cuándo la devuelven?', 'es', '¿Cuánta fianza se paga al alquilar?')).toBe('fx-fianza-devolucion');
  });

  it('reports how much of the question the hit covers', () => {
    const [good] = index.search({ text: 'fianza del piso', language: 'es' });
    const [poor] = index.search({ text: 'capital de Francia fianza', language: 'es' });
    expect(good?.coverage).toBeGreaterThan(0.9);
    expect(poor?.coverage).toBeLessThan(0.5);
  });

  it('stays fast with 5,000 legislation articles', () => {
    const big = new RetrievalIndex(fixtureEntries, createSyntheticPassages(5_000));
    const times: number[] = [];
    for (let i = 0; i < 500; i++) {
      const start = performance.now();
      big.search({ text: '¿Qué fianza hay que pagar al alquilar un piso?', language: 'es' });
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    // The 5 ms p99 goal is measured by `npm run bench`; here, with tests running in parallel on
    // a small machine, loose bounds that still catch an order-of-magnitude regression.
    expect(times[Math.floor(times.length * 0.5)]).toBeLessThan(2);
    expect(times[Math.floor(times.length * 0.99)]).toBeLessThan(25);
  });
});
