import type { Formula } from './formulas.ts';
import type { AppliesTo, KnowledgeArea, KnowledgeSource } from './schema.ts';

export type { AppliesTo, CorpusLaw, KnowledgeArea, KnowledgeSource } from './schema.ts';

/** The texts of an entry in one language. */
export interface KnowledgeText {
  /** A short heading, e.g. 'Duración mínima del alquiler de vivienda'. */
  title: string;
  /** One or two sentences that answer the core question directly (markdown). */
  answer: string;
  /** Conditions, exceptions, dates of reforms, steps and what to do next (markdown). */
  details: string;
  /** Two to five questions this entry answers, as users phrase them. */
  questions: string[];
  /** Everyday words users type that the texts may not contain. */
  keywords: string[];
}

/**
 * One entry of the knowledge base, loaded from `knowledge/<area>/<id>.md`: written by this team in
 * its own words, in Spanish and English, with at least one source in the consolidated corpus.
 */
export interface KnowledgeEntry {
  /** Unique kebab-case id, the file's name: 'lau-duracion-minima'. */
  id: string;
  area: KnowledgeArea;
  /** Provisions of the corpus this entry rests on: { law: 'LAU', article: '9', apartado: '1' }. */
  sources: KnowledgeSource[];
  /** Norms or case law outside the corpus, as text ('RDL 7/2019, de 1 de marzo'); never verified citations. */
  references?: string[];
  /** YYYY-MM-DD: when the rule applies from, if a reform set it. */
  validFrom?: string;
  /** YYYY-MM-DD: the last day the rule applied, for a rule kept only for older contracts. */
  validUntil?: string;
  /** YYYY-MM-DD: when the entry was last checked against the consolidated text. */
  reviewedAt?: string;
  /** The facts the entry is specific to; the composer prefers entries whose facts match the user's. */
  appliesTo?: AppliesTo;
  /** The rule's formulas over the user's amounts: applied, they lead the entry (`formulas.ts`). */
  formulas?: Formula[];
  es: KnowledgeText;
  en: KnowledgeText;
}
