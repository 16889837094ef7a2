import { getHeapStatistics } from 'node:v8';
import type { ConversationRow, MessageRow } from './conversations.repository.ts';

/**
 * How much memory all the logs of a process hold at most, in bytes as `weightOf` estimates them: a sixteenth of the V8
 * heap's limit (about 268 MB on this project's 4 GiB default heap, 33 MB on a 512 MiB one). The least recently used
 * conversations go first. Members take turns on their chats, so a bound below what they use at once evicts, at every
 * send, the very log the next send needs: every send then reads its whole chat again (200 members of 80 questions
 * each passed a fixed bound of 32 M characters: ADR 040).
 */
export function maxLogWeight(heapLimit = getHeapStatistics().heap_size_limit): number {
  return Math.floor(heapLimit / 16);
}

/** What a row weighs beyond its texts (ids, dates, citations). */
const ROW_WEIGHT = 300;
/**
 * Bytes per character of a row's texts, at worst: two in V8's strings (a text with any character past Latin-1 is
 * stored in UTF-16) and about one more in the row's JSON, kept beside it (`messageJson`, outside the heap).
 */
const BYTES_PER_CHAR = 3;
/** Stamps kept before they are forgotten all at once. */
const MAX_GENERATIONS = 50_000;

const weightOf = (rows: readonly MessageRow[]) =>
  rows.reduce((total, row) => total + ROW_WEIGHT + BYTES_PER_CHAR * ((row.text?.length ?? 0) + (row.englishText?.length ?? 0)), 0);

interface Log {
  conversation: ConversationRow;
  /** Every message of the conversation, in `seq` order. */
  rows: MessageRow[];
  weight: number;
}

/**
 * The messages of recently used conversations, kept in memory so that the send's answer (the whole chat) and the
 * reply worker's history (the turns before the question) need not read every message again (ADR 037).
 *
 * A log is only ever trusted against the database: it is filled from a complete read, extended only by a message
 * this process wrote right after the message it followed (`appendAfter` names that predecessor; any other
 * extension drops the log), and the send uses it only when its end is the last message the send's own
 * transaction read under the conversation's row lock. Messages are never updated, only inserted or deleted with
 * their conversation; a deletion drops the log. A conversation written by another process simply ends
 * somewhere else than its log: the log is then dropped and read again.
 */
export class MessageLogs {
  private readonly logs = new Map<string, Log>();
  /** When each conversation's log last changed, on one clock; `floor` stands for those forgotten. */
  private readonly generations = new Map<string, number>();
  private clock = 0;
  private floor = 0;
  private weight = 0;

  constructor(private readonly maxWeight = maxLogWeight()) {}

  /** The stamp a read takes before reading, so that `store` refuses what a write made stale meanwhile. */
  generation(conversationId: string): number {
    return this.generations.get(conversationId) ?? this.floor;
  }

  /** Keeps a complete read of the conversation's messages, unless the log changed since `generation`. */
  store(conversation: ConversationRow, generation: number, rows: readonly MessageRow[]): void {
    if (this.generation(conversation.id) !== generation) return;
    this.put(conversation.id, { conversation, rows: [...rows], weight: weightOf(rows) });
  }

  /**
   * After this process committed `row` right after the message `previousId` (undefined: the conversation's first):
   * the log grows by it when it ended there, and is dropped otherwise. Returns the grown log's rows.
   */
  appendAfter(conversation: ConversationRow, previousId: string | undefined, row: MessageRow): readonly MessageRow[] | undefined {
    const log = this.logs.get(conversation.id);
    const last = log?.rows.at(-1);
    const isNew = previousId === undefined;
    this.bump(conversation.id);
    if (isNew ? log && last : !log || last?.id !== previousId) {
      this.drop(conversation.id);
      return undefined;
    }
    const rows = [...(log?.rows ?? []), row];
    this.put(conversation.id, { conversation, rows, weight: (log?.weight ?? 0) + weightOf([row]) });
    return rows;
  }

  /** The conversation, the question `messageId` and the turns before it, when the log ends with that question. */
  question(conversationId: string, messageId: string): { conversation: ConversationRow; question: MessageRow; before: readonly MessageRow[] } | undefined {
    const log = this.logs.get(conversationId);
    const question = log?.rows.at(-1);
    if (!log || question?.id !== messageId) return undefined;
    return { conversation: log.conversation, question, before: log.rows.slice(0, -1) };
  }

  drop(conversationId: string): void {
    const log = this.logs.get(conversationId);
    this.bump(conversationId);
    if (!log) return;
    this.logs.delete(conversationId);
    this.weight -= log.weight;
  }

  clear(): void {
    for (const id of [...this.logs.keys()]) this.drop(id);
  }

  /** The weight held, for the tests of the bound. */
  get size(): number {
    return this.weight;
  }

  private put(conversationId: string, log: Log): void {
    const previous = this.logs.get(conversationId);
    if (previous) this.weight -= previous.weight;
    this.logs.delete(conversationId); // re-inserted last: the Map's order is the order of use
    if (log.weight > this.maxWeight) return;
    this.logs.set(conversationId, log);
    this.weight += log.weight;
    for (const [id, oldest] of this.logs) {
      if (this.weight <= this.maxWeight) break;
      this.logs.delete(id);
      this.weight -= oldest.weight;
    }
  }

  private bump(conversationId: string): void {
    this.generations.set(conversationId, ++this.clock);
    if (this.generations.size > MAX_GENERATIONS) {
      // Forgetting the stamps moves every conversation to a new one: a read begun before still cannot store.
      this.generations.clear();
      this.floor = ++this.clock;
    }
  }
}
