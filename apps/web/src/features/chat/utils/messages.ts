import type { Conversation, Message } from '@mike/contracts';

/** Adds a message to a conversation, or replaces the one with the same id (events may repeat one). */
export function upsertMessage(conversation: Conversation, message: Message): Conversation {
  const index = conversation.messages.findIndex((existing) => existing.id === message.id);
  const messages =
    index === -1
      ? [...conversation.messages, message]
      : conversation.messages.map((existing, i) => (i === index ? message : existing));
  return { ...conversation, messages };
}

/** Spec §4: while the last message is the user's, the bot's reply is awaited (and the input is disabled). */
export function isAwaitingReply(conversation: Conversation | undefined): boolean {
  return conversation?.messages.at(-1)?.sender === 'USER';
}

/** Link targets the chat may open: http(s) only, resolved against this page (document links are relative). */
export function getSafeHref(url: string | undefined, base: string = window.location.href): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** Characters as the server counts them for MESSAGE_TOO_LONG: code points of the trimmed text. */
export function countMessageCharacters(text: string): number {
  return [...text.trim()].length;
}
