import { strToU8, zipSync, type Zippable } from 'fflate';
import type { findConversationsWithMessages } from './governance.repository.ts';

export interface PersonalData {
  profile: { id: string; name: string; email: string; phone: string; emailVerified: boolean; createdAt: string };
  membership: { businessName: string; rol: string; since: string } | null;
  conversations: Awaited<ReturnType<typeof findConversationsWithMessages>>;
  exportedAt: string;
}

const README = `Tus datos en MIKE

profile.json          tus datos de perfil
membership.json       tu empresa y tu rol
conversations.json    tus conversaciones con las respuestas de MIKE y tus valoraciones
conversaciones/       cada conversación en un archivo de texto legible
documentos/           los documentos que MIKE redactó para ti
`;

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/** A file name safe in every system: letters, digits, dots and dashes. */
const safeName = (name: string) => name.replace(/[^\p{L}\p{N}.-]+/gu, '_').slice(0, 100);

function transcript(entry: PersonalData['conversations'][number]): string {
  const lines = [`Conversación del ${entry.conversation.creationDate.toISOString()}`, ''];
  for (const message of entry.messages) {
    const who = message.sender === 'USER' ? 'Tú' : 'MIKE';
    lines.push(`[${message.creationDate.toISOString()}] ${who}:`, message.text ?? (message.documentName ? `(documento: ${message.documentName})` : ''));
    const feedback = entry.feedback.find((given) => given.messageId === message.id);
    if (feedback) lines.push(`Tu valoración: ${feedback.rating === 'up' ? 'útil' : 'no útil'}${feedback.comment ? ` — ${feedback.comment}` : ''}`);
    lines.push('');
  }
  return lines.join('\n');
}

/** The member's data as a ZIP: JSON for machines, text files for people (issue 16). */
export function buildPersonalDataZip(data: PersonalData): Uint8Array {
  const files: Zippable = {
    'LEEME.txt': strToU8(README),
    'profile.json': json(data.profile),
    'membership.json': json(data.membership),
    'conversations.json': json(
      data.conversations.map(({ conversation, messages, documents, feedback }) => ({
        id: conversation.id,
        title: conversation.title,
        language: conversation.language,
        creationDate: conversation.creationDate.toISOString(),
        messages: messages.map((message) => ({
          id: message.id,
          sender: message.sender,
          type: message.messageType,
          text: message.text,
          documentName: message.documentName,
          citations: message.citations ?? [],
          creationDate: message.creationDate.toISOString(),
          feedback: feedback
            .filter((given) => given.messageId === message.id)
            .map((given) => ({ rating: given.rating, comment: given.comment, updatedAt: given.updatedAt.toISOString() }))[0],
        })),
        documents: documents.map((document) => ({ id: document.id, fileName: document.fileName })),
      })),
    ),
  };
  for (const entry of data.conversations) {
    const day = entry.conversation.creationDate.toISOString().slice(0, 10);
    files[`conversaciones/${day}-${entry.conversation.id.slice(0, 8)}.txt`] = strToU8(transcript(entry));
    for (const document of entry.documents) files[`documentos/${document.id.slice(0, 8)}-${safeName(document.fileName)}`] = document.content;
  }
  return zipSync(files, { mtime: new Date(data.exportedAt) });
}
