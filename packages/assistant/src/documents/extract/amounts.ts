import { NUMBER_WORDS, parseNumberWords, parseNumeral } from './numbers.ts';
import { alternation, clauseBefore, type Mention } from './text.ts';

/** What an amount of money in a request is for. */
export type AmountRole =
  | 'price'
  | 'rent'
  | 'newRent'
  | 'arras'
  | 'reservation'
  /** The fianza of a lease (art. 36 LAU). */
  | 'deposit'
  /** 'deposit' or 'depósito' alone: arras in a sale, fianza in a lease; the document kind decides. */
  | 'unqualifiedDeposit'
  | 'additionalGuarantee'
  | 'debt'
  | 'communityFees'
  | 'utilities'
  | 'deduction';

export interface AmountMention extends Mention {
  /** In euros. */
  value: number;
  /** As the user wrote it: '1.200 €', '€1,200', 'mil doscientos euros'. */
  written: string;
  role?: AmountRole;
}

// Keywords of each role, folded. The nearest one before an amount (or one right after it) decides its role.
const ROLE_KEYWORDS: Array<[AmountRole, string[]]> = [
  ['newRent', ['nueva renta', 'renta actualizada', 'renta pasara a', 'new rent', 'updated rent', 'rent will be', 'increase it to', 'subirla a', 'subir la renta a']],
  ['arras', ['arras', 'earnest money']],
  ['reservation', ['reserva', 'reservar', 'senal', 'reservation', 'holding deposit', 'booking deposit', 'booking fee', 'reserve']],
  ['deposit', ['fianza', 'security deposit', 'tenancy deposit', 'rental deposit']],
  ['unqualifiedDeposit', ['deposito', 'deposit']],
  ['additionalGuarantee', ['garantia adicional', 'aval bancario', 'aval', 'additional guarantee', 'bank guarantee']],
  ['debt', ['debe', 'deben', 'adeuda', 'adeudan', 'deuda', 'impagadas', 'impagados', 'impago', 'pendientes', 'owes', 'owed', 'owing', 'arrears', 'unpaid', 'outstanding']],
  ['communityFees', ['gastos de comunidad', 'cuotas de comunidad', 'cuota de comunidad', 'comunidad', 'community fees', 'community charges', 'service charges']],
  ['utilities', ['suministros', 'agua', 'luz', 'electricidad', 'gas', 'utilities', 'utility bills', 'water', 'electricity']],
  ['deduction', ['descontar', 'descuenta', 'retiene', 'retener', 'retenido', 'deducir', 'deduce', 'deducts', 'deducted', 'withheld', 'withholds', 'keeps', 'kept']],
  ['rent', ['renta', 'rentas', 'alquiler', 'mensualidad', 'mensualidades', 'mensual', 'mensuales', 'al mes', 'por mes', 'rent', 'monthly', 'per month', 'a month', 'pcm']],
  ['price', ['precio', 'vende', 'venta', 'vender', 'compra', 'comprar', 'compraventa', 'valor', 'cuesta', 'tasado', 'anunciado por', 'price', 'sells', 'sell', 'selling', 'sale', 'purchase', 'buy', 'buying', 'sold', 'bought', 'listed at', 'listed for', 'asking', 'valued at', 'on the market for']],
];
const ROLE_PATTERNS = ROLE_KEYWORDS.map(([role, words]) => [role, new RegExp(`\\b(?:${alternation(words)})\\b`, 'g')] as const);

// An amount followed right away by what it is: '20.000 € de arras', '900 € al mes', '€5,000 as a holding deposit'.
const FOLLOWING_ROLE: Array<[AmountRole, RegExp]> = [
  ['debt', /^\s*(?:de|en)\s+(?:rentas?|alquiler(?:es)?|mensualidades|cuotas)\s+(?:atrasad|impagad|pendient|adeudad|vencid|sin pagar)|^\s*(?:in arrears|of arrears|in unpaid rent|of unpaid rent|owed|outstanding)\b/],
  ['rent', /^\s*(?:al mes|mensuales|mensual|por mes|\/\s?mes|cada mes|cada una|cada uno|cada mensualidad|per month|a month|\/\s?month|monthly|pcm|each)\b/],
  ...ROLE_KEYWORDS.map(([role, words]) => [
    role,
    new RegExp(`^\\s*(?:de|en concepto de|como|as|of|for|in)?\\s*(?:(?:la|el|las|los|the|an?)\\s+)?(?:${alternation(words)})\\b`),
  ] as [AmountRole, RegExp]),
];

const NUM = '\\d{1,3}(?:[.,\\s\\u00a0\\u202f]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?';
const MULTIPLIER = '(?:\\s?(?:k|mil|millones|millon|millions?|thousand)\\b)?';
const CURRENCY = '(?:€|euros?\\b|eur\\b)';
const WORD = `(?:${alternation(NUMBER_WORDS)})`;
const AMOUNT_PATTERNS: RegExp[] = [
  new RegExp(`${CURRENCY}\\s?(${NUM})(${MULTIPLIER})`, 'g'),
  new RegExp(`(?<![\\d.,])(${NUM})(${MULTIPLIER})\\s?(?:de\\s+)?${CURRENCY}`, 'g'),
  new RegExp(`(?<![a-z])((?:(?:${WORD}|\\d+(?:[.,]\\d+)?)[\\s-]+(?:(?:y|and)\\s+)?)*${WORD})\\s+(?:de\\s+)?(?:euros?\\b|€)`, 'g'),
  // A money word right before a figure without a currency: 'renta de 900', 'arras: 20.000'.
  new RegExp(`(?<=\\b(?:arras|fianza|renta|precio|reserva|price|rent)\\s*(?:de|of|:)?\\s*)(${NUM})(${MULTIPLIER})(?![\\d.,]|\\s?(?:%|por ciento|percent|anos|meses|years|months|dias|days|m2|metros))`, 'g'),
];

