import { describe, expect, it } from 'vitest';
import { ExampleIndex } from './example-index.ts';

const docs = [
  ['¿Cuándo me devuelven la fianza?', 'Devolución de la fianza al acabar el alquiler'],
  ['¿Cuánto dura como mínimo un contrato de alquiler?'],
  ['¿Qué mayoría hace falta para instalar un ascensor?'],
];

describe('the sub-word example retriever', () => {
  const index = ExampleIndex.build(docs, 'es');

  it('finds a paraphrase through shared sub-words, not whole words', () => {
    // 'devuelve' and 'devolución' share no stem with 'devuelven' after stemming errors; their sub-words meet.
    expect(index.search('el casero no me devuelve la fianzaa', 3)[0]?.doc).toBe(0);
    expect(index.search('duracion minima del contrato', 3)[0]?.doc).toBe(1);
  });

  it('scores a document by its best text, as a cosine between 0 and 1', () => {
    const [best] = index.search('¿Qué mayoría hace falta para instalar un ascensor?', 3);
    expect(best?.doc).toBe(2);
    expect(best?.score).toBeCloseTo(1, 5);
    for (const hit of index.search('fianza alquiler', 3)) expect(hit.score).toBeGreaterThan(0);
  });

  it('leaves numbers and function words out: they are the user\'s figures, not the subject', () => {
    expect(index.search('1.200 € de la en el', 3)).toEqual([]);
  });

  it('reads a follow-up beside the text it continues: the subject decides between phrasings it matches alike', () => {
    const deadlines = ExampleIndex.build([['¿Qué plazo hay para pagar el impuesto de la compra?'], ['¿Qué plazo tengo para notificar la muerte del inquilino?']], 'es');
    const [alone] = deadlines.search('¿Y qué plazo hay?', 2);
    const [read] = deadlines.search('¿Y qué plazo hay?', 2, { text: 'Murió mi madre, que era la inquilina del piso', weight: 0.5 });
    expect(alone?.doc).toBe(0);
    expect(read?.doc).toBe(1);
  });

  it('restores from its snapshot with the same results', () => {
    const restored = ExampleIndex.restore(index.snapshot(), 'es');
    expect(restored.search('fianza devolucion', 3)).toEqual(index.search('fianza devolucion', 3));
    expect(restored.size).toBe(index.size);
  });
});
