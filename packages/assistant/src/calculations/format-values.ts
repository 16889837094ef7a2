// One module per function: the package's index loads all of its ~250 functions, a second of every server start.
import { addMonths } from 'date-fns/addMonths';
import { addYears } from 'date-fns/addYears';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { differenceInCalendarMonths } from 'date-fns/differenceInCalendarMonths';
import { isAfter } from 'date-fns/isAfter';
import { isBefore } from 'date-fns/isBefore';
import type { Language } from '../types.ts';

/** Picks the Spanish or English text. */
export function pick(language: Language, es: string, en: string): string {
  return language === 'SPANISH' ? es : en;
}

const LOCALE: Record<Language, string> = { SPANISH: 'es-ES', ENGLISH: 'en-GB' };

/** Rounds to cents, the unit every amount is shown in. */
export function roundCents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** Intl formatters are costly to build: one per language and shape, built on first use. */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, build: () => T): T {
  let found = formatters.get(key) as T | undefined;
  if (!found) {
    found = build();
    formatters.set(key, found);
  }
  return found;
}

const SPACES = /[\u00a0\u202f]/g;

/** '15.000 €', '1.234,56 €' in Spanish; '€15,000', '€1,234.56' in English. */
export function formatEuros(value: number, language: Language): string {
  const cents = roundCents(value);
  const decimals = Number.isInteger(cents) ? 0 : 2;
  const euros = formatter(
    `eur-${language}-${decimals}`,
    () => new Intl.NumberFormat(LOCALE[language], { style: 'currency', currency: 'EUR', minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: 'always' }),
  );
  return euros.format(cents).replace(SPACES, ' ');
}

/** '8,5 %' in Spanish, '8.5%' in English. */
export function formatPercent(value: number, language: Language): string {
  const text = formatter(`pct-${language}`, () => new Intl.NumberFormat(LOCALE[language], { maximumFractionDigits: 4 })).format(value).replace(SPACES, ' ');
  return language === 'SPANISH' ? `${text} %` : `${text}%`;
}

export function formatNumber(value: number, language: Language, decimals = 2): string {
  return formatter(`num-${language}-${decimals}`, () => new Intl.NumberFormat(LOCALE[language], { maximumFractionDigits: decimals, useGrouping: 'always' })).format(value);
}

/** ISO 'YYYY-MM-DD' to a local calendar date (date-fns works on local dates; only the day matters here). */
export function toDate(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(year!, month! - 1, day!);
}

export function toIso(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** '3 de marzo de 2027' or '3 March 2027'. */
export function formatDate(iso: string, language: Language): string {
  return formatter(`date-${language}`, () => new Intl.DateTimeFormat(LOCALE[language], { day: 'numeric', month: 'long', year: 'numeric' })).format(toDate(iso));
}

/** Calendar arithmetic 'fecha a fecha' (art. 5 CC): 3-3-2027 minus 4 months is 3-11-2026; 31-5 minus 3 months is 28/29-2. */
export function addMonthsIso(iso: string, months: number): string {
  return toIso(addMonths(toDate(iso), months));
}

export function addYearsIso(iso: string, years: number): string {
  return toIso(addYears(toDate(iso), years));
}

export function daysBetween(fromIso: string, toIsoDate: string): number {
  return differenceInCalendarDays(toDate(toIsoDate), toDate(fromIso));
}

/** Complete months from one date to another (a month counts once its day is reached). */
export function completeMonthsBetween(fromIso: string, toIsoDate: string): number {
  const from = toDate(fromIso);
  const to = toDate(toIsoDate);
  let months = differenceInCalendarMonths(to, from);
  if (isAfter(addMonths(from, months), to)) months -= 1;
  return months;
}

export function isBeforeIso(a: string, b: string): boolean {
  return isBefore(toDate(a), toDate(b));
}