function valueOf(match: RegExpMatchArray): number | undefined {
  const [whole, number, multiplier] = match;
  if (number === undefined) return undefined;
  const base = /^\d/.test(number) ? parseNumeral(number) : parseNumberWords(number.trim());
  if (base === undefined) return parseNumberWords(whole.replace(/(?:de\s+)?(?:euros?|€)\s*$/, '').trim());
  const factor = !multiplier?.trim() ? 1 : /millon|million/.test(multiplier) ? 1_000_000 : 1000;
  return base * factor;
}

function roleBefore(window: string): AmountRole | undefined {
  let best: { role: AmountRole; end: number; length: number } | undefined;
  for (const [role, pattern] of ROLE_PATTERNS) {
    for (const match of window.matchAll(pattern)) {
      const end = match.index + match[0].length;
      if (!best || end > best.end || (end === best.end && match[0].length > best.length)) best = { role, end, length: match[0].length };
    }
  }
  return best?.role;
}

// 'owes 2 months of 1,300 euros', 'debe tres mensualidades de 850 €': a monthly amount.
const MONTHS_OF = /\b(?:\d+|\p{L}+)\s+(?:meses|mensualidades|rentas|cuotas|months|monthly payments)\s+(?:de|of)\s*(?:renta\s+de\s+|rent\s+(?:at|of)\s+)?$/u;

/**
 * The role of an amount from the words before it. A figure in brackets right after another one ('2 months of
 * 1,300 euros (2,600 euros)') is the total the earlier words were about.
 */
function roleBeforeAmount(masked: string, before: string, previous: AmountMention | undefined, amount: AmountMention): AmountRole | undefined {
  if (MONTHS_OF.test(before)) return 'rent';
  if (previous && previous.value !== amount.value && /^\s*\(\s*$/.test(masked.slice(previous.end, amount.index))) {
    return roleBefore(clauseBefore(masked, previous.index, 50).replace(MONTHS_OF, ''));
  }
  return roleBefore(before);
}

function roleAfter(following: string): AmountRole | undefined {
  return FOLLOWING_ROLE.find(([, pattern]) => pattern.test(following))?.[0];
}

// The name of the document asked for ('contrato de arras', 'lease agreement') says nothing about an amount.
const DOCUMENT_NAME =
  /\b(?:contrato|documento|modelo|borrador|carta|burofax|comunicacion)\s+(?:de\s+)?(?:arras|reserva|alquiler|arrendamiento|senal|actualizacion de (?:la )?renta|reclamacion de (?:la )?fianza)\b|\b(?:arras|reservation|deposit|lease|rent update|rent increase|tenancy|rental) (?:agreement|contract|notice|letter)\b/g;

// 'reserva (no arras)', 'not earnest money': what an amount is said not to be says nothing about it.
const NEGATED = /\b(?:no|not|sin|without|ni)\s+(?:son\s+|is\s+|are\s+)?(?:arras|earnest money|fianza|deposit)\b/g;

function maskDocumentNames(folded: string): string {
  return folded.replace(DOCUMENT_NAME, (name) => ' '.repeat(name.length)).replace(NEGATED, (words) => ' '.repeat(words.length));
}

/** Finds the amounts of money in a request, each with what it is for when the words around it say. */
export function findAmounts(text: string, folded: string): AmountMention[] {
  const masked = maskDocumentNames(folded);
  const found: AmountMention[] = [];
  for (const pattern of AMOUNT_PATTERNS) {
    for (const match of folded.matchAll(pattern)) {
      const value = valueOf(match);
      if (value === undefined || value <= 0) continue;
      const start = match.index + match[0].search(/\S/);
      found.push({ index: start, end: match.index + match[0].length, value, written: text.slice(start, match.index + match[0].length).trim() });
    }
  }
  // '350.000 € (trescientos cincuenta mil euros)': the same amount in words is not a second amount.
  const amounts = dropOverlaps(found).filter(
    (amount, i, all) => !(i > 0 && all[i - 1]?.value === amount.value && /^\s*\(?\s*$/.test(folded.slice(all[i - 1]?.end ?? 0, amount.index))),
  );
  amounts.forEach((amount, i) => {
    const previous = amounts[i - 1];
    const previousEnd = previous?.end ?? 0;
    const before = clauseBefore(masked, amount.index, Math.min(50, amount.index - previousEnd));
    const nextStart = amounts[i + 1]?.index ?? folded.length;
    amount.role = roleAfter(masked.slice(amount.end, Math.min(nextStart, amount.end + 40))) ?? roleBeforeAmount(masked, before, previous, amount);
  });
  return amounts;
}

/** Keeps the longest of overlapping mentions, in text order. */
export function dropOverlaps<T extends Mention>(mentions: T[]): T[] {
  const sorted = [...mentions].sort((a, b) => a.index - b.index || b.end - a.end);
  const kept: T[] = [];
  for (const mention of sorted) {
    const last = kept.at(-1);
    if (last && mention.index < last.end) {
      if (mention.end - mention.index > last.end - last.index) kept[kept.length - 1] = mention;
      continue;
    }
    kept.push(mention);
  }
  return kept;
}
