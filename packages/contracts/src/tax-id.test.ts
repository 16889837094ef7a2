import { describe, expect, it } from 'vitest';
import { getTaxIdKind, isValidSpanishTaxId, normalizeTaxId } from './tax-id.ts';

describe('Spanish tax ids', () => {
  it.each([
    ['12345678Z', 'NIF'],
    ['00000000T', 'NIF'],
    ['X1234567L', 'NIE'],
    ['Y1234567X', 'NIE'],
    ['Z1234567R', 'NIE'],
    // CIFs with their real check characters: a limited company (digit), a public body (letter), either kind.
    ['B12345674', 'CIF'],
    ['A58818501', 'CIF'],
    ['Q2826000H', 'CIF'],
    ['G12345674', 'CIF'],
    ['G1234567D', 'CIF'],
  ])('%s is a valid %s', (value, kind) => {
    expect(getTaxIdKind(value)).toBe(kind);
  });

  it.each(['12345678A', 'X1234567A', 'B12345675', 'A5881850A', 'Q28260000', 'B1234567', '', 'ABCDEFGHI', '1234567890'])(
    '%j is refused (wrong check character or shape)',
    (value) => {
      expect(isValidSpanishTaxId(value)).toBe(false);
    },
  );

  it('reads spaces, dots, dashes, lower case and an ES VAT prefix', () => {
    expect(normalizeTaxId(' b-12.345.674 ')).toBe('B12345674');
    expect(normalizeTaxId('ESB12345674')).toBe('B12345674');
    expect(isValidSpanishTaxId('es b12345674')).toBe(true);
  });
});
