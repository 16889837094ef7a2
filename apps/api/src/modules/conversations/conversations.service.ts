import { randomUUID } from 'node:crypto';
import { conversationMemo, detectLanguage } from '@mike/assistant';
import {
  MESSAGE_MAX_LENGTH,
  type Conversation,
  type ConversationResponse,
  type ConversationsResponse,
  type DeleteConversationResponse,
  type MessageFeedbackRequest,
  type MessageFeedbackResponse,
  type Message,
  type StopReplyResponse,
} from '@mike/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { fromDrizzle } from 'pg-boss';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuthSession } from '../../platform/sessions.ts';
import { verifyToken } from '../../platform/signed-token.ts';
import { assertSeats, getPlanMembershipForWrite, type MembershipCache, type PlanMembership } from '../business/index.ts';
import { ConversationCache, RecentMessages, encodeBody, type CachedBody } from './conversation-cache.ts';
import { ConversationEvents, announcedBy, type ConversationSignal } from './conversation-events.ts';
import { toMemoInput } from './conversation-memo.ts';
import { EventStreams, type MessageViews } from './event-streams.ts';
import { MessageLogs } from './message-logs.ts';
import {
  DOCUMENT_LINK_PURPOSE,
  documentLinksServableUntil,
  documentUrl,
  conversationHead,
  encodeMessageResponse,
  messageJson,
  toContact,
  toConversation,
  toMessage,
  type DocumentLinkPayload,
} from './conversation-view.ts';
import * as repository from './conversations.repository.ts';
import { REPLY_QUEUE, type ReplyJob } from './reply-queue.ts';
import { ReplyStops } from './reply-stops.ts';

const NOT_FOUND_MESSAGE = 'La conversación no existe.';
const ANSWER_NOT_FOUND_MESSAGE = 'La respuesta no existe.';
const QUESTION_NOT_FOUND_MESSAGE = 'La consulta no existe.';
/** How long a stop waits for the worker writing the reply to store what it wrote before storing an empty stopped reply itself. */
const STOP_WAIT_MS = 2_000;

/** Conversations and their durable reply queue (DESIGN.md §6–7). */
export class ConversationsService {
  readonly events: ConversationEvents;
  /** The open event streams of this process (SECURITY.md #37). */
  readonly streams: EventStreams;
  /** The "Detener" of replies being written, heard by every process's worker. */
  readonly stops: ReplyStops;
  private readonly cache = new ConversationCache();
  /** What this process wrote last: the events announcing these rows need not read them back. */
  private readonly written = new RecentMessages<repository.MessageRow>();
  /** The messages of recently used conversations: the send's answer and the worker's history (ADR 037). */
  private readonly logs = new MessageLogs();

  constructor(
    private readonly ctx: AppContext,
    /** The process's one membership cache (the composition root shares it with the team's service). */
    readonly memberships: MembershipCache,
  ) {
    this.events = new ConversationEvents(ctx.bus);
    this.stops = new ReplyStops(ctx.bus);
    // Any write seen from any process makes the cached copy stale.
    this.events.listenAll((signal) => {
      if (signal.kind === 'delta') return;
      this.cache.invalidate(signal.conversationId);
      // Another process's message, a new title, a vote or a deletion: this process's log is no longer the conversation.
      if (signal.kind === 'changed' || !this.written.get(signal.messageId)) this.logs.drop(signal.conversationId);
    });
    ctx.bus.onGap(() => {
      this.cache.clear();
      this.logs.clear();
    });
    this.streams = this.createStreams();
  }

  /** Streams bounded by the configuration, ended at logout, password reset and removal, in every process. */
  private createStreams(): EventStreams {
    const { ctx } = this;
    const onError = (error: unknown) => ctx.logger.error({ err: error }, 'event stream failed');
    const streams = new EventStreams({
      events: this.events,
      limits: { perUser: ctx.config.EVENT_STREAMS_PER_USER, perConversation: ctx.config.EVENT_STREAMS_PER_CONVERSATION },
      loadMessage: (messageId) => this.loadMessageViews(messageId),
      isSessionAlive: (sessionId) => ctx.sessions.isAlive(sessionId),
      currentBusiness: async (clientUserId) => (await this.memberships.getWithPlan(this.db, clientUserId)).businessId,
      onError,
    });
    ctx.sessions.onRevoked((clientUserId) => void streams.endRevoked(clientUserId).catch(onError));
    this.memberships.onChange((change) => void streams.endUnauthorised(change).catch(onError));
    // Events of a gap in the bus are lost for good: a stream that silently missed a `message.completed`
    // would leave its client waiting, so every stream ends and the client polls (DESIGN.md §7).
    ctx.bus.onGap(() => streams.endAll());
    return streams;
  }

