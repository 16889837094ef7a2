import type { Apartado } from '@mike/assistant';
import { date, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const provisionKindEnum = pgEnum('provision_kind', ['article', 'additional', 'transitional', 'final', 'derogating']);

/**
 * The consolidated laws MIKE holds, one row per law in the version loaded (docs/decisions/021). Not tenant
 * data: every business reads the same laws.
 */
export const legislationLaws = pgTable('legislation_laws', {
  /** BOE identifier: 'BOE-A-1994-26003'. */
  lawId: text().primaryKey(),
  /** 'LAU'; the BOE identifier for a law outside MIKE's table of laws. */
  shortName: text().notNull(),
  title: text().notNull(),
  /** 'ley', 'real_decreto_legislativo'…; '' when the source does not say. */
  rank: text().notNull(),
  /** The consolidated version held. */
  versionDate: date({ mode: 'string' }).notNull(),
  /** ELI address of the law at the BOE. */
  sourceUrl: text().notNull(),
  /** SHA-256 of the source text loaded (a Markdown file, or the BOE's XML). */
  contentHash: text().notNull(),
  /**
   * SHA-256 of the last source offered for this law and left alone because it holds an older version than the
   * one loaded (a local copy after the BOE sync brought a newer text): it is not parsed again at every start.
   */
  declinedHash: text(),
  provisionCount: integer().notNull(),
  loadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One article or disposición of a held law, as `@mike/assistant`'s `Provision`; replaced whole with its law. */
export const legislationProvisions = pgTable(
  'legislation_provisions',
  {
    lawId: text()
      .notNull()
      .references(() => legislationLaws.lawId, { onDelete: 'cascade' }),
    /** Normalised key, unique within the law: '17', '9 bis', 'DA 11ª'. */
    article: text().notNull(),
    /** Order in the law. */
    position: integer().notNull(),
    kind: provisionKindEnum().notNull(),
    /** The number as the law writes it: 'diecisiete'. */
    number: text().notNull(),
    heading: text().notNull(),
    text: text().notNull(),
    /** Read and written only with the provision, so kept inside it rather than in a table of their own. */
    apartados: jsonb().$type<Apartado[]>().notNull(),
    /** The structure above it: ['TÍTULO II. …', 'CAPÍTULO I. …']. */
    path: jsonb().$type<string[]>().notNull(),
    versionDate: date({ mode: 'string' }).notNull(),
    /** The provision at the BOE. */
    url: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.lawId, t.article] })],
);

/** Where each legislation sync stands: the date of its last complete run ('boe'). */
export const legislationSyncState = pgTable('legislation_sync_state', {
  source: text().primaryKey(),
  /** The last day whose updates were applied (the `to` of the last complete run). */
  lastRunDate: date({ mode: 'string' }).notNull(),
  ranAt: timestamp({ withTimezone: true }).notNull(),
});
