import type { AmountMention } from './amounts.ts';

/** Facts that only some documents need: kind of arras, sender of a notice, index of a rent update… */

export type ArrasKind = 'penitenciales' | 'confirmatorias' | 'penales';

export function findArrasKind(folded: string): ArrasKind | undefined {
  if (/\bconfirmatori\w*|\bconfirmatory\b/.test(folded)) return 'confirmatorias';
  if (/\barras penales\b|\bpenales\b|\bpenal arras\b|\bpenalty (arras|deposit)\b/.test(folded)) return 'penales';
  if (/\bpenitencial\w*|\bpenitential\b|\bwithdrawal (arras|deposit)\b/.test(folded)) return 'penitenciales';
  return undefined;
}

/** Whether the words say the landlord is a company (or an individual). */
export function findLandlordIsCompany(folded: string): boolean | undefined {
  const landlord = '(?:arrendador|arrendadora|casero|casera|propietario|propietaria|landlord|owner|lessor)';
  if (new RegExp(`${landlord}\\s+(?:es|sera|is|will be)\\s+(?:una|un|a)\\s+(?:empresa|sociedad|persona juridica|sl|sa|fondo|company|corporation|legal (?:person|entity)|fund)\\b`).test(folded)) return true;
  if (/\b(?:arrendadora|landlord) (?:company|sociedad|empresa)\b|\bempresa arrendadora\b|\bpersona juridica\b|\blegal entity\b/.test(folded)) return true;
  if (new RegExp(`${landlord}\\s+(?:es|sera|is|will be)\\s+(?:una|un|an?)\\s+(?:persona fisica|particular|individual|private individual)\\b`).test(folded)) return false;
  return undefined;
}

/** Who sends a notice, from the way the user speaks ('mi inquilino…', 'I am the tenant'). */
export function findSenderRole(folded: string): 'landlord' | 'tenant' | undefined {
  const tenantWords = '(?:inquilin[oa]s?|arrendatari[oa]s?|tenants?|lessee)';
  const landlordWords = '(?:caser[oa]|arrendador[a]?|propietari[oa]|duen[oa]|landlord|landlady|owner|lessor)';
  if (new RegExp(`\\b(?:mi|mis|my|our|nuestr[oa]s?)\\s+${tenantWords}\\b`).test(folded)) return 'landlord';
  if (new RegExp(`\\b(?:mi|my|our|nuestr[oa])\\s+${landlordWords}\\b`).test(folded)) return 'tenant';
  if (new RegExp(`\\b(?:soy|somos|i am|i'm|we are|como|as)\\s+(?:el|la|los|the)?\\s*${landlordWords}\\b`).test(folded)) return 'landlord';
  if (new RegExp(`\\b(?:soy|somos|i am|i'm|we are|como|as)\\s+(?:el|la|los|the)?\\s*${tenantWords}\\b`).test(folded)) return 'tenant';
  if (new RegExp(`\\b(?:del|de la|from the|by the)\\s+${landlordWords}\\s+(?:al|a la|a los|to the)\\s+${tenantWords}`).test(folded)) return 'landlord';
  // 'que firma el arrendador', 'signed by the tenant', 'la envía la inquilina'.
  const signs = '(?:firma|firman|firmada por|firmado por|envia|envian|enviada por|remite|signs|sends|signed by|sent by)\\s+(?:el|la|los|las|the)?\\s*';
  if (new RegExp(`\\b${signs}${landlordWords}\\b`).test(folded)) return 'landlord';
  if (new RegExp(`\\b${signs}${tenantWords}\\b`).test(folded)) return 'tenant';
  if (new RegExp(`\\b(?:del|de la|from the|by the)\\s+${tenantWords}\\s+(?:al|a la|to the)\\s+${landlordWords}`).test(folded)) return 'tenant';
  if (new RegExp(`\\b${landlordWords}\\s+(?:quiere|desea|no quiere|va a|wants|does not want|doesn't want|wishes)\\b`).test(folded)) return 'landlord';
  if (new RegExp(`\\b${tenantWords}\\s+(?:quiere|desea|no quiere|va a|se va|wants|does not want|doesn't want|wishes|is leaving)\\b`).test(folded)) return 'tenant';
  return undefined;
}

export type RentIndex = 'IPC' | 'IRAV' | 'IGC';

export interface RentUpdateFacts {
  index?: RentIndex;
  /** Percentage of change ('2,3 %' → 2.3). */
  percent?: number;
}

