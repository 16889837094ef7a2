import type { Chrono, ParsedComponents } from 'chrono-node';
// The two locales read here, not the package's index, which loads every locale chrono has.
import { GB as englishGB } from 'chrono-node/en';
import { strict as spanishStrict } from 'chrono-node/es';
import { dropOverlaps } from './amounts.ts';
import { NUMBER_WORDS, parseNumberWords } from './numbers.ts';
import { alternation, clauseBefore, type Mention } from './text.ts';

/** What a date in a request is: when a lease starts or ends, when the deed is signed, when keys were returned… */
export type DateRole = 'start' | 'end' | 'deed' | 'contract' | 'keys' | 'meeting' | 'update' | 'other';

export interface DateMention extends Mention {
  /** 'YYYY-MM-DD', when the year was given. */
  iso?: string;
  /** As the user wrote it ('1 de enero de 2026'). */
  written: string;
  role: DateRole;
  /** Month and day as read, to date a period's start written without its year. */
  monthDay?: [number, number];
}

const ROLE_KEYWORDS: Array<[DateRole, string[]]> = [
  ['start', ['a partir del', 'a partir de', 'desde el', 'desde', 'con efectos', 'empieza', 'empezara', 'empezo', 'comienza', 'comenzara', 'comenzo', 'empezamos', 'started', 'began', 'inicio', 'inicia', 'entrada', 'entra a vivir', 'from', 'starting', 'start', 'starts', 'commencing', 'commences', 'beginning', 'begins', 'as of', 'effective', 'move in', 'moves in']],
  ['end', ['hasta el', 'hasta', 'vence', 'vencimiento', 'finaliza', 'finalizacion', 'termina', 'terminacion', 'expira', 'fin del contrato', 'extincion', 'vigente hasta', 'valida hasta', 'until', 'ends', 'end', 'ending', 'expires', 'expiry', 'terminates', 'valid until']],
  ['deed', ['escritura', 'notario', 'notaria', 'otorgamiento', 'completion', 'complete', 'deed', 'notary']],
  ['contract', ['firmado', 'firmamos', 'firmaron', 'firmo', 'suscrito', 'celebrado', 'de fecha', 'fechado', 'contrato del', 'signed', 'dated', 'entered into']],
  ['keys', ['llaves', 'entregue', 'devolvi', 'desaloje', 'dejamos el piso', 'deje el piso', 'keys', 'returned', 'handed back', 'moved out', 'vacated']],
  ['meeting', ['junta', 'reunion', 'asamblea', 'meeting', 'convocatoria']],
  ['update', ['actualizacion', 'actualizar', 'revision', 'aniversario', 'cumple', 'cumple anos', 'update', 'anniversary', 'review']],
];
const ROLE_PATTERNS = ROLE_KEYWORDS.map(([role, words]) => [role, new RegExp(`\\b(?:${alternation(words)})\\b`, 'g')] as const);

function roleOf(before: string): DateRole {
  let best: { role: DateRole; end: number } | undefined;
  for (const [role, pattern] of ROLE_PATTERNS) {
    for (const match of before.matchAll(pattern)) {
      const end = match.index + match[0].length;
      if (!best || end > best.end) best = { role, end };
    }
  }
  return best?.role ?? 'other';
}

