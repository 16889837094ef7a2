import { describe, expect, it } from 'vitest';
import { analyzeQuery, analyzeText, queryTerms } from './analyze.ts';
import { foldText } from './fold.ts';
import { readLeaseRoles } from './lease-roles.ts';
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

  it("meets an '-izar' verb's subjunctive, spelt with 'c', with the verb and its noun", () => {
    expect(analyzeText('que se actualice la renta', 'es')).toEqual(analyzeText('actualización de la renta', 'es'));
    expect(analyzeText('amorticen', 'es')).toEqual(analyzeText('amortizar', 'es'));
    expect(analyzeText('índices', 'es')).toEqual(analyzeText('índice', 'es'));
  });

  it('takes both pronouns off an infinitive that carries two', () => {
    const pairs: Array<[string, string]> = [['devolvérmela', 'devolver'], ['cobrárselo', 'cobrar'], ['pagárnoslo', 'pagar'], ['exigírsela', 'exigir']];
    for (const [joined, verb] of pairs) {
      expect(analyzeText(joined, 'es'), joined).toEqual(analyzeText(verb, 'es'));
    }
  });

  it('drops function words and keeps article numbers', () => {
    expect(analyzeText('¿Qué dice el artículo 36 de la ley?', 'es')).toEqual(
      expect.arrayContaining(['36']),
    );
    expect(analyzeText('¿Qué es lo que hay?', 'es')).toEqual([]);
    // 'dar' is one, with the pronouns it carries ('¿qué tengo que darle?').
    expect(analyzeText('¿Qué tengo que darle?', 'es')).toEqual([]);
    expect(analyzeText('somos un fondo', 'es')).toEqual(analyzeText('un fondo', 'es'));
    // A bare 'fondo' (an investment fund, most often) is not the community's reserve fund.
    expect(analyzeText('fondo', 'es')).not.toEqual(analyzeText('fondo de reserva', 'es'));
  });

});

/** Whether a question searches every stem of a text as the index holds it. */
function searches(question: string, text: string, language: 'es' | 'en'): boolean {
  const searched = new Set(queryTerms(question, language));
  return analyzeText(text, language).every((term) => searched.has(term));
}