export function findRentUpdate(folded: string): RentUpdateFacts {
  const facts: RentUpdateFacts = {};
  if (/\birav\b|indice de referencia|reference index|indice del ine para (?:la actualizacion|alquileres)/.test(folded)) facts.index = 'IRAV';
  else if (/\bipc\b|\bcpi\b|consumer price|precios al consumo/.test(folded)) facts.index = 'IPC';
  else if (/\bigc\b|garantia de competitividad|competitiveness/.test(folded)) facts.index = 'IGC';
  const percent = /(\d+(?:[.,]\d+)?)\s*(?:%|por ciento|percent\b)/.exec(folded)?.[1];
  if (percent) facts.percent = Number(percent.replace(',', '.'));
  return facts;
}

/** The reason a seasonal lease is temporary (LAU art. 3), when the request gives one. */
export type SeasonalReason = 'work' | 'studies' | 'medical' | 'works' | 'holiday';

export function findSeasonalReason(folded: string): SeasonalReason | undefined {
  if (/\b(trabajo|laboral\w*|traslado|destino|proyecto|contrato temporal|profesor\w*|docente|dar clases?|trabajar|work|job|assignment|posting|secondment|project|teacher|teaching|lecturer)\b/.test(folded)) return 'work';
  if (/\b(estudi\w*|universidad|master|curso|erasmus|study|studies|studying|student|university|course|academic year)\b/.test(folded)) return 'studies';
  if (/\b(medic\w*|tratamiento|hospital|medical|treatment)\b/.test(folded)) return 'medical';
  if (/\b(obras|reforma|renovation|refurbishment|building work)\b/.test(folded)) return 'works';
  if (/\b(vacaciones|verano|veraneo|holiday|holidays|vacation|summer)\b/.test(folded)) return 'holiday';
  return undefined;
}

/** The business to be carried on in commercial premises ('para una cafetería', 'for use as a bakery'). */
export function findActivity(text: string, folded: string): string | undefined {
  const match =
    /\b(?:para (?:una?|su|montar una?|abrir una?)|destinad[oa] a|con destino a|uso de|for (?:use as )?an?|to (?:open|run) an?|as an?)\s+((?:[a-z\u00e0-\u00ff]+\s?){1,3}?)(?=[,.;]|\s+(?:por|con|en|a partir|desde|de \d|for|with|in|from|at|starting|,)|$)/.exec(folded);
  const activity = match?.[1]?.trim();
  if (!activity || /\b(contrato|alquiler|arrendamiento|local|lease|premises|commercial|comercial|plazo|renta|rent|years?|anos?|meses|months?|period|term)\b/.test(activity)) return undefined;
  const start = (match?.index ?? 0) + (match?.[0].indexOf(activity) ?? 0);
  return text.slice(start, start + activity.length);
}

export interface MeetingFacts {
  kind?: 'ordinaria' | 'extraordinaria';
  /** 'HH:MM' of the first and second call. */
  firstCall?: string;
  secondCall?: string;
  place?: string;
  agenda: string[];
  /** Flats or owners said to be behind with their payments. */
  debtors: string[];
}

const TIME = /\b(?:a las|at|las)\s+(\d{1,2})(?:[:.h](\d{2}))?\s*(?:h(?:oras)?\b|horas\b)?\s*(am|pm|a\.m\.|p\.m\.)?/g;

function timeOf(match: RegExpMatchArray): string | undefined {
  let hour = Number(match[1]);
  const minutes = match[2] ?? '00';
  if (/^p/.test(match[3] ?? '') && hour < 12) hour += 12;
  if (hour > 23 || Number(minutes) > 59) return undefined;
  return `${String(hour).padStart(2, '0')}:${minutes}`;
}

export function findMeeting(text: string, folded: string): MeetingFacts {
  const facts: MeetingFacts = { agenda: findAgenda(text, folded), debtors: findDebtors(text, folded) };
  if (/\bextraordinari\w*|\bextraordinary\b|\begm\b/.test(folded)) facts.kind = 'extraordinaria';
  else if (/\bordinari\w*|\banual\b|\bannual\b|\bagm\b/.test(folded)) facts.kind = 'ordinaria';
  for (const match of folded.matchAll(TIME)) {
    const time = timeOf(match);
    if (!time) continue;
    const around = folded.slice(Math.max(0, match.index - 30), match.index + match[0].length + 25);
    if (/segunda|second/.test(around) && !/primera|first/.test(around.slice(around.length - 25))) facts.secondCall ??= time;
    else if (!facts.firstCall) facts.firstCall = time;
    else facts.secondCall ??= time;
  }
  const place = /\b(?:en|in|at)\s+(el portal|el local de la comunidad|la sala de reuniones|el garaje|la azotea|the (?:lobby|entrance hall|community room|meeting room)|[a-z\u00e0-\u00ff]*\s*(?:portal|local social|sala comunitaria|community room))\b/.exec(folded);
  if (place?.[1]) facts.place = text.slice(place.index + place[0].indexOf(place[1]), place.index + place[0].length);
  return facts;
}

