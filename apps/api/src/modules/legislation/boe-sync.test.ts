import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legislationLaws, legislationProvisions, legislationSyncState } from '../../db/schema/index.ts';
import { createClock } from '../../test/factories.ts';
import { boeTextXml, manyArticles, startFakeBoe, type FakeBoe } from '../../test/fake-boe.ts';
import { createTestApp, testEngine, type TestApp } from '../../test/helpers.ts';
import { createBoeClient } from './boe-client.ts';
import { runBoeSync, spanishDate } from './boe-sync.ts';
import { BOE_SYNC_CRON, BOE_SYNC_QUEUE } from './boe-sync.worker.ts';

const LAU = 'BOE-A-1994-26003';
const LPH = 'BOE-A-1960-10906';
const LOE = 'BOE-A-1999-21567';
const CC = 'BOE-A-1889-4763';
const xml = (lawId: string, date: string, count: number) => boeTextXml({ lawId, date, articles: manyArticles(count) });

describe(`BOE sync against a local server speaking the BOE API (${testEngine})`, () => {
  let boe: FakeBoe;
  let t: TestApp;
  // 23:30 in Madrid on 3 May is already 4 May there: the BOE's calendar is Spain's.
  const clock = createClock(new Date('2026-05-03T22:30:00Z'));

  beforeAll(async () => {
    boe = await startFakeBoe();
    t = await createTestApp({
      env: { LEGISLATION_SYNC: 'boe', BOE_API_URL: boe.baseUrl, LEGISLATION_SYNC_LAWS: `${LAU},${LPH},${LOE}` },
      overrides: { now: clock.now },
    });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
    await boe.close();
  });

  const sync = () =>
    runBoeSync({
      db: t.database.db,
      bus: t.app.ctx.bus,
      now: clock.now,
      client: createBoeClient({ baseUrl: boe.baseUrl }),
      extraLawIds: t.config.LEGISLATION_SYNC_LAWS,
    });
  const law = async (lawId: string) => (await t.database.db.select().from(legislationLaws).where(eq(legislationLaws.lawId, lawId)))[0];
  const lastRun = async () => (await t.database.db.select().from(legislationSyncState))[0]?.lastRunDate;

  it('schedules one daily job in Spanish time, and a job of the queue runs a sync', async () => {
    const schedules = await t.app.ctx.jobs.getSchedules(BOE_SYNC_QUEUE);
    expect(schedules).toMatchObject([{ name: BOE_SYNC_QUEUE, cron: BOE_SYNC_CRON, options: { tz: 'Europe/Madrid' } }]);
    boe.texts.set(LAU, xml(LAU, '20230526', 3));
    boe.texts.set(LPH, xml(LPH, '20240101', 2));
    boe.texts.set(LOE, xml(LOE, '20220615', 2));
    await t.app.ctx.jobs.send(BOE_SYNC_QUEUE, {});
    await expect.poll(lastRun, { timeout: 20_000, interval: 200 }).toBe('2026-05-04');
  });

  it('the first run fetched every law it keeps, as XML, and loaded them', async () => {
    expect(boe.requests.sort()).toEqual([LPH, LAU, LOE].map((id) => `/datosabiertos/api/legislacion-consolidada/id/${id}/texto`).sort());
    for (const lawId of [LAU, LPH, LOE]) expect(await law(lawId)).toBeDefined();
    expect((await law(LAU))!.versionDate).toBe('2023-05-26');
  });

  it('then reloads only the laws it holds that the BOE updated since the last run, when their text changed', async () => {
    boe.requests.length = 0;
    clock.set(new Date('2026-05-06T04:00:00Z'));
    const lphBefore = await law(LPH);
    boe.updated = [LAU, LPH, CC];
    boe.texts.set(LAU, xml(LAU, '20260505', 4));
    const run = await sync();
    expect(run).toMatchObject({ from: '2026-05-04', to: '2026-05-06' });
    expect(run.results.map((result) => `${result.lawId} ${result.outcome}`).sort()).toEqual([`${LPH} unchanged`, `${LAU} loaded`]);
    // The window asked for, then only the two held laws it named: neither the LOE (not updated) nor the CC (not held).
    expect(boe.requests).toEqual([
      '/datosabiertos/api/legislacion-consolidada?from=20260504&to=20260506&limit=-1',
      ...[LPH, LAU].map((id) => `/datosabiertos/api/legislacion-consolidada/id/${id}/texto`),
    ]);
    expect(await law(LAU)).toMatchObject({ versionDate: '2026-05-05', provisionCount: 4 });
    expect(await law(LPH)).toEqual(lphBefore);
    expect(await law(CC)).toBeUndefined();
    const lauArticles = await t.database.db.select().from(legislationProvisions).where(eq(legislationProvisions.lawId, LAU));
    expect(lauArticles.map((row) => row.versionDate)).toEqual(Array(4).fill('2026-05-05'));
    expect(await lastRun()).toBe('2026-05-06');
  });

  it('keeps the last run date when the BOE fails, so the next run asks for the same window', async () => {
    clock.set(new Date('2026-05-07T04:00:00Z'));
    boe.failWith = 503;
    try {
      await expect(sync()).rejects.toThrow(/503/);
    } finally {
      boe.failWith = undefined;
    }
    boe.updated = [LOE];
    boe.texts.delete(LOE);
    await expect(sync()).rejects.toThrow(new RegExp(`${LOE}: the BOE API answered 404`));
    expect(await lastRun()).toBe('2026-05-06');
    boe.texts.set(LOE, xml(LOE, '20260506', 3));
    boe.requests.length = 0;
    await sync();
    expect(boe.requests[0]).toBe('/datosabiertos/api/legislacion-consolidada?from=20260506&to=20260507&limit=-1');
    expect(await law(LOE)).toMatchObject({ versionDate: '2026-05-06' });
    expect(await lastRun()).toBe('2026-05-07');
  });

  it('reads the day in Spain', () => {
    expect(spanishDate(new Date('2026-05-03T22:30:00Z'))).toBe('2026-05-04');
    expect(spanishDate(new Date('2026-01-15T22:30:00Z'))).toBe('2026-01-15');
  });
});
