import { describe, expect, it } from 'vitest';
import { extractFacts } from '../facts/extract-facts.ts';
import { withoutInventedExamples } from './fit-to-facts.ts';

const DETAILS = [
  '- **Plazo**: un mes desde la entrega de las llaves.',
  '- **Ejemplo**: renta de 1.000 €, fianza de 1.000 €; si hay 300 € de daños, se devuelven 700 €.',
  '- **Ejemplos**: pintura, limpieza, pequeñas reparaciones.',
  'Ejemplo: si el contrato empezó el 1-3-2024, la fianza se actualiza en 2029.',
].join('\n');

describe('worked examples beside the user\'s own figures', () => {
  it('drops the examples with figures when the user gave figures', () => {
    const kept = withoutInventedExamples(DETAILS, extractFacts('Pago 850 € de renta y el casero me retiene la fianza'));
    expect(kept).not.toMatch(/1\.000 €|2029/);
    // A list of kinds ('Ejemplos: pintura…') is no worked example.
    expect(kept).toMatch(/Plazo.*\n.*Ejemplos\*\*: pintura/);
  });

  it('keeps them when the user gave none', () => {
    expect(withoutInventedExamples(DETAILS, extractFacts('¿Cuándo me devuelven la fianza?'))).toBe(DETAILS);
  });
});
