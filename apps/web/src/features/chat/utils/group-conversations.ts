import type { Conversation } from '@mike/contracts';

export interface ConversationGroup {
  /** The creation day, dd/mm/yyyy in the browser's time zone. */
  label: string;
  conversations: Conversation[];
}

const pad = (value: number) => String(value).padStart(2, '0');

/** dd/mm/yyyy of a date in the browser's time zone (spec §2). */
export function formatDay(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** HH:mm of a date in the browser's time zone. */
export function formatTime(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Newest first; ties keep their order. */
export function sortConversationsNewestFirst(conversations: readonly Conversation[]): Conversation[] {
  return conversations
    .map((conversation) => ({ conversation, time: new Date(conversation.creationDate).getTime() }))
    .sort((a, b) => b.time - a.time)
    .map(({ conversation }) => conversation);
}

/**
 * Spec §2 /historical: chats grouped by their creation day (dd/mm/yyyy), the newest day first, and each
 * group newest first. Does not trust the server's order.
 */
export function groupConversationsByDay(conversations: readonly Conversation[]): ConversationGroup[] {
  const groups = new Map<string, Conversation[]>();
  for (const conversation of sortConversationsNewestFirst(conversations)) {
    const label = formatDay(new Date(conversation.creationDate));
    const group = groups.get(label);
    if (group) group.push(conversation);
    else groups.set(label, [conversation]);
  }
  // Sorted input means the groups were created newest day first.
  return [...groups].map(([label, items]) => ({ label, conversations: items }));
}
