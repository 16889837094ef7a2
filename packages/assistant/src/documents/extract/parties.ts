import type { IdMention, IdNumber } from './ids.ts';
import { findCompanies, findNameCandidates, readNameAt, type NameMention } from './names.ts';
import { findSenderRole } from './specifics.ts';
import { alternation } from './text.ts';

export type PartyRole = 'landlord' | 'tenant' | 'seller' | 'buyer' | 'agency' | 'president' | 'administrator';

/** What the deal is about decides who 'el propietario' is: the landlord of a lease, the seller of a sale. */
export type DealContext = 'lease' | 'sale' | 'community';

export interface Party {
  name: string;
  isCompany: boolean;
  role?: PartyRole;
  id?: IdNumber;
}

interface PartyMention extends NameMention {
  role?: PartyRole;
  id?: IdNumber;
}

const OWNER_WORDS = ['propietaria', 'propietario', 'propietarios', 'duena', 'dueno', 'owner', 'owners'];
const ROLE_WORDS: Array<[PartyRole, string[]]> = [
  ['landlord', ['parte arrendadora', 'arrendadora', 'arrendador', 'arrendadores', 'casera', 'casero', 'caseros', 'landlord', 'landlady', 'landlords', 'lessor']],
  ['tenant', ['parte arrendataria', 'arrendataria', 'arrendatario', 'arrendatarios', 'inquilina', 'inquilino', 'inquilinos', 'inquilinas', 'tenant', 'tenants', 'lessee', 'lessees']],
  ['seller', ['parte vendedora', 'vendedora', 'vendedor', 'vendedores', 'seller', 'sellers', 'vendor', 'vendors']],
  ['buyer', ['parte compradora', 'compradora', 'comprador', 'compradores', 'buyer', 'buyers', 'purchaser', 'purchasers', 'interesado', 'interesada']],
  ['agency', ['agencia inmobiliaria', 'agencia', 'la inmobiliaria', 'estate agent', 'estate agency', 'letting agent', 'agency']],
  ['president', ['presidente', 'presidenta', 'president', 'chairman', 'chairwoman', 'chair']],
  ['administrator', ['administrador de fincas', 'administradora de fincas', 'administrador', 'administradora', 'property manager', 'managing agent']],
];

function rolesFor(context: DealContext): Array<[PartyRole, string[]]> {
  const ownerRole: PartyRole | undefined = context === 'lease' ? 'landlord' : context === 'sale' ? 'seller' : undefined;
  return ROLE_WORDS.map(([role, words]) => [role, role === ownerRole ? [...words, ...OWNER_WORDS] : words]);
}

