import { Packer } from 'docx';
import type { KnowledgeSource } from '../knowledge/types.ts';
import type { AssistantDocument, Language } from '../types.ts';
import type { DocumentKind } from './document-request.ts';
import { extractDocumentFacts, type DocumentFacts } from './extract/extract-facts.ts';
import { documentFileName } from './file-name.ts';
import { TEMPLATES } from './templates/index.ts';
import { DraftWriter } from './templates/writer.ts';

export const DOCX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export interface DraftedDocument {
  document: AssistantDocument;
  /** The reply beside the document, in the conversation's language, without the notice line. */
  text: string;
  /** The same reply in English, for a Spanish conversation. */
  englishText?: string;
  sources: KnowledgeSource[];
  /** What the request said, as read (for tests and tools). */
  facts: DocumentFacts;
}

export interface DraftOptions {
  /** The day of drafting (deadlines already passed are warned about); today by default. */
  today?: Date;
}

/** Writes the document of a kind in one language, keeping the record of blanks, data, choices and warnings. */
export function writeDraft(kind: DocumentKind, facts: DocumentFacts, language: Language, today: Date): DraftWriter {
  const w = new DraftWriter(language);
  TEMPLATES[kind].build({ w, facts, today: today.toISOString().slice(0, 10) });
  return w;
}

function bulletList(lines: readonly string[]): string {
  return lines.map((line) => `- ${line}`).join('\n');
}

/** The reply: what was drafted, the data used, the choices made, what to check, and every blank by name. */
export function composeDraftReply(kind: DocumentKind, w: DraftWriter, fileName: string, documentLanguage: Language): string {
  const template = TEMPLATES[kind];
  const spanish = w.language === 'SPANISH';
  const parts = [spanish ? `Aquí tienes ${template.name[0]}: **${fileName}**.` : `Here is ${template.name[1]}: **${fileName}**.`];
  if (!spanish && documentLanguage === 'ENGLISH') {
    parts[0] += ' It is in English, as you asked in English; Spanish authorities, registries and courts will need a Spanish version.';
  }
  if (w.filled.length) parts.push(`**${spanish ? 'Datos que he incluido' : 'Details I included'}**\n${bulletList(w.filled.map(([label, value]) => `${label}: ${value}`))}`);
  if (w.choices.length) parts.push(`**${spanish ? 'Decisiones y plazos' : 'Choices and deadlines'}**\n${bulletList(w.choices)}`);
  if (w.warnings.length) parts.push(`**${spanish ? 'Revisa esto' : 'Please check'}**\n${bulletList(w.warnings)}`);
  if (w.blanks.length) {
    parts.push(
      `**${spanish ? `Quedan por completar (${w.blanks.length}), marcados en amarillo entre corchetes` : `Left to fill in (${w.blanks.length}), highlighted in yellow in square brackets`}:** ${w.blanks.join('; ')}.`,
    );
  } else {
    parts.push(spanish ? 'No queda ningún dato obligatorio por completar.' : 'No required detail is left to fill in.');
  }
  if (w.optionalBlanks.length) parts.push(`**${spanish ? 'Solo si procede' : 'Only if applicable'}:** ${w.optionalBlanks.join('; ')}.`);
  parts.push(spanish ? 'Revisa el documento completo antes de firmarlo o enviarlo.' : 'Review the whole document before signing or sending it.');
  return parts.join('\n\n');
}

/** Drafts the document a request asks for, in the conversation's language, filled with what the request says. */
export async function draftDocument(kind: DocumentKind, request: string, language: Language, options: DraftOptions = {}): Promise<DraftedDocument> {
  const today = options.today ?? new Date();
  const facts = extractDocumentFacts(request, { kind, today });
  const template = TEMPLATES[kind];
  const w = writeDraft(kind, facts, language, today);
  const fileName = documentFileName(template.fileBase, facts, language);
  const buffer = await Packer.toBuffer(w.toDocument(fileName.replace(/\.docx$/, '')));
  const drafted: DraftedDocument = {
    document: { fileName, mimeType: DOCX_MIME_TYPE, content: new Uint8Array(buffer) },
    text: composeDraftReply(kind, w, fileName, language),
    sources: template.sources(facts),
    facts,
  };
  if (language === 'SPANISH') drafted.englishText = composeDraftReply(kind, writeDraft(kind, facts, 'ENGLISH', today), fileName, language);
  return drafted;
}
