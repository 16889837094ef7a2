import type { ParsedLaw, Provision } from '@mike/assistant';
import { and, asc, eq, sql } from 'drizzle-orm';
import { legislationLaws, legislationProvisions, legislationSyncState } from '../../db/schema/index.ts';
import type { Executor, Tx } from '../../platform/db.ts';

/** Rows per multi-row INSERT: 11 parameters each keeps a statement far below PostgreSQL's 65,535. */
const INSERT_CHUNK = 500;
/** First key of the per-law advisory locks (the second is the law id's hash): the bytes of 'LEGI'. */
const LAW_LOCK_CLASS = 1_279_608_649;

export type LawRow = typeof legislationLaws.$inferSelect;

/** What a load compares a source against: every law's loaded and declined content hashes. */
export async function findLawHashes(
  executor: Executor,
): Promise<Pick<LawRow, 'lawId' | 'shortName' | 'provisionCount' | 'contentHash' | 'declinedHash'>[]> {
  return executor
    .select({
      lawId: legislationLaws.lawId,
      shortName: legislationLaws.shortName,
      provisionCount: legislationLaws.provisionCount,
      contentHash: legislationLaws.contentHash,
      declinedHash: legislationLaws.declinedHash,
    })
    .from(legislationLaws);
}

export async function findLaws(executor: Executor): Promise<LawRow[]> {
  return executor.select().from(legislationLaws).orderBy(asc(legislationLaws.lawId));
}

/**
 * Waits for, then holds until the transaction ends, the lock of one law: processes loading the same law at
 * once take turns, and each finds what the one before it loaded.
 */
export async function lockLaw(tx: Tx, lawId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LAW_LOCK_CLASS}, hashtext(${lawId}))`);
}

export async function findLaw(executor: Executor, lawId: string): Promise<LawRow | undefined> {
  const [row] = await executor.select().from(legislationLaws).where(eq(legislationLaws.lawId, lawId));
  return row;
}

export async function setDeclinedHash(executor: Executor, lawId: string, hash: string): Promise<void> {
  await executor.update(legislationLaws).set({ declinedHash: hash }).where(eq(legislationLaws.lawId, lawId));
}

/** Replaces a law and all its provisions; run inside the transaction that holds the law's lock. */
export async function replaceLaw(tx: Tx, law: ParsedLaw, contentHash: string, loadedAt: Date): Promise<void> {
  await tx.delete(legislationProvisions).where(eq(legislationProvisions.lawId, law.lawId));
  const row = {
    lawId: law.lawId,
    shortName: law.law,
    title: law.title,
    rank: law.rank,
    versionDate: law.versionDate,
    sourceUrl: law.source,
    contentHash,
    declinedHash: null,
    provisionCount: law.provisions.length,
    loadedAt,
  };
  await tx.insert(legislationLaws).values(row).onConflictDoUpdate({ target: legislationLaws.lawId, set: row });
  for (let start = 0; start < law.provisions.length; start += INSERT_CHUNK) {
    const chunk = law.provisions.slice(start, start + INSERT_CHUNK).map((provision, offset) => ({
      lawId: law.lawId,
      article: provision.article,
      position: start + offset,
      kind: provision.kind,
      number: provision.number,
      heading: provision.heading,
      text: provision.text,
      apartados: provision.apartados,
      path: provision.path,
      versionDate: provision.versionDate,
      url: provision.url,
    }));
    await tx.insert(legislationProvisions).values(chunk);
  }
}

const provisionColumns = {
  lawId: legislationProvisions.lawId,
  law: legislationLaws.shortName,
  article: legislationProvisions.article,
  kind: legislationProvisions.kind,
  number: legislationProvisions.number,
  heading: legislationProvisions.heading,
  text: legislationProvisions.text,
  apartados: legislationProvisions.apartados,
  versionDate: legislationProvisions.versionDate,
  url: legislationProvisions.url,
  path: legislationProvisions.path,
};

/** Every provision of every held law, in the laws' own order: what the assistant engine indexes. */
export async function findAllProvisions(executor: Executor): Promise<Provision[]> {
  return executor
    .select(provisionColumns)
    .from(legislationProvisions)
    .innerJoin(legislationLaws, eq(legislationLaws.lawId, legislationProvisions.lawId))
    .orderBy(asc(legislationProvisions.lawId), asc(legislationProvisions.position));
}

export async function findProvision(executor: Executor, lawId: string, article: string): Promise<Provision | undefined> {
  const [row] = await executor
    .select(provisionColumns)
    .from(legislationProvisions)
    .innerJoin(legislationLaws, eq(legislationLaws.lawId, legislationProvisions.lawId))
    .where(and(eq(legislationProvisions.lawId, lawId), eq(legislationProvisions.article, article)));
  return row;
}

export async function countProvisions(executor: Executor): Promise<number> {
  const [row] = await executor.select({ count: sql<number>`count(*)::int` }).from(legislationProvisions);
  return row?.count ?? 0;
}

export async function findSyncState(executor: Executor, source: string): Promise<{ lastRunDate: string } | undefined> {
  const [row] = await executor
    .select({ lastRunDate: legislationSyncState.lastRunDate })
    .from(legislationSyncState)
    .where(eq(legislationSyncState.source, source));
  return row;
}

export async function saveSyncState(executor: Executor, source: string, lastRunDate: string, ranAt: Date): Promise<void> {
  await executor
    .insert(legislationSyncState)
    .values({ source, lastRunDate, ranAt })
    .onConflictDoUpdate({ target: legislationSyncState.source, set: { lastRunDate, ranAt } });
}
