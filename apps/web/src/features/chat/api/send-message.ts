import type { MessageResponse } from '@mike/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /conversations/send-message: adds a user message; the reply comes later (DESIGN.md §6). */
export function sendMessage(chatId: string, message: string): Promise<MessageResponse> {
  return apiRequest('sendMessage', { body: { chatId, message } });
}
