import { foldText } from '../retrieval/fold.ts';

/**
 * Spanish numerals as the laws write them, to numbers: cardinals ('diecisiete', 'ciento veintiuno'),
 * ordinals in either gender ('noveno', 'undécima', 'vigésima tercera', 'vigesimoprimera',
 * 'décimo tercera', 'cuadragésima'). Up to 999, which covers every article and disposición of the corpus.
 */

const UNITS: Record<string, number> = {
  un: 1, uno: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9,
  diez: 10, once: 11, doce: 12, trece: 13, catorce: 14, quince: 15, dieciseis: 16, diecisiete: 17,
  dieciocho: 18, diecinueve: 19, veinte: 20, veintiun: 21, veintiuno: 21, veintiuna: 21, veintidos: 22,
  veintitres: 23, veinticuatro: 24, veinticinco: 25, veintiseis: 26, veintisiete: 27, veintiocho: 28,
  veintinueve: 29,
};
const TENS: Record<string, number> = {
  treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60, setenta: 70, ochenta: 80, noventa: 90,
};
const HUNDREDS: Record<string, number> = {
  cien: 100, ciento: 100, doscientos: 200, doscientas: 200, trescientos: 300, trescientas: 300,
  cuatrocientos: 400, cuatrocientas: 400, quinientos: 500, quinientas: 500, seiscientos: 600,
  seiscientas: 600, setecientos: 700, setecientas: 700, ochocientos: 800, ochocientas: 800,
  novecientos: 900, novecientas: 900,
};
/** Ordinal stems without their gender vowel: 'primer' + o/a. */
const ORDINAL_UNITS: Record<string, number> = {
  primer: 1, segund: 2, tercer: 3, cuart: 4, quint: 5, sext: 6, septim: 7, setim: 7, octav: 8, noven: 9,
};
const ORDINAL_TEENS: Record<string, number> = { undecim: 11, duodecim: 12 };
const ORDINAL_TENS: Record<string, number> = {
  decim: 10, vigesim: 20, trigesim: 30, cuadragesim: 40, quincuagesim: 50, sexagesim: 60,
  septuagesim: 70, octogesim: 80, nonagesim: 90,
};
const ORDINAL_HUNDREDS: Record<string, number> = { centesim: 100 };

/** 'diecisiete' → 17, 'noveno' → 9, 'vigésima tercera' → 23; undefined when the words are not a number. */
export function parseSpanishNumber(words: string): number | undefined {
  const tokens = foldText(words).replace(/[^a-z ]+/g, ' ').split(/\s+/).filter((token) => token && token !== 'y');
  if (tokens.length === 0) return undefined;
  return parseCardinal(tokens) ?? parseOrdinal(tokens.join(''));
}

function parseCardinal(tokens: string[]): number | undefined {
  let total = 0;
  let last = Infinity;
  for (const token of tokens) {
    const value = HUNDREDS[token] ?? TENS[token] ?? UNITS[token];
    // Each part must be smaller than the one before: 'ciento veinte' yes, 'veinte ciento' no.
    if (value === undefined || value >= last) return undefined;
    total += value;
    last = value;
  }
  return total;
}

/** An ordinal written as one word once spaces are removed: 'vigesimatercera', 'decimoctava'. */
function parseOrdinal(word: string): number | undefined {
  for (const [stem, value] of Object.entries(ORDINAL_HUNDREDS)) {
    if (word.startsWith(stem)) return addOrdinalRest(value, word.slice(stem.length), parseOrdinal);
  }
  for (const [stem, value] of Object.entries(ORDINAL_TENS)) {
    if (word.startsWith(stem)) return addOrdinalRest(value, word.slice(stem.length), parseOrdinalUnit);
  }
  return parseOrdinalUnit(word);
}

/** The rest after a tens stem: its gender vowel, then optionally a smaller ordinal ('decim' + 'o' + 'tercera'). */
function addOrdinalRest(value: number, rest: string, parseRest: (word: string) => number | undefined): number | undefined {
  if (rest === '' || rest === 'o' || rest === 'a') return value;
  // 'decimoctava' elides the vowel; 'decimotercera' and 'decimatercera' keep it.
  const smaller = parseRest(rest) ?? parseRest(rest.replace(/^[oa]/, ''));
  return smaller !== undefined && smaller < value ? value + smaller : undefined;
}

function parseOrdinalUnit(word: string): number | undefined {
  const stem = /^(.*?)[oa]?$/.exec(word)?.[1] ?? word;
  return ORDINAL_TEENS[stem] ?? ORDINAL_UNITS[stem];
}

const FEMININE_UNITS = ['', 'primera', 'segunda', 'tercera', 'cuarta', 'quinta', 'sexta', 'septima', 'octava', 'novena'];
const FEMININE_TENS = ['', 'decima', 'vigesima', 'trigesima', 'cuadragesima', 'quincuagesima', 'sexagesima', 'septuagesima', 'octogesima', 'nonagesima'];

/**
 * 1–99 as a feminine ordinal in one unaccented word, the way the BOE names disposiciones in its block ids:
 * 1 → 'primera', 11 → 'undecima', 18 → 'decimoctava', 21 → 'vigesimoprimera', 43 → 'cuadragesimatercera'.
 */
export function feminineOrdinalWord(value: number): string | undefined {
  if (!Number.isInteger(value) || value < 1 || value > 99) return undefined;
  if (value === 11) return 'undecima';
  if (value === 12) return 'duodecima';
  const tens = Math.floor(value / 10);
  const unit = FEMININE_UNITS[value % 10] ?? '';
  if (tens === 0) return unit;
  const tensWord = FEMININE_TENS[tens] ?? '';
  if (!unit) return tensWord;
  // 13–29 are written as one word with a masculine joint ('decimotercera', 'vigesimoctava'); from 31 on, as two.
  if (tens <= 2) return `${tensWord.slice(0, -1)}o${unit}`.replace('oo', 'o');
  return `${tensWord}${unit}`;
}
