import type { SQL } from 'drizzle-orm';
import { publishAllWith, publishedBy, type Bus } from '../../platform/bus.ts';
import type { Executor } from '../../platform/db.ts';

/** What travels between processes about a conversation (LISTEN/NOTIFY payloads stay small). */
export type ConversationSignal =
  | { kind: 'created'; conversationId: string; messageId: string }
  | { kind: 'completed'; conversationId: string; messageId: string }
  | { kind: 'delta'; conversationId: string; replyToMessageId: string; offset: number; text: string }
  /** Something other than a message changed (the title, a vote): cached copies are stale, streams send nothing. */
  | { kind: 'changed'; conversationId: string };

const TOPIC = 'conversation';
/**
 * NOTIFY payloads must stay under 8,000 bytes, and one over it fails its statement (since ADR 040, the reply's insert):
 * longer deltas are split. A character takes at most 6 bytes in the JSON (a control character escaped as \u00XX),
 * so 1,000 of them and the signal's other fields stay under the limit whatever the text.
 */
const MAX_DELTA_CHARS = 1_000;

type Listener = (signal: ConversationSignal) => void;

/**
 * The fan-out of conversation signals: one bus subscription per process, then an in-memory set
 * of listeners per conversation (the SSE streams, the poll cache).
 */
export class ConversationEvents {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly everyListener = new Set<Listener>();

  constructor(private readonly bus: Bus) {
    bus.subscribe(TOPIC, (payload) => {
      let signal: ConversationSignal;
      try {
        signal = JSON.parse(payload) as ConversationSignal;
      } catch {
        return;
      }
      this.everyListener.forEach((listener) => listener(signal));
      this.listeners.get(signal.conversationId)?.forEach((listener) => listener(signal));
    });
  }

  /** Publishes the signals in order, in one statement (a long delta goes in pieces). */
  async publish(...signals: ConversationSignal[]): Promise<void> {
    await this.bus.publish(TOPIC, ...encode(signals));
  }

  /** Listens to one conversation; returns the function that stops listening. */
  listen(conversationId: string, listener: Listener): () => void {
    let set = this.listeners.get(conversationId);
    if (!set) {
      set = new Set();
      this.listeners.set(conversationId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(conversationId);
    };
  }

  /** Listens to every conversation (cache invalidation). */
  listenAll(listener: Listener): () => void {
    this.everyListener.add(listener);
    return () => this.everyListener.delete(listener);
  }

  /** Open listeners, for tests that prove a closed stream leaves nothing behind. */
  get listenerCount(): number {
    let total = 0;
    for (const set of this.listeners.values()) total += set.size;
    return total;
  }
}

function encode(signals: readonly ConversationSignal[]): string[] {
  return signals.flatMap(pieces).map((signal) => JSON.stringify(signal));
}

/**
 * The SQL expression that publishes these signals from inside a statement that writes anyway, when it commits
 * (`publishedBy`): a message announced by its own insert costs no statement of its own (ADR 040).
 */
export function announcedBy(...signals: ConversationSignal[]): SQL<unknown> {
  return publishedBy(TOPIC, encode(signals));
}

function pieces(signal: ConversationSignal): ConversationSignal[] {
  if (signal.kind !== 'delta' || signal.text.length <= MAX_DELTA_CHARS) return [signal];
  const split: ConversationSignal[] = [];
  for (let start = 0; start < signal.text.length; start += MAX_DELTA_CHARS) {
    split.push({ ...signal, offset: signal.offset + start, text: signal.text.slice(start, start + MAX_DELTA_CHARS) });
  }
  return split;
}

/**
 * Tells every process, when `executor`'s transaction commits, that these conversations are gone (deleted outside the
 * chat: the retention rule, an account's deletion), so that no process serves them from memory: the poll's cached
 * body, the message logs. One statement, whatever their number.
 */
export async function announceDeleted(executor: Executor, conversationIds: readonly string[]): Promise<void> {
  await publishAllWith(executor, TOPIC, conversationIds.map((conversationId) => JSON.stringify({ kind: 'changed', conversationId } satisfies ConversationSignal)));
}
