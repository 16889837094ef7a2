import type { Mention } from './text.ts';

/** A person's or a company's name as found in the request. */
export interface NameMention extends Mention {
  name: string;
  isCompany: boolean;
}

// A capitalised word of a name: 'Pérez', 'Sánchez-Vicario', "O'Brien", 'McDonald'.
// Names written in capitals ('JUAN PÉREZ') too, but not the abbreviations that follow names ('DNI', 'SL').
const CAPITALS = "(?!(?:DNI|NIE|NIF|CIF|IBAN|SL|SA|SLU|SAU|LTD|LLC|PLC|IVA|IPC|IRAV|LAU|LEC|LPH|CC|CP|EUR)\\b)\\p{Lu}{2,}(?:-\\p{Lu}{2,})?";
const NAME_WORD = `(?:(?:Mc|Mac|O['’])?\\p{Lu}\\p{Ll}+(?:-\\p{Lu}\\p{Ll}+)?|${CAPITALS})`;
const PARTICLE_WORDS = ['de la', 'de las', 'de los', 'de', 'del', 'van der', 'van', 'von', 'da', 'das', 'do', 'dos', 'di', 'du', 'le', 'al', 'bin'];
const PARTICLE = `(?:${PARTICLE_WORDS.flatMap((word) => [word, word.toUpperCase()]).map((word) => word.replace(' ', '\\s+')).join('|')})`;
const PERSON = `${NAME_WORD}(?:\\s+(?:${PARTICLE}\\s+)?(?:${NAME_WORD}|\\p{Lu}\\.)){0,5}`;
const TITLE = '(?:(?:D\\.|Dña\\.|Dª|Don|Doña|Sr\\.|Sra\\.|Sr|Sra|Mr\\.?|Mrs\\.?|Ms\\.?|Miss|Dr\\.?|Dra\\.?)\\s+)';

// A word of a company name: capitalised or a number ('Acme', 'Sol', '2000', 'H&M').
const COMPANY_WORD = "[\\p{Lu}\\d][\\p{L}\\d'’&-]*";
const COMPANY_JOIN = '(?:de\\s+la|de\\s+los|de|del|&|of|the|la|los|las|el)';
const LEGAL_FORM =
  '(?:S\\.\\s?L\\.\\s?U\\.?|SLU|S\\.\\s?L\\.?|SL|S\\.\\s?A\\.\\s?U\\.?|SAU|S\\.\\s?A\\.?|SA|S\\.\\s?Coop\\.?|S\\.\\s?C\\.?|C\\.\\s?B\\.?|CB|Ltd\\.?|Limited|LLC|L\\.L\\.C\\.|Inc\\.?|PLC|plc|LLP|GmbH|SAS|SARL|B\\.V\\.|BV|N\\.V\\.|NV|AG|SOCIMI|Socimi)';
const COMPANY_WITH_FORM = new RegExp(
  `${COMPANY_WORD}(?:\\s+(?:${COMPANY_JOIN}\\s+)?${COMPANY_WORD}){0,5}?,?\\s+${LEGAL_FORM}(?![\\p{L}\\d])`,
  'gu',
);
const COMPANY_AFTER_NOUN = new RegExp(
  `\\b(?:sociedad|empresa|mercantil|entidad|compañía|company|firm)\\s+(?:mercantil\\s+)?(${COMPANY_WORD}(?:\\s+(?:${COMPANY_JOIN}\\s+)?${COMPANY_WORD}){0,4})`,
  'gu',
);
// First words that make a name without a legal form a company's: 'Inmobiliaria Sol', 'Grupo Norte'.
const COMPANY_LEAD =
  /^(Inmobiliaria|Promociones|Promotora|Construcciones|Constructora|Inversiones|Gestión|Gestiones|Grupo|Fincas|Patrimonial|Servicios|Desarrollos|Residencial|Viviendas|Edificaciones|Hermanos|Fondo|Properties|Property|Holdings|Holding|Group|Investments|Capital|Assets|Asset|Fund|Estates|Realty|Homes)\b/u;