// After a role word: 'es', 'será', ':', 'the', a courtesy word, or 'del piso,' before the name.
const LINK =
  /^(?:\s+(?:de|del|de la|of the|of)\s+(?:piso|vivienda|local|inmueble|casa|finca|flat|apartment|property|premises|house|comunidad|community))?\s*(?:\b(?:es|sera|son|seran|is|will be|are)\b)?\s*(?:\b(?:el|la|the)\s+)?(?:\b(?:senor|senora)\s+)?[\s,:(–-]*/;
// An id written between a name and its role: ', con DNI 12345678Z,' or ' (NIE X1234567L)'.
const ID_CLAUSE = '(?:\\s*[,(]?\\s*(?:con|with)?\\s*(?:dni|nie|nif|cif|pasaporte|passport)\\b[^,;)]{0,24}\\)?)?';
const ROLE_AFTER = (roles: string) =>
  new RegExp(`^${ID_CLAUSE}\\s*(?:,\\s*|\\s)(?:\\(|como|as|en calidad de|que actua como|acting as)\\s*(?:el|la|los|las|the|parte)?\\s*(${roles})\\b`);

// Verbs naming both parties: the subject's role, the object's role, and the words just before the object.
// Words between the verb and its object: 'a Lucía', 'to Emma', 'a un matrimonio, Javier Ortiz'.
const TO = /\b(?:a|al|to|from)\s+(?:(?:el|la|los|las|the|don|dona|mr|mrs|ms)\.?\s+)?(?:(?:un|una|unos|a|an)\s+\p{Ll}+,\s*)?$/u;
const FROM_OWNER = /\b(?:a|al|de|del|from|to)\s+(?:(?:el|la|los|las|the|don|dona|mr|mrs|ms)\.?\s+)?$/;
// Before the verb: ', que', 'quiere', 'wants to'.
const BEFORE_VERB = '^,?\\s+(?:que\\s+)?(?:(?:quiere|desea|va a|wants to|will|would like to)\\s+)?(?:le\\s+|les\\s+)?';
const VERBS: Array<[RegExp, PartyRole, PartyRole, RegExp]> = [
  [new RegExp(`${BEFORE_VERB}(?:vende|venden|vendera|venderan|vender|sells|sell|is selling)\\b`), 'seller', 'buyer', TO],
  [new RegExp(`${BEFORE_VERB}(?:compra|compran|comprara|compraran|comprar|buys|buy|is buying)\\b`), 'buyer', 'seller', TO],
  [new RegExp(`${BEFORE_VERB}(?:reserva|reservan|reservara|reservar|reserves|reserve|is reserving)\\b`), 'buyer', 'seller', FROM_OWNER],
  [new RegExp(`${BEFORE_VERB}(?:alquila|alquilan|alquilara|alquilar|arrienda|arriendan|arrendara|arrendar|rents|rent|rents out|lets|let|leases|is letting|is renting)\\b`), 'landlord', 'tenant', TO],
];
// 'X rents the flat from Y': the subject is the tenant.
const FROM = /\bfrom\s+(?:(?:the|mr|mrs|ms)\.?\s+)?$/;

/** Finds the parties of a request and, where the words say, who is landlord, tenant, seller or buyer. */
export function findParties(text: string, folded: string, ids: readonly IdMention[], context: DealContext): Party[] {
  const companies = findCompanies(text);
  const candidates: PartyMention[] = findNameCandidates(text, companies);
  const roles = rolesFor(context);
  const found: PartyMention[] = [];
  const add = (mention: NameMention, role?: PartyRole) => {
    const existing = found.find((other) => other.index === mention.index) ?? candidates.find((other) => other.index === mention.index);
    const target: PartyMention = existing ?? { ...mention };
    if (role && !target.role) target.role = role;
    if (!found.includes(target)) found.push(target);
  };
  readRoleBeforeName(text, folded, roles, companies, add);
  for (const candidate of candidates) readRoleAfterName(folded, candidate, roles, add);
  readVerbs(folded, candidates, add);
  readBetween(text, folded, companies, context, add);
  readCues(folded, candidates, context, add);
  for (const candidate of candidates) if (candidate.isCompany || hasIdAfter(candidate, candidates, ids)) add(candidate);
  attachIds(found, ids, folded);
  return complementRoles(mergeSameNames(found.sort((a, b) => a.index - b.index)), context);
}

/** With one side of the deal named and one party left without a role, that party is the other side. */
function complementRoles(parties: Party[], context: DealContext): Party[] {
  const pair: [PartyRole, PartyRole] | undefined = context === 'lease' ? ['landlord', 'tenant'] : context === 'sale' ? ['seller', 'buyer'] : undefined;
  const unassigned = parties.filter((party) => !party.role);
  if (!pair || unassigned.length !== 1 || !unassigned[0]) return parties;
  const missing = pair.filter((role) => !parties.some((party) => party.role === role));
  if (missing.length === 1 && missing[0]) unassigned[0].role = missing[0];
  return parties;
}

type AddParty = (mention: NameMention, role?: PartyRole) => void;

function readRoleBeforeName(text: string, folded: string, roles: Array<[PartyRole, string[]]>, companies: NameMention[], add: AddParty): void {
  for (const [role, words] of roles) {
    const pattern = new RegExp(`\\b(${alternation(words)})\\b`, 'g');
    for (const match of folded.matchAll(pattern)) {
      const afterWord = match.index + match[0].length;
      const link = LINK.exec(folded.slice(afterWord))?.[0] ?? '';
      const party = readNameAt(text, afterWord + link.length, companies);
      if (!party || party.index > afterWord + link.length + 12) continue;
      add(party, role);
      // 'los inquilinos Ana Gómez y Luis Martín': a plural role names several parties.
      if (/s$/.test(match[1] ?? '')) readMoreNames(text, folded, party, companies).forEach((next) => add(next, role));
    }
  }
}

function readMoreNames(text: string, folded: string, first: NameMention, companies: NameMention[]): NameMention[] {
  const more: NameMention[] = [];
  let last = first;
  for (;;) {
    const gap = /^(?:\s*,\s*|\s+y\s+|\s+and\s+|\s*&\s*)/.exec(folded.slice(last.end));
    const next: NameMention | undefined = gap ? readNameAt(text, last.end + gap[0].length, companies) : undefined;
    if (!gap || !next || next.index !== last.end + gap[0].length) return more;
    more.push(next);
    last = next;
  }
}

function readRoleAfterName(folded: string, candidate: NameMention, roles: Array<[PartyRole, string[]]>, add: AddParty): void {
  const following = folded.slice(candidate.end, candidate.end + 60);
  for (const [role, words] of roles) {
    if (ROLE_AFTER(alternation(words)).test(following)) {
      add(candidate, role);
      return;
    }
  }
}

function readVerbs(folded: string, candidates: NameMention[], add: AddParty): void {
  for (const subject of candidates) {
    const after = folded.slice(subject.end);
    const verb = VERBS.find(([pattern]) => pattern.test(after));
    if (!verb) continue;
    const [, subjectRole, objectRole, target] = verb;
    const object = candidates.find(
      (other) => other.index > subject.end && other.index - subject.end < 90 && target.test(folded.slice(subject.end, other.index)),
    );
    // 'Laura Smith wants to reserve a flat': the subject's role even without the other party.
    if (!object) {
      if (subjectRole !== 'landlord') add(subject, subjectRole);
      continue;
    }
    const reversed = FROM.test(folded.slice(subject.end, object.index));
    add(subject, reversed && subjectRole === 'landlord' ? 'tenant' : subjectRole);
    const role = reversed && subjectRole === 'landlord' ? 'landlord' : objectRole;
    for (const party of [object, ...followingNames(folded, object, candidates)]) add(party, role);
  }
}

/** 'Javier Ortiz y Lucía Peña': the names joined to one, which share its role. */
function followingNames(folded: string, first: NameMention, candidates: NameMention[]): NameMention[] {
  const names: NameMention[] = [];
  let last = first;
  for (const candidate of candidates) {
    if (candidate.index <= last.end) continue;
    if (!/^(?:\s*,\s*|\s+y\s+|\s+and\s+|\s*&\s*)$/.test(folded.slice(last.end, candidate.index))) break;
    names.push(candidate);
    last = candidate;
  }
  return names;
}

function readBetween(text: string, folded: string, companies: NameMention[], context: DealContext, add: AddParty): void {
  const [firstRole, secondRole]: [PartyRole?, PartyRole?] =
    context === 'lease' ? ['landlord', 'tenant'] : context === 'sale' ? ['seller', 'buyer'] : [];
  for (const match of folded.matchAll(/\b(?:entre|between)\s+/g)) {
    const first = readNameAt(text, match.index + match[0].length, companies);
    if (!first || first.index > match.index + match[0].length + 8) continue;
    const rest = folded.slice(first.end);
    const gap = /^\s*(?:\([^)]*\)|,[^,]{0,40},)?\s*(?:y|and|&)\s+(?:(?:el|la|the)\s+)?/.exec(rest);
    const second = gap ? readNameAt(text, first.end + gap[0].length, companies) : undefined;
    if (!second) continue;
    add(first, firstRole);
    add(second, secondRole);
  }
}