  private get db() {
    return this.ctx.database.db;
  }

  /**
   * Starts a conversation with its first message; the reply comes later through the queue. Like every
   * write, it checks the membership in its own transaction, not in the cache (SECURITY.md #30).
   */
  async create(caller: AuthSession, text: string, traceId: string, questionKey?: QuestionKey): Promise<Buffer> {
    assertLength(text);
    return this.once(caller, questionKey, traceId, () => this.createOnce(caller, text, traceId, questionKey));
  }

  private async createOnce(caller: AuthSession, text: string, traceId: string, questionKey: QuestionKey | undefined): Promise<Buffer> {
    const { clientUserId } = caller;
    const language = detectLanguage(text);
    const now = this.ctx.now();
    let write: AnnouncedWrite | undefined;
    const { conversation, message } = await this.db
      .transaction(async (tx) => {
        const membership = await getPlanMembershipForWrite(tx, clientUserId, now);
        const conversation = await repository.insertConversation(tx, {
          businessId: membership.businessId,
          clientUserId,
          language,
          creationDate: now,
        });
        write = this.announcedWrite('created', conversation.id);
        const { message } = await this.insertQuestion(tx, conversation, text, now, write);
        await this.claimKey(tx, caller, questionKey, message, now);
        return { conversation, message };
      })
      .catch(abandoning(() => write));
    const rows = await this.afterWrite(message, 'created', { conversation, previousId: undefined, announced: true });
    return this.encodeAnswer(conversation, caller.sessionId, rows, message, traceId);
  }

  /** Adds a question to one of the caller's conversations; REPLY_PENDING while the last one is unanswered. */
  async send(caller: AuthSession, chatId: string, text: string, traceId: string, questionKey?: QuestionKey): Promise<Buffer> {
    assertLength(text);
    return this.once(caller, questionKey, traceId, () => this.sendOnce(caller, chatId, text, traceId, questionKey));
  }

  private async sendOnce(caller: AuthSession, chatId: string, text: string, traceId: string, questionKey: QuestionKey | undefined): Promise<Buffer> {
    const { clientUserId } = caller;
    const now = this.ctx.now();
    let write: AnnouncedWrite | undefined;
    const { conversation, contact, votes, message, previousId } = await this.db
      .transaction(async (tx) => {
        // One statement reads and locks the membership, the seats and the conversation (SECURITY.md #30).
        const found = await repository.lockOwnConversationForSend(tx, { id: chatId, clientUserId });
        if (!found) {
          // Not a member now (FORBIDDEN), no seats (NO_ACTIVE_PLAN), or no such chat in their business.
          await getPlanMembershipForWrite(tx, clientUserId, now);
          throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
        }
        assertSeats(found.plan, now);
        const { conversation, contact, votes } = found;
        // Announced under the stored id (the request's may differ in case: PostgreSQL compares UUIDs without it).
        write = this.announcedWrite('created', conversation.id);
        const { message, previousId } = await this.insertQuestion(tx, conversation, text, now, write);
        await this.claimKey(tx, caller, questionKey, message, now);
        return { conversation, contact, votes, message, previousId };
      })
      .catch(abandoning(() => write));
    // The chat of the answer comes from this process's log when it ended with the last message the transaction saw.
    const rows = await this.afterWrite(message, 'created', { conversation, previousId, announced: true });
    return this.encodeAnswer(conversation, caller.sessionId, rows, message, traceId, { contact, votes });
  }

