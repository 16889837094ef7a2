import { dealContextOf, type DocumentKind } from '../document-request.ts';
import { findAddresses, findCityOnly, type Address } from './address.ts';
import { findAmounts, type AmountMention, type AmountRole } from './amounts.ts';
import { findDates, findDurations, type DateRole, type Duration } from './dates.ts';
import { findIdNumbers, type IdNumber } from './ids.ts';
import { findParties, type Party, type PartyRole } from './parties.ts';
import {
  findActivity,
  findArrasKind,
  findLandlordIsCompany,
  findMeeting,
  findMonthsOwed,
  findRentUpdate,
  findSeasonalReason,
  findSenderRole,
  type ArrasKind,
  type MeetingFacts,
  type RentUpdateFacts,
  type SeasonalReason,
} from './specifics.ts';
import { foldSameLength } from './text.ts';

/** An amount of money: its value in euros and how the user wrote it. */
export interface Money {
  value: number;
  written: string;
}

/** A date: 'YYYY-MM-DD' when the year was given, and how the user wrote it. */
export interface DateValue {
  iso?: string;
  written: string;
}

export type MoneyRole = Exclude<AmountRole, 'unqualifiedDeposit' | 'communityFees' | 'utilities'>;

/** Everything a drafting request says about the deal. Anything missing stays a blank in the document. */
export interface DocumentFacts {
  parties: Party[];
  /** Every DNI, NIE or company number written, whether or not it could be given to a party. */
  ids: IdNumber[];
  /** The property: the first street address that is not a party's domicile. */
  property?: Address;
  /** The property's city, from its address or from 'un piso en Valencia'. */
  city?: string;
  amounts: Partial<Record<MoneyRole, Money>>;
  /** Other debts beside rent ('150 € de comunidad'), with the words that name them. */
  otherDebts: Array<Money & { concept: 'communityFees' | 'utilities' }>;
  dates: Partial<Record<DateRole, DateValue>>;
  /** Term of the contract. */
  term?: Duration;
  /** Months of rent owed, as a count ('debe tres meses') or named ('enero y febrero de 2026'). */
  monthsOwed?: number;
  monthsOwedNamed: Array<{ month: number; year?: number }>;
  /** A deadline in days ('en un plazo de 10 días'). */
  deadlineDays?: number;
  /** The kind of arras asked for; undefined when the request does not say. */
  arrasKind?: ArrasKind;
  landlordIsCompany?: boolean;
  /** Who sends a notice, when the request says. */
  senderRole?: 'landlord' | 'tenant';
  rentUpdate: RentUpdateFacts;
  seasonalReason?: SeasonalReason;
  /** The business carried on in commercial premises. */
  activity?: string;
  meeting: MeetingFacts;
}

export interface ExtractOptions {
  /** The document asked for: it settles what 'deposit' and 'propietario' mean. */
  kind?: DocumentKind;
  /** Reference date for dates written without a year (their year stays unknown) — for tests. */
  today?: Date;
}

/** Reads the parties, property, amounts, dates and terms of a drafting request, in Spanish or English. */
export function extractDocumentFacts(request: string, options: ExtractOptions = {}): DocumentFacts {
  const text = request.normalize('NFC');
  const folded = foldSameLength(text);
  const ids = findIdNumbers(text);
  const addresses = findAddresses(text, folded);
  const property = addresses.find((address) => !address.isDomicile);
  const amounts = findAmounts(text, folded);
  const durations = findDurations(text, folded);
  const monthsOwedNamed = findMonthsOwed(folded);
  const facts: DocumentFacts = {
    parties: findParties(text, folded, ids, dealContextOf(options.kind)),
    ids: ids.map(({ type, written, normalized, isValid, label }) => ({ type, written, normalized, isValid, ...(label ? { label } : {}) })),
    amounts: withPercentages(assignAmounts(amounts, options.kind), folded),
    otherDebts: amounts.flatMap((amount) =>
      amount.role === 'communityFees' || amount.role === 'utilities' ? [{ value: amount.value, written: amount.written, concept: amount.role }] : [],
    ),
    dates: assignDates(text, folded, options.today),
    monthsOwedNamed,
    rentUpdate: findRentUpdate(folded),
    meeting: findMeeting(text, folded),
  };
  if (property) facts.property = property;
  const city = property?.city ?? findCityOnly(text);
  if (city) facts.city = city;
  if (durations.term) facts.term = durations.term;
  const monthsOwed = durations.monthsOwed ?? (monthsOwedNamed.length || undefined);
  if (monthsOwed) facts.monthsOwed = monthsOwed;
  if (durations.deadlineDays) facts.deadlineDays = durations.deadlineDays;
  setIfDefined(facts, 'arrasKind', findArrasKind(folded));
  setIfDefined(facts, 'landlordIsCompany', findLandlordIsCompany(folded) ?? companyRole(facts.parties, 'landlord'));
  setIfDefined(facts, 'senderRole', findSenderRole(folded));
  setIfDefined(facts, 'seasonalReason', findSeasonalReason(folded));
  setIfDefined(facts, 'activity', findActivity(text, folded));
  return facts;
}

