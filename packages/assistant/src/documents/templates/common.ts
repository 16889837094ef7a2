import type { DateValue, DocumentFacts, Money } from '../extract/extract-facts.ts';
import { idLabel } from '../extract/ids.ts';
import type { Party, PartyRole } from '../extract/parties.ts';
import { formatDate, formatMoney, formatMoneyWithWords } from '../format.ts';
import type { DraftWriter, Field, Piece } from './writer.ts';

export interface TemplateContext {
  w: DraftWriter;
  facts: DocumentFacts;
  /** 'YYYY-MM-DD' of the day the document is drafted (to warn when a deadline has passed). */
  today: string;
}

interface RoleNames {
  /** 'arrendador' / 'landlord'. */
  es: string;
  en: string;
}

export const ROLE_NAMES: Record<PartyRole, RoleNames> = {
  landlord: { es: 'arrendador', en: 'landlord' },
  tenant: { es: 'arrendatario', en: 'tenant' },
  seller: { es: 'vendedor', en: 'seller' },
  buyer: { es: 'comprador', en: 'buyer' },
  agency: { es: 'agencia', en: 'agency' },
  president: { es: 'presidente', en: 'president' },
  administrator: { es: 'administrador', en: 'property manager' },
};

export function partiesOf(facts: DocumentFacts, role: PartyRole): Party[] {
  return facts.parties.filter((party) => party.role === role);
}

/** The name of the (first) party of a role, or a blank named after the role. */
export function nameField(ctx: TemplateContext, role: PartyRole): Field {
  const names = ROLE_NAMES[role];
  const parties = partiesOf(ctx.facts, role);
  const value = parties.length ? parties.map((party) => party.name).join(ctx.w.t(' y ', ' and ')) : undefined;
  return ctx.w.field(`nombre del ${names.es}`, `${names.en}'s name`, value);
}

/**
 * 'De una parte, como ARRENDADOR, Juan Pérez, mayor de edad, con DNI 12345678Z y domicilio en ____.'
 * A company is introduced with its NIF, registered office and representative; each party of the role gets its line.
 */
export function introduceParties(ctx: TemplateContext, role: PartyRole, opening: [string, string], title?: [string, string]): void {
  const { w } = ctx;
  const names = ROLE_NAMES[role];
  const parties = partiesOf(ctx.facts, role);
  const [titleEs, titleEn] = title ?? [names.es.toUpperCase(), names.en.toUpperCase()];
  const heading = w.t(`${opening[0]}, como ${titleEs}, `, `${opening[1]}, as ${titleEn}, `);
  if (parties.length === 0) {
    w.paragraph(heading, nameField(ctx, role), ...personDetails(ctx, undefined, names));
    return;
  }
  for (const party of parties) {
    const name = w.field(`nombre del ${names.es}`, `${names.en}'s name`, party.name);
    w.paragraph(heading, name, ...(party.isCompany ? companyDetails(ctx, party) : personDetails(ctx, party, names)));
  }
}

function idValue(party: Party | undefined): string | undefined {
  return party?.id ? `${idLabel(party.id)} ${party.id.written}` : undefined;
}

function personDetails(ctx: TemplateContext, party: Party | undefined, names: RoleNames): Array<string | Field> {
  const { w } = ctx;
  const who = party?.name;
  const id = w.field(who ? `DNI, NIE o pasaporte de ${who}` : `DNI, NIE o NIF del ${names.es}`, who ? `${who}'s DNI, NIE or passport` : `${names.en}'s DNI, NIE or NIF`, idValue(party));
  const address = w.field(who ? `domicilio de ${who}` : `domicilio del ${names.es}`, who ? `${who}'s address` : `${names.en}'s address`);
  return [w.t(', mayor de edad, con ', ', of full age, holder of '), id, w.t(' y domicilio a efectos de notificaciones en ', ', with address for notices at '), address, '.'];
}

function companyDetails(ctx: TemplateContext, party: Party): Array<string | Field> {
  const { w } = ctx;
  const id = w.field(`NIF de ${party.name}`, `${party.name}'s tax number (NIF)`, idValue(party));
  const office = w.field(`domicilio social de ${party.name}`, `${party.name}'s registered office`);
  const representative = w.field(`representante de ${party.name}`, `${party.name}'s representative`);
  const power = w.field(`cargo o poder del representante de ${party.name}`, `position or power of attorney of ${party.name}'s representative`);
  return [
    w.t(', con ', ', with '),
    id,
    w.t(' y domicilio social en ', ' and registered office at '),
    office,
    w.t(', representada por ', ', represented by '),
    representative,
    w.t(', en su condición de ', ', acting as '),
    power,
    '.',
  ];
}

