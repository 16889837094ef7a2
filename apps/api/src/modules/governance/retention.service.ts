import type { Db } from '../../platform/db.ts';
import { recordAudit } from '../audit/index.ts';
import { addMonths } from '../billing/index.ts';
import { deleteConversations, findBusinessesWithRetention, findExpiredConversations } from './retention.repository.ts';

/** Conversations deleted per transaction: short transactions, whatever the backlog. */
export const RETENTION_BATCH_SIZE = 200;

export interface PurgeCounts {
  conversations: number;
  messages: number;
  documents: number;
}

/**
 * Applies every business's retention rule at `now` (issue 16): conversations with nothing newer than the
 * period go, with their messages and drafted documents, in batches. Each batch is one transaction that also
 * appends its counts to the business's audit trail, so an entry exists exactly for what was deleted. A second
 * run finds nothing and records nothing: the job is idempotent and a crashed run is finished by the next.
 */
export async function applyRetention(db: Db, now: Date, batchSize = RETENTION_BATCH_SIZE): Promise<Map<string, PurgeCounts>> {
  const totals = new Map<string, PurgeCounts>();
  for (const business of await findBusinessesWithRetention(db)) {
    const cutoff = addMonths(now, -business.retentionMonths);
    const total: PurgeCounts = { conversations: 0, messages: 0, documents: 0 };
    for (;;) {
      const counts = await db.transaction(async (tx) => {
        const ids = await findExpiredConversations(tx, business.id, cutoff, batchSize);
        const deleted = await deleteConversations(tx, business.id, ids);
        if (deleted.conversations > 0) {
          await recordAudit(tx, {
            businessId: business.id,
            actorClientUserId: null,
            action: 'retention.purged',
            subject: `${business.retentionMonths}`,
            details: { before: { keptUntil: cutoff.toISOString() }, counts: { ...deleted } },
            createdAt: now,
          });
        }
        return deleted;
      });
      total.conversations += counts.conversations;
      total.messages += counts.messages;
      total.documents += counts.documents;
      if (counts.conversations < batchSize) break;
    }
    if (total.conversations > 0) totals.set(business.id, total);
  }
  return totals;
}
