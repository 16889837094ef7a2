import type { CorpusLaw } from '../knowledge/types.ts';
import type { Language } from '../types.ts';

export type CalculationKind =
  | 'itp-resale'
  | 'new-home-taxes'
  | 'plusvalia'
  | 'lease-deposit'
  | 'rent-update'
  | 'lease-withdrawal'
  | 'lease-notice'
  | 'mortgage-fees'
  | 'community-majority'
  | 'loe-deadlines'
  | 'arras'
  | 'reserve-fund';

/** A provision a calculation rests on. `law` is the short name MIKE cites ('LAU', 'TRLITPAJD'…). */
export interface LegalSource {
  law: CorpusLaw;
  article: string;
  apartado?: string;
}

/** A rate or index taken from one of the dated tables, shown with its date and source. */
export interface RateUsed {
  /** What it is, in the conversation's language ('Tipo general de ITP en Cataluña'). */
  label: string;
  /** Human value ('10 %', 'tramos 10–13 %', '0,15'). */
  value: string;
  /** The date the rate applies from, when known. */
  appliesFrom?: string;
  /** Otherwise, a date on which a source confirmed it was in force. */
  inForceOn?: string;
  /** The legal source of the rate (regional law, decree…). */
  source: string;
  /** The date up to which the table was checked; absent when the user gave the value. */
  tableAsOf?: string;
}

export interface CalculationResult {
  kind: CalculationKind;
  language: Language;
  /** One sentence with the computed figure: the direct answer. */
  answer: string;
  /** The figures computed, in euros, percentages, dates (ISO) or counts, for tests and other composers. */
  figures: Record<string, number | string | boolean | null>;
  /** How the figure was reached, one line each. */
  steps: string[];
  /** The rule in one or two sentences. */
  rule: string;
  /** Conditions and caveats that matter for these facts. */
  notes: string[];
  sources: LegalSource[];
  rates: RateUsed[];
}

/** A figure the user has to give before a calculation can run. */
export interface MissingFigure {
  id: string;
  /** What to ask for, in the conversation's language ('el precio de compra'). */
  label: string;
}

export type CalculationOutcome =
  | { status: 'ready'; result: CalculationResult }
  | { status: 'missing'; kind: CalculationKind; language: Language; missing: MissingFigure[]; rule: string; sources: LegalSource[] };

/** Options shared by the calculations: the date 'today' is, for deadlines and rates (tests fix it). */
export interface CalculationContext {
  language: Language;
  /** ISO date; today by default. */
  today: string;
}
