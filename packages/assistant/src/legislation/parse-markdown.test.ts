import { describe, expect, it } from 'vitest';
import { listSharedLaws, readSharedLaw } from '../test-utils/shared-corpus.ts';
import { findLawByBoeId } from './laws.ts';
import { parseLegalizeMarkdown } from './parse-markdown.ts';
import type { ParsedLaw, Provision, ProvisionKind } from './types.ts';

const files = listSharedLaws();
const laws = new Map<string, ParsedLaw>(files.map((file) => [file.replace(/\.md$/, ''), parseLegalizeMarkdown(readSharedLaw(file.replace(/\.md$/, '')))]));

function law(lawId: string): ParsedLaw {
  const parsed = laws.get(lawId);
  if (!parsed) throw new Error(`${lawId} is not in the shared corpus`);
  return parsed;
}

function provision(lawId: string, article: string): Provision {
  const found = law(lawId).provisions.find((candidate) => candidate.article === article);
  if (!found) throw new Error(`No ${article} in ${lawId}`);
  return found;
}

function countByKind(parsed: ParsedLaw): Partial<Record<ProvisionKind, number>> {
  const counts: Partial<Record<ProvisionKind, number>> = {};
  for (const { kind } of parsed.provisions) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
}

/**
 * Counted without the parser: every `#####` heading is one provision, except notes over a range of
 * articles that are also given one by one ('##### Artículos 38 a 40.'), headings inside quoted amended text
 * ('##### «Disposición transitoria primera.' in the LO 1/2025) and the lettered headings of the IVA law's
 * preamble ('##### A) Regulación jurídica…').
 */
