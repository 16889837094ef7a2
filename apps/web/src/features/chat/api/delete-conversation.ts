import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE /conversations/:id: deletes one of the member's chats for good. */
export async function deleteConversation(chatId: string): Promise<void> {
  await apiRequest('deleteConversation', { params: { id: chatId } });
}
