/**
 * Spanish tax identification numbers (Orden EHA/451/2008 and Real Decreto 1065/2007, art. 18-22): checks the
 * shape and the check character of a NIF (DNI), an NIE and a CIF (legal entities). Pure, shared by the API and
 * the web so both refuse the same numbers.
 */

/** The DNI/NIE check letter: the number modulo 23 indexes this table. */
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
/** The CIF control letter for a control digit 0-9 (J = 0 … I = 9). */
const CIF_LETTERS = 'JABCDEFGHI';
/** CIF organisation letters whose control character is always a letter / always a digit (the rest take either). */
const CIF_LETTER_CONTROL = 'KPQRSNW';
const CIF_DIGIT_CONTROL = 'ABEH';

export type TaxIdKind = 'NIF' | 'NIE' | 'CIF';

/** Upper case, without spaces, dots or dashes ('b-12.345.674' → 'B12345674'), and without an 'ES' VAT prefix. */
export function normalizeTaxId(value: string): string {
  const compact = value.toUpperCase().replace(/[\s.-]/g, '');
  return /^ES[0-9A-Z]{9}$/.test(compact) ? compact.slice(2) : compact;
}

function isValidDni(value: string): boolean {
  const match = /^(\d{8})([A-Z])$/.exec(value);
  return !!match && DNI_LETTERS[Number(match[1]) % 23] === match[2];
}

function isValidNie(value: string): boolean {
  const match = /^([XYZ])(\d{7})([A-Z])$/.exec(value);
  if (!match) return false;
  const number = Number(`${'XYZ'.indexOf(match[1]!)}${match[2]}`);
  return DNI_LETTERS[number % 23] === match[3];
}

/** The CIF control digit: even positions summed, odd positions doubled and their digits summed. */
function cifControlDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[index]);
    if (index % 2 === 0) {
      const doubled = digit * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else {
      sum += digit;
    }
  }
  return (10 - (sum % 10)) % 10;
}

function isValidCif(value: string): boolean {
  const match = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(value);
  if (!match) return false;
  const [, letter, digits, control] = match as unknown as [string, string, string, string];
  const expected = cifControlDigit(digits);
  const asDigit = String(expected);
  const asLetter = CIF_LETTERS[expected]!;
  if (CIF_LETTER_CONTROL.includes(letter)) return control === asLetter;
  if (CIF_DIGIT_CONTROL.includes(letter)) return control === asDigit;
  return control === asDigit || control === asLetter;
}

/** Which kind of Spanish tax id this is when its check character holds; undefined otherwise. */
export function getTaxIdKind(value: string): TaxIdKind | undefined {
  const normalized = normalizeTaxId(value);
  if (isValidDni(normalized)) return 'NIF';
  if (isValidNie(normalized)) return 'NIE';
  if (isValidCif(normalized)) return 'CIF';
  return undefined;
}

export function isValidSpanishTaxId(value: string): boolean {
  return getTaxIdKind(value) !== undefined;
}
