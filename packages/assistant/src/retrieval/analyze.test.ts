import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyze.ts';
import { foldText } from './fold.ts';
import { readLeaseRoles, rewritePhrases } from './synonyms.ts';
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

  it('maps everyday words to their legal synonyms', () => {
    const pairs: Array<[string, string]> = [
      ['casero', 'arrendador'],
      ['inquilino', 'arrendatario'],
      ['piso', 'vivienda'],
      ['depósito', 'fianza'],
      ['préstamo hipotecario', 'hipoteca'],
      ['alquiler', 'arrendamiento'],
      ['junta de vecinos', 'junta de propietarios'],
      ['el fondo de la comunidad', 'el fondo de reserva'],
    ];
    for (const [everyday, legal] of pairs) {
      expect(analyzeText(everyday, 'es'), everyday).toEqual(analyzeText(legal, 'es'));
    }
    expect(analyzeText('flat', 'en')).toEqual(analyzeText('apartment', 'en'));
    expect(analyzeText('security deposit', 'en')).toEqual(analyzeText('deposit', 'en'));
    expect(analyzeText('lessor', 'en')).toEqual(analyzeText('landlord', 'en'));
    expect(analyzeText('give it back', 'en')).toEqual(analyzeText('return', 'en'));
    expect(analyzeText('charge extra IBI', 'en')).toEqual(analyzeText('IBI surcharge', 'en').reverse());
    expect(analyzeText('which claim gets them out', 'en')).toEqual(analyzeText('which claim evicts', 'en'));
    // 'want' and 'need' are stop words in every form: 'wants' weighed as a rare word led a question astray.
    expect(analyzeText('my tenant wants to do works', 'en')).toEqual(analyzeText('my tenant to do works', 'en'));
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
    for (const [borrowed, english] of pairs) expect(analyzeText(borrowed, 'en'), borrowed).toEqual(analyzeText(english, 'en'));
    // The Spanish words the English texts keep stay as they are.
    expect(analyzeText('plusvalía burofax arras', 'en')).toEqual(['plusvalia', 'burofax', 'arra']);
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

describe('analyzeText, selling, buying and who pays', () => {
  it('reads every form of selling as one term, in both languages', () => {
    const es = analyzeText('vendo vendí vendido venta ventas', 'es');
    expect(new Set(es).size).toBe(1);
    expect(analyzeText('vendedor', 'es')).not.toEqual([es[0]]);
    expect(new Set(analyzeText('sell selling sold sale sales', 'en')).size).toBe(1);
    expect(new Set(analyzeText('buy bought purchase purchasing', 'en')).size).toBe(1);
    expect(analyzeText('seller buyer', 'en')).toEqual(['seller', 'buyer']);
  });

  it('keeps who bears a cost as a term of its own beside the verb', () => {
    expect(analyzeText('¿Quién paga el IBI?', 'es')).toEqual(expect.arrayContaining(['quienpag', 'pag', 'ibi']));
    expect(analyzeText('¿Quién tiene que pagar la plusvalía?', 'es')).toContain('quienpag');
    expect(analyzeText('Who has to pay the notary?', 'en')).toEqual(expect.arrayContaining(['whopay', 'pay']));
    expect(analyzeText('¿Cuánto se paga de plusvalía?', 'es')).not.toContain('quienpag');
  });

  it('reads a neighbour as an owner, and debts in the perfect tense as non-payment', () => {
    expect(analyzeText('a neighbour', 'en')).toEqual(analyzeText('an owner', 'en'));
    expect(analyzeText('he has not paid the fees', 'en')).toContain(analyzeText('arrears', 'en')[0]);
    expect(analyzeText('they have not paid', 'en')).toContain(analyzeText('arrears', 'en')[0]);
    expect(analyzeText("they haven't paid", 'en')).toContain(analyzeText('arrears', 'en')[0]);
    expect(analyzeText('My tenant doesn’t pay', 'en')).toContain(analyzeText('arrears', 'en')[0]);
  });
});

describe('rewritePhrases', () => {
  it('rewrites a phrase that an earlier rewrite completed, as when every pattern ran over the text', () => {
    // 'a quien le corresponde pagar' → 'quienpaga paga', whose 'paga' the later 'paga y se queda' needs.
    expect(rewritePhrases('a quien le corresponde pagar y se queda', 'es').split(/\s+/)).toEqual(['quienpaga', 'enervar']);
    // 'who is responsible for paying' → 'whopays pay'; 'pay it back' was not in the text before.
    expect(rewritePhrases('who is responsible for paying it back', 'en').split(/\s+/)).toEqual(['whopays', 'return']);
  });

  it('meets a phrase whose words a line break or a tab separates, as its pattern does', () => {
    expect(rewritePhrases('he will not give it\nback', 'en').split(/\s+/)).toContain('return');
    expect(rewritePhrases('quien\tpaga el ibi', 'es').split(/\s+/)).toContain('quienpaga');
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