function findAgenda(text: string, folded: string): string[] {
  const start =
    /\b(?:orden del dia|para tratar|asuntos a tratar|puntos a tratar|temas|agenda|to discuss|items)\s*(?::|sobre|de|con)?\s*|\bpara (?=(?:aprobar|decidir|votar|elegir|nombrar)\b)|\bto (?=(?:approve|decide|vote|elect|appoint)\b)/.exec(
      folded,
    );
  if (!start) return [];
  const from = start.index + start[0].length;
  const rest = text.slice(from);
  const end = rest.search(
    /\.\s|\.$|\n|[,;]?\s*\b(?:debtors|morosos|deudores|los propietarios que|owners who|comunidad de|comunidad|community|en (?:el|la) (?:portal|calle|sala)|at the|a las|at \d)\b/i,
  );
  const list = end >= 0 ? rest.slice(0, end) : rest;
  return list
    .split(/\s*(?:;|,|\by\b(?=\s+(?:\d+[.)]|la|el|los|las|aprobaci|nombramiento|elecci|ruegos))|\band\b(?=\s+(?:approv|elect|any|the))|\(\d+\)|\d+[.)])\s*/i)
    .map((item) => item.trim().replace(/^(?:y|and)\s+/i, ''))
    .filter((item) => item.length > 2);
}

function findDebtors(text: string, folded: string): string[] {
  const start = /\b(?:morosos?|deudores?|no estan al corriente|no esta al corriente|deben cuotas|debtors?|in arrears|owe(?:s)? fees)\b[^:]{0,20}?(?::|son|es|are|is)?\s*/.exec(folded);
  if (!start) return [];
  const rest = text.slice(start.index + start[0].length);
  const end = rest.search(/\.\s|\.$|;|\n/);
  const list = (end >= 0 ? rest.slice(0, end) : rest).replace(/^(?:el|la|los|las|the)\s+/i, '');
  return list
    .split(/\s*(?:,|\by\b|\band\b)\s*(?:el|la|los|las|the)?\s*/i)
    .map((item) => item.trim())
    .filter((item) => /\d|\p{Lu}/u.test(item) && item.length > 1);
}

/** One line of the debts of a payment demand. */
export interface DebtItem {
  /** What is owed ('Renta de enero de 2026'), in the request's words. */
  concept: string;
  month?: { month: number; year?: number };
  amount?: number;
}

const MONTHS_ES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const MONTHS_EN = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** Months of rent named as owed ('las rentas de enero, febrero y marzo de 2026'). */
export function findMonthsOwed(folded: string): Array<{ month: number; year?: number }> {
  const owed = /\b(?:debe|deben|adeuda|adeudan|impagad\w*|sin pagar|owes|owed|unpaid|arrears|rentas? de|rent for|months? of)\b/.exec(folded);
  if (!owed) return [];
  const rest = folded.slice(owed.index, owed.index + 160);
  const names = [...MONTHS_ES, ...MONTHS_EN].join('|');
  const months: Array<{ month: number; year?: number }> = [];
  for (const match of rest.matchAll(new RegExp(`\\b(${names})\\b(?:\\s+(?:de|del|of)?\\s*(\\d{4}))?`, 'g'))) {
    const word = match[1] ?? '';
    const month = (MONTHS_ES.includes(word) ? MONTHS_ES.indexOf(word) : MONTHS_EN.indexOf(word)) + 1;
    months.push(match[2] ? { month, year: Number(match[2]) } : { month });
  }
  // 'enero, febrero y marzo de 2026': the year written once applies to the months listed before it.
  let year: number | undefined;
  for (let i = months.length - 1; i >= 0; i--) {
    const entry = months[i];
    if (!entry) continue;
    if (entry.year) year = entry.year;
    else if (year) entry.year = year;
  }
  return months;
}

/** The amounts of other debts beside rent ('150 € de comunidad', '80 € de agua'). */
export function otherDebts(amounts: readonly AmountMention[]): AmountMention[] {
  return amounts.filter((amount) => amount.role === 'communityFees' || amount.role === 'utilities');
}
