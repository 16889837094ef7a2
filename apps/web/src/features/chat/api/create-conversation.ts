import type { MessageResponse } from '@mike/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /conversations/create: starts a chat with its first message; the reply comes later (DESIGN.md §6). A retry
 * passes the same `key`, so the chat is created once.
 */
export function createConversation(message: string, key: string): Promise<MessageResponse> {
  return apiRequest('createConversation', { body: { message } }, { idempotencyKey: key });
}
