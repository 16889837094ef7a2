import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { legislationLaws, legislationProvisions } from '../../db/schema/index.ts';
import { createBus, type Bus } from '../../platform/bus.ts';
import type { Database } from '../../platform/db.ts';
import { boeTextXml, legalizeMarkdown, manyArticles, type FixtureLaw } from '../../test/fake-boe.ts';
import { makeTempDir, testEngine } from '../../test/helpers.ts';
import { createSharedDatabase } from '../../test/shared-database.ts';
import { fileSource, findDirSources } from './law-sources.ts';
import { LEGISLATION_CHANGED, loadLaws, type LoadResult } from './legislation-loader.ts';

const logger = pino({ level: 'silent' });
const LAU = 'BOE-A-1994-26003';
const LPH = 'BOE-A-1960-10906';
const LOE = 'BOE-A-1999-21567';

const lau = (date: string, articles = manyArticles(3)): FixtureLaw => ({ lawId: LAU, date, articles });
const lph: FixtureLaw = {
  lawId: LPH,
  date: '20240301',
  articles: [{ number: 'noveno', heading: 'Obligaciones.', paragraphs: ['1. Son obligaciones de cada propietario:', 'a) Respetar las instalaciones generales.'] }],
};

describe(`legislation store on ${testEngine}`, () => {
  let shared: Awaited<ReturnType<typeof createSharedDatabase>>;
  let database: Database;
  let bus: Bus;
  let dir: string;
  const now = () => new Date('2026-05-04T10:00:00Z');
  const load = (sources: Parameters<typeof loadLaws>[1], on = database, onBus: Pick<Bus, 'publish'> = bus) =>
    loadLaws({ db: on.db, bus: onBus, now }, sources);
  const write = (name: string, text: string) => {
    writeFileSync(path.join(dir, name), text);
    return path.join(dir, name);
  };
  const outcomes = (results: LoadResult[]) => results.map((result) => `${path.basename(result.source)}: ${result.outcome}`);
  const articlesOf = async (lawId: string) =>
    (await database.db.select().from(legislationProvisions).where(eq(legislationProvisions.lawId, lawId)).orderBy(legislationProvisions.position)).map(
      (row) => row.article,
    );

  beforeAll(async () => {
    shared = await createSharedDatabase();
    database = await shared.open();
    bus = await createBus(database, logger);
  });
  afterAll(() => shared.dispose());
  beforeEach(async () => {
    dir = makeTempDir('mike-laws-');
    await database.db.delete(legislationLaws);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('loads every law file of a folder once: a second start parses and writes nothing (content hash)', async () => {
    write(`${LAU}.xml`, boeTextXml(lau('20230526')));
    write(`${LPH}.md`, legalizeMarkdown(lph));
    write('README.md', '# Not a law');
    const first = await load(await findDirSources(dir));
    expect(outcomes(first)).toEqual([`${LPH}.md: loaded`, `${LAU}.xml: loaded`]);
    expect(first.map((result) => result.provisions)).toEqual([1, 3]);
    const [lphRow] = await database.db.select().from(legislationLaws).where(eq(legislationLaws.lawId, LPH));
    expect(lphRow).toMatchObject({ shortName: 'LPH', versionDate: '2024-03-01', rank: 'ley', provisionCount: 1, loadedAt: now() });
    const [ninth] = await database.db.select().from(legislationProvisions).where(eq(legislationProvisions.lawId, LPH));
    expect(ninth).toMatchObject({ article: '9', number: 'noveno', kind: 'article', heading: 'Obligaciones.', versionDate: '2024-03-01' });
    expect(ninth!.apartados).toEqual([{ number: '1', text: 'Son obligaciones de cada propietario:\na) Respetar las instalaciones generales.', letters: [{ letter: 'a', text: 'Respetar las instalaciones generales.' }] }]);

    const later = () => new Date('2026-05-05T10:00:00Z');
    const second = await loadLaws({ db: database.db, bus, now: later }, await findDirSources(dir));
    expect(outcomes(second)).toEqual([`${LPH}.md: unchanged`, `${LAU}.xml: unchanged`]);
    expect(second.map((result) => result.law)).toEqual(['LPH', 'LAU']);
    const loadedAt = await database.db.select({ loadedAt: legislationLaws.loadedAt }).from(legislationLaws);
    expect(loadedAt.map((row) => row.loadedAt)).toEqual([now(), now()]);
    // Not even parsed: the same text under a name that picks the XML parser (which would fail on Markdown).
    const renamed = { name: 'renamed.xml', fileName: 'renamed.xml', read: async () => legalizeMarkdown(lph) };
    expect(outcomes(await load([renamed]))).toEqual(['renamed.xml: unchanged']);
  });

  it('replaces a changed law whole: new provisions in, old ones gone; every process hears of each replacement', async () => {
    const heard: string[] = [];
    const unsubscribe = bus.subscribe(LEGISLATION_CHANGED, (payload) => heard.push(payload));
    try {
      const file = write(`${LAU}.xml`, boeTextXml(lau('20230526', manyArticles(3))));
      await load([fileSource(file)]);
      write(`${LAU}.xml`, boeTextXml(lau('20250101', [...manyArticles(1), { number: '2 bis', heading: 'Nuevo.', paragraphs: ['Texto nuevo.'] }])));
      expect(outcomes(await load([fileSource(file)]))).toEqual([`${LAU}.xml: loaded`]);
      expect(await articlesOf(LAU)).toEqual(['1', '2 bis']);
      const [row] = await database.db.select().from(legislationLaws).where(eq(legislationLaws.lawId, LAU));
      expect(row).toMatchObject({ versionDate: '2025-01-01', provisionCount: 2 });
      await expect.poll(() => heard).toEqual([JSON.stringify([LAU]), JSON.stringify([LAU])]);
      // A load that replaced nothing says nothing.
      expect(outcomes(await load([fileSource(file)]))).toEqual([`${LAU}.xml: unchanged`]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(heard).toHaveLength(2);
    } finally {
      unsubscribe();
    }
  });

  it('keeps a newer version than the file offers, and does not parse that file again', async () => {
    const newer = write('newer.xml', boeTextXml(lau('20250101', manyArticles(2))));
    await load([fileSource(newer)]);
    const older = write(`${LAU}.md`, legalizeMarkdown(lau('20230526', manyArticles(5))));
    const first = await load([fileSource(older)]);
    expect(first).toMatchObject([{ outcome: 'kept', lawId: LAU, provisions: 2 }]);
    expect(await articlesOf(LAU)).toEqual(['1', '2']);
    expect(outcomes(await load([fileSource(older)]))).toEqual([`${LAU}.md: unchanged`]);
  });

  it('loads a law once when the folder holds it twice (Markdown and XML of one version), and stays settled', async () => {
    write(`${LAU}.md`, legalizeMarkdown(lau('20230526', manyArticles(3))));
    write(`${LAU}.xml`, boeTextXml(lau('20230526', manyArticles(3))));
    expect(outcomes(await load(await findDirSources(dir)))).toEqual([`${LAU}.md: loaded`, `${LAU}.xml: kept`]);
    expect(outcomes(await load(await findDirSources(dir)))).toEqual([`${LAU}.md: unchanged`, `${LAU}.xml: unchanged`]);
  });

  it('reports a bad file and still loads the others; nothing of the bad one is written', async () => {
    write(`${LOE}.md`, '---\ntitle: "Sin identificador"\n---\n# Ley\n');
    write('broken.xml', '<response><data><texto></texto></data></response>');
    write(`${LPH}.md`, legalizeMarkdown(lph));
    const results = await load(await findDirSources(dir));
    expect(outcomes(results)).toEqual([`${LPH}.md: loaded`, `${LOE}.md: failed`, 'broken.xml: failed']);
    expect(results[1]!.error).toMatch(/identifier/);
    expect(results[2]!.error).toMatch(/texto/);
    expect((await database.db.select().from(legislationLaws)).map((row) => row.lawId)).toEqual([LPH]);
  });

  it('processes loading the same laws at once load each law once', async () => {
    write(`${LAU}.xml`, boeTextXml(lau('20230526', manyArticles(600))));
    write(`${LPH}.md`, legalizeMarkdown(lph));
    const other = await shared.open();
    const otherBus = await createBus(other, logger);
    const [a, b] = await Promise.all([load(await findDirSources(dir)), load(await findDirSources(dir), other, otherBus)]);
    for (const lawId of [LAU, LPH]) {
      const loads = [...a, ...b].filter((result) => result.lawId === lawId).map((result) => result.outcome);
      expect(loads.sort(), lawId).toEqual(['loaded', 'unchanged']);
    }
    expect(await articlesOf(LAU)).toHaveLength(600);
  });

  it('a reader during a reload sees the old version or the new one, never a mix', async () => {
    const file = write(`${LAU}.xml`, boeTextXml(lau('20230526', manyArticles(1500, 'Versión antigua'))));
    await load([fileSource(file)]);
    write(`${LAU}.xml`, boeTextXml(lau('20250101', manyArticles(1200, 'Versión nueva'))));
    const reader = await shared.open();
    const seen = new Set<string>();
    let reloading = true;
    const read = async () => {
      while (reloading) {
        const result = await reader.db.execute(
          sql`select count(*)::int as count, min(version_date)::text as oldest, max(version_date)::text as newest from legislation_provisions where law_id = ${LAU}`,
        );
        const row = (result as unknown as { rows: { count: number; oldest: string; newest: string }[] }).rows[0]!;
        seen.add(`${row.count} ${row.oldest} ${row.newest}`);
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const reading = read();
    const results = await load([fileSource(file)]);
    reloading = false;
    await reading;
    expect(results[0]!.outcome).toBe('loaded');
    expect([...seen].every((state) => ['1500 2023-05-26 2023-05-26', '1200 2025-01-01 2025-01-01'].includes(state)), [...seen].join(' | ')).toBe(true);
  });
});
