import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ingestLaw } from './ingest.ts';
import { loadLegislation } from './legislation-store.ts';
import { parseBoeConsolidatedText } from './parse-boe.ts';

const FIXTURE = join(import.meta.dirname, 'fixtures', 'BOE-A-1994-26003.xml');
const xml = readFileSync(FIXTURE, 'utf8');

describe('parseBoeConsolidatedText', () => {
  const passages = parseBoeConsolidatedText(xml, { boeId: 'BOE-A-1994-26003', today: '20250101' });

  it('makes one passage per article or provision, not for preamble, headings or signature', () => {
    expect(passages.map((p) => p.article)).toEqual(['9', '36', 'DA 1']);
  });

  it('keeps the latest version already in force, not older nor future ones', () => {
    const article9 = passages.find((p) => p.article === '9');
    expect(article9?.validFrom).toBe('20190306');
    expect(article9?.text).toContain('cinco años');
    expect(article9?.text).toContain('obligatoriamente');
    expect(article9?.text).not.toContain('diez años');
    expect(article9?.text).not.toContain('Real Decreto-ley 7/2019');
  });

  it('chooses the version by the given day', () => {
    const old = parseBoeConsolidatedText(xml, { boeId: 'BOE-A-1994-26003', today: '20000101' });
    expect(old.find((p) => p.article === '9')?.text).toContain('tres años');
  });

  it('skips blocks past their fecha_caducidad', () => {
    expect(passages.some((p) => p.article === '99')).toBe(false);
    const before = parseBoeConsolidatedText(xml, { boeId: 'BOE-A-1994-26003', today: '20190101' });
    expect(before.some((p) => p.article === '99')).toBe(true);
  });

  it('records law, heading, decoded text and ELI link', () => {
    const article36 = passages.find((p) => p.article === '36');
    expect(article36).toMatchObject({
      law: 'LAU',
      heading: 'Artículo 36. Fianza.',
      eli: 'https://www.boe.es/eli/es/l/1994/11/24/29/con',
      url: 'https://www.boe.es/buscar/act.php?id=BOE-A-1994-26003#a36',
    });
    expect(article36?.text).toContain('viviendas & de dos');
  });
});

describe('ingestLaw', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('ingests a local XML file into a JSON file the engine loads', async () => {
    dir = mkdtempSync(join(tmpdir(), 'mike-legislation-'));
    const result = await ingestLaw(FIXTURE, { outDir: dir, today: '20250101' });
    expect(result).toMatchObject({ boeId: 'BOE-A-1994-26003', law: 'LAU', passages: 3 });
    expect(loadLegislation(dir).map((p) => p.id)).toContain('BOE-A-1994-26003#a36');
  });

  it('fetches /texto from the BOE API when given an id', async () => {
    dir = mkdtempSync(join(tmpdir(), 'mike-legislation-'));
    const urls: string[] = [];
    const fakeFetch = (async (url: string | URL | Request) => {
      urls.push(String(url));
      return new Response(xml, { status: 200, headers: { 'Content-Type': 'application/xml' } });
    }) as typeof fetch;
    const result = await ingestLaw('BOE-A-1994-26003', { outDir: dir, today: '20250101', fetch: fakeFetch });
    expect(urls).toEqual(['https://www.boe.es/datosabiertos/api/legislacion-consolidada/id/BOE-A-1994-26003/texto']);
    expect(result.passages).toBe(3);
  });

  it('reads a missing legislation directory as empty', () => {
    expect(loadLegislation('/nonexistent/mike/legislation')).toEqual([]);
  });
});
