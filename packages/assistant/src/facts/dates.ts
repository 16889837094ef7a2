import { foldAligned } from './fold-aligned.ts';
import { COUNT_PATTERN, parseCount } from './numbers.ts';
import type { DateFact, DateRole, DurationFact, DurationRole } from './types.ts';

const ES_MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const EN_MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_NAMES = [...ES_MONTHS, 'setiembre', ...EN_MONTHS, 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec'];
const MONTH = `(${MONTH_NAMES.join('|')})\\.?`;

function monthNumber(name: string): number {
  const lower = name.toLowerCase().replace('.', '');
  if (lower === 'setiembre') return 9;
  const es = ES_MONTHS.indexOf(lower);
  if (es >= 0) return es + 1;
  return EN_MONTHS.findIndex((month) => month.startsWith(lower.slice(0, 3))) + 1;
}

function iso(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

interface DatePattern {
  regex: RegExp;
  precision: DateFact['precision'];
  read: (match: RegExpExecArray) => string | undefined;
}

const YEAR = '((?:19|20)\\d{2})';
const PATTERNS: DatePattern[] = [
  // 2022-03-03
  { regex: new RegExp(`\\b${YEAR}-(\\d{1,2})-(\\d{1,2})\\b`, 'g'), precision: 'day', read: (m) => iso(+m[1]!, +m[2]!, +m[3]!) },
  // 3/3/2022, 03-03-2022, 3.3.2022 (day first, as in Spain)
  { regex: new RegExp(`\\b(\\d{1,2})[/.-](\\d{1,2})[/.-]${YEAR}\\b`, 'g'), precision: 'day', read: (m) => iso(+m[3]!, +m[2]!, +m[1]!) },
  // 3 de marzo de 2022, 3 March 2022, 3rd of March 2022
  {
    regex: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th|º)?\\s+(?:de\\s+|of\\s+)?${MONTH}\\s*(?:de(?:l)?\\s+|,\\s*)?${YEAR}\\b`, 'gi'),
    precision: 'day',
    read: (m) => iso(+m[3]!, monthNumber(m[2]!), +m[1]!),
  },
  // March 3, 2022
  {
    regex: new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+${YEAR}\\b`, 'gi'),
    precision: 'day',
    read: (m) => iso(+m[3]!, monthNumber(m[1]!), +m[2]!),
  },
  // marzo de 2022, March 2022
  { regex: new RegExp(`\\b${MONTH}\\s+(?:de(?:l)?\\s+|of\\s+)?${YEAR}\\b`, 'gi'), precision: 'month', read: (m) => iso(+m[2]!, monthNumber(m[1]!), 1) },
  // en 2024, in 2024, desde 2015, 2015
  // Not a law number ('Ley 12/2023') nor an amount ('2000 €', '2.000').
  {
    regex: new RegExp(`(?<![\\d/.,€$])\\b${YEAR}\\b(?![.,]\\d)(?!\\s*(?:€|euros?\\b|eur\\b|k\\b|mil\\b|m2|m²|metros))`, 'gi'),
    precision: 'year',
    read: (m) => iso(+m[1]!, 1, 1),
  },
];

const ROLE_CUES: { role: DateRole; cue: RegExp }[] = [
  { role: 'end', cue: /\b(hasta|until|till|to|a|vence|vencio|vencimiento|termina|termino|finaliza|finalizo|acabo|expires?|expired|ends?|ended|end)\s*(el|the|en|in|on)?\s*$/i },
  { role: 'reception', cue: /\b(recepcion|recibi\w*|entreg\w*|terminad[oa]|construid[oa]|acabad[oa]|handed over|completed|built|delivered|reception)\b[^.]{0,30}$/i },
  { role: 'damage', cue: /\b(aparec\w*|detect\w*|grieta\w*|danos?|defectos?|appeared|noticed|damage|crack\w*)\b[^.]{0,30}$/i },
  { role: 'sale', cue: /\b(vend\w*|venta|sell\w*|sold|sale)\b[^.]{0,30}$/i },
  { role: 'acquisition', cue: /\b(compre|compro|compramos|compraron|adquir\w*|hered\w*|bought|acquired|inherited|purchased)\b[^.]{0,30}$/i },
  { role: 'withdrawal', cue: /\b(irme|irse|marcharme|dejar|desist\w*|salir|leave|leaving|move out|break)\b[^.]{0,30}$/i },
  { role: 'update', cue: /\b(actualiz\w*|revision|subida|update|review|increase)\b[^.]{0,30}$/i },
  { role: 'start', cue: /\b(desde|from|since|firm\w*|signed|empez\w*|inici\w*|started|began|contrato|contract|lease|alquiler)\b[^.]{0,30}$/i },
];

