import { foldText, tokenizeFolded } from './fold.ts';
import { ENGLISH_TO_LAW, LAW_HINTS, SPANISH_TO_LAW } from './law-terms.ts';
import { stemEnglish, stemSpanish } from './stem.ts';
import { ENGLISH_STOPWORDS, SPANISH_STOPWORDS } from './stopwords.ts';
import type { AnalysisLanguage } from './analyze.ts';

/**
 * The law's text as written, for its index: folded, function words dropped, stemmed. Numbers are left out: the
 * user's figures are stripped from questions, and a provision named by number is found by direct lookup.
 */
export function analyzeLawText(text: string): string[] {
  const terms: string[] = [];
  for (const word of tokenizeFolded(foldText(text))) {
    if (word.length < 2 || SPANISH_STOPWORDS.has(word) || /\d/.test(word)) continue;
    terms.push(stemSpanish(word));
  }
  return terms;
}

/** Words that point at the law instead of saying what the question is about ('¿qué dice el artículo…?'). */
const REFERENCE_WORDS: Record<AnalysisLanguage, ReadonlySet<string>> = {
  es: new Set(
    'articulo articulos art arts apartado apartados parrafo parrafos letra ley leyes norma normas texto dice dicen establece regula disposicion disposiciones'.split(
      ' ',
    ),
  ),
  en: new Set('article articles art section sections paragraph law laws act code text say says state states provision provisions rule rules'.split(' ')),
};

interface PhraseRule {
  /** The key's terms in order, as the query's analysis gives them. */
  terms: string[];
  /** The law's terms it stands for. */
  law: string[];
}

interface CompiledMap {
  /** Rules by their first term, longest first. */
  byFirst: Map<string, PhraseRule[]>;
}

function keyTerms(phrase: string, language: AnalysisLanguage): string[] {
  const stopwords = language === 'es' ? SPANISH_STOPWORDS : ENGLISH_STOPWORDS;
  const stem = language === 'es' ? stemSpanish : stemEnglish;
  return tokenizeFolded(foldText(phrase))
    .filter((word) => !stopwords.has(word))
    .map(stem);
}

function compile(pairs: ReadonlyArray<readonly [string, string]>, language: AnalysisLanguage): CompiledMap {
  const byKey = new Map<string, PhraseRule>();
  for (const [key, law] of pairs) {
    const terms = keyTerms(key, language);
    if (terms.length === 0) continue;
    const joined = terms.join(' ');
    const rule = byKey.get(joined);
    const lawTerms = analyzeLawText(law);
    if (rule) rule.law = [...new Set([...rule.law, ...lawTerms])];
    else byKey.set(joined, { terms, law: lawTerms });
  }
  const byFirst = new Map<string, PhraseRule[]>();
  for (const rule of byKey.values()) {
    const first = rule.terms[0] as string;
    const list = byFirst.get(first) ?? [];
    list.push(rule);
    list.sort((a, b) => b.terms.length - a.terms.length);
    byFirst.set(first, list);
  }
  return { byFirst };
}

const MAPS: Record<AnalysisLanguage, CompiledMap> = { es: compile(SPANISH_TO_LAW, 'es'), en: compile(ENGLISH_TO_LAW, 'en') };

const HINTS: Record<AnalysisLanguage, ReadonlyArray<{ terms: string[]; laws: readonly string[] }>> = {
  es: LAW_HINTS.es.map(([key, laws]) => ({ terms: keyTerms(key, 'es'), laws })),
  en: LAW_HINTS.en.map(([key, laws]) => ({ terms: keyTerms(key, 'en'), laws })),
};

/** The laws the question's words point at (short names), in `LAW_HINTS`. */
function findLawHints(stems: readonly string[], language: AnalysisLanguage): string[] {
  const laws = new Set<string>();
  for (const hint of HINTS[language]) {
    const at = stems.indexOf(hint.terms[0] as string);
    if (at >= 0 && hint.terms.every((term, j) => stems[at + j] === term)) for (const law of hint.laws) laws.add(law);
  }
  return [...laws];
}

/** A question in the law's terms. */
export interface LawQuery {
  /** Stemmed Spanish terms of the law, in the question's order (repeats removed). */
  terms: string[];
  /** Content words of an English question that the term map could not put into the law's words. */
  unmapped: number;
  /** Short names of the laws the question's words point at ('ITP' → TRLITPAJD). */
  laws: string[];
}

/**
 * A question rewritten into the law's words: everyday Spanish mapped to the law's terms ('casero' → arrendador),
 * English mapped to Spanish law terms (the law is Spanish only; words with no mapping are counted in `unmapped`,
 * so a partial mapping does not look like a full match), words that only point at the law left out.
 */
export function analyzeLawQuery(text: string, language: AnalysisLanguage): LawQuery {
  const stopwords = language === 'es' ? SPANISH_STOPWORDS : ENGLISH_STOPWORDS;
  const stem = language === 'es' ? stemSpanish : stemEnglish;
  const words = tokenizeFolded(foldText(text)).filter(
    (word) => !stopwords.has(word) && !REFERENCE_WORDS[language].has(word) && !/\d/.test(word) && word.length > 1,
  );
  const stems = words.map(stem);
  const { byFirst } = MAPS[language];
  const terms: string[] = [];
  let unmapped = 0;
  for (let i = 0; i < stems.length; ) {
    const rule = byFirst.get(stems[i] as string)?.find((candidate) => candidate.terms.every((term, j) => stems[i + j] === term));
    if (rule) {
      terms.push(...rule.law);
      i += rule.terms.length;
      continue;
    }
    // Spanish words the map does not know are already the law's language; English ones are not.
    if (language === 'es') terms.push(stems[i] as string);
    else unmapped += 1;
    i += 1;
  }
  return { terms: [...new Set(terms)], unmapped, laws: findLawHints(stems, language) };
}
