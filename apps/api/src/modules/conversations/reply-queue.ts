/** The queue of bot replies: one job per user message. */
export const REPLY_QUEUE = 'conversation.reply';

/** Attempts after the first at asking the assistant; when the last one fails, the reply becomes an apology. */
export const REPLY_RETRY_LIMIT = 2;

/**
 * Attempts after the first at the job: more than the assistant's, so that a failure of our own (the database
 * unreachable while the reply is read or stored) is retried, with back-off up to 30 s, for about three minutes
 * instead of ending the job with the question unanswered. The assistant is still asked at most 1 + REPLY_RETRY_LIMIT times.
 */
export const REPLY_JOB_RETRY_LIMIT = 10;

export interface ReplyJob {
  messageId: string;
  conversationId: string;
  businessId: string;
}

/** Queue options: retried with back-off, woken by NOTIFY, and reclaimed when a worker dies (heartbeat). */
export function replyQueueOptions(replyTimeoutSeconds: number) {
  return {
    retryLimit: REPLY_JOB_RETRY_LIMIT,
    retryDelay: 1,
    retryBackoff: true,
    retryDelayMax: 30,
    expireInSeconds: replyTimeoutSeconds,
    heartbeatSeconds: 10,
    notify: true,
  };
}