/** Words right after a date that say what happened then ('en enero de 2022 aparecieron grietas'). */
const ROLE_CUES_AFTER: { role: DateRole; cue: RegExp }[] = [
  { role: 'damage', cue: /^\s*(aparec\w*|salier\w*|surgi\w*|detect\w*|vimos|empez\w* a (salir|aparecer)|appeared|showed up|noticed|started to (appear|show))\b/i },
  { role: 'update', cue: /^\s*(?:(?:le|les|se|we|they)\s+)?(actualizamos|actualizaron|actualice|actualizo|aplicamos|aplicaron|aplique|aplico|subimos|subieron|subi|subio|updated|applied|raised|increased)\b/i },
];

function roleAfter(folded: string, end: number): DateRole {
  const after = folded.slice(end, end + 40);
  return ROLE_CUES_AFTER.find(({ cue }) => cue.test(after))?.role ?? 'unknown';
}

function roleBefore(folded: string, index: number): DateRole {
  const before = folded.slice(Math.max(0, index - 40), index);
  // The nearest cue wins: try each and keep the one that ends closest to the date.
  let best: { role: DateRole; distance: number } | undefined;
  for (const { role, cue } of ROLE_CUES) {
    const match = cue.exec(before);
    if (!match) continue;
    const distance = before.length - (match.index + match[0].search(/\S/));
    if (!best || distance < best.distance) best = { role, distance };
  }
  return best?.role ?? 'unknown';
}

/** Dates written in Spanish or English, most precise reading first, each with its role from the words before it. */
export function extractDates(text: string): DateFact[] {
  const folded = foldAligned(text);
  const taken: [number, number][] = [];
  const dates: DateFact[] = [];
  for (const pattern of PATTERNS) {
    for (const match of text.matchAll(pattern.regex)) {
      const start = match.index;
      const end = start + match[0].length;
      if (taken.some(([a, b]) => start < b && end > a)) continue;
      const date = pattern.read(match as RegExpExecArray);
      if (!date) continue;
      taken.push([start, end]);
      // A verb right after the date says what happened then, closer than any word before it ('compramos en 2019 y en
      // enero de 2022 aparecieron grietas').
      const after = roleAfter(folded, end);
      dates.push({ date, precision: pattern.precision, role: after === 'unknown' ? roleBefore(folded, start) : after, index: start, text: match[0] });
    }
  }
  return dates.sort((a, b) => a.index - b.index);
}

const UNITS: { unit: DurationFact['unit']; words: string }[] = [
  { unit: 'year', words: 'años|anos|año|ano|years?|yrs?' },
  { unit: 'month', words: 'meses|mes|months?|mensualidades|mensualidad' },
  { unit: 'day', words: 'días|dias|día|dia|days?' },
];

const DURATION = new RegExp(`\\b(${COUNT_PATTERN}|\\d+[.,]\\d+)\\s+(${UNITS.map((u) => u.words).join('|')})\\b`, 'gi');

function durationRole(text: string, index: number, end: number): DurationRole {
  const folded = foldAligned(text);
  const before = folded.slice(Math.max(0, index - 30), index);
  const after = folded.slice(end, end + 25);
  if (/\b(debe|deben|adeuda|impag\w*|sin pagar|owes?|owed|arrears|behind)\b/.test(before) || /^\s*(sin pagar|de impago|de deuda|de renta|de alquiler|unpaid|in arrears|behind|of rent)\b/.test(after)) {
    return 'arrears';
  }
  if (/\b(hace|llevo|lleva|llevamos|ago|for the last|since)\b/.test(before) || /^\s*(ago|atras)\b/.test(after)) return 'elapsed';
  if (/\b(contrato|alquiler|arrendamiento|plazo|duracion|de|por|lease|term|contract|for)\b\s*(de|of|a)?\s*$/.test(before)) return 'term';
  return 'unknown';
}

/** Durations ('2 meses', 'five years', '1,5 años') with what they measure. */
export function extractDurations(text: string): DurationFact[] {
  const durations: DurationFact[] = [];
  for (const match of text.matchAll(DURATION)) {
    const [whole, countText, unitText] = match;
    const value = parseCount(countText!) ?? Number(countText!.replace(',', '.'));
    if (!Number.isFinite(value)) continue;
    const unit = UNITS.find((u) => new RegExp(`^(${u.words})$`, 'i').test(unitText!))!.unit;
    const index = match.index;
    durations.push({ value, unit, role: durationRole(text, index, index + whole.length), index, text: whole });
  }
  return durations;
}
