/** Query keys of the chat feature. The list and one chat use different roots so each can be refreshed alone. */
export const conversationsQueryKey = ['conversations'] as const;
export const conversationQueryKey = (id: string) => ['conversation', id] as const;
