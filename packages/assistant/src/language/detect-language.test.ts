import { describe, expect, it } from 'vitest';
import { detectLanguage, guessLanguage } from './detect-language.ts';

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

describe('guessLanguage', () => {
  // English questions naming Spanish places, laws, taxes and terms, with and without accents.
  it.each([
    'What is the ITP in Madrid for a 300,000 euro flat?',
    'How much ITP do I pay on a resale flat in Málaga?',
    'What are arras penitenciales?',
    'Are arras penitenciales refundable if the seller backs out?',
    'How does the Ley de Propiedad Horizontal regulate tourist flats?',
    'Does the Ley de Arrendamientos Urbanos apply to a garage?',
    'Who pays the plusvalía municipal when selling in Córdoba?',
    'Is the fianza deposited with the Comunidad de Madrid?',
    'My casero wants to raise the rent by IPC, can he?',
    'What happens if the comunidad de propietarios does not approve the lift?',
    'Can I rent my piso in Castilla y León as a holiday let?',
    'I bought a flat in A Coruña from the developer: what taxes apply?',
    'Do I need a cédula de habitabilidad to sell in Barcelona?',
    'and if the landlord is a company?',
    'What if it is in a zona tensionada?',
  ])('%j is surely English', (text) => {
    expect(guessLanguage(text)).toEqual({ language: 'ENGLISH', sure: true });
  });

  it.each([
    '¿Cuánto ITP pago en Madrid?',
    'Quiero saber quién paga la plusvalía',
    'El inquilino no paga la renta desde hace tres meses',
    'y si el arrendador es una empresa',
    'Tengo un piso en Londres y otro en Madrid',
    'Mi casero no me devuelve la fianza',
  ])('%j is surely Spanish', (text) => {
    expect(guessLanguage(text)).toEqual({ language: 'SPANISH', sure: true });
  });

  it.each(['ok', 'IBI', 'LAU', '36.1', 'fianza'])('%j is not sure (the conversation decides)', (text) => {
    expect(guessLanguage(text).sure).toBe(false);
  });
});
