import { describe, expect, it } from 'vitest';
import { findPasswordWeakness } from './password-policy.ts';

const context = { email: 'lucia.martin@inmobiliariasol.es', name: 'Lucía Martín Ortega' };

describe('findPasswordWeakness (SECURITY.md #1)', () => {
  it('#1 accepts long, unrelated passwords of any characters', () => {
    for (const password of ['Arras-Penitenciales-1454', 'llave de casa 🏠 azul', 'Nueva-Contrasena-2026', 'ñandú-en-la-azotea']) {
      expect(findPasswordWeakness(password, context), password).toBeUndefined();
    }
  });

  it('#1 refuses fewer than 8 or more than 128 code points (LENGTH)', () => {
    expect(findPasswordWeakness('Corta1!')).toBe('LENGTH');
    expect(findPasswordWeakness('x'.repeat(129))).toBe('LENGTH');
    // Counted in code points: four emoji are four characters, not eight.
    expect(findPasswordWeakness('🏠🔑🏠🔑')).toBe('LENGTH');
  });

  it('#1 refuses a single repeated character or a short repeated unit (REPEATED)', () => {
    for (const password of ['aaaaaaaa', 'AAAAaaaa', '00000000000', '🔑🔑🔑🔑🔑🔑🔑🔑', 'abababab', '12341234', 'abcabcabc']) {
      expect(findPasswordWeakness(password), password).toBe('REPEATED');
    }
  });

  it('#1 refuses trivial sequences and keyboard rows, forwards or backwards (SEQUENCE)', () => {
    for (const password of ['12345678', '87654321', 'abcdefghij', 'HGFEDCBA', 'qwertyui', 'asdfghjkl', '0987654321', 'poiuytrewq']) {
      expect(findPasswordWeakness(password), password).toBe('SEQUENCE');
    }
  });

  it('#1 refuses the email, its local part or the name, equal or contained, whatever the case and accents (PERSONAL)', () => {
    for (const password of [
      'lucia.martin@inmobiliariasol.es',
      'LUCIA.MARTIN',
      'lucia.martin2026',
      'soy-Lucía-y-ya',
      'MARTIN-mola-1',
      'luciamartinortega',
      'Lucía Martín Ortega',
      'ortega-de-siempre',
    ]) {
      expect(findPasswordWeakness(password, context), password).toBe('PERSONAL');
    }
  });

  it('#1 a short local part is refused only as the whole password, not inside a longer one', () => {
    const short = { email: 'ana@sol.es', name: 'Ana Gil' };
    expect(findPasswordWeakness('ana@sol.es', short)).toBe('PERSONAL');
    expect(findPasswordWeakness('Banana-split-2026', short)).toBeUndefined();
    expect(findPasswordWeakness('anagilana', short)).toBe('PERSONAL');
  });
});
