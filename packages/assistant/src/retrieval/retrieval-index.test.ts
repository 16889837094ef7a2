import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../knowledge/load-knowledge.ts';
import { fixtureEntries } from '../test-fixtures.ts';
import { loadSharedProvisions } from '../test-utils/shared-corpus.ts';
import { RetrievalIndex, type PassageDoc, type RetrievalHit } from './retrieval-index.ts';

const provisions = loadSharedProvisions();
/** The fixture entries beside the whole shared corpus: which of the two answers a question is under the test's control. */
const index = new RetrievalIndex(fixtureEntries, provisions);
/** The real knowledge base beside the whole corpus, as the API holds them. */
const realIndex = new RetrievalIndex(loadKnowledgeBase(), provisions);

function topId(text: string, language: 'es' | 'en' = 'es', context?: string): string | undefined {
  return index.search({ text, language, context })[0]?.doc.id;
}

function passage(hit: RetrievalHit | undefined): PassageDoc | undefined {
  return hit?.doc.kind === 'passage' ? hit.doc : undefined;
}

describe('RetrievalIndex, the knowledge base', () => {
  it('finds the entry whatever the accents and inflections', () => {
    expect(topId('¿Cuánto dura el ALQUILER como mínimo?')).toBe('fx-duracion');
    expect(topId('cuanto dura el alquiler como minimo')).toBe('fx-duracion');
  });

  it('finds entries through everyday synonyms', () => {
    expect(topId('¿Qué depósito me pide el casero por el piso?')).toBe('fx-fianza');
    expect(topId('¿Quién paga la comisión de la agencia?')).toBe('fx-honorarios');
    expect(topId('¿Qué gastos del préstamo hipotecario paga la entidad bancaria?')).toBe('fx-gastos-hipoteca');
  });

  it('searches the English texts for English questions', () => {
    expect(topId('How much security deposit for an apartment?', 'en')).toBe('fx-fianza');
    expect(topId('Who pays the estate agent fee?', 'en')).toBe('fx-honorarios');
  });

  it('answers a request for a definition with the entry that gives it, not a practical neighbour', () => {
    const [first] = realIndex.search({ text: '¿Qué es un arrendamiento de temporada y cuándo se puede usar? Un cliente quiere alquilar a unos estudiantes del curso que viene.', language: 'es', kind: 'entry' });
    expect(first?.doc.id).toBe('lau-alquiler-temporada');
  });

  it('reads a follow-up with the earlier question', () => {
    expect(topId('¿Y cuándo la devuelven?', 'es', '¿Cuánta fianza se paga al alquilar?')).toBe('fx-fianza-devolucion');
  });

  it('reports how much of the question the hit covers', () => {
    const [good] = index.search({ text: 'fianza del piso', language: 'es', kind: 'entry' });
    const [poor] = index.search({ text: 'capital de Francia fianza', language: 'es', kind: 'entry', keepUserSpecifics: true });
    expect(good?.coverage).toBeGreaterThan(0.9);
    expect(poor?.coverage).toBeLessThan(0.5);
  });
});

