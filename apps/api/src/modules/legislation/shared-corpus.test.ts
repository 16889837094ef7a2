import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBus, type Bus } from '../../platform/bus.ts';
import { apiRoot } from '../../platform/paths.ts';
import { createTestDatabase, testEngine } from '../../test/helpers.ts';
import type { Database } from '../../platform/db.ts';
import { findDirSources } from './law-sources.ts';
import { loadLaws } from './legislation-loader.ts';
import { findAllProvisions } from './legislation.repository.ts';

/** The team's 21 consolidated laws beside the repository: read in place, never copied in. */
const CORPUS = path.resolve(apiRoot, '../../../shared/legislation/es');

describe(`the shared corpus in the store (${testEngine})`, () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let bus: Bus;
  const seconds = (since: number) => Math.round(performance.now() - since) / 1000;

  beforeAll(async () => {
    ({ database, dispose } = await createTestDatabase());
    bus = await createBus(database, pino({ level: 'silent' }));
  });
  afterAll(() => dispose());

  it('loads the 21 laws once; a second start finds them unchanged, and the engine reads them back', { timeout: 300_000 }, async ({ annotate }) => {
    const deps = { db: database.db, bus, now: () => new Date() };
    let started = performance.now();
    const first = await loadLaws(deps, await findDirSources(CORPUS));
    const firstLoad = seconds(started);
    expect(first.filter((result) => result.outcome !== 'loaded')).toEqual([]);
    expect(first).toHaveLength(21);
    expect(first.reduce((total, result) => total + (result.provisions ?? 0), 0)).toBe(5589);

    started = performance.now();
    const second = await loadLaws(deps, await findDirSources(CORPUS));
    const secondLoad = seconds(started);
    expect(second.map((result) => result.outcome)).toEqual(Array(21).fill('unchanged'));

    started = performance.now();
    const provisions = await findAllProvisions(database.db);
    const read = seconds(started);
    expect(provisions).toHaveLength(5589);
    expect(provisions.find((provision) => provision.lawId === 'BOE-A-1960-10906' && provision.article === '17')).toMatchObject({
      law: 'LPH',
      number: 'diecisiete',
      versionDate: '2026-03-21',
    });
    await annotate(`first load ${firstLoad} s; start on loaded data (21 files read and hashed) ${secondLoad} s; all provisions read back ${read} s`);
  });
});