  /**
   * The body of `GET /conversations/:id`, served from memory while the conversation is unchanged:
   * a poll of an unchanged conversation costs no database round trip.
   */
  async getConversationBody(caller: AuthSession, id: string): Promise<CachedBody> {
    const { clientUserId } = caller;
    const membership = await this.memberships.getWithPlan(this.db, clientUserId);
    const now = this.ctx.now();
    const cached = this.cache.get(id, now.getTime());
    if (cached) {
      if (cached.businessId !== membership.businessId || cached.clientUserId !== clientUserId) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
      if (isServable(cached, caller.sessionId, now.getTime())) return cached;
    }
    const generation = this.cache.generation(id);
    const conversation = await this.findOwn(membership, id);
    const chat = await this.loadConversation(conversation, caller.sessionId);
    const encoded = encodeBody(JSON.stringify({ chat }));
    // A body with document links holds this session's links, valid for a while: it is kept for this session and that while.
    const links = chat.messages.some((message) => message.documentUrl) ? { sessionId: caller.sessionId, servableUntil: documentLinksServableUntil(now) } : undefined;
    this.cache.set(id, generation, { ...encoded, businessId: membership.businessId, clientUserId, storedAt: now.getTime(), ...(links ? { links } : {}) });
    return encoded;
  }

  /**
   * The cached body of a conversation when everything needed to serve it is already in memory (membership
   * on a plan, the conversation of this caller); undefined otherwise, and the normal route answers.
   */
  peekConversationBody(caller: AuthSession, id: string): CachedBody | undefined {
    const membership = this.memberships.peekWithPlan(caller.clientUserId);
    const nowMs = this.ctx.now().getTime();
    const cached = membership && this.cache.get(id, nowMs);
    if (!membership || !cached || cached.businessId !== membership.businessId || cached.clientUserId !== caller.clientUserId) return undefined;
    return isServable(cached, caller.sessionId, nowMs) ? cached : undefined;
  }

  /** The caller's conversations, newest first, with their messages. */
  async getAll(caller: AuthSession, traceId: string): Promise<ConversationsResponse> {
    const membership = await this.memberships.getWithPlan(this.db, caller.clientUserId);
    const rows = await repository.findOwnConversations(this.db, membership.businessId, caller.clientUserId);
    return { conversations: await this.withMessages(rows, caller), traceId };
  }

  /** The caller's conversations matching `query` in their title or messages (Spanish text search), newest first. */
  async search(caller: AuthSession, query: string, traceId: string): Promise<ConversationsResponse> {
    const membership = await this.memberships.getWithPlan(this.db, caller.clientUserId);
    const rows = await repository.searchOwnConversations(this.db, membership.businessId, caller.clientUserId, query);
    return { conversations: await this.withMessages(rows, caller), traceId };
  }

  private async withMessages(rows: repository.ConversationRow[], caller: AuthSession): Promise<Conversation[]> {
    const contact = toContact(await repository.findContact(this.db, caller.clientUserId));
    const messages = await repository.findMessages(this.db, rows.map((row) => row.id));
    const views = await this.viewsOf(messages, caller.clientUserId, caller.sessionId);
    const byConversation = new Map<string, Message[]>();
    messages.forEach((message, index) => {
      const list = byConversation.get(message.conversationId) ?? [];
      list.push(views[index]!);
      byConversation.set(message.conversationId, list);
    });
    return rows.map((row) => toConversation(row, contact, byConversation.get(row.id) ?? []));
  }

  /** One of the caller's conversations as a .docx memo, named after its title (issue 14). */
  async exportMemo(caller: AuthSession, id: string): Promise<{ fileName: string; content: Uint8Array }> {
    const membership = await this.memberships.getWithPlan(this.db, caller.clientUserId);
    const chat = await this.loadConversation(await this.findOwn(membership, id), caller.sessionId);
    return conversationMemo(toMemoInput(chat, this.ctx.now()));
  }

  /** Renames one of the caller's conversations (issue 14). */
  async rename(caller: AuthSession, id: string, title: string): Promise<ConversationResponse> {
    const { clientUserId } = caller;
    const conversation = await this.db.transaction(async (tx) => {
      const membership = await getPlanMembershipForWrite(tx, clientUserId, this.ctx.now());
      const scope = { id, businessId: membership.businessId, clientUserId };
      if (!(await repository.updateOwnConversationTitle(tx, scope, title))) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
      return repository.findOwnConversation(tx, scope);
    });
    if (!conversation) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    await this.afterChange(id);
    return { chat: await this.loadConversation(conversation, caller.sessionId) };
  }

