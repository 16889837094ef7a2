import { Packer } from 'docx';
import type { KnowledgeSource } from '../knowledge/types.ts';
import type { AssistantDocument, Language } from '../types.ts';
import type { DocumentKind } from './document-request.ts';
import { extractDealDetails, type DealDetails } from './extract-details.ts';
import { BLANK, buildDocument, FILE_NAMES } from './templates.ts';

export const DOCX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export interface DraftedDocument {
  document: AssistantDocument;
  /** The short text sent beside the document, without the notice line. */
  text: string;
  sources: KnowledgeSource[];
}

const NAMES: Record<DocumentKind, Record<Language, string>> = {
  arras: { SPANISH: 'un contrato de arras', ENGLISH: 'an arras (deposit) contract' },
  lease: { SPANISH: 'un contrato de arrendamiento de vivienda', ENGLISH: 'a residential lease' },
  reservation: { SPANISH: 'un documento de reserva', ENGLISH: 'a reservation agreement' },
  'non-renewal': { SPANISH: 'una comunicación de no renovación del alquiler', ENGLISH: 'a notice of non-renewal of the lease' },
};

const SOURCES: Record<DocumentKind, KnowledgeSource[]> = {
  arras: [{ law: 'CC', article: '1454' }],
  lease: [{ law: 'LAU', article: '9' }, { law: 'LAU', article: '36' }],
  reservation: [{ law: 'CC', article: '1454' }],
  'non-renewal': [{ law: 'LAU', article: '9' }, { law: 'LAU', article: '10' }],
};

const FIELD_LABELS: Record<keyof Omit<DealDetails, 'arrasType'>, Record<Language, string>> = {
  firstParty: { SPANISH: 'primera parte', ENGLISH: 'first party' },
  secondParty: { SPANISH: 'segunda parte', ENGLISH: 'second party' },
  address: { SPANISH: 'dirección', ENGLISH: 'address' },
  price: { SPANISH: 'precio o renta', ENGLISH: 'price or rent' },
  deposit: { SPANISH: 'cantidad entregada', ENGLISH: 'amount paid' },
  date: { SPANISH: 'fecha', ENGLISH: 'date' },
  duration: { SPANISH: 'duración', ENGLISH: 'term' },
};

/** Drafts the document a question asks for, with what the question says filled in. */
export async function draftDocument(kind: DocumentKind, question: string, language: Language): Promise<DraftedDocument> {
  const details = extractDealDetails(question);
  const buffer = await Packer.toBuffer(buildDocument(kind, details));
  const filled = (Object.keys(FIELD_LABELS) as Array<keyof typeof FIELD_LABELS>)
    .filter((field) => details[field] !== undefined)
    .map((field) => `${FIELD_LABELS[field][language]}: ${details[field]}`);
  const name = NAMES[kind][language];
  const text =
    language === 'SPANISH'
      ? `Aquí tienes ${name} listo para completar.${filled.length ? ` He incluido los datos que me has dado (${filled.join('; ')}).` : ''} Los huecos marcados con ${BLANK} quedan por rellenar; revisa el documento antes de firmarlo.`
      : `Here is ${name}, ready to complete (in Spanish, as it is governed by Spanish law).${filled.length ? ` I have included the details you gave (${filled.join('; ')}).` : ''} The gaps marked ${BLANK} are left for you to fill in; review the document before signing it.`;
  return {
    document: { fileName: FILE_NAMES[kind], mimeType: DOCX_MIME_TYPE, content: new Uint8Array(buffer) },
    text,
    sources: SOURCES[kind],
  };
}
