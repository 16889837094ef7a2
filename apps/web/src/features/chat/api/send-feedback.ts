import type { MessageFeedback, MessageFeedbackRequest } from '@mike/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /conversations/:id/messages/:messageId/feedback: the member's 👍/👎 (and optional comment) on an answer. */
export async function sendFeedback(chatId: string, messageId: string, request: MessageFeedbackRequest): Promise<MessageFeedback> {
  const { feedback } = await apiRequest('sendMessageFeedback', { params: { id: chatId, messageId }, body: request });
  return feedback;
}
