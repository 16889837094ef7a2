import type { Conversation } from '@mike/contracts';
import { truncatePreview } from './truncate-preview.ts';

/** The list entry of a chat: its first message, cut to the preview length. */
export function getConversationPreview(conversation: Conversation): string {
  const first = conversation.messages[0];
  return truncatePreview(first?.text ?? first?.documentName ?? '');
}
