import { describe, expect, it } from 'vitest';
import { loadSharedProvisions } from '../test-utils/shared-corpus.ts';
import { citationOfPassage, createCitationResolver } from './citations.ts';

const provisions = loadSharedProvisions();

describe('createCitationResolver', () => {
  it('cites an apartado and a letter of a provision that exists, with its BOE address and version date', () => {
    const resolver = createCitationResolver(provisions);
    expect(resolver.cite({ law: 'LPH', article: '17', apartado: '12' })).toEqual({
      label: 'Art. 17.12 LPH',
      lawId: 'BOE-A-1960-10906',
      article: '17',
      apartado: '12',
      url: 'https://www.boe.es/buscar/act.php?id=BOE-A-1960-10906#adiecisiete',
      versionDate: '2026-03-21',
    });
    expect(resolver.cite({ law: 'LPH', article: '9', apartado: '1', letter: 'e' })).toMatchObject({ label: 'Art. 9.1.e LPH', apartado: '1' });
    expect(resolver.cite({ law: 'TRLITPAJD', article: '11', apartado: '1.a' })).toMatchObject({ label: 'Art. 11.1.a TRLITPAJD', apartado: '1' });
    expect(resolver.cite({ law: 'Ley 12/2023', article: '3', letter: 'k' })).toMatchObject({ label: 'Art. 3.k Ley 12/2023', article: '3' });
    expect(resolver.cite({ law: 'Ley 12/2023', article: '3', letter: 'k' })?.apartado).toBeUndefined();
  });

  it('cites dispositions by their keys and their BOE anchors', () => {
    const resolver = createCitationResolver(provisions);
    expect(resolver.cite({ law: 'LAU', article: 'DA 11ª' })).toMatchObject({ label: 'DA 11ª LAU', url: 'https://www.boe.es/buscar/act.php?id=BOE-A-1994-26003#daundecima' });
    expect(resolver.cite({ law: 'LCCI', article: 'DT 1ª', apartado: '3' })).toMatchObject({ label: 'DT 1ª.3 LCCI', apartado: '3' });
  });

  it('drops a source whose provision, apartado or letter does not exist, and reports it once per citing item', () => {
    const reports: string[] = [];
    const resolver = createCitationResolver(provisions, (label, from) => reports.push(`${from}: ${label}`));
    expect(resolver.cite({ law: 'LAU', article: '99' }, 'entry-a')).toBeUndefined();
    expect(resolver.cite({ law: 'LAU', article: '99' }, 'entry-a')).toBeUndefined();
    expect(resolver.cite({ law: 'LAU', article: '36', apartado: '9' }, 'entry-b')).toBeUndefined();
    expect(resolver.cite({ law: 'LPH', article: '9', apartado: '1', letter: 'z' }, 'entry-b')).toBeUndefined();
    expect(reports).toEqual(['entry-a: Art. 99 LAU', 'entry-b: Art. 36.9 LAU', 'entry-b: Art. 9.1.z LPH']);
  });

  it('cites numbered points below an apartado that exist (art. 91.Uno.1.7º LIVA) and quotes only that point', () => {
    const reports: string[] = [];
    const resolver = createCitationResolver(provisions, (label) => reports.push(label));
    expect(resolver.cite({ law: 'LIVA', article: '91', apartado: 'Uno.1.7º' })).toMatchObject({ label: 'Art. 91.Uno.1.7º LIVA', apartado: '1' });
    expect(resolver.cite({ law: 'LIVA', article: '91', apartado: 'Dos.1.6º' })).toMatchObject({ label: 'Art. 91.Dos.1.6º LIVA', apartado: '2' });
    expect(resolver.cite({ law: 'LIVA', article: '3', apartado: 'Dos.1º' })).toMatchObject({ label: 'Art. 3.Dos.1º LIVA' });
    expect(resolver.quote({ law: 'LIVA', article: '91', apartado: 'Uno.1.7º' })?.text).toMatch(/^7\.º Los edificios o partes de los mismos aptos para su utilización como viviendas/);
    expect(resolver.quote({ law: 'LIVA', article: '91', apartado: 'Uno.1.7º' })?.text).not.toMatch(/8\.º Las flores/);
    expect(resolver.cite({ law: 'LIVA', article: '91', apartado: 'Uno.1.9º' })).toBeUndefined();
    expect(resolver.cite({ law: 'LIVA', article: '91', apartado: 'Uno.6' })).toBeUndefined();
    expect(reports).toEqual(['Art. 91.Uno.1.9º LIVA', 'Art. 91.Uno.6 LIVA']);
  });

  it('keeps the label of a source whose law is not loaded at all, without a citation or a report', () => {
    const reports: string[] = [];
    const resolver = createCitationResolver(provisions.filter((provision) => provision.law === 'LPH'), (label) => reports.push(label));
    expect(resolver.resolve({ law: 'LAU', article: '36', apartado: '1' })).toEqual({ status: 'law-not-loaded', label: 'Art. 36.1 LAU' });
    expect(reports).toEqual([]);
  });

  it('cites a passage at its apartado, or at the whole provision', () => {
    const fianza = provisions.find((provision) => provision.law === 'LAU' && provision.article === '36');
    expect(fianza).toBeDefined();
    if (!fianza) return;
    expect(citationOfPassage({ kind: 'passage', id: 'x', passage: fianza, apartado: fianza.apartados[0] })).toEqual({
      label: 'Art. 36.1 LAU',
      lawId: 'BOE-A-1994-26003',
      article: '36',
      apartado: '1',
      url: 'https://www.boe.es/buscar/act.php?id=BOE-A-1994-26003#a36',
      versionDate: '2023-05-25',
    });
    expect(citationOfPassage({ kind: 'passage', id: 'x', passage: fianza }).label).toBe('Art. 36 LAU');
  });
});
