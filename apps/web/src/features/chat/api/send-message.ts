import type { MessageResponse } from '@mike/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /conversations/send-message: adds a user message; the reply comes later (DESIGN.md §6). A retry passes the
 * same `key`, so the question is stored once.
 */
export function sendMessage(chatId: string, message: string, key: string): Promise<MessageResponse> {
  return apiRequest('sendMessage', { body: { chatId, message } }, { idempotencyKey: key });
}
