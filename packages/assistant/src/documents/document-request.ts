import { foldText } from '../retrieval/fold.ts';

/** The documents MIKE drafts. */
export type DocumentKind =
  | 'housing-lease'
  | 'seasonal-lease'
  | 'commercial-lease'
  | 'reservation'
  | 'arras'
  | 'non-renewal'
  | 'rent-update'
  | 'payment-demand'
  | 'deposit-return'
  | 'meeting-notice';

export const DOCUMENT_KINDS: readonly DocumentKind[] = [
  'housing-lease',
  'seasonal-lease',
  'commercial-lease',
  'reservation',
  'arras',
  'non-renewal',
  'rent-update',
  'payment-demand',
  'deposit-return',
  'meeting-notice',
];

// Verbs and nouns that ask for a document to be written, not explained (folded text). A tax form ('modelo 115',
// 'formulario 600') is not a template.
const DRAFTING =
  /\b(redact\w*|genera(r|me|s|rme)?|prepar(a|ar|ame|as|arme)|elabor\w*|escrib(e|eme|ir|irme|as)|crea(r|me|s)?|modelo(?! \d)|plantilla|borrador|minuta|formulario(?! \d)|draft\w*|write|prepare|generate|create|template|sample)\b/;
// Everyday verbs ('hazme', 'necesito') ask for a document only when one is named right after them.
const WEAK_DRAFTING =
  /\b(haz|hazme|hacer|hacerme|dame|pasame|necesito|quiero|make|need|want|give me|send me)\b(\s+\w+){0,4}\s+(contrato|documento|carta|comunicacion|notificacion|burofax|requerimiento|reclamacion|convocatoria|contract|agreement|letter|notice|document|demand|claim)\b/;

// Checked in order: the first that matches names the document. More specific kinds come first.
const KINDS: Array<[DocumentKind, RegExp]> = [
  ['meeting-notice', /\b(convocatoria|convocar|convoca|junta (de propietarios|ordinaria|extraordinaria|general)|owners'? meeting|community meeting|meeting notice|notice of (the )?((general|annual|extraordinary|owners'?) )*meeting|general meeting|call (a|the) meeting|agm|egm)\b/],
  ['deposit-return', /\b((devolucion|devolver|reclama\w*|recuperar|reclamacion) (de |la |mi |el )*(fianza|deposito)|(fianza|deposito) no devuelt\w*|(deposit|security deposit)\W+(return|refund|back)|(return|refund|claim|claim back|recover|get back|reclaim) (of )?(my |the |our )?(security |tenancy )?deposit)\b/],
  ['payment-demand', /\b(requerimiento (de pago|fehaciente)|reclamacion de (rentas|deudas?|cantidades|impagos?)|burofax (de|por|para) (impago|deuda|reclamar|requerir|desahucio)|(impago|deuda|rentas? (impagadas|atrasadas|pendientes))\b.*\b(burofax|carta|requerimiento)|(burofax|carta|requerimiento)\b.*\b(impago|debe|deuda|no paga|adeuda)|payment demand|demand (for|of) (payment|unpaid rent|rent arrears)|letter before action|(unpaid|overdue) rent (letter|demand|notice)|rent arrears (letter|demand|notice))\b/],
  ['rent-update', /\b(actualizacion (de (la )?)?renta|actualizar (la )?renta|subida (de la renta|del alquiler|del ipc)|revision de (la )?renta|subir (la renta|el alquiler)|rent (update|increase|review)|(update|increase|raise) (the |my )?rent)\b/],
  ['non-renewal', /\b(no renovacion|no prorroga|no renovar|no prorrogar|no voy a renovar|no quiero renovar|preaviso|notificacion de (fin|finalizacion|extincion)|comunicacion de (fin|no)|fin del contrato|non.?renewal|not (to )?renew|(will not|won't|do not|don't|not going to) renew|notice (to end|of termination|to terminate|to quit)|end (of )?the (lease|tenancy))\b/],
  ['arras', /\b((?<!\b(?:no|not|sin|without|ni) )arras|earnest money|(?<!(holding|booking|reservation) )deposit agreement|contrato de senal y arras)\b/],
  ['reservation', /\b(reserva|senal|reservation|holding deposit|booking agreement|reserve)\b/],
  ['seasonal-lease', /\b(temporada|temporal|de corta duracion|por meses|seasonal|temporary|short.?term|fixed.?term of months|holiday let)\b/],
  ['commercial-lease', /\b(local( comercial| de negocio)?|oficina|nave|despacho|uso distinto|commercial (lease|premises|property)|business premises|office|shop|retail unit|premises)\b/],
  ['housing-lease', /\b(contrato de (alquiler|arrendamiento)|arrendamiento de vivienda|alquiler de (vivienda|piso|casa)|vivienda habitual|lease|tenancy agreement|rental (agreement|contract)|residential)\b/],
];

