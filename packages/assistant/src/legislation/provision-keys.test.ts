import { describe, expect, it } from 'vitest';
import {
  anchorOfArticleKey,
  anchorOfProvision,
  isArticleRangeHeading,
  normalizeArticleKey,
  parseArticleReference,
  parseProvisionHeading,
  provisionTitle,
} from './provision-keys.ts';
import { feminineOrdinalWord, parseSpanishNumber } from './spanish-numbers.ts';

describe('parseSpanishNumber', () => {
  it.each([
    ['uno', 1], ['diez', 10], ['once', 11], ['dieciséis', 16], ['diecisiete', 17], ['veinte', 20], ['veintiuno', 21],
    ['veintitrés', 23], ['veinticuatro', 24], ['treinta y uno', 31], ['cincuenta', 50], ['ciento veintiuno', 121],
    ['quinientos cuarenta y uno', 541], ['primero', 1], ['noveno', 9], ['séptimo', 7], ['primera', 1], ['décima', 10],
    ['undécima', 11], ['duodécima', 12], ['decimotercera', 13], ['décima tercera', 13], ['décimo tercera', 13],
    ['Décimotercera', 13], ['decimoctava', 18], ['vigésima', 20], ['vigésima tercera', 23], ['vigesimoprimera', 21],
    ['vigésimo sexta', 26], ['vigesimoctava', 28], ['trigésima', 30], ['trigésimo segunda', 32], ['cuadragésima', 40],
    ['cuadragésima novena', 49], ['quincuagésima primera', 51], ['sexagésima segunda', 62], ['Uno', 1], ['Veintiuno', 21],
  ])('%s → %i', (words, value) => {
    expect(parseSpanishNumber(words)).toBe(value);
  });

  it.each(['única', 'derogatoria', 'preliminar', '', 'veinte ciento', 'décima décima', 'de la'])('%j is not a number', (words) => {
    expect(parseSpanishNumber(words)).toBeUndefined();
  });

  it('writes 1–99 as the one-word feminine ordinals of BOE block ids', () => {
    expect([1, 10, 11, 12, 13, 18, 20, 21, 28, 30, 43, 62, 99].map(feminineOrdinalWord)).toEqual([
      'primera', 'decima', 'undecima', 'duodecima', 'decimotercera', 'decimoctava', 'vigesima', 'vigesimoprimera',
      'vigesimoctava', 'trigesima', 'cuadragesimatercera', 'sexagesimasegunda', 'nonagesimanovena',
    ]);
    expect(feminineOrdinalWord(0)).toBeUndefined();
    expect(feminineOrdinalWord(100)).toBeUndefined();
  });

  it('reads back every ordinal it writes', () => {
    for (let value = 1; value < 100; value++) expect(parseSpanishNumber(feminineOrdinalWord(value) ?? '')).toBe(value);
  });
});

describe('parseProvisionHeading', () => {
  it.each([
    ['Artículo 36. Fianza.', 'article', '36', '36', 'Fianza.'],
    ['Artículo 1454.', 'article', '1454', '1454', ''],
    ['Artículo 27', 'article', '27', '27', ''],
    ['Artículo 9 bis. Plazo.', 'article', '9 bis', '9 bis', 'Plazo.'],
    ['Artículo 163 terdecies. Contenido.', 'article', '163 terdecies', '163 terdecies', 'Contenido.'],
    ['Artículo 778 quáter. Ámbito.', 'article', '778 quáter', '778 quater', 'Ámbito.'],
    ['Artículo 140 cuarter. Deducciones.', 'article', '140 cuarter', '140 quater', 'Deducciones.'],
    ['Artículo 283 bis a). Exhibición de las pruebas.', 'article', '283 bis a)', '283 bis a', 'Exhibición de las pruebas.'],
    ['Artículo 236-ñ.', 'article', '236-ñ', '236 ñ', ''],
    ['Artículo 398.a', 'article', '398.a', '398 a', ''],
    ['Artículo 765.Ejercicio de las acciones.', 'article', '765', '765', 'Ejercicio de las acciones.'],
    ['Artículo 1245. (Derogado)', 'article', '1245', '1245', '(Derogado)'],
    ['Artículo diecisiete.', 'article', 'diecisiete', '17', ''],
    ['Artículo noveno', 'article', 'noveno', '9', ''],
    ['Artículo veintiuno. Impago de los gastos comunes.', 'article', 'veintiuno', '21', 'Impago de los gastos comunes.'],
    ['Artículo único. Aprobación.', 'article', 'único', 'único', 'Aprobación.'],
    ['Disposición adicional undécima. Registro.', 'additional', 'undécima', 'DA 11ª', 'Registro.'],
    ['Disposición transitoria vigésima tercera', 'transitional', 'vigésima tercera', 'DT 23ª', ''],
    ['Disposición final primera. Naturaleza. Otra frase.', 'final', 'primera', 'DF 1ª', 'Naturaleza. Otra frase.'],
    ['Disposición derogatoria única.', 'derogating', 'única', 'DD única', ''],
    ['Disposición adicional.', 'additional', '', 'DA', ''],
    ['Disposición final derogatoria.', 'final', 'derogatoria', 'DF derogatoria', ''],
  ])('%s', (line, kind, number, article, heading) => {
    expect(parseProvisionHeading(line)).toEqual({ kind, number, article, heading });
  });

  it('reads a bare ordinal only under a caption that gives its kind', () => {
    expect(parseProvisionHeading('Primera.')).toBeUndefined();
    expect(parseProvisionHeading('Décimotercera.', 'transitional')).toEqual({ kind: 'transitional', number: 'décimotercera', article: 'DT 13ª', heading: '' });
    expect(parseProvisionHeading('A) Regulación jurídica del régimen transitorio', 'additional')).toBeUndefined();
  });

  it('rejects notes over ranges of articles and other headings', () => {
    for (const line of ['Artículos 38 a 40.', 'Arts. 127 a 130', 'Artículo 301 a 324.', 'Arts. 1863 bis a 1873 bis.', 'Artículos 163 bis a 163 quáter.']) {
      expect(isArticleRangeHeading(line)).toBe(true);
      expect(parseProvisionHeading(line)).toBeUndefined();
    }
    expect(parseProvisionHeading('TÍTULO I. Ámbito de la ley')).toBeUndefined();
  });
});

