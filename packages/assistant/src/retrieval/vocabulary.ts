import { z } from 'zod';
import englishRaw from './vocabulary/en.json';
import spanishRaw from './vocabulary/es.json';

export type VocabularyLanguage = 'es' | 'en';

const VocabularySchema = z.strictObject({ about: z.string(), groups: z.array(z.array(z.string().trim().min(1)).min(2)) });

/**
 * One member of a group as the analyzer meets it: the stems of all its words, function words included ('no se va'
 * is not 'va'), and the content stems it stands for in an index.
 */
export interface VocabularyMember {
  stems: readonly string[];
  content: readonly string[];
  group: number;
}

export interface Vocabulary {
  /** Per group, the content stems of its first member (the form the group prefers). */
  preferred: ReadonlyArray<readonly string[]>;
  /** Members by the stem of their first word, longest first. */
  byFirstStem: ReadonlyMap<string, readonly VocabularyMember[]>;
  /** Per group, the single content stems of its members: what a question's member of the group also searches. */
  singles: ReadonlyArray<readonly string[]>;
  /**
   * Per single stem, the single stems of every group that has it: the stemmer may join words of two groups
   * ('arrendador' and 'arrendamiento' are both 'arrend'), and the index holds them as one term anyway.
   */
  singlesByStem: ReadonlyMap<string, readonly string[]>;
}

/** The groups of one language's data file (ADR 045), checked as loaded. */
export function vocabularyGroups(language: VocabularyLanguage): string[][] {
  return VocabularySchema.parse(language === 'es' ? spanishRaw : englishRaw).groups;
}

/** The single words the vocabulary lists, folded as written ('airbnb', 'euribor'): everyday words, not names. */
export function vocabularyWords(language: VocabularyLanguage): ReadonlySet<string> {
  return new Set(vocabularyGroups(language).flatMap((members) => members.filter((member) => !/\s/.test(member.trim()))));
}

/**
 * Compiles groups with the analyzer's own steps (`analyzeWords` gives each word's stem and whether it is a content
 * word), so a member meets every inflection the stemmer joins to it and nothing is listed twice.
 */
export function compileVocabulary(groups: readonly string[][], analyzeWords: (text: string) => Array<{ stem: string; content: boolean }>): Vocabulary {
  const byFirstStem = new Map<string, VocabularyMember[]>();
  const singles = groups.map((members, group) => {
    const found = new Set<string>();
    for (const text of members) {
      const words = analyzeWords(text);
      const first = words[0];
      if (!first) continue;
      const content = words.filter((word) => word.content).map((word) => word.stem);
      const member = { stems: words.map((word) => word.stem), content, group };
      byFirstStem.set(first.stem, [...(byFirstStem.get(first.stem) ?? []), member]);
      // Only a member of one word stands for the group as a single term: 'no vino' is not 'vino'.
      if (words.length === 1 && first.content) found.add(first.stem);
    }
    return [...found];
  });
  for (const list of byFirstStem.values()) list.sort((a, b) => b.stems.length - a.stems.length);
  const preferred = groups.map((members) => analyzeWords(members[0] ?? '').filter((word) => word.content).map((word) => word.stem));
  const singlesByStem = new Map<string, string[]>();
  for (const group of singles) for (const stem of group) singlesByStem.set(stem, [...new Set([...(singlesByStem.get(stem) ?? []), ...group])]);
  return { byFirstStem, singles, preferred, singlesByStem };
}

// Spanish readings of a debt the stop words would erase: 'deber' means 'owe' unless an infinitive follows ('debe
// pagar', 'debe ser'), and 'no me paga', 'no nos han pagado' are one fact. Read as 'impago' in questions.
const OWES = /\b(debe|debo|deben|debemos|debia|debian|debiendo)\b(?!\s+(?:(?:se|me|le|lo|la|les|nos|el|la|los|las|de)\s+)?[a-z]+(?:ar|er|ir)(?:se|lo|la|le|les|me|nos)?\b)/g;
const DOES_NOT_PAY = /\bno\s+(?:(?:me|nos|le|les|te)\s+)?(?:(?:ha|han|he|hemos)\s+)?(?:paga|pagan|pago|pagamos|pagar|pagado|abona|abonan)\b/g;

/** A question's folded text with the readings no word-by-word step can make. */
export function readDebts(folded: string, language: VocabularyLanguage): string {
  return language === 'es' ? folded.replace(OWES, ' impago ').replace(DOES_NOT_PAY, ' impago ') : folded;
}
