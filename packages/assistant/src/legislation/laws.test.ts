import { describe, expect, it } from 'vitest';
import { listSharedLaws, readSharedLaw } from '../test-utils/shared-corpus.ts';
import { boeActUrl, citationLabel, findLaw, findLawByBoeId, KNOWN_LAWS, normalizeLawName, resolveLawId } from './laws.ts';

/** The short names issue 11 gives the 21 laws of the shared corpus. */
const CORPUS_SHORT_NAMES: Record<string, string> = {
  'BOE-A-1994-26003': 'LAU', 'BOE-A-1889-4763': 'CC', 'BOE-A-1960-10906': 'LPH', 'BOE-A-2000-323': 'LEC',
  'BOE-A-1946-2453': 'LH', 'BOE-A-1947-3843': 'RH', 'BOE-A-2019-3814': 'LCCI', 'BOE-A-1993-25359': 'TRLITPAJD',
  'BOE-A-2004-4214': 'TRLRHL', 'BOE-A-2006-20764': 'LIRPF', 'BOE-A-1992-28740': 'LIVA', 'BOE-A-1999-21567': 'LOE',
  'BOE-A-1978-31229': 'CE', 'BOE-A-2015-11723': 'TRLSRU', 'BOE-A-2023-12203': 'Ley 12/2023', 'BOE-A-2012-3394': 'RDL 6/2012',
  'BOE-A-2013-5073': 'Ley 1/2013', 'BOE-A-2021-9176': 'RD 390/2021', 'BOE-A-2024-26931': 'RD 1312/2024',
  'BOE-A-2025-76': 'LO 1/2025', 'BOE-A-2004-4163': 'Catastro',
};

describe('the table of laws', () => {
  it('names every law of the shared corpus as issue 11 does, with the ELI of its file', () => {
    const ids = listSharedLaws().map((file) => file.replace(/\.md$/, ''));
    expect(ids.sort()).toEqual(Object.keys(CORPUS_SHORT_NAMES).sort());
    for (const lawId of ids) {
      const info = findLawByBoeId(lawId);
      expect(info?.law, lawId).toBe(CORPUS_SHORT_NAMES[lawId]);
      expect(info?.eli, lawId).toBe(/^source: "(.*)"$/m.exec(readSharedLaw(lawId))?.[1]);
      expect(resolveLawId(info?.law ?? ''), lawId).toBe(lawId);
    }
  });

  it('has no short name or alias twice', () => {
    const names = KNOWN_LAWS.flatMap((info) => [info.law, ...(info.aliases ?? [])].map(normalizeLawName));
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it.each([
    ['LAU', 'BOE-A-1994-26003'],
    ['lau', 'BOE-A-1994-26003'],
    ['la LAU', 'BOE-A-1994-26003'],
    ['Ley 29/1994', 'BOE-A-1994-26003'],
    ['Ley de Arrendamientos Urbanos', 'BOE-A-1994-26003'],
    ['Código Civil', 'BOE-A-1889-4763'],
    ['codigo civil', 'BOE-A-1889-4763'],
    ['del Código Civil', 'BOE-A-1889-4763'],
    ['C.C.', 'BOE-A-1889-4763'],
    ['Ley de Propiedad Horizontal', 'BOE-A-1960-10906'],
    ['de la Ley de Propiedad Horizontal', 'BOE-A-1960-10906'],
    ['Ley 49/1960', 'BOE-A-1960-10906'],
    ['L.P.H.', 'BOE-A-1960-10906'],
    ['Ley Hipotecaria', 'BOE-A-1946-2453'],
    ['Reglamento Hipotecario', 'BOE-A-1947-3843'],
    ['Ley 5/2019', 'BOE-A-2019-3814'],
    ['LCCI', 'BOE-A-2019-3814'],
    ['Ley 1/2000', 'BOE-A-2000-323'],
    ['Ley de Enjuiciamiento Civil', 'BOE-A-2000-323'],
    ['Constitución Española', 'BOE-A-1978-31229'],
    ['Ley del IVA', 'BOE-A-1992-28740'],
    ['Ley del IRPF', 'BOE-A-2006-20764'],
    ['Ley del Catastro Inmobiliario', 'BOE-A-2004-4163'],
    ['TRLCI', 'BOE-A-2004-4163'],
    ['Ley de Haciendas Locales', 'BOE-A-2004-4214'],
    ['Ley del Suelo', 'BOE-A-2015-11723'],
    ['Ley por el derecho a la vivienda', 'BOE-A-2023-12203'],
    ['Real Decreto-ley 6/2012', 'BOE-A-2012-3394'],
    ['Real Decreto 390/2021', 'BOE-A-2021-9176'],
    ['Ley Orgánica 1/2025', 'BOE-A-2025-76'],
    ['RDL 7/2019', 'BOE-A-2019-3108'],
    ['BOE-A-1994-26003', 'BOE-A-1994-26003'],
    ['BOE-A-2099-1', 'BOE-A-2099-1'],
  ])('%s → %s', (name, lawId) => {
    expect(resolveLawId(name)).toBe(lawId);
  });

  it('knows no law by an unknown name, nor a law outside the BOE consolidated collection by id', () => {
    expect(resolveLawId('Ley de Marte')).toBeUndefined();
    expect(resolveLawId('')).toBeUndefined();
    expect(findLaw('RDL 6/2022')?.boeId).toBeUndefined();
    expect(resolveLawId('RDL 6/2022')).toBeUndefined();
  });

  it('labels citations and links the BOE page', () => {
    expect(citationLabel('LAU', '36')).toBe('Art. 36 LAU');
    expect(citationLabel('LAU', 'DA 11ª')).toBe('DA 11ª LAU');
    expect(citationLabel('TRLRHL', 'único (aprobación)')).toBe('Art. único (aprobación) TRLRHL');
    expect(boeActUrl('BOE-A-1994-26003', 'a36')).toBe('https://www.boe.es/buscar/act.php?id=BOE-A-1994-26003#a36');
    expect(boeActUrl('BOE-A-1994-26003')).toBe('https://www.boe.es/buscar/act.php?id=BOE-A-1994-26003');
  });
});