function isoOf(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

interface FoundDate {
  text: string;
  index: number;
  start: ParsedComponents;
}

// Between the two ends of a period chrono reads as one ('From 1 July to 31 December 2026').
const PERIOD_JOIN = /\s*(?:\bto\b|\buntil\b|\btill\b|\bal?\b|\bhasta(?: el)?\b|-|–)\s*/gi;

// chrono reads 'From 1 July' as a period of uncertain day: the date is read without the word.
const FROM_WORD = /^(?:from|desde)\s+/i;

/** Dates as chrono reads them, a period split into its two ends so each is dated and given its role. */
function parseSplit(parser: Chrono, text: string, today: Date): FoundDate[] {
  const parseAt = (piece: string, offset: number): FoundDate[] => {
    const from = FROM_WORD.exec(piece)?.[0].length ?? 0;
    return parser.parse(piece.slice(from), today).map((part) => ({ text: part.text, index: offset + from + part.index, start: part.start }));
  };
  return parser.parse(text, today).flatMap((result): FoundDate[] => {
    const join = result.end ? [...result.text.matchAll(PERIOD_JOIN)].at(-1) : undefined;
    if (!join) return [result];
    const rightAt = join.index + join[0].length;
    const ends = [...parseAt(result.text.slice(0, join.index), result.index), ...parseAt(result.text.slice(rightAt), result.index + rightAt)];
    return ends.length ? ends : [result];
  });
}

/** Finds the calendar dates of a request (with a day and a month), in Spanish or English, each with its role. */
export function findDates(text: string, folded: string, today = new Date()): DateMention[] {
  const results = [...parseSplit(spanishStrict, text, today), ...parseSplit(englishGB, text, today)].filter(
    (result) => result.start.isCertain('day') && result.start.isCertain('month'),
  );
  const mentions = results.map((result): DateMention => {
    const written = result.text.replace(/^(?:on|the|el)\s+/i, '');
    const index = result.index + result.text.indexOf(written);
    let end = index + written.length;
    let year = result.start.isCertain('year') ? result.start.get('year') : undefined;
    // chrono reads '1 de enero del 2026' as a date without a year.
    const trailingYear = /^\s+del?\s+(\d{4})\b/.exec(text.slice(end));
    if (year === undefined && trailingYear?.[1]) {
      year = Number(trailingYear[1]);
      end += trailingYear[0].length;
    }
    const mention: DateMention = { index, end, written: text.slice(index, end), role: 'other' };
    const month = result.start.get('month');
    const day = result.start.get('day');
    if (month && day) mention.monthDay = [month, day];
    if (year !== undefined && year !== null && month && day) mention.iso = isoOf(year, month, day);
    return mention;
  });
  const dates = dropOverlaps([...mentions, ...findMonthRanges(text, folded)]);
  dates.forEach((date, i) => {
    const previousEnd = dates[i - 1]?.end ?? 0;
    date.role = roleOf(clauseBefore(folded, date.index, Math.min(45, date.index - previousEnd)));
  });
  dates.forEach((date, i) => {
    // 'del 1 de septiembre de 2025 al 30 de junio de 2026', 'from 1 March to 31 May 2026': a period.
    const next = dates[i + 1];
    if (next && /^\s*(?:al|hasta el|hasta|a|to|until|till|-|–)\s*(?:el\s+|the\s+)?$/.test(folded.slice(date.end, next.index))) {
      if (date.role === 'other' || date.role === 'contract') date.role = 'start';
      next.role = 'end';
      // 'from 1 July to 31 December 2026': the start takes the end's year (the year before if its month is later).
      if (!date.iso && next.iso && date.monthDay) {
        const endYear = Number(next.iso.slice(0, 4));
        date.iso = isoOf(date.monthDay[0] > Number(next.iso.slice(5, 7)) ? endYear - 1 : endYear, ...date.monthDay);
      }
    }
  });
  return dates;
}

const MONTHS = [
  ['enero', 'january'], ['febrero', 'february'], ['marzo', 'march'], ['abril', 'april'], ['mayo', 'may'], ['junio', 'june'],
  ['julio', 'july'], ['agosto', 'august'], ['septiembre', 'september'], ['octubre', 'october'], ['noviembre', 'november'], ['diciembre', 'december'],
];
const MONTH = `(${MONTHS.flat().concat('setiembre').join('|')})`;
// 'de septiembre de 2026 a junio de 2027', 'from September 2026 to June 2027': whole months.
const MONTH_RANGE = new RegExp(`\\b${MONTH}(?:\\s+(?:de|del|of))?(?:\\s+(\\d{4}))?\\s*(?:a|al|hasta|to|until|till|-|–)\\s*${MONTH}(?:\\s+(?:de|del|of))?\\s+(\\d{4})\\b`, 'g');

function monthNumber(name: string): number {
  return name === 'setiembre' ? 9 : MONTHS.findIndex((names) => names.includes(name)) + 1;
}

/** Periods of whole months: the start on the first day of its month, the end on the last day of its own. */
function findMonthRanges(text: string, folded: string): DateMention[] {
  const found: DateMention[] = [];
  for (const match of folded.matchAll(MONTH_RANGE)) {
    const [whole, fromName = '', fromYear, toName = '', toYear = ''] = match;
    const from = monthNumber(fromName);
    const to = monthNumber(toName);
    const endYear = Number(toYear);
    const startYear = fromYear ? Number(fromYear) : from > to ? endYear - 1 : endYear;
    const lastDay = new Date(Date.UTC(endYear, to, 0)).getUTCDate();
    const toIndex = match.index + whole.lastIndexOf(toName);
    const fromEnd = match.index + (fromYear ? whole.indexOf(fromYear) + fromYear.length : fromName.length);
    found.push({ index: match.index, end: fromEnd, written: text.slice(match.index, fromEnd), iso: isoOf(startYear, from, 1), role: 'other' });
    found.push({ index: toIndex, end: match.index + whole.length, written: text.slice(toIndex, match.index + whole.length), iso: isoOf(endYear, to, lastDay), role: 'other' });
  }
  return found;
}

/** A length of time as written, with its size in months or days. */
export interface Duration {
  written: string;
  months?: number;
  days?: number;
}

export interface DurationFacts {
  /** The term of the contract ('por 3 años', 'for 11 months'). */
  term?: Duration;
  /** Months of rent owed ('debe 3 meses'). */
  monthsOwed?: number;
  /** A deadline in days ('en un plazo de 10 días'). */
  deadlineDays?: number;
}

const UNIT = '(anos|ano|años|año|mensualidades|mensualidad|meses|mes|semanas|semana|dias|dia|years|year|months|month|weeks|week|days|day)';
// 'un año', 'a year' and 'one year' count one; 'a month' does not (it is how rent is quoted: '900 € a month').
const COUNT_WORD = `(?:${alternation([...NUMBER_WORDS, 'un'])}|a(?=\\s+year))`;
const DURATION = new RegExp(`(?<![\\w])(\\d+(?:[.,]5)?|(?:(?:${COUNT_WORD}|y|and)[\\s-]+)*${COUNT_WORD})[\\s-]+${UNIT}\\b`, 'g');
const OWED_BEFORE = /\b(debe|deben|adeuda|adeudan|owes|owe|owing|impag\w*|atrasad\w*|sin pagar|arrears|unpaid|behind)\b/;
const OWED_AFTER = /^\s*(de renta|de alquiler|sin pagar|impagad\w*|atrasad\w*|of rent|unpaid|in arrears|de retraso|behind)/;
const DEADLINE_BEFORE = /\b(plazo de|plazo maximo de|en un plazo de|dentro de|en|within|in|deadline of)\s*(?:los\s+|the\s+|un\s+plazo\s+de\s+)?$/;
const NOT_A_TERM = /\b(?:fianza|deposito|deposit|garantia|guarantee|aval)\s+(?:de|of|equal to|igual a)\s*$|\b(hace|desde hace|llevo|lleva|llevan|ago|for the last|de antelacion|antelacion|notice|edad|aged|antiguedad|mayor de|over|tiene|has been)\b/;

function sizeOf(count: number, unit: string): Pick<Duration, 'months' | 'days'> {
  if (/^(an|añ|year)/.test(unit)) return { months: count * 12 };
  if (/^(mes|mens|month)/.test(unit)) return { months: count };
  if (/^(seman|week)/.test(unit)) return { days: count * 7 };
  return { days: count };
}

/** Finds the term of the contract, months owed and a deadline in days among the lengths of time of a request. */
export function findDurations(text: string, folded: string): DurationFacts {
  const facts: DurationFacts = {};
  for (const match of folded.matchAll(DURATION)) {
    const [whole, number = '', unit = ''] = match;
    const count = /^\d/.test(number) ? Number(number.replace(',', '.')) : parseNumberWords(number);
    if (count === undefined || count <= 0) continue;
    const before = clauseBefore(folded, match.index, 30);
    const after = folded.slice(match.index + whole.length, match.index + whole.length + 25);
    const size = sizeOf(count, unit);
    if (size.months !== undefined && (OWED_BEFORE.test(before) || OWED_AFTER.test(after))) facts.monthsOwed ??= size.months;
    else if (size.days !== undefined && DEADLINE_BEFORE.test(before)) facts.deadlineDays ??= size.days;
    else if (!NOT_A_TERM.test(before) && !/^\s*(de antelacion|notice|de preaviso|before|antes)/.test(after)) {
      facts.term ??= { written: text.slice(match.index, match.index + whole.length), ...size };
    }
  }
  return facts;
}
