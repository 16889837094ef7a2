/** What a drafting request said about the deal; anything missing stays a visible blank. */
export interface DealDetails {
  /** Seller, landlord or sender. */
  firstParty?: string;
  /** Buyer, tenant or addressee. */
  secondParty?: string;
  address?: string;
  /** Sale price or monthly rent, as written ('200.000 €'). */
  price?: string;
  /** Arras, reservation or deposit amount. */
  deposit?: string;
  /** Deadline for the deed, contract date or end date, as written. */
  date?: string;
  /** Lease term as written ('1 año'). */
  duration?: string;
  /** For arras: 'confirmatorias' or 'penitenciales' (the default). */
  arrasType?: 'penitenciales' | 'confirmatorias' | 'penales';
}

const NAME_WORD = "[A-ZÁÉÍÓÚÑ][a-záéíóúüñ'’-]+";
const NAME = `(?:(?:D\\.|Dña\\.|Dª|don|doña|Mr\\.?|Mrs\\.?|Ms\\.?)\\s+)?${NAME_WORD}(?:\\s+(?:(?:de|del|de la)\\s+)?${NAME_WORD}){0,4}`;

/** Matches a role word with either case of its first letter ('Vendedor', 'vendedor'). */
function roleWords(words: string[]): string {
  return `(?:${words.map((word) => `[${word[0]}${word[0]?.toUpperCase()}]${word.slice(1)}`).join('|')})`;
}
const FIRST_ROLE = roleWords(['vendedora', 'vendedor', 'arrendadora', 'arrendador', 'propietaria', 'propietario', 'casera', 'casero', 'seller', 'landlord', 'vendor', 'lessor']);
const SECOND_ROLE = roleWords(['compradora', 'comprador', 'arrendataria', 'arrendatario', 'inquilina', 'inquilino', 'buyer', 'purchaser', 'tenant', 'lessee']);
const LINK = '\\s*(?:es|será|sera|is|will be|:|,)?\\s*(?:el señor|la señora|el sr\\.|la sra\\.)?\\s*';

const MONTHS = 'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre';
const EN_MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december';
const DATE = new RegExp(
  `\\b(\\d{1,2}\\s+de\\s+(?:${MONTHS})(?:\\s+de(?:l)?\\s+\\d{4})?|\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{2,4}|\\d{1,2}\\s+(?:${EN_MONTHS})(?:\\s+\\d{4})?|(?:${EN_MONTHS})\\s+\\d{1,2}(?:,\\s*\\d{4})?)\\b`,
  'i',
);
const AMOUNT = /((?:€\s?)?\d{1,3}(?:[.,\s]\d{3})+(?:,\d{1,2})?|(?:€\s?)?\d+(?:,\d{1,2})?)\s*(€|euros?|eur\b)?/gi;
const ADDRESS = new RegExp(
  `\\b((?:calle|c/|avenida|avda\\.?|plaza|pza\\.?|paseo|ronda|camino|travesía|travesia|carretera|urbanización|urbanizacion|street|st\\.|avenue|road)\\s+.+?)(?=\\s+(?:por|con|para|entre|a partir|desde|antes|y el|y la|por un|for|with|between|from|before)\\b|[;]|\\.(?:\\s|$)|$)`,
  'i',
);
const DURATION = /\b((?:\d+|un|una|dos|tres|cuatro|cinco|seis|siete|one|two|three|five)\s+(?:años?|anos?|meses|mes|years?|months?))\b/i;

const DEPOSIT_CONTEXT = /(arras|señal|senal|reserva|fianza|deposit|entrega|a cuenta)\W*(?:\w+\W+){0,4}$/i;
const PRICE_CONTEXT = /(precio|renta|alquiler|mensual|por|price|rent|vende|venta|compra|sale)\W*(?:\w+\W+){0,4}$/i;

/** Extracts names, address, amounts, dates and term from a drafting request. */
export function extractDealDetails(question: string): DealDetails {
  const details: DealDetails = {};
  const first = new RegExp(`${FIRST_ROLE}${LINK}(${NAME})`, 'u').exec(question);
  const second = new RegExp(`${SECOND_ROLE}${LINK}(${NAME})`, 'u').exec(question);
  if (first?.[1]) details.firstParty = first[1];
  if (second?.[1]) details.secondParty = second[1];
  if (!details.firstParty || !details.secondParty) {
    const between = new RegExp(`\\b(?:entre|between)\\s+(${NAME})\\s+(?:y|and)\\s+(${NAME})`, 'u').exec(question);
    if (between?.[1] && between[2]) {
      details.firstParty ??= between[1];
      details.secondParty ??= between[2];
    }
  }

  const address = ADDRESS.exec(question)?.[1];
  if (address) details.address = address.replace(/[,\s]+$/, '');

  for (const match of question.matchAll(AMOUNT)) {
    const [whole, number, currency] = match;
    if (!number || (!currency && !number.startsWith('€'))) continue;
    const before = question.slice(0, match.index);
    const amount = `${number.replace(/^€\s?/, '')} €`;
    if (DEPOSIT_CONTEXT.test(before) && !details.deposit) details.deposit = amount;
    else if (PRICE_CONTEXT.test(before) && !details.price) details.price = amount;
    else if (!details.price) details.price = amount;
    else details.deposit ??= amount;
    void whole;
  }

  const date = DATE.exec(question)?.[1];
  if (date) details.date = date;
  const duration = DURATION.exec(question)?.[1];
  if (duration) details.duration = duration;

  if (/confirmatori/i.test(question)) details.arrasType = 'confirmatorias';
  else if (/penales/i.test(question)) details.arrasType = 'penales';
  else if (/penitencial/i.test(question)) details.arrasType = 'penitenciales';
  return details;
}
