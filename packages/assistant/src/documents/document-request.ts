import { foldText } from '../retrieval/fold.ts';

export type DocumentKind = 'arras' | 'lease' | 'reservation' | 'non-renewal';

// Verbs and nouns that ask for a document to be written, not explained (folded text).
const DRAFTING =
  /\b(redact\w*|genera(r|me|s|rme)?|prepar(a|ar|ame|as|arme)|elabor\w*|escrib(e|eme|ir|irme|as)|crea(r|me|s)?|modelo|plantilla|borrador|minuta|formulario|draft\w*|write|prepare|generate|create|template|sample)\b/;
// Everyday verbs ('hazme', 'necesito') ask for a document only when one is named right after them.
const WEAK_DRAFTING =
  /\b(haz|hazme|hacer|hacerme|dame|pasame|necesito|quiero|make|need|want|give me)\b(\s+\w+){0,3}\s+(contrato|documento|carta|comunicacion|notificacion|burofax|contract|agreement|letter|notice|document)\b/;

const KINDS: Array<[DocumentKind, RegExp]> = [
  ['non-renewal', /\b(no renovacion|no prorroga|no renovar|no prorrogar|preaviso|notificacion de (fin|finalizacion|extincion)|comunicacion de (fin|no)|burofax|non.?renewal|notice (to end|of termination|not to renew))\b/],
  ['arras', /\b(arras|senal|earnest money|deposit agreement|arras contract)\b/],
  ['reservation', /\b(reserva|reservation|holding deposit|booking agreement)\b/],
  ['lease', /\b(contrato de (alquiler|arrendamiento)|arrendamiento de vivienda|alquiler de (vivienda|piso)|lease|tenancy agreement|rental (agreement|contract))\b/],
];

/** The document the question asks MIKE to draft, if it asks for one. */
export function detectDocumentRequest(question: string): DocumentKind | undefined {
  const folded = foldText(question);
  if (!DRAFTING.test(folded) && !WEAK_DRAFTING.test(folded)) return undefined;
  for (const [kind, pattern] of KINDS) if (pattern.test(folded)) return kind;
  return undefined;
}
