import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './common.ts';

/**
 * Why a password is refused (`WEAK_PASSWORD`), by the rules that need no word list (SECURITY.md #1, NIST
 * 800-63B 3.1.1.2: context-specific words, repetitive or sequential characters). Pure, so the web client can run
 * the identical check before sending. The common-password list stays on the server (about 18,000 words, some
 * 200 KB: too big for the first bundle).
 */
export type PasswordWeakness = 'LENGTH' | 'REPEATED' | 'SEQUENCE' | 'PERSONAL';

/** Who the password is for: its account's email and name, when known. */
export interface PasswordContext {
  email?: string;
  name?: string;
}

/** A unit of at most this many characters repeated over the whole password is trivial ('abababab', '12341234'). */
const MAX_REPEATED_UNIT = 4;
/** Parts of the email or name shorter than this are only refused as the whole password, not when contained in it. */
const MIN_CONTAINED_PART = 4;

/** Runs a person types without thinking: keyboard rows and the digits, each read forwards or backwards. */
const KEYBOARD_RUNS = ['qwertyuiop', 'asdfghjklñ', 'zxcvbnm', 'qwertyuiopasdfghjklñzxcvbnm', '1234567890', '0123456789'];

/** Lower case without accents, so 'García' and 'garcia' are the same word. */
function fold(value: string): string {
  return value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

function isRepeated(chars: string[]): boolean {
  for (let unit = 1; unit <= MAX_REPEATED_UNIT && unit < chars.length; unit += 1) {
    if (chars.every((char, index) => char === chars[index % unit])) return true;
  }
  return false;
}

/** 'abcdefgh', '87654321' (each character one code point from the last), or a stretch of a keyboard row. */
function isSequence(chars: string[]): boolean {
  const codes = chars.map((char) => char.codePointAt(0) ?? 0);
  const steps = new Set(codes.slice(1).map((code, index) => code - codes[index]!));
  if (steps.size === 1 && (steps.has(1) || steps.has(-1))) return true;
  const text = chars.join('');
  const reversed = [...chars].reverse().join('');
  return KEYBOARD_RUNS.some((run) => run.includes(text) || run.includes(reversed));
}

/** The email, its local part and the name, and their words long enough to be refused when contained. */
function personalWords(context: PasswordContext): { whole: string[]; contained: string[] } {
  const whole: string[] = [];
  const contained: string[] = [];
  const add = (value: string, separators: RegExp) => {
    const folded = fold(value.trim());
    if (!folded) return;
    whole.push(folded, folded.replace(/\s+/g, ''));
    for (const part of [folded.replace(/\s+/g, ''), ...folded.split(separators)]) {
      if ([...part].length >= MIN_CONTAINED_PART) contained.push(part);
    }
  };
  if (context.email) {
    whole.push(fold(context.email.trim()));
    add(context.email.split('@')[0] ?? '', /[._+\-\s]+/);
  }
  if (context.name) add(context.name, /[\s'.-]+/);
  return { whole, contained };
}

function isPersonal(password: string, context: PasswordContext): boolean {
  const folded = fold(password);
  const { whole, contained } = personalWords(context);
  return whole.includes(folded) || contained.some((word) => folded.includes(word));
}

/** The first rule the password breaks, or undefined when these rules accept it. */
export function findPasswordWeakness(password: string, context: PasswordContext = {}): PasswordWeakness | undefined {
  const chars = [...password];
  if (chars.length < PASSWORD_MIN_LENGTH || chars.length > PASSWORD_MAX_LENGTH) return 'LENGTH';
  const folded = [...fold(password)];
  if (isRepeated(folded)) return 'REPEATED';
  if (isSequence(folded)) return 'SEQUENCE';
  if (isPersonal(password, context)) return 'PERSONAL';
  return undefined;
}