  /** Deletes one of the caller's conversations; its document links stop working with it (their rows are gone). */
  async remove(caller: AuthSession, id: string, traceId: string): Promise<DeleteConversationResponse> {
    const { clientUserId } = caller;
    await this.db.transaction(async (tx) => {
      const membership = await getPlanMembershipForWrite(tx, clientUserId, this.ctx.now());
      if (!(await repository.deleteOwnConversation(tx, { id, businessId: membership.businessId, clientUserId }))) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    });
    await this.afterChange(id);
    return { deleted: true, traceId };
  }

  /** Stores the caller's 👍/👎 on a bot answer of one of their conversations, replacing their earlier vote. */
  async feedback(caller: AuthSession, id: string, messageId: string, request: MessageFeedbackRequest, traceId: string): Promise<MessageFeedbackResponse> {
    const { clientUserId } = caller;
    const now = this.ctx.now();
    const row = await this.db.transaction(async (tx) => {
      const membership = await getPlanMembershipForWrite(tx, clientUserId, now);
      const conversation = await repository.findOwnConversation(tx, { id, businessId: membership.businessId, clientUserId });
      if (!conversation) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
      if (!(await repository.findMessageFrom(tx, conversation.id, messageId, 'BOT'))) throw new AppError('NOT_FOUND', ANSWER_NOT_FOUND_MESSAGE);
      const comment = request.comment ? request.comment : null;
      return repository.upsertFeedback(tx, { conversationId: id, messageId, businessId: membership.businessId, userId: clientUserId, rating: request.rating, comment, createdAt: now, updatedAt: now });
    });
    await this.afterChange(id);
    return { feedback: { rating: row.rating, ...(row.comment ? { comment: row.comment } : {}) }, traceId };
  }

  /**
   * Stops the answer to the caller's question `messageId` while it is being written ("Detener"): the worker
   * writing it (in any process) stores the text written so far, marked interrupted. When no worker stores it
   * in time (the job has not started), an empty interrupted answer is stored here; the unique reply per
   * question keeps it to exactly one either way. An answer already finished is returned unchanged.
   */
  async stopReply(caller: AuthSession, id: string, messageId: string, traceId: string): Promise<StopReplyResponse> {
    const conversation = await this.db.transaction(async (tx) => {
      const membership = await getPlanMembershipForWrite(tx, caller.clientUserId, this.ctx.now());
      return repository.findOwnConversation(tx, { id, businessId: membership.businessId, clientUserId: caller.clientUserId });
    });
    if (!conversation) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    if (!(await repository.findMessageFrom(this.db, conversation.id, messageId, 'USER'))) throw new AppError('NOT_FOUND', QUESTION_NOT_FOUND_MESSAGE);
    const finished = await repository.findReplyTo(this.db, messageId);
    if (finished) return { message: await this.viewOf(finished, caller), stopped: false, traceId };
    await this.stops.request(messageId);
    const reply = (await this.waitForReply(conversation.id, messageId)) ?? (await this.storeStoppedReply(conversation, messageId));
    return { message: await this.viewOf(reply, caller), stopped: reply.interrupted, traceId };
  }