function countHeadings(text: string): number {
  const headings = text.split('\n').filter((line) => line.startsWith('##### '));
  return headings.filter((line) => !/^##### (?:Art[ií]culos |Arts\. |Artículo \d+ a \d+|«|[A-Z]\) )/.test(line)).length;
}

/** Provisions per law of the shared corpus; equal to countHeadings of each file (checked below). */
const EXPECTED_TOTALS: Record<string, number> = {
  'BOE-A-1889-4763': 2015, 'BOE-A-1946-2453': 350, 'BOE-A-1947-3843': 666, 'BOE-A-1960-10906': 30,
  'BOE-A-1978-31229': 184, 'BOE-A-1992-28740': 241, 'BOE-A-1993-25359': 75, 'BOE-A-1994-26003': 63,
  'BOE-A-1999-21567': 39, 'BOE-A-2000-323': 916, 'BOE-A-2004-4163': 92, 'BOE-A-2004-4214': 273,
  'BOE-A-2006-20764': 221, 'BOE-A-2012-3394': 21, 'BOE-A-2013-5073': 26, 'BOE-A-2015-11723': 92,
  'BOE-A-2019-3814': 84, 'BOE-A-2021-9176': 40, 'BOE-A-2023-12203': 56, 'BOE-A-2024-26931': 19, 'BOE-A-2025-76': 86,
};

/** Laws whose file begins with the decree that approves their text, signed before it (see build-provisions.ts). */
const WITH_APPROVING_DECREE = ['BOE-A-1946-2453', 'BOE-A-1947-3843', 'BOE-A-1993-25359', 'BOE-A-2004-4163', 'BOE-A-2004-4214', 'BOE-A-2015-11723'];

describe('parseLegalizeMarkdown over the 21 laws of the shared corpus', () => {
  it('finds all 21 files', () => {
    expect(files).toHaveLength(21);
    expect(Object.keys(EXPECTED_TOTALS).sort()).toEqual(files.map((file) => file.replace(/\.md$/, '')));
  });

  it.each(files)('%s: one provision per article or disposición heading', (file) => {
    const lawId = file.replace(/\.md$/, '');
    const text = readSharedLaw(lawId);
    const parsed = law(lawId);
    expect(parsed.provisions).toHaveLength(countHeadings(text));
    expect(parsed.provisions).toHaveLength(EXPECTED_TOTALS[lawId] ?? -1);
  });

  it.each(files)('%s: law, short name, version date and sound provisions', (file) => {
    const lawId = file.replace(/\.md$/, '');
    const text = readSharedLaw(lawId);
    const parsed = law(lawId);
    const lastUpdated = /^last_updated: "(\d{4}-\d{2}-\d{2})"$/m.exec(text)?.[1];
    expect(parsed).toMatchObject({ lawId, law: findLawByBoeId(lawId)?.law, versionDate: lastUpdated });
    expect(parsed.law).not.toBe(lawId);
    expect(parsed.source).toBe(/^source: "(.*)"$/m.exec(text)?.[1]);
    for (const item of parsed.provisions) {
      expect(item.article, `${lawId} ${item.number}`).not.toBe('');
      expect(item.text, `${lawId} ${item.article}`).not.toBe('');
      expect(item.apartados.length, `${lawId} ${item.article}`).toBeGreaterThan(0);
      expect(item.url.startsWith(`https://www.boe.es/buscar/act.php?id=${lawId}#`)).toBe(true);
      expect(item).toMatchObject({ lawId, law: parsed.law, versionDate: lastUpdated });
    }
  });

  it.each(files)('%s: (lawId, article) is unique; a heading the law repeats is told apart', (file) => {
    const lawId = file.replace(/\.md$/, '');
    const articles = law(lawId).provisions.map((item) => item.article);
    expect(new Set(articles).size).toBe(articles.length);
    const approval = articles.filter((article) => article.endsWith(' (aprobación)'));
    expect(approval.length > 0).toBe(WITH_APPROVING_DECREE.includes(lawId));
  });

  it('leaves out preambles, signatures, annexes and Markdown markup', () => {
    const all = [...laws.values()].flatMap((parsed) => parsed.provisions);
    const text = all.map((item) => item.text).join('\n');
    for (const fragment of ['Mando a todos los españoles', 'JUAN CARLOS R.', 'FELIPE R.', 'Dado en Madrid', '**', 'PREAMBULO', 'EXPOSICION DE MOTIVOS']) {
      expect(text, fragment).not.toContain(fragment);
    }
    expect(text).not.toMatch(/^(?:Por tanto,|ANEXO(?: [IVX]+)?)$/m);
    // The Código de Buenas Prácticas is the annex of the RDL 6/2012, after its signature (the Ley 1/2013 quotes it).
    const rdl = law('BOE-A-2012-3394').provisions.map((item) => item.text).join('\n');
    expect(rdl).toContain('Este real decreto-ley entrará en vigor el día siguiente');
    expect(rdl).not.toContain('Medidas previas a la ejecución hipotecaria: reestructuración de deudas hipotecarias.');
  });
});

describe('the LAU (BOE-A-1994-26003)', () => {
  it('has 40 articles and 11 + 7 + 1 + 4 disposiciones', () => {
    // grep -c '^##### Artículo ' → 40 (the note '##### Artículos 38 a 40.' does not match);
    // grep -c '^##### Disposición adicional' → 11, 'transitoria' → 7, 'derogatoria' → 1, 'final' → 4.
    expect(countByKind(law('BOE-A-1994-26003'))).toEqual({ article: 40, additional: 11, transitional: 7, derogating: 1, final: 4 });
    expect(law('BOE-A-1994-26003').provisions.map((item) => item.article).slice(40)).toEqual([
      'DA 1ª', 'DA 2ª', 'DA 3ª', 'DA 4ª', 'DA 5ª', 'DA 6ª', 'DA 7ª', 'DA 8ª', 'DA 9ª', 'DA 10ª', 'DA 11ª',
      'DT 1ª', 'DT 2ª', 'DT 3ª', 'DT 4ª', 'DT 5ª', 'DT 6ª', 'DT 7ª', 'DD única', 'DF 1ª', 'DF 2ª', 'DF 3ª', 'DF 4ª',
    ]);
  });

  it('splits art. 36 into its apartados, a continuing paragraph kept in its apartado', () => {
    const article36 = provision('BOE-A-1994-26003', '36');
    expect(article36).toMatchObject({
      number: '36',
      heading: 'Fianza.',
      url: 'https://www.boe.es/buscar/act.php?id=BOE-A-1994-26003#a36',
      path: ['TÍTULO IV. Disposiciones comunes'],
      versionDate: '2023-05-25',
    });
    expect(article36.apartados.map((apartado) => apartado.number)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(article36.apartados[0]?.text).toMatch(/^A la celebración del contrato será obligatoria la exigencia y prestación de fianza en metálico/);
    expect(article36.apartados[4]?.text.split('\n')).toEqual([
      'Las partes podrán pactar cualquier tipo de garantía del cumplimiento por el arrendatario de sus obligaciones arrendaticias adicional a la fianza en metálico.',
      expect.stringMatching(/^En el caso del arrendamiento de vivienda, .* no podrá exceder de dos mensualidades de renta\.$/),
    ]);
    expect(article36.text.split('\n')[0]).toMatch(/^1\. A la celebración del contrato/);
  });

  it('keeps lettered paragraphs of an unnumbered article in its lead apartado', () => {
    const article5 = provision('BOE-A-1994-26003', '5');
    expect(article5.apartados).toHaveLength(1);
    expect(article5.apartados[0]).toMatchObject({ number: '' });
    expect(article5.apartados[0]?.letters.map((letter) => letter.letter)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(article5.apartados[0]?.letters[4]?.text).toMatch(/^La cesión temporal de uso de la totalidad de una vivienda amueblada/);
  });

  it('keeps repealed articles once, not the note over their range', () => {
    expect(['38', '39', '40'].map((article) => provision('BOE-A-1994-26003', article).text)).toEqual(['(Derogado)', '(Derogado)', '(Derogado)']);
  });

  it('puts disposiciones outside the títulos, and the signature outside the last one', () => {
    expect(provision('BOE-A-1994-26003', 'DA 1ª').path).toEqual([]);
    expect(provision('BOE-A-1994-26003', 'DF 4ª').text).toMatch(/disposición transitoria segunda de esta ley\.$/);
    expect(provision('BOE-A-1994-26003', 'DD única')).toMatchObject({ kind: 'derogating', number: 'única', heading: 'Disposiciones que se derogan.' });
  });
});

describe('the LPH (BOE-A-1960-10906)', () => {
  it('has 24 articles and 3 + 2 + 1 disposiciones', () => {
    // grep -c '^##### Artículo ' → 24; 'Disposición adicional' → 3 (one of them unnumbered),
    // 'transitoria' → 2, 'final' → 1, no 'derogatoria'.
    expect(countByKind(law('BOE-A-1960-10906'))).toEqual({ article: 24, additional: 3, transitional: 2, final: 1 });
    expect(law('BOE-A-1960-10906').provisions.map((item) => item.article)).toEqual([
      ...Array.from({ length: 24 }, (_, i) => String(i + 1)),
      'DA', 'DA 1ª', 'DA 2ª', 'DT 1ª', 'DT 2ª', 'DF',
    ]);
  });

  it('turns spelled-out numbers into keys and keeps them as written', () => {
    expect(provision('BOE-A-1960-10906', '17')).toMatchObject({ number: 'diecisiete', heading: '', url: expect.stringMatching(/#adiecisiete$/) });
    expect(provision('BOE-A-1960-10906', '9')).toMatchObject({ number: 'noveno' });
    expect(provision('BOE-A-1960-10906', '21')).toMatchObject({
      number: 'veintiuno',
      heading: 'Impago de los gastos comunes, medidas preventivas de carácter convencional, reclamación judicial de la deuda y mediación y arbitraje.',
    });
    expect(provision('BOE-A-1960-10906', 'DA')).toMatchObject({ kind: 'additional', number: '', url: expect.stringMatching(/#da$/) });
  });

  it('splits art. 17 into a lead and twelve apartados', () => {
    const article17 = provision('BOE-A-1960-10906', '17');
    expect(article17.apartados.map((apartado) => apartado.number)).toEqual(['', ...Array.from({ length: 12 }, (_, i) => String(i + 1))]);
    expect(article17.apartados[0]?.text).toBe('Los acuerdos de la Junta de propietarios se sujetarán a las siguientes reglas:');
    expect(article17.apartados[12]?.text).toMatch(
      /^El acuerdo expreso por el que se apruebe, limite, condicione o prohíba el ejercicio de la actividad a que se refiere la letra e\) del artículo 5 de la Ley 29\/1994/,
    );
  });

  it('reads the letters of art. 9.1', () => {
    const [first, second] = provision('BOE-A-1960-10906', '9').apartados;
    expect(first?.letters.map((letter) => letter.letter)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']);
    expect(first?.letters[4]?.text).toMatch(/^Contribuir, con arreglo a la cuota de participación/);
    expect(first?.text.split('\n')[0]).toBe('Son obligaciones de cada propietario:');
    expect(second?.number).toBe('2');
  });
});

describe('the Código Civil (BOE-A-1889-4763)', () => {
  it('reads art. 1454 as one unnumbered paragraph', () => {
    expect(provision('BOE-A-1889-4763', '1454')).toMatchObject({
      heading: '',
      path: ['TÍTULO IV. Del contrato de compra y venta', 'CAPÍTULO I. De la naturaleza y forma de este contrato'],
      apartados: [
        {
          number: '',
          text: 'Si hubiesen mediado arras o señal en el contrato de compra y venta, podrá rescindirse el contrato allanándose el comprador a perderlas, o el vendedor a devolverlas duplicadas.',
          letters: [],
        },
      ],
    });
  });

  it('numbers the apartados of a list in 1.º style, and keeps a list inside apartado 1 there', () => {
    expect(provision('BOE-A-1889-4763', '35').apartados.map((apartado) => apartado.number)).toEqual(['', '1', '2']);
    const article334 = provision('BOE-A-1889-4763', '334');
    expect(article334.apartados.map((apartado) => apartado.number)).toEqual(['1', '2']);
    expect(article334.apartados[0]?.text).toContain('\n10. Las concesiones administrativas de obras públicas');
  });

  it('reads bis articles and the transitional and additional provisions headed by a bare ordinal', () => {
    expect(provision('BOE-A-1889-4763', '94 bis')).toMatchObject({ number: '94 bis', url: expect.stringMatching(/#a94bis$/) });
    expect(countByKind(law('BOE-A-1889-4763'))).toEqual({ article: 1998, transitional: 13, additional: 4 });
    expect(provision('BOE-A-1889-4763', 'DT 13ª')).toMatchObject({ kind: 'transitional', number: 'décimotercera' });
    expect(provision('BOE-A-1889-4763', 'DA 4ª').text).toMatch(/^La referencia a la discapacidad/);
    expect(provision('BOE-A-1889-4763', '307')).toMatchObject({ heading: '', text: '(Sin contenido)' });
  });
});

describe('numbering across the corpus', () => {
  it.each([
    ['BOE-A-1992-28740', '140 quater', '140 cuarter'],
    ['BOE-A-1992-28740', '163 terdecies', '163 terdecies'],
    ['BOE-A-1992-28740', '163 octovicies', '163 octovicies'],
    ['BOE-A-2000-323', '778 quater', '778 quáter'],
    ['BOE-A-2000-323', '283 bis a', '283 bis a)'],
    ['BOE-A-1947-3843', '236 a', '236-a'],
    ['BOE-A-1947-3843', '398 a', '398.a'],
    ['BOE-A-1947-3843', '354 a', '354 a)'],
    ['BOE-A-2021-9176', '4 quater', '4 quáter'],
  ])('%s art. %s (written %s)', (lawId, article, number) => {
    expect(provision(lawId, article)).toMatchObject({ kind: 'article', number });
  });

  it.each([
    ['BOE-A-2000-323', 'DF 21ª', 'vigésima primera'],
    ['BOE-A-2000-323', 'DF 26ª', 'vigésimo sexta'],
    ['BOE-A-2006-20764', 'DA 62ª', 'sexagésima segunda'],
    ['BOE-A-2006-20764', 'DA 40ª', 'cuadragésima'],
    ['BOE-A-2006-20764', 'DT 32ª', 'trigésimo segunda'],
    ['BOE-A-2025-76', 'DF 21ª', 'vigesimoprimera'],
    ['BOE-A-2025-76', 'DT 15ª', 'decimoquinta'],
    ['BOE-A-2015-11723', 'DA 13ª', 'décimo tercera'],
    ['BOE-A-2019-3814', 'DA 13ª', 'décima tercera'],
    ['BOE-A-1946-2453', 'DF derogatoria', 'derogatoria'],
    ['BOE-A-1978-31229', 'DD', ''],
  ])('%s %s (written %s)', (lawId, article, number) => {
    expect(provision(lawId, article).number).toBe(number);
  });

  it('reads apartados numbered in words (Uno., Dos.) and ordinal words (Primero.)', () => {
    expect(provision('BOE-A-1992-28740', '20').apartados.map((apartado) => apartado.number)).toEqual(['1', '2', '3']);
    expect(provision('BOE-A-1992-28740', '20').apartados[0]?.text).toMatch(/^Estarán exentas de este impuesto las siguientes operaciones:/);
    expect(provision('BOE-A-1946-2453', '2').apartados.map((apartado) => apartado.number)).toEqual(['', '1', '2', '3', '4', '5', '6']);
  });

  it("keys an approving decree's provisions apart from the text it approves", () => {
    expect(provision('BOE-A-1947-3843', '1 (aprobación)')).toMatchObject({ number: 'primero', url: expect.stringMatching(/#aprimero$/) });
    expect(provision('BOE-A-1947-3843', '1').text).toMatch(/^Los Registros de la Propiedad tendrán la circunscripción territorial/);
    expect(provision('BOE-A-2004-4214', 'DF única (aprobación)').heading).toBe('Entrada en vigor.');
    expect(provision('BOE-A-2004-4214', 'DF única').heading).toBe('Potestad reglamentaria.');
    expect(provision('BOE-A-1946-2453', 'único (aprobación)').text).toMatch(/^Se aprueba la nueva redacción oficial de la Ley Hipotecaria/);
  });

  it('keeps quoted headings and formulas inside the provision that holds them', () => {
    const amending = provision('BOE-A-2025-76', 'DF 21ª');
    expect(amending.text).toContain('«Disposición transitoria primera. Solicitudes presentadas con anterioridad');
    expect(countByKind(law('BOE-A-2025-76')).transitional).toBe(15);
    expect(provision('BOE-A-2004-4214', '116').text).toContain('PIVAt m = 0,017897 x RLIVAt x ICt i x (Pt m / Pt i)');
    const chapter = law('BOE-A-2013-5073').provisions.find((item) => item.text.includes('«CAPÍTULO VI. Régimen sancionador'));
    expect(chapter?.article).toBe('8');
    expect(chapter?.path.join()).not.toContain('Régimen sancionador');
  });
});

describe('parseLegalizeMarkdown on small texts', () => {
  const head = '---\nidentifier: "BOE-A-1994-26003"\ntitle: "Ley de prueba"\nlast_updated: "2023-05-25"\nrank: "ley"\n---\n# Ley de prueba\n\n';

  it('numbers a heading the law repeats in its main text', () => {
    const parsed = parseLegalizeMarkdown(`${head}##### Artículo 1. Uno.\n\nTexto.\n\n##### Artículo 1. Otra vez.\n\nOtro texto.\n`);
    expect(parsed.provisions.map((item) => item.article)).toEqual(['1', '1 (2)']);
  });

  it('joins lines of one paragraph and drops bold and italic markers', () => {
    const parsed = parseLegalizeMarkdown(`${head}##### **Artículo 2.** Forma.\n\n1. Una línea\ncontinuada con *ab intestato*.\n\n2. **(Derogado)**\n`);
    expect(parsed.provisions[0]).toMatchObject({
      article: '2',
      heading: 'Forma.',
      text: '1. Una línea continuada con ab intestato.\n2. (Derogado)',
    });
    expect(parsed.provisions[0]?.apartados.map((apartado) => apartado.text)).toEqual(['Una línea continuada con ab intestato.', '(Derogado)']);
  });

  it('ends the last provision at the signature, but not at a sentence that starts like one', () => {
    const parsed = parseLegalizeMarkdown(
      `${head}##### Disposición final única.\n\nDado en arriendo el local, rige esta ley.\n\nPor tanto,\n\nMando a todos los españoles que la guarden.\n\nMadrid, 24 de noviembre de 1994.\n\n**JUAN CARLOS R.**\n\nANEXO\n\nTexto del anexo.\n`,
    );
    expect(parsed.provisions).toHaveLength(1);
    expect(parsed.provisions[0]).toMatchObject({ article: 'DF única', text: 'Dado en arriendo el local, rige esta ley.' });
  });

  it('refuses a file without its BOE identifier', () => {
    expect(() => parseLegalizeMarkdown('# Sin front matter\n\n##### Artículo 1.\n\nTexto.\n')).toThrow(/identifier/);
  });
});
