import { describe, expect, it } from 'vitest';
import { applyDelta } from './apply-delta.ts';

describe('applyDelta', () => {
  it('appends a piece at the end of the answer so far', () => {
    expect(applyDelta('Hola', 4, ', qué tal')).toBe('Hola, qué tal');
  });

  it('starts afresh at offset 0 (a retried reply)', () => {
    expect(applyDelta('Respuesta a medias', 0, 'Nueva')).toBe('Nueva');
  });

  it('replaces what follows an earlier offset (a repeated piece)', () => {
    expect(applyDelta('Hola mundo', 5, 'MIKE')).toBe('Hola MIKE');
  });

  it('keeps the text when a piece comes after a gap (missed pieces)', () => {
    expect(applyDelta('Hola', 10, 'perdido')).toBe('Hola');
  });

  it('counts offsets in UTF-16 units, as the server does', () => {
    const first = 'Señor 🏠';
    expect(applyDelta(first, first.length, ' ok')).toBe('Señor 🏠 ok');
  });
});
