import { createAssistant, provisionId, type AssistantEngine, type Provision } from '@mike/assistant';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUS_CHANNEL, createBus, type Bus } from '../../platform/bus.ts';
import type { Database } from '../../platform/db.ts';
import { boeTextXml, manyArticles } from '../../test/fake-boe.ts';
import { testEngine } from '../../test/helpers.ts';
import { createSharedDatabase } from '../../test/shared-database.ts';
import type { LawSource } from './law-sources.ts';
import { createLegislationAssistant, type LegislationAssistant } from './legislation-assistant.ts';
import { LEGISLATION_CHANGED, loadLaws } from './legislation-loader.ts';

const logger = pino({ level: 'silent' });
const LAU = 'BOE-A-1994-26003';
const lauSource = (date: string, count: number): LawSource => ({
  name: LAU,
  fileName: `${LAU}.xml`,
  read: async () => boeTextXml({ lawId: LAU, date, articles: manyArticles(count) }),
});

describe(`the assistant of every process, over the laws in the database (${testEngine})`, () => {
  let shared: Awaited<ReturnType<typeof createSharedDatabase>>;
  /** The process that loads laws, and another one that answers questions. */
  let loader: { database: Database; bus: Bus };
  let answerer: { database: Database; bus: Bus };
  let assistant: LegislationAssistant;
  /** The provisions each build of the answerer's engine was given. */
  const builds: string[][] = [];
  const load = (source: LawSource) => loadLaws({ db: loader.database.db, bus: loader.bus, now: () => new Date() }, [source]);

  beforeAll(async () => {
    shared = await createSharedDatabase();
    const open = async () => {
      const database = await shared.open();
      return { database, bus: await createBus(database, logger) };
    };
    loader = await open();
    answerer = await open();
    assistant = createLegislationAssistant({
      db: answerer.database.db,
      bus: answerer.bus,
      logger,
      build: (provisions: Provision[]): AssistantEngine => {
        builds.push(provisions.map(provisionId));
        return createAssistant({ provider: 'local', knowledge: [], provisions });
      },
    });
  });
  afterAll(() => shared.dispose());

  it('builds nothing while no law is held, nor on a reload before its first question', async () => {
    await assistant.warmUp();
    expect(builds).toEqual([]);
    await load(lauSource('20230526', 3));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(builds).toEqual([]);
  });

  it('builds once from the provisions in the database, then reuses the engine', async () => {
    const engine = await assistant.get();
    expect(await assistant.get()).toBe(engine);
    expect(builds).toEqual([[`${LAU}#1`, `${LAU}#2`, `${LAU}#3`]]);
  });

  it('rebuilds when another process reloads a law, and answers with the old engine meanwhile', async () => {
    const before = await assistant.get();
    const results = await load(lauSource('20250101', 5));
    expect(results[0]!.outcome).toBe('loaded');
    await expect.poll(async () => (await assistant.get()) !== before, { timeout: 10_000 }).toBe(true);
    expect(builds.at(-1)).toEqual([1, 2, 3, 4, 5].map((n) => `${LAU}#${n}`));
  });

  it('folds notifications that arrive during a build into one more build', async () => {
    const count = builds.length;
    // Sent in one transaction, they reach the other process together, at commit: the first starts a build
    // (whose read of the provisions waits on the database) and the three others arrive during it.
    await loader.database.db.transaction(async (tx) => {
      for (const n of [1, 2, 3, 4]) await tx.execute(sql`select pg_notify(${BUS_CHANNEL}, ${`${LEGISLATION_CHANGED}|["${LAU}",${n}]`})`);
    });
    await expect.poll(() => builds.length, { timeout: 10_000 }).toBeGreaterThan(count);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(builds.length - count).toBe(2);
  });

  it('warms up at start when laws are held', async () => {
    const fresh: string[][] = [];
    const other = createLegislationAssistant({
      db: answerer.database.db,
      bus: answerer.bus,
      logger,
      build: (provisions) => {
        fresh.push(provisions.map(provisionId));
        return createAssistant({ provider: 'local', knowledge: [], provisions });
      },
    });
    await other.warmUp();
    expect(fresh).toHaveLength(1);
    await other.get();
    expect(fresh).toHaveLength(1);
  });
});
