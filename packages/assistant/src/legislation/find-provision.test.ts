import { describe, expect, it } from 'vitest';
import { readSharedLaw } from '../test-utils/shared-corpus.ts';
import { findProvision } from './find-provision.ts';
import { parseLegalizeMarkdown } from './parse-markdown.ts';

const provisions = ['BOE-A-1994-26003', 'BOE-A-1960-10906', 'BOE-A-1889-4763', 'BOE-A-1947-3843', 'BOE-A-2004-4214'].flatMap(
  (lawId) => parseLegalizeMarkdown(readSharedLaw(lawId)).provisions,
);

describe('findProvision', () => {
  it.each([
    ['LAU', 'art. 36', undefined, 'BOE-A-1994-26003', '36'],
    ['Ley de Arrendamientos Urbanos', 'artículo 9', undefined, 'BOE-A-1994-26003', '9'],
    ['Ley 29/1994', 'DA undécima', undefined, 'BOE-A-1994-26003', 'DA 11ª'],
    ['LAU', 'disposición adicional 11', undefined, 'BOE-A-1994-26003', 'DA 11ª'],
    ['LAU', 'DA 1', undefined, 'BOE-A-1994-26003', 'DA 1ª'],
    ['la Ley de Propiedad Horizontal', 'artículo diecisiete', undefined, 'BOE-A-1960-10906', '17'],
    ['LPH', 'DA', undefined, 'BOE-A-1960-10906', 'DA'],
    ['Código Civil', 'artículo 1.454', undefined, 'BOE-A-1889-4763', '1454'],
    ['CC', '94bis', undefined, 'BOE-A-1889-4763', '94 bis'],
    ['RH', 'art. 398.a', undefined, 'BOE-A-1947-3843', '398 a'],
    ['TRLRHL', 'disposición final única', undefined, 'BOE-A-2004-4214', 'DF única'],
  ])('%s %s', (law, article, apartado, lawId, key) => {
    const match = findProvision(provisions, law, article, apartado);
    expect(match?.provision).toMatchObject({ lawId, article: key });
    expect(match?.apartado).toBeUndefined();
  });

  it('finds the apartado asked for, separately or inside the reference', () => {
    expect(findProvision(provisions, 'LAU', '36', '1')?.apartado?.text).toMatch(/^A la celebración del contrato/);
    expect(findProvision(provisions, 'LAU', 'art. 36.5')?.apartado?.number).toBe('5');
    expect(findProvision(provisions, 'Ley de Propiedad Horizontal', 'artículo 17.12')?.apartado?.text).toMatch(/^El acuerdo expreso/);
    expect(findProvision(provisions, 'LPH', '17', '')?.apartado?.text).toBe('Los acuerdos de la Junta de propietarios se sujetarán a las siguientes reglas:');
  });

  it('finds letters, of an apartado or of an unnumbered article', () => {
    const letter = findProvision(provisions, 'LPH', '9.1.e');
    expect(letter?.apartado?.number).toBe('1');
    expect(letter?.letter?.text).toMatch(/^Contribuir, con arreglo a la cuota de participación/);
    expect(findProvision(provisions, 'LAU', 'art. 5 e)')?.letter?.text).toMatch(/^La cesión temporal de uso/);
  });

  it('finds nothing for a law, provision, apartado or letter that does not exist', () => {
    expect(findProvision(provisions, 'Ley de Marte', '1')).toBeUndefined();
    expect(findProvision(provisions, 'LEC', '1')).toBeUndefined();
    expect(findProvision(provisions, 'LAU', '41')).toBeUndefined();
    expect(findProvision(provisions, 'LAU', 'DA 12ª')).toBeUndefined();
    expect(findProvision(provisions, 'LAU', '36', '7')).toBeUndefined();
    expect(findProvision(provisions, 'LAU', '36.7')).toBeUndefined();
    expect(findProvision(provisions, 'LPH', '9.1.z')).toBeUndefined();
    expect(findProvision(provisions, 'LAU', 'Anexo')).toBeUndefined();
  });
});
