/** The queue of bot replies: one job per user message. */
export const REPLY_QUEUE = 'conversation.reply';

/** Attempts after the first; when the last one fails, the reply becomes an apology. */
export const REPLY_RETRY_LIMIT = 2;

export interface ReplyJob {
  messageId: string;
  conversationId: string;
  businessId: string;
}

/** Queue options: retried with back-off, woken by NOTIFY, and reclaimed when a worker dies (heartbeat). */
export function replyQueueOptions(replyTimeoutSeconds: number) {
  return {
    retryLimit: REPLY_RETRY_LIMIT,
    retryDelay: 1,
    retryBackoff: true,
    retryDelayMax: 30,
    expireInSeconds: replyTimeoutSeconds,
    heartbeatSeconds: 10,
    notify: true,
  };
}
