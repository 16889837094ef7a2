import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language.ts';

describe('detectLanguage', () => {
  it.each([
    ['¿Y la fianza?', 'SPANISH'],
    ['fianza', 'SPANISH'],
    ['Hola', 'SPANISH'],
    ['ok', 'SPANISH'],
    ['', 'SPANISH'],
    ['Redacta un contrato de arras', 'SPANISH'],
    ['Quien paga la plusvalia', 'SPANISH'],
    ['What deposit?', 'ENGLISH'],
    ['Who pays the agent?', 'ENGLISH'],
    ['and the landlord?', 'ENGLISH'],
    ['What deposit can a landlord ask for when renting a flat in Spain?', 'ENGLISH'],
    ['Draft a lease agreement', 'ENGLISH'],
  ])('%j is %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });
});
