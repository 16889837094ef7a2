import type { Conversation } from '@mike/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { conversationQueryKey } from './conversation-keys.ts';

/** GET /conversations/:id: one chat with its messages. */
export async function getConversation(id: string, signal?: AbortSignal): Promise<Conversation> {
  const { chat } = await apiRequest('getConversation', { params: { id } }, { signal });
  return chat;
}

export function getConversationQueryOptions(id: string) {
  return queryOptions({
    queryKey: conversationQueryKey(id),
    queryFn: ({ signal }) => getConversation(id, signal),
  });
}
