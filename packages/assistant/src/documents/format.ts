import { toCardinal as cardinalEn } from 'n2words/en-GB';
import { toCardinal as cardinalEs } from 'n2words/es-ES';
import type { Language } from '../types.ts';

const MONEY: Record<Language, Intl.NumberFormat> = {
  SPANISH: new Intl.NumberFormat('es-ES', { useGrouping: 'always', minimumFractionDigits: 0, maximumFractionDigits: 2 }),
  ENGLISH: new Intl.NumberFormat('en-GB', { useGrouping: 'always', minimumFractionDigits: 0, maximumFractionDigits: 2 }),
};

/** '1.200 €' in Spanish documents, '€1,200' in English ones; cents only when there are any ('1.350,50 €'). */
export function formatMoney(value: number, language: Language): string {
  const cents = Math.round(value * 100) % 100 !== 0;
  const number = cents ? value.toFixed(2) : String(Math.round(value));
  const formatted = MONEY[language].format(Number(number));
  const withCents = cents && !/[.,]\d{2}$/.test(formatted) ? `${formatted}0` : formatted;
  return language === 'SPANISH' ? `${withCents} €` : `€${withCents}`;
}

// Spanish drops the final -o of 'uno' before a noun: 'veintiún mil euros', 'treinta y un euros'.
function apocope(words: string): string {
  return words.replace(/veintiuno(?= (mil|millones|euros?)\b)/g, 'veintiún').replace(/\buno(?= (mil|millones|euros?)\b)/g, 'un');
}

/** The amount in words, as contracts write it beside the figure: 'mil doscientos euros'. */
export function moneyInWords(value: number, language: Language): string {
  const euros = Math.floor(value + 1e-9);
  const cents = Math.round((value - euros) * 100);
  if (language === 'SPANISH') {
    const main = apocope(`${cardinalEs(euros)} ${euros === 1 ? 'euro' : 'euros'}`);
    return cents ? `${main} con ${apocope(`${cardinalEs(cents)} céntimos`)}` : main;
  }
  const main = `${cardinalEn(euros)} ${euros === 1 ? 'euro' : 'euros'}`;
  return cents ? `${main} and ${cardinalEn(cents)} cents` : main;
}

/** '1.200 € (mil doscientos euros)' / '€1,200 (one thousand two hundred euros)'. */
export function formatMoneyWithWords(value: number, language: Language): string {
  return `${formatMoney(value, language)} (${moneyInWords(value, language)})`;
}

const DATES: Record<Language, Intl.DateTimeFormat> = {
  SPANISH: new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  ENGLISH: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

function toDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

/** '1 de enero de 2026' / '1 January 2026'. */
export function formatDate(iso: string, language: Language): string {
  return DATES[language].format(toDate(iso));
}

const MONTHS: Record<Language, Intl.DateTimeFormat> = {
  SPANISH: new Intl.DateTimeFormat('es-ES', { month: 'long', timeZone: 'UTC' }),
  ENGLISH: new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }),
};

/** 'enero de 2026' / 'January 2026'; the month alone when the year is unknown. */
export function formatMonth(month: number, year: number | undefined, language: Language): string {
  const name = MONTHS[language].format(new Date(Date.UTC(2000, month - 1, 1)));
  if (year === undefined) return name;
  return language === 'SPANISH' ? `${name} de ${year}` : `${name} ${year}`;
}

/**
 * The same day `months` later (or earlier, when negative); the last day of the month when that day does not
 * exist (31 August − 6 months → 28/29 February), as legal terms in months are counted (art. 5 CC).
 */
export function addMonths(iso: string, months: number): string {
  const date = toDate(iso);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  const date = toDate(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const UNITS: Record<Language, Record<'year' | 'month', [string, string]>> = {
  SPANISH: { year: ['año', 'años'], month: ['mes', 'meses'] },
  ENGLISH: { year: ['year', 'years'], month: ['month', 'months'] },
};

/** A term in months as words: 'cinco años', 'once meses' / 'five years', 'eleven months'. */
export function formatTerm(months: number, language: Language): string {
  const inYears = months % 12 === 0;
  const count = inYears ? months / 12 : months;
  const [one, many] = UNITS[language][inYears ? 'year' : 'month'];
  const unit = count === 1 ? one : many;
  const number = language === 'SPANISH' ? apocope(`${cardinalEs(count)} euros`).replace(/ euros$/, '') : cardinalEn(count);
  return `${number} ${unit}`;
}