const PROPERTY_WORDS = '(?:piso|vivienda|casa|chalet|apartamento|local|finca|inmueble|flat|apartment|house|home|property|premises)';
// 'el piso de Ana Torres', 'the flat of Ana': the owner.
const OWNER_OF = new RegExp(`\\b${PROPERTY_WORDS}\\s+(?:de|of)\\s+(?:(?:don|dona|mr|mrs|ms)\\.?\\s+)?$`);
// 'para un estudiante, Carlos Ruiz', 'for a nurse, Laura Gómez': who the lease or the sale is for.
const FOR_WHOM = /\b(?:para|for)\s+(?:un|una|a|an|el|la|the|mi|my)\s+\p{L}+,?\s*$/u;
// 'la compra de la casa de Rosa por Jorge Vidal': the buyer.
const BOUGHT_BY = /\b(?:compra|adquisicion|purchase)\b[^.;]{0,80}\b(?:por|by)\s+(?:(?:don|dona|mr|mrs|ms)\.?\s+)?$/;
// 'que reserva Elena Pardo', 'que compra Luis': the verb before its subject.
const VERB_BEFORE: Array<[RegExp, PartyRole]> = [
  [/\b(?:que|quien|who)\s+(?:lo\s+|la\s+)?(?:reserva|reservan|compra|compran|adquiere|adquieren|reserves|buys)\s+(?:(?:don|dona|mr|mrs|ms)\.?\s+)?$/, 'buyer'],
  [/\b(?:que|quien|who)\s+(?:lo\s+|la\s+)?(?:vende|venden|sells)\s+(?:(?:don|dona|mr|mrs|ms)\.?\s+)?$/, 'seller'],
];
// 'Soy Irene Castro', 'I am Tom Baker': the user, whose role their other words tell ('mi casero', 'my flat').
const SELF = /\b(?:soy|me llamo|mi nombre es|i am|i'm|my name is)\s+(?:(?:don|dona|mr|mrs|ms)\.?\s+)?$/;

/** Roles told by the words around a name: whose property it is, who it is for, who buys, who is speaking. */
function readCues(folded: string, candidates: NameMention[], context: DealContext, add: AddParty): void {
  const [owner, other]: [PartyRole?, PartyRole?] = context === 'lease' ? ['landlord', 'tenant'] : context === 'sale' ? ['seller', 'buyer'] : [];
  const self = selfRole(folded, context);
  for (const candidate of candidates) {
    const before = folded.slice(Math.max(0, candidate.index - 120), candidate.index);
    const verb = VERB_BEFORE.find(([pattern]) => pattern.test(before));
    const role: PartyRole | undefined =
      (OWNER_OF.test(before) && owner) ||
      (context === 'sale' && BOUGHT_BY.test(before) ? 'buyer' : undefined) ||
      (context === 'sale' && verb ? verb[1] : undefined) ||
      (FOR_WHOM.test(before) && other) ||
      (SELF.test(before) && self) ||
      undefined;
    if (role) add(candidate, role);
  }
}

/** The user's own role: 'mi casero' makes them the tenant, 'my flat' or 'mi inquilino' the owner. */
function selfRole(folded: string, context: DealContext): PartyRole | undefined {
  const ownsProperty = new RegExp(`\\b(?:mi|my|our|nuestr[oa])\\s+${PROPERTY_WORDS}\\b`).test(folded);
  if (context === 'sale') return ownsProperty ? 'seller' : undefined;
  if (context !== 'lease') return undefined;
  const sender = findSenderRole(folded);
  if (sender) return sender;
  if (/\b(?:mi|my)\s+(?:fianza|deposit|security deposit)\b/.test(folded)) return 'tenant';
  return ownsProperty ? 'landlord' : undefined;
}

/** Whether a DNI/NIE/CIF follows the name closely, before any other name: then it is a party, role or not. */
function hasIdAfter(candidate: NameMention, candidates: readonly NameMention[], ids: readonly IdMention[]): boolean {
  const id = ids.find((mention) => mention.index >= candidate.end && mention.index - candidate.end <= 25);
  return !!id && !candidates.some((other) => other.index >= candidate.end && other.index < id.index);
}

/** Gives each DNI/NIE/CIF to the party named just before it ('Juan Pérez, con DNI 12345678Z'). */
function attachIds(parties: PartyMention[], ids: readonly IdMention[], folded: string): void {
  for (const id of ids) {
    const owner = [...parties].reverse().find((party) => party.end <= id.index && id.index - party.end <= 45);
    if (!owner || owner.id) continue;
    const between = folded.slice(owner.end, id.index);
    if (parties.some((other) => other !== owner && other.index >= owner.end && other.index < id.index)) continue;
    if (/\b(y|and)\s+(?:el|la|the)?\s*$/.test(between)) continue;
    owner.id = id;
  }
}

function mergeSameNames(parties: PartyMention[]): Party[] {
  const merged: Party[] = [];
  for (const mention of parties) {
    const same = merged.find((party) => party.name.toLowerCase() === mention.name.toLowerCase());
    if (same) {
      same.role ??= mention.role;
      same.id ??= mention.id;
      continue;
    }
    const party: Party = { name: mention.name, isCompany: mention.isCompany };
    if (mention.role) party.role = mention.role;
    if (mention.id) party.id = mention.id;
    merged.push(party);
  }
  return merged;
}
