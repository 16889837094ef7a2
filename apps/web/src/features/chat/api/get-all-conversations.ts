import type { Conversation } from '@mike/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { conversationsQueryKey } from './conversation-keys.ts';

/** GET /conversations/get-all: the caller's own chats, with their messages. */
export async function findConversations(signal?: AbortSignal): Promise<Conversation[]> {
  const { conversations } = await apiRequest('getAllConversations', {}, { signal });
  return conversations;
}

export function getAllConversationsQueryOptions() {
  return queryOptions({
    queryKey: conversationsQueryKey,
    queryFn: ({ signal }) => findConversations(signal),
  });
}

export function useConversations() {
  return useQuery(getAllConversationsQueryOptions());
}
