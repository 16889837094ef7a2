import type { Conversation } from '@mike/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /conversations/:id/title: renames one of the member's chats. */
export async function renameConversation(chatId: string, title: string): Promise<Conversation> {
  const { chat } = await apiRequest('renameConversation', { params: { id: chatId }, body: { title } });
  return chat;
}