// Capitalised words that start sentences or name places and documents, never parties.
const NOT_A_NAME = /^(Calle|Avenida|Avda|Plaza|Paseo|Camino|Carretera|Ronda|Travesía|Street|Road|Avenue|Contrato|Documento|Redacta|Prepara|Hazme|Genera|Escribe|Draft|Write|Prepare|Please|Por|Para|The|El|La|Los|Las|Un|Una|Mi|My|En|In|Soy|Somos|Madrid|Barcelona|Valencia|Sevilla|Málaga|Bilbao)$/u;

/** Companies with a legal form ('Inmobiliaria Sol S.L.', 'Acme Properties Ltd') or after 'la sociedad'. */
export function findCompanies(text: string): NameMention[] {
  const found: NameMention[] = [];
  for (const match of text.matchAll(COMPANY_WITH_FORM)) {
    const name = match[0].replace(/^(?:El|La|Los|Las|The)\s+/u, '');
    const index = match.index + match[0].length - name.length;
    found.push({ name, index, end: match.index + match[0].length, isCompany: true });
  }
  for (const match of text.matchAll(COMPANY_AFTER_NOUN)) {
    const name = match[1] ?? '';
    const index = match.index + match[0].length - name.length;
    if (!found.some((other) => index < other.end && other.index < index + name.length)) {
      found.push({ name, index, end: index + name.length, isCompany: true });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

const PERSON_AT = new RegExp(`${TITLE}?(${PERSON})`, 'uy');

/**
 * Reads the party named at a position (after spaces and a courtesy title): a company found before,
 * or a person's name. Undefined when no capitalised name starts there.
 */
export function readNameAt(text: string, position: number, companies: readonly NameMention[]): NameMention | undefined {
  const start = position + (/^\s*/.exec(text.slice(position))?.[0].length ?? 0);
  const company = companies.find((candidate) => candidate.index >= start && candidate.index <= start + 4);
  if (company) return company;
  PERSON_AT.lastIndex = start;
  const match = PERSON_AT.exec(text);
  const name = match?.[1];
  if (!match || !name) return undefined;
  const words = name.split(/\s+/);
  if (words.length === 1 && NOT_A_NAME.test(name)) return undefined;
  const trimmed = trimTrailingPlace(words).join(' ');
  const index = match.index + match[0].length - name.length;
  return { name: trimmed, index, end: index + trimmed.length, isCompany: COMPANY_LEAD.test(trimmed) };
}

// 'Juan Pérez Madrid' is not a surname: drop a trailing word that names a city or a street type.
function trimTrailingPlace(words: string[]): string[] {
  while (words.length > 1 && NOT_A_NAME.test(words.at(-1) ?? '')) words.pop();
  return words;
}

/** Every name that could be a party: companies, and persons of two or more words or after a title. */
export function findNameCandidates(text: string, companies: readonly NameMention[]): NameMention[] {
  const candidates: NameMention[] = [...companies];
  const pattern = new RegExp(`(${TITLE})?(${PERSON})`, 'gu');
  for (const match of text.matchAll(pattern)) {
    const name = match[2] ?? '';
    const index = match.index + match[0].length - name.length;
    if (candidates.some((other) => index < other.end && other.index < index + name.length)) continue;
    const words = trimTrailingPlace(name.split(/\s+/));
    const firstIsFiller = NOT_A_NAME.test(words[0] ?? '');
    const kept = firstIsFiller ? words.slice(1) : words;
    if (kept.length < 2 && !match[1]) continue;
    const keptName = kept.join(' ');
    const keptIndex = index + name.indexOf(keptName);
    candidates.push({ name: keptName, index: keptIndex, end: keptIndex + keptName.length, isCompany: COMPANY_LEAD.test(keptName) });
  }
  return candidates.sort((a, b) => a.index - b.index);
}
