import { describe, expect, it } from 'vitest';
import { analyzeLawQuery, analyzeLawText } from './law-analysis.ts';

const law = (text: string) => analyzeLawText(text);
const query = (text: string, language: 'es' | 'en' = 'es') => analyzeLawQuery(text, language);

describe('analyzeLawText', () => {
  it('folds, drops function words and numbers, and stems, so inflections meet', () => {
    expect(law('Los arrendatarios')).toEqual(law('el arrendatario'));
    expect(law('Artículo 36. Fianza de 1.200 euros')).toEqual(law('artículo fianza euros'));
  });
});

describe('analyzeLawQuery', () => {
  it.each([
    ['casero', 'arrendador'],
    ['inquilina', 'arrendatario'],
    ['piso', 'vivienda'],
    ['piso turístico', 'vivienda de uso turístico'],
    ['okupa', 'ocupantes recuperación de la posesión de la vivienda'],
    ['hipoteca', 'hipoteca préstamo hipotecario'],
    ['alquiler', 'arrendamiento'],
    ['depósito', 'fianza'],
    ['junta de vecinos', 'junta de propietarios'],
  ])('puts the everyday %s into the law\'s words (%s)', (everyday, legal) => {
    expect(query(everyday).terms).toEqual(law(legal));
  });

  it('maps English questions to the Spanish law and counts the words it cannot map', () => {
    const landlord = query('Can my landlord keep the security deposit of the flat?', 'en');
    expect(landlord.terms).toEqual(expect.arrayContaining([...law('arrendador'), ...law('fianza'), ...law('vivienda')]));
    expect(landlord.unmapped).toBeGreaterThan(0);
    expect(query('squatters in my house', 'en').terms).toEqual(expect.arrayContaining(law('ocupantes posesión vivienda')));
    expect(query('the holiday let', 'en').terms).toEqual(law('vivienda de uso turístico'));
  });

  it('leaves out the words that only point at the law', () => {
    expect(query('¿Qué dice el artículo 36 de la ley sobre la fianza?').terms).toEqual(law('fianza'));
  });

  it('says which law the words point at', () => {
    expect(query('¿Cuánto ITP pago?').laws).toEqual(['TRLITPAJD']);
    expect(query('la junta de vecinos').laws).toEqual(['LPH']);
    expect(query('How do I evict a squatter?', 'en').laws).toEqual(['LEC']);
  });
});
