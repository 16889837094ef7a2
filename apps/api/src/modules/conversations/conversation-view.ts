import { CitationSchema, type Citation, type Contact, type Conversation, type Message } from '@mike/contracts';
import { signToken } from '../../platform/signed-token.ts';
import type { ContactRow, ConversationRow, MessageRow } from './conversations.repository.ts';

const DOCUMENT_LINK_PURPOSE = 'document-download';

/**
 * A signed, expiring link to a drafted document, so a browser can open it without the bearer token
 * (DESIGN.md §6). The expiry is rounded to the hour so a cached conversation keeps the same links.
 */
export function documentUrl(secret: string, documentId: string, fileName: string, now: Date): string {
  const hour = 60 * 60 * 1000;
  const expiresAt = new Date(Math.floor(now.getTime() / hour) * hour + 25 * hour);
  const token = signToken(secret, DOCUMENT_LINK_PURPOSE, { id: documentId }, expiresAt);
  return `/api/documents/${documentId}/${encodeURIComponent(fileName)}?token=${token}`;
}

export { DOCUMENT_LINK_PURPOSE };

/** The stored citations that are verified ones; label-only citations of older replies are left out. */
function toCitations(stored: MessageRow['citations']): Citation[] {
  return (stored ?? []).flatMap((citation) => {
    const parsed = CitationSchema.safeParse(citation);
    return parsed.success ? [parsed.data] : [];
  });
}

export function toMessage(row: MessageRow, link?: string): Message {
  const citations = toCitations(row.citations);
  return {
    id: row.id,
    messageType: row.messageType,
    sender: row.sender,
    creationDate: row.creationDate.toISOString(),
    ...(row.replyToMessageId ? { replyToMessageId: row.replyToMessageId } : {}),
    ...(row.text !== null ? { text: row.text } : {}),
    ...(row.englishText !== null ? { englishText: row.englishText } : {}),
    ...(row.documentName !== null ? { documentName: row.documentName } : {}),
    ...(link ? { documentUrl: link } : {}),
    ...(citations.length > 0 ? { citations } : {}),
  };
}

export function toContact(contact: ContactRow | undefined): Contact {
  return contact ? { id: contact.id, name: contact.name, email: contact.email, phone: contact.phone } : '';
}

export function toConversation(row: ConversationRow, contact: Contact, messages: Message[]): Conversation {
  return {
    id: row.id,
    contact,
    ...(row.language ? { language: row.language } : {}),
    creationDate: row.creationDate.toISOString(),
    messages,
  };
}
