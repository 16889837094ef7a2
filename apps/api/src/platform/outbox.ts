import { desc } from 'drizzle-orm';
import type { OutboxChannel, OutboxMessage } from '@mike/contracts';
import { outboxMessages } from '../db/schema/index.ts';
import type { Db } from './db.ts';

/** The development outbox: messages kept in the database instead of being sent (DESIGN.md §3). */
export class Outbox {
  constructor(private readonly db: Db) {}

  async add(message: { channel: OutboxChannel; to: string; subject: string; body: string }): Promise<void> {
    await this.db.insert(outboxMessages).values(message);
  }

  /** Newest first. */
  async findMessages(limit = 200): Promise<OutboxMessage[]> {
    const rows = await this.db.select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id)).limit(limit);
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  }
}