describe('RetrievalIndex, direct lookup of the provisions a question names', () => {
  // [question, law, article, apartado, letter]: across the 21 laws, in the ways people cite them.
  const references: Array<[string, string, string, string?, string?]> = [
    ['¿Qué dice el art. 36 LAU?', 'LAU', '36'],
    ['¿Qué dice el artículo 17.12 de la Ley de Propiedad Horizontal?', 'LPH', '17', '12'],
    ['¿Qué establece el 1454 del Código Civil?', 'CC', '1454'],
    ['¿Qué dice la disposición adicional undécima de la LAU?', 'LAU', 'DA 11ª'],
    ['What does article 36 of the LAU say?', 'LAU', '36'],
    ['art. 9.1.e LPH', 'LPH', '9', '1', 'e'],
    ['¿Qué regula el artículo 24 de la Ley de Suelo?', 'TRLSRU', '24'],
    ['art. 250.1 LEC', 'LEC', '250', '1'],
    ['¿Qué dice el artículo 441 de la Ley de Enjuiciamiento Civil?', 'LEC', '441'],
    ['art. 439.6 LEC', 'LEC', '439', '6'],
    ['art. 34 de la Ley Hipotecaria', 'LH', '34'],
    ['¿Qué dice el artículo 332 del Reglamento Hipotecario?', 'RH', '332'],
    ['art. 14 de la Ley 5/2019', 'LCCI', '14'],
    ['art. 23 LCCI', 'LCCI', '23'],
    ['artículo 7 del TRLITPAJD', 'TRLITPAJD', '7'],
    ['art. 104 TRLRHL', 'TRLRHL', '104'],
    ['art. 107.4 TRLRHL', 'TRLRHL', '107', '4'],
    ['DF única TRLRHL', 'TRLRHL', 'DF única'],
    ['artículo 38 de la Ley del IRPF', 'LIRPF', '38'],
    ['art. 91 de la Ley del IVA', 'LIVA', '91'],
    ['art. 17 LOE', 'LOE', '17'],
    ['¿Qué dice el artículo 47 de la Constitución?', 'CE', '47'],
    ['art. 3 de la Ley 12/2023', 'Ley 12/2023', '3'],
    ['art. 3.k de la Ley 12/2023', 'Ley 12/2023', '3', undefined, 'k'],
    ['la disposición transitoria cuarta de la Ley 12/2023', 'Ley 12/2023', 'DT 4ª'],
    ['art. 2 del Real Decreto-ley 6/2012', 'RDL 6/2012', '2'],
    ['art. 1 de la Ley 1/2013', 'Ley 1/2013', '1'],
    ['artículo 6 del Real Decreto 390/2021', 'RD 390/2021', '6'],
    ['art. 10 del Real Decreto 1312/2024', 'RD 1312/2024', '10'],
    ['art. 5 de la Ley Orgánica 1/2025', 'LO 1/2025', '5'],
    ['art. 3 de la Ley del Catastro', 'Catastro', '3'],
    ['¿Qué dice la DT 2ª LAU?', 'LAU', 'DT 2ª'],
    ['art. 1255 CC', 'CC', '1255'],
    ['el 1.484 del Código Civil', 'CC', '1484'],
    ['artículo diecisiete de la LPH', 'LPH', '17'],
    ['What does article 1484 of the Civil Code say?', 'CC', '1484'],
    ['Según la LAU, ¿qué dice su artículo 9?', 'LAU', '9'],
  ];

  it.each(references)('%s', (question, law, article, apartado, letter) => {
    const language = /[¿¡áéíóúñ]|\b(?:art|artículo|el|la|de)\b/i.test(question) ? 'es' : 'en';
    const [first] = realIndex.search({ text: question, language });
    expect(first?.named).toBe(true);
    const doc = passage(first);
    expect(doc?.passage.law).toBe(law);
    expect(doc?.passage.article).toBe(article);
    // The lead paragraph (number '') holds the letters of a provision without numbered apartados ('art. 3.k').
    expect(doc?.apartado?.number || undefined).toBe(apartado);
    expect(doc?.letter).toBe(letter);
  });

  it('names nothing when the provision or its law does not exist, or no law is named', () => {
    for (const question of ['¿Qué dice el art. 99 LAU?', '¿Qué dice el artículo 36?', '¿Qué dice el artículo 12 de la Ley de Marte?']) {
      expect(realIndex.search({ text: question, language: 'es' }).some((hit) => hit.named), question).toBe(false);
    }
  });

  it('falls back to the whole provision when the apartado named does not exist', () => {
    const doc = passage(realIndex.search({ text: 'art. 36.9 LAU', language: 'es' })[0]);
    expect(doc?.passage.article).toBe('36');
    expect(doc?.apartado).toBeUndefined();
  });
});

