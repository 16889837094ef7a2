import { idLabel } from '../extract/ids.ts';
import type { PartyRole } from '../extract/parties.ts';
import { checkIdNumbers, dateField, draftNote, nameField, partiesOf, placeAndDate, propertyField, ROLE_NAMES, type TemplateContext } from './common.ts';
import type { Piece } from './writer.ts';

/**
 * The head of a letter: sender and addressee with their ids and addresses. A tenant addressee's address is the
 * leased home when nothing else is given. With no sender role, both are blanks named 'remitente'/'destinatario'.
 */
export function letterHead(ctx: TemplateContext, from: PartyRole | undefined, to: PartyRole | undefined, title: [string, string]): void {
  const { w } = ctx;
  checkIdNumbers(ctx);
  w.title(...title);
  w.paragraph(w.t('Remitente: ', 'From: '), ...partyLine(ctx, from, 'remitente', 'sender'));
  w.paragraph(w.t('Destinatario: ', 'To: '), ...partyLine(ctx, to, 'destinatario', 'addressee'));
  placeAndDate(ctx);
}

function partyLine(ctx: TemplateContext, role: PartyRole | undefined, spanish: string, english: string): Piece[] {
  const { w, facts } = ctx;
  if (!role) {
    return [
      w.field(`nombre del ${spanish}`, `${english}'s name`),
      w.t(', en su condición de ', ', as '),
      w.field(`condición del ${spanish} (arrendador o arrendatario)`, `${english}'s role (landlord or tenant)`),
      w.t(', con domicilio en ', ', address: '),
      w.field(`domicilio del ${spanish}`, `${english}'s address`),
      '.',
    ];
  }
  const party = partiesOf(facts, role)[0];
  const names = ROLE_NAMES[role];
  const who = party?.name;
  const name = nameField(ctx, role);
  const id = w.field(who ? `DNI/NIE/NIF de ${who}` : `DNI/NIE/NIF del ${names.es}`, who ? `${who}'s ID number` : `${names.en}'s ID number`, party?.id ? `${idLabel(party.id)} ${party.id.written}` : undefined);
  const leasedHome = role === 'tenant' ? facts.property?.full : undefined;
  const address = w.field(who ? `domicilio de ${who}` : `domicilio del ${names.es}`, who ? `${who}'s address` : `${names.en}'s address`, leasedHome);
  return [name, w.t(`, ${names.es}, con `, `, ${names.en}, `), id, w.t(', domicilio en ', ', address: '), address, '.'];
}

/** The signature of a letter and the closing note. */
export function letterEnd(ctx: TemplateContext, from: PartyRole | undefined): void {
  const { w } = ctx;
  w.paragraph(w.t('Atentamente,', 'Yours faithfully,'));
  w.paragraph(w.t('Fdo.: ', 'Signed: '), from ? nameField(ctx, from) : w.field('nombre del remitente', "sender's name"));
  draftNote(ctx);
}

/** The leased home and its contract: 'la vivienda sita en …, arrendada por contrato de …'. */
export function leasedHome(ctx: TemplateContext): Piece[] {
  const { w, facts } = ctx;
  const contract = facts.dates.contract;
  return [
    w.t('la vivienda sita en ', 'the home at '),
    propertyField(ctx),
    w.t(', arrendada en virtud del contrato firmado el ', ', let under the lease signed on '),
    dateField(ctx, 'fecha del contrato de arrendamiento', 'date of the lease', contract),
  ];
}

/** The invitation to negotiate that documents the prior attempt required before going to court (LO 1/2025). */
export function negotiationOffer(ctx: TemplateContext): void {
  const { w } = ctx;
  w.paragraph(
    w.t(
      'Le invito igualmente a negociar una solución a esta controversia antes de acudir a los tribunales; puede responderme por escrito o contactar conmigo en ',
      'I also invite you to negotiate a solution to this dispute before going to court; you may reply in writing or contact me at ',
    ),
    w.field('teléfono o correo de contacto del remitente', "sender's phone or email for contact"),
    w.t(
      '. Este escrito sirve como solicitud de negociación previa a los efectos de los artículos 5 y 10 de la Ley Orgánica 1/2025, de 2 de enero.',
      '. This letter is a request for prior negotiation for the purposes of articles 5 and 10 of Organic Law 1/2025 of 2 January.',
    ),
  );
}
