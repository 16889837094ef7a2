import { defineCronJob } from '../../platform/cron-job.ts';
import { deleteExpiredQuestionKeys } from './conversations.repository.ts';
import { keysSince } from './conversations.service.ts';

export const QUESTION_KEYS_QUEUE = 'conversations.question-keys-expiry';

/**
 * Hourly: the `Idempotency-Key`s older than their 24 hours are deleted (SECURITY.md #42, ADR 046), so the table
 * holds a day of questions, not every question ever sent.
 */
export const questionKeysExpiryJob = defineCronJob({
  queue: QUESTION_KEYS_QUEUE,
  cron: '17 * * * *',
  async run(ctx) {
    const deleted = await deleteExpiredQuestionKeys(ctx.database.db, keysSince(ctx.now()));
    if (deleted > 0) ctx.logger.info({ deleted }, 'question keys: expired keys deleted');
  },
});
