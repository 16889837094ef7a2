import type { Message } from '@mike/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /conversations/:id/messages/:messageId/stop ("Detener"): the answer to the question `messageId`, as it stopped (or as it finished). */
export async function stopReply(chatId: string, messageId: string): Promise<Message> {
  const { message } = await apiRequest('stopReply', { params: { id: chatId, messageId } });
  return message;
}
