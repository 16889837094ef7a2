import { foldText, tokenizeFolded } from './fold.ts';
import { stemEnglish, stemSpanish } from './stem.ts';
import { ENGLISH_STOPWORDS, SPANISH_STOPWORDS } from './stopwords.ts';
import { compileVocabulary, readDebts, vocabularyGroups, type Vocabulary, type VocabularyLanguage } from './vocabulary.ts';

export type AnalysisLanguage = VocabularyLanguage;

/** One concept of a question: its own stem and the stems of the same thing in the vocabulary (ADR 045). */
export interface QueryClause {
  term: string;
  alternatives: readonly string[];
}

interface AnalysedWord {
  stem: string;
  /** Not a function word, and long enough to mean something (numbers always do). */
  content: boolean;
}

/**
 * The morphology both sides share: fold accents, spell '%' (it carries meaning: '10 %' meets 'por ciento'), split
 * contractions, stem (Snowball, with the clitics it leaves split off), and tell function words.
 */
function analyzeWords(text: string, language: AnalysisLanguage): AnalysedWord[] {
  const folded = foldText(text)
    .replace(/%/g, language === 'es' ? ' por ciento ' : ' percent ')
    .replace(/['’]/g, ' ');
  return wordsOf(folded, language);
}

function wordsOf(folded: string, language: AnalysisLanguage): AnalysedWord[] {
  const stopwords = language === 'es' ? SPANISH_STOPWORDS : ENGLISH_STOPWORDS;
  const stem = language === 'es' ? stemSpanish : stemEnglish;
  return tokenizeFolded(folded).map((word) => {
    const number = /^\d/.test(word);
    return { stem: number ? word : stem(word), content: number || (!stopwords.has(word) && word.length >= 2) };
  });
}

/** The analysed terms of a text as an index holds it: the content words' stems, as written (no synonyms). */
export function analyzeText(text: string, language: AnalysisLanguage): string[] {
  return analyzeWords(text, language)
    .filter((word) => word.content)
    .map((word) => word.stem);
}

const VOCABULARIES: Record<AnalysisLanguage, Vocabulary> = {
  es: compileVocabulary(vocabularyGroups('es'), (text) => analyzeWords(text, 'es')),
  en: compileVocabulary(vocabularyGroups('en'), (text) => analyzeWords(text, 'en')),
};

/**
 * A question as the retrievers search it: its content stems, each a clause, and where a word or phrase of it belongs
 * to a group of the vocabulary ('casero', 'no se quiere ir'), the clause also searches the group's single words
 * ('arrendador'). A phrase whose group has single words is read as one of them; otherwise its own words stay.
 * Synonyms act here, after stemming, on the question only: the entries keep their own words (ADR 045).
 */
export function analyzeQuery(text: string, language: AnalysisLanguage): QueryClause[] {
  const folded = readDebts(
    foldText(text)
      .replace(/%/g, language === 'es' ? ' por ciento ' : ' percent ')
      .replace(/['’]/g, ' '),
    language,
  );
  const words = wordsOf(folded, language);
  const { byFirstStem, singles, preferred, singlesByStem } = VOCABULARIES[language];
  const clauses = new Map<string, Set<string>>();
  const add = (term: string, alternatives: readonly string[] = []) => {
    const known = clauses.get(term) ?? new Set<string>();
    for (const alternative of alternatives) if (alternative !== term) known.add(alternative);
    clauses.set(term, known);
  };
  for (let i = 0; i < words.length; ) {
    const member = byFirstStem.get((words[i] as AnalysedWord).stem)?.find((candidate) => candidate.stems.every((stem, k) => words[i + k]?.stem === stem));
    if (member) {
      const group = singles[member.group] ?? [];
      const own = member.content[0];
      // A word of a group stands with the group's words; a phrase, or a function word the group gives a meaning to
      // ('get them out', 'let'), is read as the group's.
      if (member.stems.length === 1 && own !== undefined) add(own, singlesByStem.get(own) ?? group);
      else if (group.length > 0) add(group[0] as string, group);
      else {
        // A group of phrases only ('zona tensionada', 'stressed zone'): its preferred form is searched, the first of
        // its words also by the phrase's own.
        const [first, ...rest] = preferred[member.group] ?? member.content;
        if (first !== undefined) add(first, member.content.filter((stem) => stem.length > 2));
        for (const stem of rest) add(stem);
      }
      i += member.stems.length;
      continue;
    }
    const word = words[i] as AnalysedWord;
    if (word.content) add(word.stem);
    i += 1;
  }
  return [...clauses].map(([term, alternatives]) => ({ term, alternatives: [...alternatives] }));
}

/** Every stem a question searches, its own and its vocabulary's: for comparing it with an entry's terms. */
export function queryTerms(text: string, language: AnalysisLanguage): string[] {
  return [...new Set(analyzeQuery(text, language).flatMap((clause) => [clause.term, ...clause.alternatives]))];
}
