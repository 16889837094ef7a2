import type { CommunityId } from './regions.ts';

/** What an amount in the question is, read from the words around it. */
export const AMOUNT_ROLES = [
  'price',
  'salePrice',
  'acquisitionPrice',
  'referenceValue',
  'rent',
  'deposit',
  'loanOutstanding',
  'repaidCapital',
  'cadastralTotal',
  'cadastralLand',
  'communityFee',
  'unknown',
] as const;
export type AmountRole = (typeof AMOUNT_ROLES)[number];

export interface AmountFact {
  /** In euros. */
  value: number;
  role: AmountRole;
  /** Where the number starts in the question, to keep the user's order. */
  index: number;
  /** The amount as written ('250.000 €'). */
  text: string;
}

export type DateRole = 'start' | 'end' | 'acquisition' | 'sale' | 'reception' | 'damage' | 'update' | 'withdrawal' | 'unknown';

export interface DateFact {
  /** ISO date 'YYYY-MM-DD'; the first day of the month or year when only those were written. */
  date: string;
  precision: 'day' | 'month' | 'year';
  role: DateRole;
  index: number;
  text: string;
}

export type DurationRole = 'term' | 'arrears' | 'elapsed' | 'unknown';

export interface DurationFact {
  value: number;
  unit: 'day' | 'month' | 'year';
  role: DurationRole;
  index: number;
  text: string;
}

/** `index`: the index a lease is updated by (IPC, a fixed rise); `cap`: the legal limit on that update (IRAV). */
export type PercentRole = 'quota' | 'index' | 'cap' | 'municipalRate' | 'landShare' | 'unknown';

export interface PercentFact {
  /** As written: 4.5 for '4,5 %'. */
  value: number;
  role: PercentRole;
  index: number;
  text: string;
}

/** Facts a calculation may need, extracted from the user's own words. Everything is optional. */
export interface QuestionFacts {
  amounts: AmountFact[];
  dates: DateFact[];
  durations: DurationFact[];
  percents: PercentFact[];
  region?: { community: CommunityId; place: string };
  /** Persona física ('natural') or jurídica ('legal': an SL, SA, a company). */
  landlordKind?: 'natural' | 'legal';
  /** 'Gran tenedor' (art. 3.k Ley 12/2023) said or denied. */
  bigLandlord?: boolean;
  /** 'Zona (de mercado residencial) tensionada' said or denied. */
  stressedArea?: boolean;
  /** The use of the property or lease. */
  propertyUse?: 'habitual' | 'seasonal' | 'commercial' | 'secondHome';
  /** Kind of property when it is not a dwelling. */
  propertyKind?: 'dwelling' | 'garage' | 'premises' | 'land';
  /** True for a new build bought from the developer, false for a resale. */
  newBuild?: boolean;
  /** Officially protected housing (VPO); 'special' for régimen especial / promoción pública. */
  protectedHousing?: 'special' | 'general';
  /** Number of owners in a community ('20 vecinos', '18 owners'). */
  owners?: number;
  /** A fraction written in the question ('3/5', 'un tercio'). */
  fraction?: { numerator: number; denominator: number };
  /** Owners voting in favour and their share of quotas, when said. */
  votesFor?: number;
  loanRateKind?: 'fixed' | 'variable' | 'mixed';
  mortgageOperation?: 'repayment' | 'switchToFixed';
}
