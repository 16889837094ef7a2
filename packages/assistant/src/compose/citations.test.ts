import { describe, expect, it } from 'vitest';
import { citationOfSource } from './citations.ts';

describe('citationOfSource', () => {
  it('labels an apartado and a letter, and links to the article', () => {
    expect(citationOfSource({ law: 'LPH', article: '17', apartado: '12' })).toEqual({
      law: 'LPH',
      article: '17',
      label: 'Art. 17.12 LPH',
      url: 'https://www.boe.es/buscar/act.php?id=BOE-A-1960-10906#a17',
    });
    expect(citationOfSource({ law: 'LCCI', article: '14', apartado: '1', letter: 'e' }).label).toBe('Art. 14.1.e LCCI');
    expect(citationOfSource({ law: 'Ley 12/2023', article: '3', letter: 'k' }).label).toBe('Art. 3.k Ley 12/2023');
  });

  it('labels and links additional, transitional and derogating provisions by their normalised keys (BOE anchors spell the ordinal out)', () => {
    expect(citationOfSource({ law: 'LAU', article: 'DA 11ª' })).toMatchObject({ label: 'DA 11ª LAU', url: 'https://www.boe.es/buscar/act.php?id=BOE-A-1994-26003#daundecima' });
    expect(citationOfSource({ law: 'LCCI', article: 'DT 1ª', apartado: '3' })).toMatchObject({ label: 'DT 1ª.3 LCCI', url: 'https://www.boe.es/buscar/act.php?id=BOE-A-2019-3814#dtprimera' });
    expect(citationOfSource({ law: 'RDL 6/2012', article: 'DA única' }).url).toBe('https://www.boe.es/buscar/act.php?id=BOE-A-2012-3394#daunica');
    expect(citationOfSource({ law: 'RD 390/2021', article: '4 bis' }).url).toBe('https://www.boe.es/buscar/act.php?id=BOE-A-2021-9176#a4bis');
  });
});