describe('analyzeQuery: the vocabulary, on the question only', () => {
  it('searches the legal word for the everyday one, and keeps the everyday one too', () => {
    const pairs: Array<[string, string]> = [
      ['casero', 'arrendador'],
      ['inquilino', 'arrendatario'],
      ['piso', 'vivienda'],
      ['depósito', 'fianza'],
      ['préstamo hipotecario', 'hipoteca'],
      ['alquiler', 'arrendamiento'],
      ['junta de vecinos', 'junta'],
    ];
    for (const [everyday, legal] of pairs) {
      expect(searches(everyday, legal, 'es'), everyday).toBe(true);
      // A phrase is searched through the group's single words: 'hipoteca' does not search 'préstamo hipotecario'.
      if (!everyday.includes(' ') && !legal.includes(' ')) expect(searches(legal, everyday, 'es'), legal).toBe(true);
    }
    expect(searches('flat', 'apartment', 'en')).toBe(true);
    expect(searches('security deposit', 'deposit', 'en')).toBe(true);
    expect(searches('lessor', 'landlord', 'en')).toBe(true);
    expect(searches('give it back', 'return', 'en')).toBe(true);
    expect(searches('which claim gets them out', 'evict', 'en')).toBe(true);
  });

  it('meets the inflections of a word listed once, through the stemmer', () => {
    expect(searches('caseras', 'arrendador', 'es')).toBe(true);
    expect(searches('desahuciarle', 'desahucio', 'es')).toBe(true);
    expect(searches('subleasing', 'sublet', 'en')).toBe(true);
  });

  it('leaves the entries as written: the index does not rewrite', () => {
    expect(analyzeText('casero', 'es')).not.toEqual(analyzeText('arrendador', 'es'));
    expect(analyzeText('the fianza', 'en')).not.toEqual(analyzeText('the deposit', 'en'));
  });

  it('reads a synonym as one clause: a document matches it once, by its best stem', () => {
    const clauses = analyzeQuery('el casero no me devuelve la fianza', 'es');
    const landlord = clauses.find((clause) => clause.alternatives.includes(analyzeText('arrendador', 'es')[0] as string));
    expect(landlord?.term).toBe(analyzeText('casero', 'es')[0]);
    expect(clauses.map((clause) => clause.term)).toEqual([...new Set(clauses.map((clause) => clause.term))]);
  });

  it('reads a phrase as its group, not as its words: "no vino" is not wine', () => {
    const clauses = analyzeQuery('un vecino no vino a la junta', 'es');
    expect(clauses.map((clause) => clause.term)).toContain(analyzeText('ausentes', 'es')[0]);
    expect(clauses.map((clause) => clause.term)).not.toContain(analyzeText('vino', 'es')[0]);
  });

  it('reads the Spanish words an English question borrows as the English texts translate them', () => {
    const pairs: Array<[string, string]> = [
      ['our inquilino', 'our tenant'],
      ['the casero keeps the fianza', 'the landlord keeps the deposit'],
      ['a "zona tensionada"', 'a stressed zone'],
      ['zona de mercado residencial tensionado', 'stressed zone'],
      ['a gran tenedor', 'a large holder'],
      ['okupas in my piso', 'squatters in my flat'],
      ['the desahucio', 'the eviction'],
      ['a derrama', 'a levy'],
      ['the escritura at the notaría', 'the deed at the notary'],
    ];
    for (const [borrowed, english] of pairs) expect(searches(borrowed, english, 'en'), borrowed).toBe(true);
    expect(analyzeText('plusvalía burofax arras', 'en')).toEqual(['plusvalia', 'burofax', 'arra']);
  });

  it('reads debts the stop words would erase', () => {
    expect(searches('el inquilino no me paga', 'impago', 'es')).toBe(true);
    expect(searches('un vecino debe tres cuotas', 'impago', 'es')).toBe(true);
    expect(searches('¿quién debe pagar?', 'impago', 'es')).toBe(false);
    expect(searches('they haven\'t paid', 'arrears', 'en')).toBe(true);
    expect(searches('My tenant doesn’t pay', 'arrears', 'en')).toBe(true);
  });

  it.each<[string, string, 'es' | 'en']>([
    ['la propietaria que no asistió', 'ausentes', 'es'],
    ['los que no vinieron a la junta', 'ausentes', 'es'],
    ['owners who did not attend', 'absent', 'en'],
    ['le dejé el piso gratis a mi primo', 'precario', 'es'],
    ['my sister lives there rent free', 'precario', 'en'],
    ['vendo la vivienda y compro otra', 'reinversion', 'es'],
    ['I sell my home and buy another', 'reinvest', 'en'],
    ['¿puede pagar y quedarse?', 'enervar', 'es'],
    ['no se quiere ir del piso, ¿cómo lo saco?', 'desahucio', 'es'],
    ['he refuses to leave the flat', 'evict', 'en'],
    ['¿cuánto tiempo tengo para recurrir?', 'plazo', 'es'],
    ['ha fallecido', 'muerte', 'es'],
    ['the tenant passed away', 'died', 'en'],
  ])('reads %j as %s', (everyday, legal, language) => {
    expect(searches(everyday, legal, language)).toBe(true);
  });
});

describe('readLeaseRoles', () => {
  it('reads the owner as the landlord in a question about a tenant', () => {
    expect(readLeaseRoles('¿Qué obras puede hacer el inquilino sin permiso del propietario?', 'es')).toBe('¿Qué obras puede hacer el inquilino sin permiso del arrendador?');
    expect(readLeaseRoles('Mi inquilina dice que el dueño no arregla nada', 'es')).toBe('Mi inquilina dice que el arrendador no arregla nada');
    expect(readLeaseRoles("Can the tenant make changes without the owner's consent?", 'en')).toBe("Can the tenant make changes without the landlord's consent?");
  });

  it('leaves the owner alone when no tenant is in the question', () => {
    expect(readLeaseRoles('¿Puede un propietario hacer obras en su piso sin permiso de la comunidad?', 'es')).toContain('propietario');
    expect(readLeaseRoles('Can an owner install a charger in the garage?', 'en')).toContain('owner');
    expect(readLeaseRoles('Los propietarios del edificio y el inquilino', 'es')).toContain('propietarios');
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
