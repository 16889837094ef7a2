/** Words for small numbers as users write them ('le debe dos meses', 'three years'). */
const NUMBER_WORDS: Record<string, number> = {
  un: 1, uno: 1, una: 1, one: 1, a: 1, an: 1,
  dos: 2, two: 2, tres: 3, three: 3, cuatro: 4, four: 4, cinco: 5, five: 5, seis: 6, six: 6, siete: 7, seven: 7,
  ocho: 8, eight: 8, nueve: 9, nine: 9, diez: 10, ten: 10, once: 11, eleven: 11, doce: 12, twelve: 12,
  quince: 15, fifteen: 15, veinte: 20, twenty: 20, treinta: 30, thirty: 30,
};

/** The number a small-number word stands for, or the digits' value. */
export function parseCount(token: string): number | undefined {
  const lower = token.toLowerCase();
  if (/^\d+$/.test(lower)) return Number(lower);
  return NUMBER_WORDS[lower];
}

export const COUNT_PATTERN = `(?:\\d+|${Object.keys(NUMBER_WORDS).filter((word) => word !== 'a' && word !== 'an').join('|')})`;

/**
 * Parses a number written the Spanish or the English way: '250.000', '250,000', '1.200,50', '1,200.50', '4,5',
 * '4.5'. A separator followed by exactly three digits (and no other decimal mark) groups thousands; otherwise
 * it is the decimal mark.
 */
export function parseLocaleNumber(raw: string): number | undefined {
  const text = raw.replace(/\s/g, '');
  if (!/^\d[\d.,]*$/.test(text)) return undefined;
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  let normalized: string;
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    normalized = text.split(thousands).join('').replace(decimal, '.');
  } else if (lastDot >= 0 || lastComma >= 0) {
    const separator = lastDot >= 0 ? '.' : ',';
    const parts = text.split(separator);
    const groupsOfThree = parts.length > 1 && parts.slice(1).every((part) => part.length === 3) && (parts[0]?.length ?? 0) <= 3;
    normalized = groupsOfThree ? parts.join('') : parts.length === 2 ? `${parts[0]}.${parts[1]}` : '';
  } else {
    normalized = text;
  }
  if (!normalized) return undefined;
  const value = Number(normalized);
  return Number.isFinite(value) ? value : undefined;
}

/** Multiplier words after a number: '250k', '250 mil', '1,5 millones', '2 million'. */
export function scaleOf(word: string | undefined): number {
  if (!word) return 1;
  const lower = word.toLowerCase();
  if (lower === 'k' || lower === 'mil' || lower === 'thousand') return 1_000;
  if (/^(m|mill|millon|millones|million|millions|mln)$/.test(lower)) return 1_000_000;
  return 1;
}
