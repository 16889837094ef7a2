import { z } from 'zod';
import { COMMUNITY_IDS, type CommunityId } from '../facts/regions.ts';
import ajdRaw from './rates/ajd-new-homes-rates.json';
import iravRaw from './rates/irav-values.json';
import itpRaw from './rates/itp-general-rates.json';
import mortgageSuspensionRaw from './rates/mortgage-fee-suspension.json';
import plusvaliaRaw from './rates/plusvalia-coefficients.json';
import rentCapsRaw from './rates/rent-update-caps.json';

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');
const Community = z.enum(COMMUNITY_IDS);
const Bilingual = z.object({ es: z.string().min(1), en: z.string().min(1) });
const StateSource = z.object({ law: z.string(), article: z.string(), apartado: z.string().optional() });

/** Every table says when it was checked and how often it must be checked again. */
const TableHeader = z.object({
  table: z.string().min(1),
  description: z.string().min(1),
  asOf: IsoDate,
  reviewedAt: IsoDate,
  /** Null when a stale table cannot mislead (missing values make the calculation ask the user). */
  reviewEveryMonths: z.number().int().positive().nullable(),
});

/** A row is dated either by the day it applies from or by a day a source confirmed it was in force. */
const Dated = z
  .object({ appliesFrom: IsoDate.optional(), inForceOn: IsoDate.optional(), source: z.string().min(10), checkedAgainst: z.string().min(10) })
  .refine((row) => Boolean(row.appliesFrom ?? row.inForceOn), { message: 'a row needs appliesFrom or inForceOn' });

const Bracket = z.object({ upTo: z.number().positive().nullable(), rate: z.number().positive().max(30) });
const Scale = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('flat'), rate: z.number().positive().max(30) }),
  z.object({ kind: z.literal('marginal'), brackets: z.array(Bracket).min(2) }),
  z.object({ kind: z.literal('wholeValue'), brackets: z.array(Bracket).min(2) }),
]);

const ItpRow = z.intersection(
  Dated,
  z.object({ community: Community, scale: Scale, bonusPercent: z.number().min(0).max(100).optional(), note: Bilingual.optional() }),
);
const ItpTable = TableHeader.extend({
  stateDefault: z.object({ rate: z.number(), source: StateSource, text: z.string() }),
  rows: z.array(ItpRow),
});

const AjdRow = z.intersection(Dated, z.object({ community: Community, rate: z.number().positive().max(5), bonusPercent: z.number().optional() }));
const AjdTable = TableHeader.extend({
  stateDefault: z.object({ rate: z.number(), source: StateSource, text: z.string() }),
  rows: z.array(AjdRow),
});

const PlusvaliaTable = TableHeader.extend({
  versions: z
    .array(
      z.object({
        appliesFrom: IsoDate,
        source: z.string().min(10),
        checkedAgainst: z.string().min(10),
        coefficients: z.array(z.number().positive().max(1)).length(21),
      }),
    )
    .min(1),
});

const IravTable = TableHeader.extend({
  source: z.string().min(5),
  values: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), rate: z.number().min(0).max(20), checkedAgainst: z.string().min(5) })),
});

const RentCapsTable = TableHeader.extend({
  caps: z.array(z.object({ from: IsoDate, to: IsoDate, capPercent: z.number().positive(), source: z.string().min(10), checkedAgainst: z.string().min(10) })),
  iravFrom: IsoDate,
  newRegimeContractsFrom: IsoDate,
  ipcCapContractsFrom: IsoDate,
});

const MortgageSuspensionTable = TableHeader.extend({
  periods: z.array(
    z.object({ from: IsoDate, to: IsoDate, appliesTo: z.enum(['variable', 'fixed', 'any']), source: z.string().min(10), checkedAgainst: z.string().min(10) }),
  ),
});

export type ItpScale = z.infer<typeof Scale>;
export type ItpRateRow = z.infer<typeof ItpRow>;
export type AjdRateRow = z.infer<typeof AjdRow>;
export type TableHeaderInfo = z.infer<typeof TableHeader>;

/** Parses a table and names the file and the field when it is malformed. */
export function parseTable<T extends z.ZodType>(schema: T, raw: unknown, file: string): z.infer<T> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Calculation table ${file} is malformed at ${issue?.path.join('.') || '(root)'}: ${issue?.message}`);
  }
  return parsed.data;
}

export const itpTable = parseTable(ItpTable, itpRaw, 'rates/itp-general-rates.json');
export const ajdTable = parseTable(AjdTable, ajdRaw, 'rates/ajd-new-homes-rates.json');
export const plusvaliaTable = parseTable(PlusvaliaTable, plusvaliaRaw, 'rates/plusvalia-coefficients.json');
export const iravTable = parseTable(IravTable, iravRaw, 'rates/irav-values.json');
export const rentCapsTable = parseTable(RentCapsTable, rentCapsRaw, 'rates/rent-update-caps.json');
export const mortgageSuspensionTable = parseTable(MortgageSuspensionTable, mortgageSuspensionRaw, 'rates/mortgage-fee-suspension.json');

/** Every dated table, for the freshness test and for tools. */
export const DATED_TABLES: readonly TableHeaderInfo[] = [itpTable, ajdTable, plusvaliaTable, iravTable, rentCapsTable, mortgageSuspensionTable];

export const TABLE_SCHEMAS = { ItpTable, AjdTable, PlusvaliaTable, IravTable, RentCapsTable, MortgageSuspensionTable };

export function findItpRow(community: CommunityId): ItpRateRow | undefined {
  return itpTable.rows.find((row) => row.community === community);
}

export function findAjdRow(community: CommunityId): AjdRateRow | undefined {
  return ajdTable.rows.find((row) => row.community === community);
}

/** The coefficient version in force on a date (the latest that applies from on or before it). */
export function findPlusvaliaVersion(date: string) {
  const candidates = plusvaliaTable.versions.filter((version) => version.appliesFrom <= date);
  return candidates.sort((a, b) => b.appliesFrom.localeCompare(a.appliesFrom))[0];
}

export function findIravValue(month: string) {
  return iravTable.values.find((value) => value.month === month);
}
