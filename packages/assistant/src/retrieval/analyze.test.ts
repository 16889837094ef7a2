import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze.ts';
import { foldText } from './fold.ts';
import { splitIntoChunks } from '../compose/split-chunks.ts';

describe('foldText', () => {
  it('lower-cases and removes accents, ñ included', () => {
    expect(foldText('¿Cuántos AÑOS dura la prórroga?')).toBe('¿cuantos anos dura la prorroga?');
  });
});

describe('analyzeText', () => {
  it('gives the same terms with and without accents, so index and query match', () => {
    expect(analyzeText('Prórroga tácita del arrendamiento', 'es')).toEqual(
      analyzeText('prorroga tacita del arrendamiento', 'es'),
    );
    expect(analyzeText('Actualización de la renta', 'es')).toEqual(analyzeText('actualizacion de la renta', 'es'));
  });

  it('stems inflections to one term', () => {
    const [singular] = analyzeText('vivienda', 'es');
    const [plural] = analyzeText('viviendas', 'es');
    expect(singular).toBe(plural);
    expect(analyzeText('actualización', 'es')).toEqual(analyzeText('actualizaciones', 'es'));
  });

  it('drops function words and keeps article numbers', () => {
    expect(analyzeText('¿Qué dice el artículo 36 de la ley?', 'es')).toEqual(
      expect.arrayContaining(['36']),
    );
    expect(analyzeText('¿Qué es lo que hay?', 'es')).toEqual([]);
  });

  it('maps everyday words to their legal synonyms', () => {
    const pairs: Array<[string, string]> = [
      ['casero', 'arrendador'],
      ['inquilino', 'arrendatario'],
      ['piso', 'vivienda'],
      ['depósito', 'fianza'],
      ['préstamo hipotecario', 'hipoteca'],
      ['alquiler', 'arrendamiento'],
      ['junta de vecinos', 'junta de propietarios'],
    ];
    for (const [everyday, legal] of pairs) {
      expect(analyzeText(everyday, 'es'), everyday).toEqual(analyzeText(legal, 'es'));
    }
    expect(analyzeText('flat', 'en')).toEqual(analyzeText('apartment', 'en'));
    expect(analyzeText('security deposit', 'en')).toEqual(analyzeText('deposit', 'en'));
    expect(analyzeText('lessor', 'en')).toEqual(analyzeText('landlord', 'en'));
  });
});

describe('analyzeText, everyday readings', () => {
  it('meets folded singulars and plurals', () => {
    expect(analyzeText('año', 'es')).toEqual(analyzeText('años', 'es'));
    expect(analyzeText('día', 'es')).toEqual(analyzeText('días', 'es'));
  });

  it('reads debts and deaths in everyday words', () => {
    expect(analyzeText('el inquilino no me paga', 'es').sort()).toEqual(analyzeText('impago del arrendatario', 'es').sort());
    expect(analyzeText('un vecino debe tres cuotas', 'es')).toContain(analyzeText('impago', 'es')[0]);
    expect(analyzeText('¿quién debe pagar?', 'es')).not.toContain(analyzeText('impago', 'es')[0]);
    expect(analyzeText('ha fallecido', 'es')).toEqual(analyzeText('muerte', 'es'));
    expect(analyzeText('the tenant passed away', 'en')).toEqual(analyzeText('the tenant died', 'en'));
  });

  it.each<[string, string, 'es' | 'en']>([
    ['la propietaria que no asistió', 'ausentes', 'es'],
    ['los que no vinieron a la junta', 'ausentes', 'es'],
    ['un copropietario ausente', 'ausentes', 'es'],
    ['owners who did not attend', 'absent', 'en'],
    ['an absentee owner', 'absent', 'en'],
    ['le dejé el piso gratis a mi primo', 'precario', 'es'],
    ['vive allí de favor', 'precario', 'es'],
    ['my sister lives there rent free', 'precario', 'en'],
    ['he stays in it for free', 'precario', 'en'],
    ['vendo la vivienda y compro otra', 'reinversion', 'es'],
    ['si reinvierto el dinero', 'reinversion', 'es'],
    ['I sell my home and buy another', 'reinvest', 'en'],
    ['¿puede pagar y quedarse?', 'enervar', 'es'],
    ['can she pay and stay?', 'enervacion', 'en'],
    ['no se quiere ir del piso, ¿cómo lo saco?', 'desahucio', 'es'],
    ['he refuses to leave the flat', 'evict', 'en'],
    ['¿cuánto tiempo tengo para recurrir?', 'plazo', 'es'],
  ])('reads %j as %s', (everyday, legal, language) => {
    expect(analyzeText(everyday, language)).toEqual(expect.arrayContaining(analyzeText(legal, language)));
  });
});

describe('splitIntoChunks', () => {
  it('splits by sentence and line and joins back to the same text', () => {
    const text = 'Primera frase. Segunda, con Art. 36 LAU y 3.5 %!\n\n**Título**\n\n_Aviso._';
    const chunks = splitIntoChunks(text);
    expect(chunks.join('')).toBe(text);
    expect(chunks.length).toBeGreaterThan(3);
  });
});