describe('parseArticleReference and normalizeArticleKey', () => {
  it.each([
    ['art. 9bis', { article: '9 bis' }],
    ['artículo 9 bis', { article: '9 bis' }],
    ['Art. 36', { article: '36' }],
    ['36', { article: '36' }],
    ['art. 36.1', { article: '36', apartado: '1' }],
    ['artículo 17.12', { article: '17', apartado: '12' }],
    ['artículo 17, apartado 12', { article: '17', apartado: '12' }],
    ['9.1.b', { article: '9', apartado: '1', letter: 'b' }],
    ['art. 9.1.b)', { article: '9', apartado: '1', letter: 'b' }],
    ['10.1.b', { article: '10', apartado: '1', letter: 'b' }],
    ['artículo 1.454', { article: '1454' }],
    ['art. 1454', { article: '1454' }],
    ['artículo 1.124.3', { article: '1124', apartado: '3' }],
    ['artículo diecisiete', { article: '17' }],
    ['el artículo noveno de la LPH', undefined],
    ['artículo noveno', { article: '9' }],
    ['art. único', { article: 'único' }],
    ['art. 236-a', { article: '236 a' }],
    ['art. 778 quáter', { article: '778 quater' }],
    ['DA undécima', { article: 'DA 11ª' }],
    ['disposición adicional 11', { article: 'DA 11ª' }],
    ['Disposición adicional undécima de la LAU', { article: 'DA 11ª' }],
    ['DA 11', { article: 'DA 11ª' }],
    ['DA 11ª', { article: 'DA 11ª' }],
    ['D.A. 11.ª', { article: 'DA 11ª' }],
    ['disp. adic. 1ª', { article: 'DA 1ª' }],
    ['DT 4', { article: 'DT 4ª' }],
    ['disposición transitoria vigésima tercera', { article: 'DT 23ª' }],
    ['DF 1', { article: 'DF 1ª' }],
    ['disposición final primera', { article: 'DF 1ª' }],
    ['DD única', { article: 'DD única' }],
    ['disposición derogatoria única', { article: 'DD única' }],
    ['disposición adicional', { article: 'DA' }],
    ['DA 3.2', { article: 'DA 3ª', apartado: '2' }],
    ['Anexo II', undefined],
    ['la fianza', undefined],
  ])('%s', (text, expected) => {
    expect(parseArticleReference(text)).toEqual(expected);
    expect(normalizeArticleKey(text)).toBe(expected?.article);
  });
});

describe('BOE addresses and titles', () => {
  it('makes block ids from the number as written', () => {
    expect(anchorOfProvision('article', '36')).toBe('a36');
    expect(anchorOfProvision('article', '9 bis')).toBe('a9bis');
    expect(anchorOfProvision('article', 'único')).toBe('aunico');
    expect(anchorOfProvision('article', 'séptimo')).toBe('aseptimo');
    expect(anchorOfProvision('additional', 'primera')).toBe('daprimera');
    expect(anchorOfProvision('transitional', 'vigésima tercera')).toBe('dtvigesimatercera');
    expect(anchorOfProvision('derogating', 'única')).toBe('ddunica');
    expect(anchorOfProvision('additional', '')).toBe('da');
  });

  it('makes block ids from keys', () => {
    expect(['36', '9 bis', 'único', 'DA 11ª', 'DT 43ª', 'DF 1ª', 'DD única', 'DA', 'DF única (aprobación)'].map(anchorOfArticleKey)).toEqual([
      'a36', 'a9bis', 'aunico', 'daundecima', 'dtcuadragesimatercera', 'dfprimera', 'ddunica', 'da', 'dfunica',
    ]);
  });

  it('writes the heading line back', () => {
    expect(provisionTitle({ kind: 'article', number: '36', heading: 'Fianza.' })).toBe('Artículo 36. Fianza.');
    expect(provisionTitle({ kind: 'article', number: 'diecisiete', heading: '' })).toBe('Artículo diecisiete.');
    expect(provisionTitle({ kind: 'additional', number: '', heading: '' })).toBe('Disposición adicional.');
    expect(provisionTitle({ kind: 'derogating', number: 'única', heading: 'Normas.' })).toBe('Disposición derogatoria única. Normas.');
  });
});
