import snowball from 'snowball-stemmers';

const spanish = snowball.newStemmer('spanish');
const english = snowball.newStemmer('english');

// The Snowball Spanish rules for '-ación' and '-ución' expect the accent, which folding has removed.
const FOLDED_SPANISH_SUFFIXES: ReadonlyArray<[RegExp, string]> = [
  [/aciones$|acion$/, ''],
  [/uciones$|ucion$/, 'u'],
  [/iciones$|icion$/, ''],
];

// Verbs in '-izar' write 'c' before 'e' ('actualizar' → 'actualice', 'amortizar' → 'amorticen'): spelt back with
// 'z', the subjunctive meets the verb and its noun ('actualización'). Words in '-ice' from elsewhere ('índice')
// change alike on both sides of the index, so they still meet themselves.
const IZAR_BEFORE_E = /^(\w{3,}i)c(e|en|es|emos|eis)$/;

// Two pronouns joined to an infinitive ('devolvérmela', 'cobrárselo', 'dárnoslas'): Snowball takes off one at most,
// so both go, and the infinitive meets the verb's other forms. Not 'te…': 'repártelo' is a command, 'carteles' a noun.
const TWO_CLITICS = /^(\w+(?:ar|er|ir))(?:me|se|nos)(?:lo|la|los|las|le|les)$/;

const spanishCache = new Map<string, string>();
const englishCache = new Map<string, string>();
const CACHE_LIMIT = 200_000;

/** Stems one folded Spanish word (cached: the Snowball port is slow and vocabularies are small). */
export function stemSpanish(word: string): string {
  let stem = spanishCache.get(word);
  if (stem === undefined) {
    stem = word.replace(IZAR_BEFORE_E, '$1z$2').replace(TWO_CLITICS, '$1');
    for (const [suffix, replacement] of FOLDED_SPANISH_SUFFIXES) {
      if (suffix.test(stem) && stem.length > 6) {
        stem = stem.replace(suffix, replacement);
        break;
      }
    }
    stem = spanish.stem(stem);
    // Folding leaves plurals Snowball no longer recognises ('años' → 'anos', 'días' → 'dias'):
    // when a plural comes back unchanged, stem its singular so both meet.
    if (stem === word && word.length >= 4 && /[aeiou]s$/.test(word)) stem = spanish.stem(word.slice(0, -1));
    if (spanishCache.size < CACHE_LIMIT) spanishCache.set(word, stem);
  }
  return stem;
}

/** Stems one folded English word (cached). */
export function stemEnglish(word: string): string {
  let stem = englishCache.get(word);
  if (stem === undefined) {
    stem = english.stem(word);
    if (englishCache.size < CACHE_LIMIT) englishCache.set(word, stem);
  }
  return stem;
}
