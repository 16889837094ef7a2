import { CitationSchema, type Citation, type Contact, type Conversation, type Message, type MessageFeedback } from '@mike/contracts';
import { signToken } from '../../platform/signed-token.ts';
import type { ContactRow, ConversationRow, MessageRow, Vote } from './conversations.repository.ts';

const DOCUMENT_LINK_PURPOSE = 'document-download';
/** Links are issued per window of this length, all expiring together, so a cached body keeps the same links. */
const LINK_WINDOW_MS = 5 * 60 * 1000;
/** A link expires at most this long after it was issued (SECURITY.md #35). */
export const DOCUMENT_LINK_LIFETIME_MS = 15 * 60 * 1000;

/** The payload of a document link: the document, and the session that asked for it. */
export interface DocumentLinkPayload extends Record<string, unknown> {
  id: string;
  sid: string;
}

/**
 * A signed, expiring link to a drafted document, so a browser can open it without the bearer token
 * (DESIGN.md §6). It names the session it was issued to, and dies with it (logout, reset, removal);
 * it expires 10 to 15 minutes after issue: every link of one 5-minute window expires at the same
 * moment, so a body built in that window is the same for every poll of it.
 */
export function documentUrl(secret: string, documentId: string, fileName: string, sessionId: string, now: Date): string {
  const windowStart = Math.floor(now.getTime() / LINK_WINDOW_MS) * LINK_WINDOW_MS;
  const expiresAt = new Date(windowStart + DOCUMENT_LINK_LIFETIME_MS);
  const token = signToken(secret, DOCUMENT_LINK_PURPOSE, { id: documentId, sid: sessionId } satisfies DocumentLinkPayload, expiresAt);
  return `/api/documents/${documentId}/${encodeURIComponent(fileName)}?token=${token}`;
}

/** Until when a body holding links made at `now` may be served: the end of their window, so a served link has 10 minutes left. */
export function documentLinksServableUntil(now: Date): number {
  return Math.floor(now.getTime() / LINK_WINDOW_MS) * LINK_WINDOW_MS + LINK_WINDOW_MS;
}

export { DOCUMENT_LINK_PURPOSE };

/** The stored citations that are verified ones; label-only citations of older replies are left out. */
function toCitations(stored: MessageRow['citations']): Citation[] {
  return (stored ?? []).flatMap((citation) => {
    const parsed = CitationSchema.safeParse(citation);
    return parsed.success ? [parsed.data] : [];
  });
}

function toFeedback(row: Vote): MessageFeedback {
  return { rating: row.rating, ...(row.comment ? { comment: row.comment } : {}) };
}

/**
 * Each row's view without a link or a vote, and its JSON, made once per row object: rows never change once written,
 * and a process's message logs keep handing out the same objects (ADR 037). Frozen, since it is shared.
 */
const plainViews = new WeakMap<MessageRow, { view: Message; json: Buffer }>();

function plainView(row: MessageRow): { view: Message; json: Buffer } {
  let plain = plainViews.get(row);
  if (!plain) {
    const view = Object.freeze(buildMessage(row));
    plain = { view, json: ownBuffer(JSON.stringify(view)) };
    plainViews.set(row, plain);
  }
  return plain;
}

const encoder = new TextEncoder();

/** The text in UTF-8, in memory of its own: kept for long, a slice of Node's shared 8 KiB pool would hold all of it. */
function ownBuffer(text: string): Buffer {
  const bytes = encoder.encode(text);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** A message as the API shows it to its member: with the session's document link and the member's vote, if any. */
export function toMessage(row: MessageRow, link?: string, feedback?: Vote): Message {
  return link || feedback ? buildMessage(row, link, feedback) : plainView(row).view;
}

/** The same view as JSON (UTF-8), made once per row when it carries neither a link nor a vote. */
export function messageJson(row: MessageRow, link?: string, feedback?: Vote): Buffer {
  return link || feedback ? Buffer.from(JSON.stringify(buildMessage(row, link, feedback))) : plainView(row).json;
}

/**
 * The body of the send's and create's answer, `{ message, chat, traceId }`, put together from the messages' JSON
 * (each encoded once) instead of serialising the whole chat again at every question of a long conversation.
 */
export function encodeMessageResponse(message: Buffer, head: ConversationHead, messages: readonly Buffer[], traceId: string): Buffer {
  const pieces = [Buffer.from(`{"message":`), message, Buffer.from(`,"chat":${JSON.stringify(head).slice(0, -1)},"messages":[`)];
  messages.forEach((json, index) => pieces.push(...(index > 0 ? [COMMA, json] : [json])));
  pieces.push(Buffer.from(`]},"traceId":${JSON.stringify(traceId)}}`));
  return Buffer.concat(pieces);
}

const COMMA = Buffer.from(',');

function buildMessage(row: MessageRow, link?: string, feedback?: Vote): Message {
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
    ...(feedback ? { feedback: toFeedback(feedback) } : {}),
    ...(row.interrupted ? { interrupted: true } : {}),
  };
}

/** A title made from the first question (issue 14): its first line, whitespace collapsed, cut at a word near 60 characters. */
export const DERIVED_TITLE_MAX_LENGTH = 60;
export function titleFromQuestion(text: string | undefined): string {
  const line = (text ?? '').split('\n').find((part) => part.trim() !== '') ?? '';
  const flat = line.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  if (chars.length <= DERIVED_TITLE_MAX_LENGTH) return flat;
  const cut = chars.slice(0, DERIVED_TITLE_MAX_LENGTH).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > DERIVED_TITLE_MAX_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function toContact(contact: ContactRow | undefined): Contact {
  return contact ? { id: contact.id, name: contact.name, email: contact.email, phone: contact.phone } : '';
}

export function toConversation(row: ConversationRow, contact: Contact, messages: Message[]): Conversation {
  return { ...conversationHead(row, contact, messages), messages };
}

/** A conversation without its messages. */
export type ConversationHead = Omit<Conversation, 'messages'>;

/** The conversation without its messages: its title, unless it has one, is made from the first question of `messages`. */
export function conversationHead(row: ConversationRow, contact: Contact, messages: readonly { sender: string; text?: string | null }[]): ConversationHead {
  return {
    id: row.id,
    contact,
    ...(row.language ? { language: row.language } : {}),
    title: row.title ?? titleFromQuestion(messages.find((message) => message.sender === 'USER')?.text ?? undefined),
    creationDate: row.creationDate.toISOString(),
  };
}