  /** The reply to `messageId` once stored, waiting up to STOP_WAIT_MS (woken by the conversation's `completed`). */
  private async waitForReply(conversationId: string, messageId: string): Promise<repository.MessageRow | undefined> {
    const deadline = Date.now() + STOP_WAIT_MS;
    let wake = () => {};
    const unlisten = this.events.listen(conversationId, (signal) => {
      if (signal.kind === 'completed') wake();
    });
    try {
      for (;;) {
        const reply = await repository.findReplyTo(this.db, messageId);
        const left = deadline - Date.now();
        if (reply || left <= 0) return reply;
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, Math.min(left, 250));
        });
      }
    } finally {
      unlisten();
    }
  }

  /** An empty interrupted reply, unless a worker stored one meanwhile (then that one). */
  private async storeStoppedReply(conversation: repository.ConversationRow, messageId: string): Promise<repository.MessageRow> {
    const inserted = await repository.insertReplyOnce(this.db, {
      businessId: conversation.businessId,
      conversationId: conversation.id,
      sender: 'BOT',
      messageType: 'TEXT',
      replyToMessageId: messageId,
      text: '',
      interrupted: true,
      creationDate: this.ctx.now(),
    });
    if (inserted) await this.afterWrite(inserted, 'completed', { conversation, previousId: messageId });
    const reply = inserted ?? (await repository.findReplyTo(this.db, messageId));
    if (!reply) throw new Error(`the reply to ${messageId} was neither stored nor found`);
    return reply;
  }

  private async viewOf(message: repository.MessageRow, caller: AuthSession): Promise<Message> {
    const [view] = await this.viewsOf([message], caller.clientUserId, caller.sessionId);
    return view!;
  }

  /**
   * The document a signed link names: the link lives at most 15 minutes and only while the session it was
   * issued to does (SECURITY.md #35); NOT_FOUND otherwise.
   */
  async openDocumentLink(id: string, token: string): Promise<NonNullable<Awaited<ReturnType<typeof repository.findDocument>>>> {
    const payload = verifyToken<DocumentLinkPayload>(this.ctx.config.APP_SECRET, DOCUMENT_LINK_PURPOSE, token, this.ctx.now());
    const isValid = payload?.id === id && typeof payload.sid === 'string' && (await this.ctx.sessions.isAlive(payload.sid));
    if (!isValid) throw new AppError('NOT_FOUND', 'El enlace del documento no es válido o ha caducado.');
    const document = await repository.findDocument(this.db, id);
    if (!document) throw new AppError('NOT_FOUND', 'El documento no existe.');
    return document;
  }

  /** Checks the caller may follow a conversation (for the event stream); returns its business. */
  async assertCanRead(clientUserId: string, id: string): Promise<{ businessId: string }> {
    const membership = await this.memberships.getWithPlan(this.db, clientUserId);
    await this.findOwn(membership, id);
    return { businessId: membership.businessId };
  }

  /** A message read once, as each session sees it (with its own document link): what an event carries to every stream. */
  async loadMessageViews(messageId: string): Promise<MessageViews | undefined> {
    const message = (await this.written.get(messageId)) ?? (await repository.findMessage(this.db, messageId));
    if (!message) return undefined;
    const documentIds = await repository.findDocumentIdsByMessage(this.db, message.messageType === 'DOCUMENT' ? [message.id] : []);
    const now = this.ctx.now();
    return (sessionId) => toMessage(message, this.linkFor(message, documentIds, sessionId, now));
  }

  /**
   * After a message was stored (and committed) right after the message `previousId`: invalidates the cached copy
   * here, keeps the row for the streams and the log of this process, and tells every process, unless the statement
   * that stored it `announced` it already (`announcedWrite`). Returns the conversation's messages when this
   * process's log of it was complete.
   */
  async afterWrite(
    message: repository.MessageRow,
    kind: 'created' | 'completed',
    { conversation, previousId, announced = false }: { conversation: repository.ConversationRow; previousId: string | undefined; announced?: boolean },
  ): Promise<readonly repository.MessageRow[] | undefined> {
    const { conversationId, id: messageId } = message;
    this.cache.invalidate(conversationId);
    this.written.add(message);
    const rows = this.logs.appendAfter(conversation, previousId, message);
    if (!announced) await this.events.publish({ kind, conversationId, messageId }).catch((error: unknown) => this.ctx.logger.error({ err: error }, 'publish failed'));
    return rows;
  }

  /**
   * A message this process is about to store, announced by the statement that stores it (ADR 040): its id, chosen
   * here, and the announcement of its `kind` (after the signals `before`), which that statement publishes when it
   * commits. Until `afterWrite` has the row, this process's own listeners, which may hear the announcement first,
   * wait for it instead of reading it back or taking it for another process's message. `abandon` when it was not stored.
   */
  announcedWrite(kind: 'created' | 'completed', conversationId: string, before: ConversationSignal[] = []): AnnouncedWrite {
    const id = randomUUID();
    return { id, announcement: announcedBy(...before, { kind, conversationId, messageId: id }), abandon: this.written.expect(id) };
  }

  /**
   * The question `messageId` with its conversation and the turns before it, from this process's log when the log
   * ends with that question (it wrote the question and nothing since); undefined otherwise (read the database).
   */
  questionFromLog(conversationId: string, messageId: string) {
    return this.logs.question(conversationId, messageId);
  }

  /** A change that is not a message (title, votes): every process drops its cached copy; streams send nothing. */
  private async afterChange(conversationId: string): Promise<void> {
    this.cache.invalidate(conversationId);
    await this.events.publish({ kind: 'changed', conversationId }).catch((error: unknown) => this.ctx.logger.error({ err: error }, 'publish failed'));
  }

  /**
   * Stores a question and enqueues its reply; REPLY_PENDING (the transaction then rolls back) while the message before
   * it is an unanswered question. That message is read by the insert, after the conversation's lock (the send's).
   */
  /**
   * A question sent with an `Idempotency-Key` is stored once (SECURITY.md #42): a key the member used in the last
   * 24 hours answers with the question it stored (the same body) or 422 (another body), before anything is written;
   * a request that loses a race for its key (two tabs, a retry while the first is still on its way) rolls back and
   * answers as the one that won.
   */
  private async once(caller: AuthSession, questionKey: QuestionKey | undefined, traceId: string, write: () => Promise<Buffer>): Promise<Buffer> {
    if (!questionKey) return write();
    const earlier = await this.replay(caller, questionKey, traceId);
    if (earlier) return earlier;
    try {
      return await write();
    } catch (error) {
      const raced = await this.replay(caller, questionKey, traceId);
      if (raced) return raced;
      throw error;
    }
  }

  private async claimKey(tx: Executor, caller: AuthSession, questionKey: QuestionKey | undefined, message: repository.MessageRow, now: Date): Promise<void> {
    if (!questionKey) return;
    const row = { clientUserId: caller.clientUserId, ...questionKey, conversationId: message.conversationId, messageId: message.id, createdAt: now };
    if (!(await repository.claimQuestionKey(tx, row, keysSince(now)))) throw new AppError('REPLY_PENDING', 'Esta consulta ya se está enviando.');
  }

  /** The answer of the question a key stored, as when it was sent; undefined when the key stored none lately. */
  private async replay(caller: AuthSession, { key, requestHash }: QuestionKey, traceId: string): Promise<Buffer | undefined> {
    const stored = await repository.findQuestionKey(this.db, caller.clientUserId, key, keysSince(this.ctx.now()));
    if (!stored) return undefined;
    if (stored.requestHash !== requestHash) {
      throw new AppError('IDEMPOTENCY_KEY_REUSED', 'Esta clave de reintento ya se usó con otra consulta.');
    }
    const membership = await this.memberships.getWithPlan(this.db, caller.clientUserId);
    const conversation = await this.findOwn(membership, stored.conversationId);
    const messages = await repository.findMessages(this.db, [conversation.id]);
    const question = messages.find((message) => message.id === stored.messageId);
    return question && this.encodeAnswer(conversation, caller.sessionId, messages, question, traceId);
  }

  private async insertQuestion(tx: Executor, conversation: repository.ConversationRow, text: string, now: Date, { id, announcement }: AnnouncedWrite) {
    const { row: message, previous } = await repository.insertQuestion(
      tx,
      { id, businessId: conversation.businessId, conversationId: conversation.id, sender: 'USER', messageType: 'TEXT', text, creationDate: now },
      announcement,
    );
    if (previous?.sender === 'USER') throw new AppError('REPLY_PENDING', 'Espera a que MIKE responda a tu consulta anterior.');
    // Enqueued in the same transaction as the message: both exist, or neither (SECURITY.md #23).
    const job: ReplyJob = { messageId: message.id, conversationId: conversation.id, businessId: conversation.businessId };
    await this.ctx.jobs.send(REPLY_QUEUE, job, { db: fromDrizzle(tx as never, sql), singletonKey: message.id });
    return { message, previousId: previous?.id };
  }

  private async findOwn(membership: PlanMembership, id: string): Promise<repository.ConversationRow> {
    const conversation = await repository.findOwnConversation(this.db, { id, businessId: membership.businessId, clientUserId: membership.clientUserId });
    if (!conversation) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    return conversation;
  }

  /** The conversation as its member sees it; its messages from `logged` when given, else read (and logged). */
  private async loadConversation(conversation: repository.ConversationRow, sessionId: string, logged?: readonly repository.MessageRow[]): Promise<Conversation> {
    const { contact, shown } = await this.readChat(conversation, sessionId, logged);
    return toConversation(conversation, contact, shown.map((args) => toMessage(...args)));
  }

  /**
   * The send's and create's answer, encoded from each message's JSON (made once per message: ADR 037), with what
   * the write's own transaction already read.
   */
  private async encodeAnswer(
    conversation: repository.ConversationRow,
    sessionId: string,
    logged: readonly repository.MessageRow[] | undefined,
    question: repository.MessageRow,
    traceId: string,
    known: Known = {},
  ): Promise<Buffer> {
    const { contact, shown } = await this.readChat(conversation, sessionId, logged, known);
    // The chat's head is made from the rows: each message's view is its JSON, made once.
    const head = conversationHead(conversation, contact, shown.map(([row]) => row));
    return encodeMessageResponse(messageJson(question), head, shown.map((args) => messageJson(...args)), traceId);
  }

  private async readChat(conversation: repository.ConversationRow, sessionId: string, logged?: readonly repository.MessageRow[], known: Known = {}) {
    const generation = this.logs.generation(conversation.id);
    // Independent reads: on PostgreSQL they run side by side on the pool.
    const [messages, contact] = await Promise.all([
      logged ?? repository.findMessages(this.db, [conversation.id]),
      known.contact ?? repository.findContact(this.db, conversation.clientUserId),
    ]);
    if (!logged) this.logs.store(conversation, generation, messages);
    return { contact: toContact(contact), shown: await this.shownAs(messages, conversation.clientUserId, sessionId, known.votes) };
  }

  /** Messages as the API shows them to their member: document links issued to `sessionId`, the member's own votes. */
  private async viewsOf(messages: readonly repository.MessageRow[], clientUserId: string, sessionId: string): Promise<Message[]> {
    return (await this.shownAs(messages, clientUserId, sessionId)).map((args) => toMessage(...args));
  }

  /** Each message with what its view adds for this member and session: its document link and their vote (read unless known). */
  private async shownAs(messages: readonly repository.MessageRow[], clientUserId: string, sessionId: string, votes?: ReadonlyMap<string, repository.Vote>): Promise<ShownMessage[]> {
    const [documentIds, feedback] = await Promise.all([
      repository.findDocumentIdsByMessage(this.db, messages.filter((m) => m.messageType === 'DOCUMENT').map((m) => m.id)),
      votes ?? repository.findFeedbackByMessage(this.db, clientUserId, messages.filter((m) => m.sender === 'BOT').map((m) => m.id)),
    ]);
    const now = this.ctx.now();
    return messages.map((message) => [message, this.linkFor(message, documentIds, sessionId, now), feedback.get(message.id)]);
  }

  private linkFor(message: repository.MessageRow, documentIds: Map<string, string>, sessionId: string, now: Date): string | undefined {
    const documentId = documentIds.get(message.id);
    return documentId ? documentUrl(this.ctx.config.APP_SECRET, documentId, message.documentName ?? 'documento.docx', sessionId, now) : undefined;
  }
}

