import type { Mention } from './text.ts';

/** A street address as the user wrote it, with the parts a document needs. */
export interface Address extends Mention {
  /** The whole address as written ('calle Mayor 5, 3º B, 28013 Madrid'). */
  full: string;
  /** Street and number ('calle Mayor 5'). */
  street: string;
  /** Floor and door ('3º B'). */
  unit?: string;
  postalCode?: string;
  city?: string;
  /** Whether it is a party's domicile ('con domicilio en…') rather than the property. */
  isDomicile: boolean;
}

const STREET_TYPES =
  "calle|c/|avenida|avda\\.?|av\\.|plaza|pza\\.?|plaça|paseo|pº|passeig|ronda|camino|travesía|travesia|carretera|ctra\\.?|urbanización|urbanizacion|urb\\.|glorieta|rambla|pasaje|carrer";
const TYPE_AT = new RegExp(`(?:\\b(\\d{1,4}[A-Za-z]?),?\\s+)?(?<![\\p{L}])(${STREET_TYPES})(?![\\p{L}])`, 'giu');
// Street name then number: 'Mayor 5', 'de la Constitución, nº 12'.
const NAME_AND_NUMBER =
  /\s*([\p{L}\d'’.-]+(?:\s+(?!\d)[\p{L}'’.-]+){0,5}?),?\s*(?:n\.?\s?º|nº|núm\.?|num\.?|número|numero|no\.)?\s*(\d{1,4}(?:\s?[A-Za-z](?![\p{L}]))?)(?!\d|[.,]\d|\p{L})/uy;
// Street name alone, capitalised: 'Mayor', 'de la Constitución'.
const NAME_ONLY = /\s*((?:(?:de|del|de la|de los|de las)\s+)?\p{Lu}[\p{L}'’.-]*(?:\s+(?:(?:de|del|la|las|los|el)\s+)?\p{Lu}[\p{L}'’.-]*){0,4})/uy;
// English order: '221B Baker Street', '12 High St'.
const ENGLISH_STREET = /\b(\d{1,4}[A-Za-z]?)\s+((?:\p{Lu}\p{L}+\s+){1,3})(Street|Road|Avenue|Lane|Square|Terrace|St\.|Rd\.)(?![\p{L}])/gu;
const UNIT =
  /^(?:,\s*|\s+)((?:\d{1,2}\s?[º°ª]\s?(?:[A-Za-z](?![\p{L}])|\d{1,2}\s?[ªº]?|izq(?:uierda|da)?\.?|dcha\.?|derecha|centro|ext\.?|int\.?)?|bajo(?:\s[A-Z](?![\p{L}]))?|entresuelo|ático|atico|principal|(?:planta|piso)\s+\d+º?(?:\s?[A-Z](?![\p{L}]))?|\d+(?:st|nd|rd|th)\s+floor(?:,?\s+(?:door\s+)?[A-Z0-9](?![\p{L}]))?|(?:puerta|door|flat|apt\.?|apartment|escalera|esc\.)\s+[\p{L}\d]+))/iu;
const POSTAL_CODE = /^(?:,\s*|\s+)((?:0[1-9]|[1-4]\d|5[0-2])\d{3})\b/u;
const CITY = /^(?:,\s*|\s+)(?!(?:por|con|para|desde|a|y|e|de|del|en|for|with|from|and|to|the|el|la|que|which|starting|until|hasta)\b)(\p{Lu}\p{Ll}+(?:[\s-]+(?:de\s+|del\s+|la\s+|les\s+|d')?\p{Lu}\p{Ll}+){0,3})(?:\s*\(([\p{L}\s]+)\))?/u;
const DOMICILE =
  /\b(domicilio|domiciliad[oa]s?|residente|reside|vive|residing|resident|registered office|sede social|sede|domiciled|lives|address for notices)\b[^.;]{0,12}$/;
// A street name word that is really the start of the rest of the sentence.
const STOP_WORD = /^(por|con|para|desde|a|y|en|for|with|from|and|to|que|which|starting|until|hasta)$/i;

/** Finds the street addresses of a request: the property's and the parties' domiciles. */
export function findAddresses(text: string, folded: string): Address[] {
  const addresses: Address[] = [];
  for (const match of text.matchAll(TYPE_AT)) {
    const [typed, leadingNumber, type = ''] = match;
    const street = readStreet(text, match.index + typed.length, type, leadingNumber);
    if (street) addresses.push(completeAddress(text, folded, match.index, street));
  }
  for (const match of text.matchAll(ENGLISH_STREET)) {
    if (addresses.some((other) => match.index < other.end && other.index < match.index + match[0].length)) continue;
    addresses.push(completeAddress(text, folded, match.index, { street: match[0], end: match.index + match[0].length }));
  }
  return addresses.sort((a, b) => a.index - b.index);
}

function readStreet(text: string, from: number, type: string, leadingNumber?: string): { street: string; end: number } | undefined {
  NAME_AND_NUMBER.lastIndex = from;
  const withNumber = NAME_AND_NUMBER.exec(text);
  const separator = type.endsWith('/') ? '' : ' ';
  if (withNumber?.[1] && withNumber[2]) {
    const words = withNumber[1].split(/\s+/);
    const stop = words.findIndex((word, i) => i > 0 && STOP_WORD.test(word));
    if (stop < 0) return { street: `${type}${separator}${withNumber[1]} ${withNumber[2]}`, end: from + withNumber[0].length };
  }
  NAME_ONLY.lastIndex = from;
  const nameOnly = NAME_ONLY.exec(text);
  if (!nameOnly?.[1]) return undefined;
  return { street: `${leadingNumber ? `${leadingNumber} ` : ''}${type}${separator}${nameOnly[1]}`, end: from + nameOnly[0].length };
}

function completeAddress(text: string, folded: string, index: number, street: { street: string; end: number }): Address {
  const isDomicile = DOMICILE.test(folded.slice(Math.max(0, index - 40), index));
  const address: Address = { index, end: street.end, full: '', street: street.street, isDomicile };
  address.end = readTail(text, street.end, address);
  address.full = text.slice(index, address.end).replace(/[\s,.]+$/, '');
  return address;
}

/** Reads floor and door, postal code and city after the street, in any order; returns where the address ends. */
function readTail(text: string, from: number, address: Address): number {
  let end = from;
  for (let step = 0; step < 5; step++) {
    const rest = text.slice(end);
    const unit = UNIT.exec(rest);
    const postal = POSTAL_CODE.exec(rest);
    const city = CITY.exec(rest);
    if (unit?.[1] && !address.unit) {
      address.unit = unit[1].trim();
      end += unit[0].length;
    } else if (postal?.[1] && !address.postalCode) {
      address.postalCode = postal[1];
      end += postal[0].length;
    } else if (city?.[1] && !address.city) {
      address.city = city[1];
      end += city[0].length;
    } else break;
  }
  return end;
}

// 'un piso en Valencia', 'a flat in Seville': the property's city when no street is given.
const CITY_ONLY =
  /\b(?:piso|vivienda|casa|local|inmueble|apartamento|chalet|atico|flat|apartment|house|property|premises|home)\b(?:\s+[\p{Ll}]+){0,3}?\s+(?:en|in)\s+(\p{Lu}\p{Ll}+(?:\s+(?:de\s+|del\s+)?\p{Lu}\p{Ll}+){0,2})/u;

/** The city of the property when the request names one without a street address. */
export function findCityOnly(text: string): string | undefined {
  return CITY_ONLY.exec(text)?.[1];
}