/** Warns about every id number whose control letter or digit is wrong (it stays as the user wrote it). */
export function checkIdNumbers(ctx: TemplateContext): void {
  for (const id of ctx.facts.ids) {
    if (id.isValid) continue;
    const label = idLabel(id);
    ctx.w.warn(
      `El ${label} ${id.written} no es válido: su ${id.type === 'CIF' ? 'carácter' : 'letra'} de control no corresponde al número. Lo he copiado tal como lo escribiste; compruébalo antes de firmar.`,
      `The ${label} ${id.written} is not valid: its control ${id.type === 'CIF' ? 'character' : 'letter'} does not match the number. I copied it as you wrote it; check it before signing.`,
    );
  }
}

/** The property's address (as written) or a blank. */
export function propertyField(ctx: TemplateContext, spanish = 'dirección de la vivienda', english = 'address of the property'): Field {
  const { property, city } = ctx.facts;
  if (!property && city) return ctx.w.field(`${spanish} en ${city}`, `${english} in ${city}`);
  return ctx.w.field(spanish, english, property?.full);
}

/** The recital of the property: the opening words, its address and its cadastral reference (the sentence goes on). */
export function propertyRecital(ctx: TemplateContext, opening: [string, string], address?: [string, string]): Piece[] {
  const { w } = ctx;
  return [w.t(...opening), propertyField(ctx, ...(address ?? [])), w.t(', con referencia catastral ', ', cadastral reference '), w.field('referencia catastral', 'cadastral reference')];
}

/** An amount with its words ('900 € (novecientos euros)'), or a blank. */
export function moneyField(ctx: TemplateContext, spanish: string, english: string, money?: Money | number): Field {
  const value = typeof money === 'number' ? money : money?.value;
  return ctx.w.field(spanish, english, value === undefined ? undefined : formatMoneyWithWords(value, ctx.w.language));
}

export function shortMoney(ctx: TemplateContext, value: number): string {
  return formatMoney(value, ctx.w.language);
}

/** A date written out ('1 de enero de 2026'), as the user wrote it when the year is missing, or a blank. */
export function dateField(ctx: TemplateContext, spanish: string, english: string, date?: DateValue | string): Field {
  const value = typeof date === 'string' ? formatDate(date, ctx.w.language) : date?.iso ? formatDate(date.iso, ctx.w.language) : date?.written;
  return ctx.w.field(spanish, english, value);
}

/** 'En ____, a ____.' — where and when it is signed. */
export function placeAndDate(ctx: TemplateContext): void {
  const { w } = ctx;
  w.paragraph(w.t('En ', 'In '), w.field('lugar de firma', 'place of signing'), w.t(', a ', ', on '), w.field('fecha de firma', 'date of signing'), '.');
}

export function signatures(ctx: TemplateContext, roles: PartyRole[], titles: Partial<Record<PartyRole, [string, string]>> = {}): void {
  const { w } = ctx;
  w.paragraph(
    w.t(
      'Y en prueba de conformidad, las partes firman el presente documento por duplicado y a un solo efecto en el lugar y la fecha indicados.',
      'In witness whereof, the parties sign this document in duplicate at the place and on the date stated above.',
    ),
  );
  for (const role of roles) {
    const [titleEs, titleEn] = titles[role] ?? [`EL ${ROLE_NAMES[role].es.toUpperCase()}`, `THE ${ROLE_NAMES[role].en.toUpperCase()}`];
    w.paragraph(w.t(`Fdo.: ${titleEs}, `, `Signed: ${titleEn}, `), nameField(ctx, role));
  }
}

/**
 * The opening of a contract: id checks, title, place and date, and both parties (their role shown as `titles`
 * says, or by its name: 'como ARRENDADOR').
 */
export function contractOpening(
  ctx: TemplateContext,
  title: [string, string],
  roles: [PartyRole, PartyRole],
  titles: Partial<Record<PartyRole, [string, string]>> = {},
): void {
  const { w } = ctx;
  checkIdNumbers(ctx);
  w.title(...title);
  placeAndDate(ctx);
  w.heading('REUNIDOS', 'PARTIES');
  introduceParties(ctx, roles[0], ['De una parte', 'Of the one part'], titles[roles[0]]);
  introduceParties(ctx, roles[1], ['De otra parte', 'Of the other part'], titles[roles[1]]);
}

/** The closing line of every document. */
export function draftNote(ctx: TemplateContext): void {
  ctx.w.note(
    'Borrador preparado por MIKE como información general: revísalo con un profesional antes de firmarlo o enviarlo.',
    'Draft prepared by MIKE as general information: have a professional review it before signing or sending it.',
  );
}
