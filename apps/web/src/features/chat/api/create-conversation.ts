import type { MessageResponse } from '@mike/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /conversations/create: starts a chat with its first message; the reply comes later (DESIGN.md §6). */
export function createConversation(message: string): Promise<MessageResponse> {
  return apiRequest('createConversation', { body: { message } });
}
