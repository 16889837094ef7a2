/**
 * Reads a number as people write it in Spanish or English requests: '1.200', '1,200', '1.200,50',
 * '1,200.50', '1 200', '1,5'. A single separator followed by exactly three digits groups thousands;
 * otherwise it is the decimal mark. With both marks, the last one is the decimal mark.
 */
export function parseNumeral(written: string): number | undefined {
  const compact = written.replace(/[\s\u00a0\u202f]/g, '');
  if (!/^\d[\d.,]*$/.test(compact)) return undefined;
  const lastDot = compact.lastIndexOf('.');
  const lastComma = compact.lastIndexOf(',');
  let decimalMark: string | undefined;
  if (lastDot >= 0 && lastComma >= 0) decimalMark = lastDot > lastComma ? '.' : ',';
  else {
    const mark = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : undefined;
    if (mark) {
      const occurrences = compact.split(mark).length - 1;
      const digitsAfter = compact.length - compact.lastIndexOf(mark) - 1;
      if (occurrences === 1 && digitsAfter !== 3) decimalMark = mark;
    }
  }
  const [whole = '', fraction] = decimalMark ? splitAtLast(compact, decimalMark) : [compact, undefined];
  const digits = whole.replace(/[.,]/g, '');
  const value = Number(fraction === undefined ? digits : `${digits}.${fraction}`);
  return Number.isFinite(value) ? value : undefined;
}

function splitAtLast(text: string, mark: string): [string, string] {
  const at = text.lastIndexOf(mark);
  return [text.slice(0, at), text.slice(at + 1)];
}

// Folded (accent-free) number words of both languages and their values.
const UNITS: Record<string, number> = {
  cero: 0, zero: 0, un: 1, uno: 1, una: 1, one: 1, a: 1, an: 1, dos: 2, two: 2, tres: 3, three: 3, cuatro: 4, four: 4,
  cinco: 5, five: 5, seis: 6, six: 6, siete: 7, seven: 7, ocho: 8, eight: 8, nueve: 9, nine: 9, diez: 10, ten: 10,
  once: 11, eleven: 11, doce: 12, twelve: 12, trece: 13, thirteen: 13, catorce: 14, fourteen: 14, quince: 15,
  fifteen: 15, dieciseis: 16, sixteen: 16, diecisiete: 17, seventeen: 17, dieciocho: 18, eighteen: 18,
  diecinueve: 19, nineteen: 19, veinte: 20, twenty: 20, veintiun: 21, veintiuno: 21, veintiuna: 21, veintidos: 22,
  veintitres: 23, veinticuatro: 24, veinticinco: 25, veintiseis: 26, veintisiete: 27, veintiocho: 28,
  veintinueve: 29, treinta: 30, thirty: 30, cuarenta: 40, forty: 40, cincuenta: 50, fifty: 50, sesenta: 60,
  sixty: 60, setenta: 70, seventy: 70, ochenta: 80, eighty: 80, noventa: 90, ninety: 90, cien: 100, ciento: 100,
  doscientos: 200, doscientas: 200, trescientos: 300, trescientas: 300, cuatrocientos: 400, cuatrocientas: 400,
  quinientos: 500, quinientas: 500, seiscientos: 600, seiscientas: 600, setecientos: 700, setecientas: 700,
  ochocientos: 800, ochocientas: 800, novecientos: 900, novecientas: 900,
};
const HUNDRED = new Set(['hundred']);
const THOUSAND = new Set(['mil', 'thousand']);
const MILLION = new Set(['millon', 'millones', 'million', 'millions']);
const JOINERS = new Set(['y', 'and']);

/** Every folded word that can be part of a written number (for building patterns). */
export const NUMBER_WORDS: readonly string[] = [
  ...Object.keys(UNITS).filter((word) => word.length > 2),
  ...HUNDRED,
  ...THOUSAND,
  ...MILLION,
];

/**
 * Reads a number written in words or mixed with digits, in Spanish or English (folded text):
 * 'mil doscientos' → 1200, 'two hundred and fifty thousand' → 250000, '1,5 millones' → 1500000,
 * '25 mil' → 25000. Undefined when a word is not part of a number.
 */
export function parseNumberWords(folded: string): number | undefined {
  const words = folded.replace(/-/g, ' ').split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  let total = 0;
  let current = 0;
  let seen = false;
  for (const word of words) {
    const numeral = /^\d/.test(word) ? parseNumeral(word) : undefined;
    if (numeral !== undefined) current += numeral;
    else if (word in UNITS) current += UNITS[word] ?? 0;
    else if (HUNDRED.has(word)) current = (current || 1) * 100;
    else if (THOUSAND.has(word)) {
      total += (current || 1) * 1000;
      current = 0;
    } else if (MILLION.has(word)) {
      total = (total + (current || 1)) * 1_000_000;
      current = 0;
    } else if (JOINERS.has(word) && seen) continue;
    else return undefined;
    seen = true;
  }
  return total + current;
}