const LETTERS = new Set<DocumentKind>(['deposit-return', 'payment-demand', 'rent-update', 'non-renewal']);
// A letter's words inside a request for a contract ('contrato de alquiler con preaviso de dos meses') name a clause.
const CONTRACT = /\b(contrato|contract|agreement|lease|tenancy)\b/;
const LETTER = /\b(carta|comunicacion|notificacion|burofax|requerimiento|reclamacion|reclamar|aviso|escrito|letter|notice|demand|claim)\b/;

// 'Convoca la junta…' as an order (not '¿quién convoca la junta?').
const CALL_MEETING = /(^|[.!:]\s*)(por favor,? )?(convoca|convocame|call)\b/;

// 'quiero ceder mi contrato', 'I want to assign my lease': another verb between the wish and the document names
// something to do with it, not a document to draft.
const OTHER_VERB = /\b(?!(?:hacer|hacerme|tener|redactar\w*|preparar\w*|escribir\w*)\b)\p{L}{2,}(?:ar|er|ir)(?:lo|la|le|me|te|se)?\b|\bto\s+(?!(?:have|get|draft|write|prepare|make)\b)\p{L}+/u;

function asksWithEverydayVerb(folded: string): boolean {
  const match = WEAK_DRAFTING.exec(folded);
  return !!match && !OTHER_VERB.test(match[0].slice(match[1]?.length ?? 0));
}

// The user writing a document themselves ('estoy redactando una demanda', 'I have drafted the lease') asks about it,
// unless they also ask MIKE to write one ('¿me preparas…?', 'can you draft…').
const SELF_DRAFTING = /\b(estoy|estamos|i'?m|i am|we'?re|we are)\s+(redactando|preparando|escribiendo|elaborando|drafting|writing|preparing)\b/;
const ASKS_MIKE =
  /\b(redactame|redactarme|redacta|redactas|redactes|hazme|haz|me haces|preparame|prepara|preparas|escribeme|escribes|elabora|genera|generame|generas|dame|pasame|necesito|quiero|i need|i want|draft a|write a|(puedes|podrias|me puedes|me podrias) (redactar|preparar|hacer|escribir|generar)|can you|could you|would you|please|draft me|draft for me|write me)\b/;

/** The document the question asks MIKE to draft, if it asks for one. */
export function detectDocumentRequest(question: string): DocumentKind | undefined {
  const folded = foldText(question).trim();
  if (!DRAFTING.test(folded) && !asksWithEverydayVerb(folded) && !CALL_MEETING.test(folded)) return undefined;
  if (SELF_DRAFTING.test(folded) && !ASKS_MIKE.test(folded)) return undefined;
  const asksForContract = CONTRACT.test(folded) && !LETTER.test(folded);
  for (const [kind, pattern] of KINDS) {
    if (asksForContract && LETTERS.has(kind)) continue;
    if (pattern.test(folded)) return kind;
  }
  return undefined;
}

/** Which parties a document is about: a lease's, a sale's or a community's. */
export function dealContextOf(kind: DocumentKind | undefined): 'lease' | 'sale' | 'community' {
  if (kind === 'arras' || kind === 'reservation') return 'sale';
  if (kind === 'meeting-notice') return 'community';
  return 'lease';
}
