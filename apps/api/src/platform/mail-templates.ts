import { escapeHtml } from './html.ts';
import type { MailMessage } from './mail.ts';

/**
 * Every email MIKE sends, from fixed templates (SECURITY.md #34). What a person typed (a name, a
 * business name) enters a template only as a `field`: one line of inert text, HTML-escaped in the
 * HTML part, with anything a mail client would turn into a link defanged. The only links are the
 * templates' own, built from PUBLIC_URL by the caller.
 */

/** A piece of a paragraph: the template's own words, a field someone typed, or one of our links. */
type Piece = string | { field: string } | { link: string };
type Paragraph = Piece[];

const field = (value: string): Piece => ({ field: value });
const link = (url: string): Piece => ({ link: url });

/**
 * A typed value as one line of inert text: control characters and line breaks become spaces (no
 * forged paragraphs or headers), bidirectional overrides go (no text shown backwards), and what would read as a link (`scheme://`, `www.`, `name.tld`)
 * has its separators bracketed, so no mail client turns it into one: `evil.example` → `evil[.]example`.
 * Company suffixes such as "S.L." are left as they are.
 */
export function inert(value: string): string {
  return value
    .replace(/[\u202A-\u202E\u2066-\u2069]/g, '')
    .replace(/[\p{Cc}\p{Zl}\p{Zp}\s]+/gu, ' ')
    .trim()
    .replace(/:\/\//g, '[:]//')
    .replace(/(?<=[\p{L}\p{N}])\.(?=[\p{L}\p{N}]{2,})/gu, '[.]');
}

function renderPiece(piece: Piece, html: boolean): string {
  if (typeof piece === 'string') return html ? escapeHtml(piece) : piece;
  if ('field' in piece) return html ? escapeHtml(inert(piece.field)) : inert(piece.field);
  return html ? `<a href="${escapeHtml(piece.link)}">${escapeHtml(piece.link)}</a>` : piece.link;
}

/** The mail of one template: a text part and an HTML part of the same paragraphs. */
function compose(to: string, subject: Piece[], paragraphs: Paragraph[]): MailMessage {
  const subjectText = subject.map((piece) => renderPiece(piece, false)).join('');
  const text = paragraphs.map((paragraph) => paragraph.map((piece) => renderPiece(piece, false)).join('')).join('\n\n');
  const body = paragraphs.map((paragraph) => `<p>${paragraph.map((piece) => renderPiece(piece, true)).join('')}</p>`).join('\n');
  const html =
    `<!doctype html>\n<html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(subjectText)}</title></head>\n` +
    `<body style="font-family: Arial, sans-serif; font-size: 15px; line-height: 1.5; color: #1f2937">\n${body}\n</body></html>\n`;
  return { to, subject: subjectText, text, html };
}

const SIGNATURE: Paragraph = ['El equipo de MIKE'];

export function invitationMail(input: { to: string; inviteeName: string; businessName: string; rolLabel: string; link: string }): MailMessage {
  return compose(
    input.to,
    ['Te han invitado a unirte a ', field(input.businessName), ' en MIKE'],
    [
      ['Hola ', field(input.inviteeName), ':'],
      [field(input.businessName), ' te ha invitado a unirte a su equipo en MIKE, el asistente legal e inmobiliario, con el rol de ', input.rolLabel, '.'],
      ['Crea tu cuenta desde este enlace, válido durante 7 días:'],
      [link(input.link)],
      ['Si no esperabas esta invitación, ignora este mensaje.'],
      SIGNATURE,
    ],
  );
}

export function passwordResetMail(input: { to: string; name: string; link: string }): MailMessage {
  return compose(
    input.to,
    ['Restablece tu contraseña de MIKE'],
    [
      ['Hola ', field(input.name), ':'],
      ['Hemos recibido una solicitud para restablecer tu contraseña de MIKE. Abre este enlace en los próximos 60 minutos para elegir una nueva:'],
      [link(input.link)],
      ['Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará.'],
      SIGNATURE,
    ],
  );
}

export function emailVerificationMail(input: { to: string; name: string; link: string }): MailMessage {
  return compose(
    input.to,
    ['Verifica tu email en MIKE'],
    [
      ['Hola ', field(input.name), ':'],
      ['Para confirmar que este email es tuyo, abre este enlace en las próximas 24 horas:'],
      [link(input.link)],
      ['Si no has creado una cuenta en MIKE, ignora este mensaje.'],
      SIGNATURE,
    ],
  );
}
