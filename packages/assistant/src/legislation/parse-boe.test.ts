import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseLawFile } from './law-files.ts';
import { parseBoeXml } from './parse-boe.ts';
import type { ParsedLaw, Provision } from './types.ts';

const FIXTURE = join(import.meta.dirname, 'fixtures', 'BOE-A-1994-26003.xml');
const xml = readFileSync(FIXTURE, 'utf8');
const refundido = readFileSync(join(import.meta.dirname, 'fixtures', 'texto-refundido.xml'), 'utf8');

function provision(law: ParsedLaw, article: string): Provision {
  const found = law.provisions.find((candidate) => candidate.article === article);
  if (!found) throw new Error(`No ${article} in ${law.law}: ${law.provisions.map((p) => p.article).join(', ')}`);
  return found;
}

describe('parseBoeXml', () => {
  const lau = parseBoeXml(xml, { date: '20250101' });

  it('makes one provision per precepto in force, none for preamble, headings or signature', () => {
    expect(lau.provisions.map((p) => p.article)).toEqual(['9', '9 bis', '36', 'DA 11ª', 'DT 23ª', 'DD única']);
    expect(lau.provisions.map((p) => p.kind)).toEqual(['article', 'article', 'article', 'additional', 'transitional', 'derogating']);
  });

  it('names the law from its earliest version when /texto gives no metadata', () => {
    expect(lau).toMatchObject({
      lawId: 'BOE-A-1994-26003',
      law: 'LAU',
      title: 'Ley 29/1994, de 24 de noviembre, de Arrendamientos Urbanos',
      source: 'https://www.boe.es/eli/es/l/1994/11/24/29',
      versionDate: '2023-05-26',
    });
  });

  it('keeps the latest version already in force, not older nor future ones, and dates it', () => {
    const article9 = provision(lau, '9');
    expect(article9.versionDate).toBe('2019-03-06');
    expect(article9.text).toContain('cinco años');
    expect(article9.text).toContain('obligatoriamente');
    expect(article9.text).not.toContain('tres años');
    expect(article9.text).not.toContain('diez años');
    expect(article9.apartados.map((a) => a.number)).toEqual(['1', '2']);
  });

  it('chooses the version in force on the given day', () => {
    const old = parseBoeXml(xml, { date: '20000101' });
    expect(provision(old, '9').text).toContain('tres años');
    expect(provision(old, '9').versionDate).toBe('1995-01-01');
    const future = parseBoeXml(xml, { date: '20990102' });
    expect(provision(future, '9').text).toContain('diez años');
    expect(old.provisions.some((p) => p.article === '9 bis')).toBe(false);
  });

  it('skips blocks past their fecha_caducidad', () => {
    expect(lau.provisions.some((p) => p.article === '99')).toBe(false);
    const before = parseBoeXml(xml, { date: '20191231' });
    expect(provision(before, '99').text).toBe('Este artículo ya no está en vigor.');
  });

  it('leaves notes out of the text: nota_pie, the earlier wording and the BOE editorial links', () => {
    const future = parseBoeXml(xml, { date: '20990102' });
    for (const law of [lau, future]) {
      const text = law.provisions.map((p) => p.text).join('\n');
      expect(text).not.toContain('Se modifica');
      expect(text).not.toContain('Redacción anterior');
      expect(text).not.toContain('Ref. BOE');
    }
  });

  it('records heading, decoded text, apartados with letters, path and the block id as BOE address', () => {
    const article36 = provision(lau, '36');
    expect(article36).toMatchObject({
      number: '36',
      heading: 'Fianza.',
      url: 'https://www.boe.es/buscar/act.php?id=BOE-A-1994-26003#a36',
      path: ['TÍTULO I. De la vivienda arrendada', 'CAPÍTULO I. Duración'],
    });
    expect(article36.text).toContain('vivienda & dos');
    expect(article36.apartados.map((a) => a.number)).toEqual(['1', '2', '3']);
    expect(article36.apartados[2]).toEqual({
      number: '3',
      text: 'Quedan exceptuadas de prestarla:\na) La Administración General del Estado.\nb) Las comunidades autónomas.\nY sus organismos dependientes.',
      letters: [
        { letter: 'a', text: 'La Administración General del Estado.' },
        { letter: 'b', text: 'Las comunidades autónomas.' },
      ],
    });
    expect(provision(lau, '9 bis')).toMatchObject({ number: '9 bis', url: expect.stringMatching(/#a9bis$/) });
    expect(provision(lau, '9 bis').apartados[0]?.letters.map((l) => l.letter)).toEqual(['a', 'b']);
  });

  it('reads disposiciones with ordinals, apartados in words and their block ids', () => {
    expect(provision(lau, 'DA 11ª')).toMatchObject({
      number: 'undécima',
      heading: 'Acceso de los contratos al Registro.',
      url: 'https://www.boe.es/buscar/act.php?id=BOE-A-1994-26003#daundecima',
      path: [],
    });
    const transitional = provision(lau, 'DT 23ª');
    expect(transitional).toMatchObject({ number: 'vigésima tercera', heading: '' });
    expect(transitional.apartados).toEqual([
      { number: '1', text: 'Primer apartado en palabras.', letters: [] },
      { number: '2', text: 'Segundo apartado en palabras.', letters: [] },
    ]);
    expect(provision(lau, 'DD única').url).toMatch(/#dd$/);
  });

  it('rejects a malformed date and XML without <texto>', () => {
    expect(() => parseBoeXml(xml, { date: '2025-01-01' })).toThrow(/YYYYMMDD/);
    expect(() => parseBoeXml('<response><data/></response>')).toThrow(/texto/);
    expect(() => parseBoeXml('<response><data><texto>sin bloques</texto></data></response>')).toThrow(/texto/);
  });
});

describe('parseBoeXml on a whole-norm answer with an approving decree', () => {
  const law = parseBoeXml(refundido, { date: '20250101' });

  it('reads the metadata', () => {
    expect(law).toMatchObject({
      lawId: 'BOE-A-2004-4214',
      law: 'TRLRHL',
      rank: 'real_decreto_legislativo',
      source: 'https://www.boe.es/eli/es/rdlg/2004/03/05/2',
      versionDate: '2022-01-02',
    });
    expect(law.title).toMatch(/^Real Decreto Legislativo 2\/2004, .*Haciendas Locales$/);
  });

  it("keys the decree's provisions apart from the texto refundido's, which keep the plain keys", () => {
    expect(law.provisions.map((p) => p.article)).toEqual(['único (aprobación)', 'DF única (aprobación)', '1', 'DF única']);
    expect(provision(law, 'DF única')).toMatchObject({
      heading: 'Potestad reglamentaria.',
      text: 'Se faculta al Gobierno y al Ministro de Hacienda para desarrollar esta ley.',
      url: 'https://www.boe.es/buscar/act.php?id=BOE-A-2004-4214#df-2',
    });
    expect(provision(law, 'DF única (aprobación)').heading).toBe('Entrada en vigor.');
  });

  it('keeps the text of links but not editorial ones, and turns table rows into lines', () => {
    const article1 = provision(law, '1');
    expect(article1.path).toEqual(['TÍTULO PRELIMINAR. Ámbito de aplicación']);
    expect(article1.apartados.map((a) => a.number)).toEqual(['1', '2', '3']);
    expect(article1.apartados[0]?.text).toBe('Esta ley se aplica en todo el territorio, según el artículo 149.1.18.ª de la Constitución.');
    expect(article1.apartados[1]?.text).toBe('Cuotas de referencia:\nPotencia | Cuota\nMenos de 8 caballos | 12,62 euros');
    // The BOE's editorial link inside a paragraph goes whole, text included.
    expect(article1.apartados[2]?.text).toBe('Sin perjuicio de los regímenes forales.');
  });
});

describe('parseLawFile', () => {
  it('reads BOE XML, the law named by the file when the XML does not say it', () => {
    const law = parseLawFile('BOE-A-1994-26003.xml', xml, { date: '20250101' });
    expect(law).toMatchObject({ lawId: 'BOE-A-1994-26003', law: 'LAU' });
    expect(law.provisions).toHaveLength(6);
  });

  it('reads a legalize-es Markdown file', () => {
    const markdown = '---\nidentifier: "BOE-A-1960-10906"\nlast_updated: "2026-03-21"\n---\n# Ley\n\n##### Artículo noveno.\n\n1. Son obligaciones:\n';
    const law = parseLawFile('BOE-A-1960-10906.md', markdown);
    expect(law).toMatchObject({ lawId: 'BOE-A-1960-10906', law: 'LPH' });
    expect(law.provisions[0]).toMatchObject({ article: '9', versionDate: '2026-03-21' });
  });
});