describe('RetrievalIndex, the two sources fused', () => {
  it('ranks first the entry that answers the question, with the law it rests on among the hits', () => {
    const hits = index.search({ text: '¿Qué fianza hay que pagar al alquilar un piso?', language: 'es' });
    expect(hits[0]?.doc.id).toBe('fx-fianza');
    expect(hits.some((hit) => passage(hit)?.passage.article === '36' && passage(hit)?.passage.law === 'LAU')).toBe(true);
  });

  it('ranks first the apartado that answers a question no entry answers', () => {
    const [first] = index.search({ text: '¿Cuándo se extingue la servidumbre de paso?', language: 'es' });
    expect(first?.doc.id).toBe('BOE-A-1889-4763#568');
    const [english] = index.search({ text: 'When is an easement extinguished?', language: 'en' });
    expect(passage(english)?.passage.article).toBe('546');
  });

  it('keeps each source in its own order: fusion only decides which speaks next', () => {
    const hits = realIndex.search({ text: '¿Para qué tengo que pasar por la notaría antes de firmar el préstamo para comprar la casa?', language: 'es', limit: 20 });
    const entries = realIndex.search({ text: '¿Para qué tengo que pasar por la notaría antes de firmar el préstamo para comprar la casa?', language: 'es', kind: 'entry', limit: 20 });
    expect(hits.filter((hit) => hit.doc.kind === 'entry').map((hit) => hit.doc.id)).toEqual(entries.map((hit) => hit.doc.id).slice(0, hits.filter((hit) => hit.doc.kind === 'entry').length));
  });
});

describe('RetrievalIndex, the law in everyday words', () => {
  const firstPassage = (text: string, language: 'es' | 'en' = 'es') => passage(index.search({ text, language, kind: 'passage' })[0]);

  it.each([
    ['¿Puede el casero quedarse la fianza?', 'LAU', '36'],
    ['¿Qué mayoría hace falta para prohibir los pisos turísticos en la comunidad?', 'LPH', '17'],
    ['¿Cómo recupero mi vivienda ocupada por okupas?', 'LEC', '441'],
    ['¿Puede el inquilino subarrendar parte del piso sin permiso del casero?', 'LAU', '8'],
    ['Can the landlord keep the deposit?', 'LAU', '36'],
    ['What majority does the owners meeting need to ban tourist flats?', 'LPH', '17'],
  ])('%s → %s %s', (question, law, article) => {
    const doc = firstPassage(question, /^[A-Z][a-z]+ /.test(question) && !/[¿áéíóú]/.test(question) ? 'en' : 'es');
    expect(`${doc?.passage.law} ${doc?.passage.article}`).toBe(`${law} ${article}`);
  });
});

describe('RetrievalIndex, transitional, final and derogating provisions', () => {
  const kinds = (text: string) => index.search({ text, language: 'es', kind: 'passage', limit: 3 }).map((hit) => passage(hit)?.passage.kind);

  it('ranks them below the articles unless the question asks for them', () => {
    expect(kinds('subrogación en el arrendamiento de vivienda por fallecimiento del arrendatario')).not.toContain('transitional');
    expect(kinds('régimen transitorio de la subrogación en el arrendamiento de vivienda por fallecimiento del arrendatario')[0]).toBe('transitional');
  });
});

describe('RetrievalIndex, the user\'s own facts', () => {
  it('scores a question with figures, names, dates and places as the bare question', () => {
    const bare = realIndex.search({ text: 'Mi inquilino me debe, ¿qué puedo hacer?', language: 'es' })[0];
    const specific = realIndex.search({ text: 'Mi inquilino Juan Pérez de Valencia me debe 1.200 € desde el 3 de marzo de 2024, ¿qué puedo hacer?', language: 'es' })[0];
    expect(specific?.doc.id).toBe(bare?.doc.id);
    expect(specific?.coverage).toBeCloseTo(bare?.coverage ?? 0, 5);
    // Scored with them, the names and figures no document has would weigh as the rarest terms.
    const kept = realIndex.search({ text: 'Mi inquilino Juan Pérez de Valencia me debe 1.200 € desde el 3 de marzo de 2024, ¿qué puedo hacer?', language: 'es', keepUserSpecifics: true })[0];
    expect(kept?.coverage).toBeLessThan((bare?.coverage ?? 0) * 0.8);
  });
});
