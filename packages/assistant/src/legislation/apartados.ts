import { parseSpanishNumber } from './spanish-numbers.ts';
import type { Apartado } from './types.ts';

/**
 * How a provision numbers its apartados. The first numbered paragraph decides: '1.' (most laws),
 * 'Uno.' (the IVA law, amending articles), '1.º' or '1.ª' (the Código Civil's lists), 'Primero.'
 * (the Ley Hipotecaria). Paragraphs numbered in another style are sub-paragraphs of an apartado.
 */
type Style = 'digits' | 'cardinal' | 'ordinal-digits' | 'ordinal-word';

interface Marker {
  style: Style;
  value: number;
  /** 'bis', 'ter' after the number: '3 bis.' */
  suffix: string;
  /** The paragraph without its number. */
  rest: string;
}

/**
 * After the number's point: a space, a dash ('Primero.-El importe'), or the text itself when the source
 * lost the space ('4.Las entidades', '1.(Anulado).', '12.a) La transmisión', '20.1 Las operaciones'), but not a thousands point ('2.400 euros anuales').
 */
const AFTER_POINT = String.raw`\.(?:\s+|\s*[-–]\s*|(?=[(«"A-ZÁÉÍÓÚ]|[a-zñ]\)|\d{1,2}\s))`;
// Prefixes only: the rest of the paragraph is sliced off, not matched, so long paragraphs cost nothing.
const DIGITS = new RegExp(String.raw`^(\d{1,3})(?:\s+(bis|ter|quater|quinquies|sexies|septies))?${AFTER_POINT}`);
const ORDINAL_DIGITS = new RegExp(String.raw`^(\d{1,3})\.?\s?[ºª°]\.?(?:\s+|\s*[-–]\s*|(?=\())`);
const WORD = new RegExp(String.raw`^([A-ZÁÉÍÓÚ][a-záéíóúñ]+(?:\s+y\s+[a-záéíóúñ]+)?)${AFTER_POINT}`);
const CARDINAL_WORD = /^(uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|diec|veint|treinta|cuarenta|cincuenta)/i;
const LETTER = /^([a-zñ])\)\s+/;
/** Sub-items that belong to the letter above them: '1.º', 'a.1)', 'i)', 'ii.', '–'. */
const LETTER_ITEM = /^(?:\d{1,3}\.?\s?[ºª°]|[a-zñ]\.\d+\)|[ivx]+[).]|[–-])\s/;
const LETTER_ORDER = 'abcdefghijklmnñopqrstuvwxyz';
const MAX_STEP = 2;
const SUFFIX_ORDER = ['', 'bis', 'ter', 'quater', 'quinquies', 'sexies', 'septies'];

function readMarker(paragraph: string): Marker | undefined {
  const first = paragraph.charCodeAt(0);
  if (first >= 48 && first <= 57) {
    const digits = DIGITS.exec(paragraph);
    if (digits) return { style: 'digits', value: Number(digits[1]), suffix: digits[2] ?? '', rest: paragraph.slice(digits[0].length) };
    const ordinal = ORDINAL_DIGITS.exec(paragraph);
    if (ordinal) return { style: 'ordinal-digits', value: Number(ordinal[1]), suffix: '', rest: paragraph.slice(ordinal[0].length) };
    return undefined;
  }
  const word = WORD.exec(paragraph);
  const value = word ? parseSpanishNumber(word[1] ?? '') : undefined;
  if (!word || value === undefined) return undefined;
  const style = CARDINAL_WORD.test(word[1] ?? '') ? 'cardinal' : 'ordinal-word';
  return { style, value, suffix: '', rest: paragraph.slice(word[0].length) };
}

/** Quotation depth after a paragraph: amending provisions quote whole articles between « and ». */
function quoteDepth(depth: number, paragraph: string): number {
  if (!paragraph.includes('«') && !paragraph.includes('»')) return depth;
  let next = depth;
  for (const char of paragraph) {
    if (char === '«') next += 1;
    else if (char === '»') next = Math.max(0, next - 1);
  }
  return next;
}

/**
 * Whether `marker` continues the sequence after `last`: the next number (one may be missing), or the same
 * number with a later suffix ('3 bis.' after '3.'). '10.' after '1.' is an item of a list inside apartado 1.
 */
function follows(marker: Marker, last: Marker | undefined): boolean {
  if (!last) return true;
  if (marker.value !== last.value) return marker.value > last.value && marker.value - last.value <= MAX_STEP;
  return SUFFIX_ORDER.indexOf(marker.suffix) > SUFFIX_ORDER.indexOf(last.suffix);
}

interface Draft {
  number: string;
  lines: string[];
}

/**
 * Splits a provision's paragraphs into apartados: the unnumbered lead (number ''), then one per numbered
 * paragraph of the provision's numbering style, each with the paragraphs that follow it until the next.
 * Numbers inside quoted text (an amended article reproduced in full) do not start apartados.
 */
export function splitApartados(paragraphs: readonly string[]): Apartado[] {
  const drafts: Draft[] = [];
  let current: Draft | undefined;
  let style: Style | undefined;
  let last: Marker | undefined;
  let depth = 0;
  for (const paragraph of paragraphs) {
    let marker = depth === 0 ? readMarker(paragraph) : undefined;
    depth = quoteDepth(depth, paragraph);
    // '1.º' under a letter of an unnumbered lead ('f) Vivienda protegida: 1.º Social…') itemises the letter.
    if (marker?.style === 'ordinal-digits' && !style && current?.lines.some((line) => LETTER.test(line))) marker = undefined;
    style ??= marker?.style;
    if (marker && marker.style === style && follows(marker, last)) {
      last = marker;
      current = { number: marker.suffix ? `${marker.value} ${marker.suffix}` : String(marker.value), lines: [marker.rest] };
      drafts.push(current);
    } else if (current) {
      current.lines.push(paragraph);
    } else {
      current = { number: '', lines: [paragraph] };
      drafts.push(current);
    }
  }
  return drafts.map((draft) => ({ number: draft.number, text: draft.lines.join('\n'), letters: readLetters(draft.lines) }));
}

/** The lettered sub-paragraphs of an apartado, in alphabetical sequence, each with the numbered items under it. */
function readLetters(lines: readonly string[]): Apartado['letters'] {
  const letters: Array<{ letter: string; lines: string[] }> = [];
  let open: { letter: string; lines: string[] } | undefined;
  let depth = 0;
  for (const line of lines) {
    const letter = depth === 0 ? LETTER.exec(line) : null;
    depth = quoteDepth(depth, line);
    if (letter && letter[1] === LETTER_ORDER[letters.length]) {
      open = { letter: letter[1] ?? '', lines: [line.slice(letter[0].length)] };
      letters.push(open);
    } else if (open && LETTER_ITEM.test(line)) {
      open.lines.push(line);
    } else {
      open = undefined;
    }
  }
  return letters.map((entry) => ({ letter: entry.letter, text: entry.lines.join('\n') }));
}
