import type { ConversationEvent, Message } from '@mike/contracts';
import { AppError } from '../../platform/errors.ts';
import type { ConversationEvents, ConversationSignal } from './conversation-events.ts';

/** How many event streams one process keeps open per user and per conversation (SECURITY.md #37). */
export interface StreamLimits {
  perUser: number;
  perConversation: number;
}

/** One open event stream (`GET /api/conversations/:id/events`). */
export interface EventStream {
  clientUserId: string;
  sessionId: string;
  businessId: string;
  conversationId: string;
  send(event: ConversationEvent): void;
  /** Ends the response; the stream is then unregistered. */
  end(): void;
}

/** A message read once from the database, as each session sees it (document links are the session's own). */
export type MessageViews = (sessionId: string) => Message;

export interface EventStreamsOptions {
  events: ConversationEvents;
  limits: StreamLimits;
  /** Reads the message of a signal: once per signal, whatever the number of streams. */
  loadMessage(messageId: string): Promise<MessageViews | undefined>;
  /** Whether a session is still alive (asked after a revocation of its user). */
  isSessionAlive(sessionId: string): Promise<boolean>;
  /** The business the user may read now, undefined when none (asked after a membership change). */
  currentBusiness(clientUserId: string): Promise<string | undefined>;
  onError(error: unknown): void;
}

/** The streams of one conversation, fed by one listener in order: each signal is read once and fanned out. */
interface Feed {
  streams: Set<EventStream>;
  stopListening: () => void;
  queue: Promise<void>;
}

const TOO_MANY_STREAMS = 'Tienes demasiadas conversaciones abiertas en directo. Cierra alguna pestaña y vuelve a intentarlo.';
const RETRY_AFTER_SECONDS = '30';

/**
 * The open event streams of this process. Bounded per user and per conversation (429 past a cap), fed
 * once per conversation (a `message.created` or `message.completed` is read from the database once and
 * sent to every stream of the conversation), and ended when their session is revoked or their user no
 * longer belongs to the conversation's business.
 */
export class EventStreams {
  private readonly feeds = new Map<string, Feed>();
  private readonly byUser = new Map<string, Set<EventStream>>();

  constructor(private readonly options: EventStreamsOptions) {}

  /** Registers a stream, or throws RATE_LIMITED past a cap (nothing registered); returns its unregister function. */
  open(stream: EventStream): () => void {
    const { perUser, perConversation } = this.options.limits;
    const existing = this.feeds.get(stream.conversationId);
    if ((this.byUser.get(stream.clientUserId)?.size ?? 0) >= perUser || (existing?.streams.size ?? 0) >= perConversation) {
      throw new AppError('RATE_LIMITED', TOO_MANY_STREAMS, { 'retry-after': RETRY_AFTER_SECONDS });
    }
    const feed = existing ?? this.startFeed(stream.conversationId);
    feed.streams.add(stream);
    const own = this.byUser.get(stream.clientUserId) ?? new Set();
    own.add(stream);
    this.byUser.set(stream.clientUserId, own);
    return () => {
      feed.streams.delete(stream);
      own.delete(stream);
      if (own.size === 0 && this.byUser.get(stream.clientUserId) === own) this.byUser.delete(stream.clientUserId);
      if (feed.streams.size === 0 && this.feeds.get(stream.conversationId) === feed) {
        feed.stopListening();
        this.feeds.delete(stream.conversationId);
      }
    };
  }

  /** Open streams in this process. */
  get count(): number {
    let total = 0;
    for (const feed of this.feeds.values()) total += feed.streams.size;
    return total;
  }

  /** Ends every stream (shutdown, or a gap in the bus during which events were lost). */
  endAll(): void {
    for (const feed of [...this.feeds.values()]) for (const stream of [...feed.streams]) stream.end();
  }

  /** After a revocation of the user's sessions: ends the streams of sessions that are no longer alive. */
  async endRevoked(clientUserId: string): Promise<void> {
    const streams = [...(this.byUser.get(clientUserId) ?? [])];
    const sessionIds = [...new Set(streams.map((stream) => stream.sessionId))];
    const alive = await Promise.all(sessionIds.map((sessionId) => this.options.isSessionAlive(sessionId).catch(() => false)));
    const dead = new Set(sessionIds.filter((_, index) => !alive[index]));
    for (const stream of streams) if (dead.has(stream.sessionId)) stream.end();
  }

  /** After a membership change: ends the streams of users who may no longer read the stream's business. */
  async endUnauthorised(change: { clientUserId: string } | { businessId: string }): Promise<void> {
    const users =
      'clientUserId' in change
        ? [change.clientUserId]
        : [...this.byUser].filter(([, streams]) => [...streams].some((stream) => stream.businessId === change.businessId)).map(([user]) => user);
    await Promise.all(
      users.map(async (clientUserId) => {
        const business = await this.options.currentBusiness(clientUserId).catch(() => undefined);
        for (const stream of [...(this.byUser.get(clientUserId) ?? [])]) if (stream.businessId !== business) stream.end();
      }),
    );
  }

  private startFeed(conversationId: string): Feed {
    const feed: Feed = { streams: new Set(), stopListening: () => {}, queue: Promise.resolve() };
    feed.stopListening = this.options.events.listen(conversationId, (signal) => this.deliver(feed, signal));
    this.feeds.set(conversationId, feed);
    return feed;
  }

  /** Sends a signal to every stream of the feed, in the order signals arrived ('created' never overtakes 'completed'). */
  private deliver(feed: Feed, signal: ConversationSignal): void {
    feed.queue = feed.queue
      .then(async () => {
        if (signal.kind === 'changed') return; // a renamed title: polls revalidate, streams carry messages only
        if (signal.kind === 'delta') {
          const event: ConversationEvent = { type: 'message.delta', replyToMessageId: signal.replyToMessageId, offset: signal.offset, text: signal.text };
          for (const stream of feed.streams) stream.send(event);
          return;
        }
        const views = await this.options.loadMessage(signal.messageId);
        if (!views) return;
        const type = signal.kind === 'created' ? 'message.created' : 'message.completed';
        for (const stream of feed.streams) stream.send({ type, message: views(stream.sessionId) });
      })
      .catch(this.options.onError);
  }
}