/** How long a member's `Idempotency-Key` keeps the question it stored (SECURITY.md #42). */
const QUESTION_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

export function keysSince(now: Date): Date {
  return new Date(now.getTime() - QUESTION_KEY_LIFETIME_MS);
}

/** A question's `Idempotency-Key` and the hash of what was sent with it. */
export interface QuestionKey {
  key: string;
  requestHash: string;
}

/** A message to be stored with the announcement of it (`ConversationsService.announcedWrite`). */
export interface AnnouncedWrite {
  id: string;
  announcement: SQL<unknown>;
  abandon: () => void;
}

/** A failed write's handler: the message it announced was not stored. */
function abandoning(write: () => AnnouncedWrite | undefined) {
  return (error: unknown): never => {
    write()?.abandon();
    throw error;
  };
}

/** What a write's transaction read already and the answer need not read again. */
interface Known {
  contact?: repository.ContactRow;
  votes?: ReadonlyMap<string, repository.Vote>;
}

type ShownMessage = [row: repository.MessageRow, link: string | undefined, feedback: repository.Vote | undefined];

/** Whether a cached body may go to this session now: one holding document links only to its session, and while they last. */
function isServable(cached: { links?: { sessionId: string; servableUntil: number } }, sessionId: string, nowMs: number): boolean {
  return !cached.links || (cached.links.sessionId === sessionId && nowMs < cached.links.servableUntil);
}

function assertLength(text: string): void {
  if ([...text].length > MESSAGE_MAX_LENGTH) {
    throw new AppError('MESSAGE_TOO_LONG', `El mensaje no puede superar ${MESSAGE_MAX_LENGTH} caracteres.`);
  }
}
