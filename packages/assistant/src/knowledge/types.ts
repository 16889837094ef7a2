/** Where a piece of knowledge comes from: a law and one of its articles or provisions. */
export interface KnowledgeSource {
  /** Short name as cited: 'LAU', 'LPH', 'CC', 'Ley 12/2023', 'Ley 5/2019', 'LH', 'LEC', 'TRLITPAJD', 'TRLRHL', 'LIVA', 'RD 390/2021', 'LIRPF'… */
  law: string;
  /** Article or provision number as cited: '9', '36', 'DA 1', 'DT 2'… */
  article: string;
}

export type KnowledgeTopic = 'lease' | 'sale' | 'mortgage' | 'community' | 'tax' | 'procedure';

/** One text of an entry in one language. */
export interface KnowledgeText {
  /** A short heading, e.g. 'Duración mínima del alquiler de vivienda'. */
  title: string;
  /** Two to six sentences, written by this team in its own words. Plain text or light markdown. */
  body: string;
  /** Two or three typical questions this entry answers, as users phrase them. */
  questions: string[];
}

/**
 * One entry of the knowledge base written by this team. Facts and article numbers are facts;
 * the wording is ours. Every entry has a Spanish and an English version and at least one source.
 */
export interface KnowledgeEntry {
  /** Unique kebab-case id, e.g. 'lau-duracion-minima'. */
  id: string;
  topic: KnowledgeTopic;
  es: KnowledgeText;
  en: KnowledgeText;
  sources: KnowledgeSource[];
  /** Extra search terms in Spanish (everyday words users type that the text may not contain). */
  keywords?: string[];
}
