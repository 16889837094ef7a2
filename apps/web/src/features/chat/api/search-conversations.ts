import type { Conversation } from '@mike/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { conversationsQueryKey } from './conversation-keys.ts';

/** GET /conversations/search?q=: the member's chats matching words of their title or messages. */
export function searchConversationsQueryOptions(q: string) {
  return queryOptions({
    queryKey: [...conversationsQueryKey, 'search', q],
    queryFn: async ({ signal }): Promise<Conversation[]> => (await apiRequest('searchConversations', { query: { q } }, { signal })).conversations,
  });
}