function setIfDefined<K extends keyof DocumentFacts>(facts: DocumentFacts, key: K, value: DocumentFacts[K] | undefined): void {
  if (value !== undefined) facts[key] = value;
}

function companyRole(parties: readonly Party[], role: PartyRole): boolean | undefined {
  const party = parties.find((candidate) => candidate.role === role);
  return party ? party.isCompany : undefined;
}

// What an amount without a telling word is, by document: the first is the main figure, the next the second one.
const UNLABELLED: Partial<Record<DocumentKind, MoneyRole[]>> = {
  arras: ['price', 'arras'],
  reservation: ['price', 'reservation'],
  'housing-lease': ['rent', 'deposit'],
  'seasonal-lease': ['rent', 'deposit'],
  'commercial-lease': ['rent', 'deposit'],
  'rent-update': ['rent', 'newRent'],
  'payment-demand': ['debt'],
  'deposit-return': ['deposit', 'deduction'],
  'non-renewal': ['rent'],
};

function roleForKind(role: AmountRole | undefined, kind: DocumentKind | undefined): AmountRole | undefined {
  if (role !== 'unqualifiedDeposit') return role;
  if (kind === 'arras') return 'arras';
  if (kind === 'reservation') return 'reservation';
  return 'deposit';
}

function assignAmounts(amounts: readonly AmountMention[], kind: DocumentKind | undefined): Partial<Record<MoneyRole, Money>> {
  const assigned: Partial<Record<MoneyRole, Money>> = {};
  const unlabelled: AmountMention[] = [];
  for (const amount of amounts) {
    const role = roleForKind(amount.role, kind);
    if (role === 'communityFees' || role === 'utilities') continue;
    if (!role || role === 'unqualifiedDeposit') unlabelled.push(amount);
    else assigned[role] ??= { value: amount.value, written: amount.written };
  }
  const fallback = (kind && UNLABELLED[kind]) ?? ['price'];
  // In a sale the price is the larger figure, whatever the order they are written in.
  if (fallback[0] === 'price') unlabelled.sort((a, b) => b.value - a.value);
  for (const amount of unlabelled) {
    const role = fallback.find((candidate) => !assigned[candidate]);
    if (role) assigned[role] = { value: amount.value, written: amount.written };
  }
  return assigned;
}

// 'arras del 10 %', 'a deposit of 10% of the price': a share of the price.
const SHARE_OF_PRICE = /\b(arras|reserva|senal|deposit|deposito)\b(?:\s+\p{L}+){0,3}?\s+(\d+(?:[.,]\d+)?)\s*(?:%|por ciento|percent)/u;

function withPercentages(amounts: Partial<Record<MoneyRole, Money>>, folded: string): Partial<Record<MoneyRole, Money>> {
  const share = SHARE_OF_PRICE.exec(folded);
  const price = amounts.price?.value;
  if (!share?.[1] || !share[2] || price === undefined) return amounts;
  const role: MoneyRole = share[1] === 'reserva' || share[1] === 'senal' ? 'reservation' : 'arras';
  if (amounts[role]) return amounts;
  const percent = Number(share[2].replace(',', '.'));
  return { ...amounts, [role]: { value: Math.round(price * percent) / 100, written: `${share[2]} %` } };
}

function assignDates(text: string, folded: string, today?: Date): Partial<Record<DateRole, DateValue>> {
  const dates: Partial<Record<DateRole, DateValue>> = {};
  for (const mention of findDates(text, folded, today)) {
    if (dates[mention.role]) continue;
    dates[mention.role] = mention.iso ? { iso: mention.iso, written: mention.written } : { written: mention.written };
  }
  return dates;
}
