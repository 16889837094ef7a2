import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Database, Executor } from './db.ts';

/** The one LISTEN/NOTIFY channel; a message is `{topic}|{payload}`. */
export const BUS_CHANNEL = 'mike_bus';

type Handler = (payload: string) => void;

/**
 * Cross-process notifications (cache invalidation, live conversation updates) over PostgreSQL
 * LISTEN/NOTIFY, which PGlite also provides in-process. Every process receives every message,
 * its own included.
 */
export interface Bus {
  /** Publishes each payload on `topic`, in order, in one statement whatever their number. */
  publish(topic: string, ...payloads: string[]): Promise<void>;
  subscribe(topic: string, handler: Handler): () => void;
  /** Called when notifications may have been missed (the listening connection was lost). */
  onGap(handler: () => void): void;
}

/**
 * Publishes on the bus through `executor`: inside a transaction, PostgreSQL delivers the notification
 * when the transaction commits and drops it if it rolls back, so no process hears of a change that
 * did not happen, and every process (this one included) hears of one that did.
 */
export async function publishWith(executor: Executor, topic: string, payload: string): Promise<void> {
  await executor.execute(sql`select pg_notify(${BUS_CHANNEL}, ${`${topic}|${payload}`})`);
}

/** `publishWith` for several payloads of one topic, in one statement whatever their number. */
export async function publishAllWith(executor: Executor, topic: string, payloads: readonly string[]): Promise<void> {
  if (payloads.length === 0) return;
  await executor.execute(sql`select ${publishedBy(topic, payloads)}`);
}

/**
 * An SQL expression that publishes the payloads on `topic`, in order, when a statement evaluates it: it rides in a
 * statement the caller runs anyway (in a RETURNING list it runs only for a row the statement wrote), and the
 * notifications go out when that statement's transaction commits, never on a rollback. Its value (their count) is
 * of no use. A notification that cannot be queued (a payload over 8,000 bytes, a full queue) fails the statement.
 */
export function publishedBy(topic: string, payloads: readonly string[]): SQL<unknown> {
  const messages = JSON.stringify(payloads.map((payload) => `${topic}|${payload}`));
  return sql`(select count(pg_notify(${BUS_CHANNEL}, message)) from jsonb_array_elements_text(${messages}::jsonb) as message)`;
}

export async function createBus(database: Database, logger: Logger): Promise<Bus> {
  const handlers = new Map<string, Set<Handler>>();
  const gapHandlers: (() => void)[] = [];
  await database.listen(BUS_CHANNEL, (raw) => {
    const separator = raw.indexOf('|');
    if (separator < 0) return;
    const topic = raw.slice(0, separator);
    const payload = raw.slice(separator + 1);
    for (const handler of handlers.get(topic) ?? []) {
      try {
        handler(payload);
      } catch (error) {
        logger.error({ err: error, topic }, 'bus handler failed');
      }
    }
  });
  database.onReconnect?.(() => gapHandlers.forEach((handler) => handler()));
  return {
    async publish(topic, ...payloads) {
      await database.notify(BUS_CHANNEL, ...payloads.map((payload) => `${topic}|${payload}`));
    },

    subscribe(topic, handler) {
      let set = handlers.get(topic);
      if (!set) {
        set = new Set();
        handlers.set(topic, set);
      }
      set.add(handler);
      return () => set.delete(handler);
    },
    onGap(handler) {
      gapHandlers.push(handler);
    },
  };
}
