import type { Answer, Citation as AssistantCitation, ConversationTurn, Language } from '@mike/assistant';
import type { Citation } from '@mike/contracts';
import type { SQL } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import type { AppContext } from '../../platform/context.ts';
import { reportError } from '../../platform/error-reporting.ts';
import type { ConversationSignal } from './conversation-events.ts';
import type { ConversationsService } from './conversations.service.ts';
import * as repository from './conversations.repository.ts';
import { REPLY_QUEUE, REPLY_RETRY_LIMIT, replyQueueOptions, type ReplyJob } from './reply-queue.ts';

const APOLOGY: Record<Language, string> = {
  SPANISH: 'Lo siento, no he podido preparar una respuesta en este momento. Por favor, vuelve a intentarlo dentro de unos minutos.',
  ENGLISH: "I'm sorry, I couldn't prepare an answer right now. Please try again in a few minutes.",
};

/** Creates the reply queue (every process that sends to it needs it). */
export async function createReplyQueue(ctx: AppContext): Promise<void> {
  const options = replyQueueOptions(Math.ceil(ctx.config.LLM_TIMEOUT_MS / 1000) + 30);
  await ctx.jobs.createQueue(REPLY_QUEUE, options);
  // createQueue leaves a queue that exists as it was: its options follow this version and this configuration.
  await ctx.jobs.updateQueue(REPLY_QUEUE, options);
  // pg-boss looks a queue up on its first use. Done here, outside any transaction: on PGlite's single
  // connection a first look-up from inside the message's transaction would wait on that transaction.
  await ctx.jobs.getJobById(REPLY_QUEUE, '00000000-0000-0000-0000-000000000000');
}

/** Works the reply queue: at-least-once jobs, exactly one bot message per question. */
export async function startReplyWorker(ctx: AppContext, conversations: ConversationsService): Promise<void> {
  await ctx.jobs.work<ReplyJob>(
    REPLY_QUEUE,
    {
      // Four fetch loops of up to eight replies each: a slow answer holds only its own loop's next fetch.
      // While batches come back full a loop fetches again at once; otherwise NOTIFY wakes it when a
      // question arrives (polling is only the backstop).
      localConcurrency: 4,
      batchSize: 8,
      burstWhenBatchFull: true,
      pollingIntervalSeconds: 2,
      notifyPollingIntervalSeconds: 3,
    },
    // A failed reply is failed on its own (it is retried); pg-boss then completes the batch's jobs still active, by
    // id. Not `perJobResults`: its completion joins a JSON recordset that PostgreSQL plans as a scan of every job
    // the queue keeps (7 days of questions), milliseconds per batch that grow with the table.
    async (jobs) => {
      const settled = await Promise.allSettled(
        jobs.map(async (job) => {
          try {
            await produceReply(ctx, conversations, job);
          } catch (error) {
            ctx.logger.warn({ err: error, jobId: job.id, attempt: job.retryCount }, 'reply attempt failed');
            await ctx.jobs.fail(REPLY_QUEUE, job, { message: error instanceof Error ? error.message : String(error) });
          }
        }),
      );
      // A failure that could not be recorded fails the batch, once every reply of it has finished (not while some
      // are still being written); the attempt still active would otherwise be completed. A stored reply's retry finds it.
      const unrecorded = settled.find((result) => result.status === 'rejected');
      if (unrecorded) throw unrecorded.reason;
    },
  );
}

/**
 * The conversation, its question and the turns before it, read in two queries (the conversation and all its
 * messages, which the history needs anyway); `answered` when a retried job finds the question already has a reply.
 */
async function readQuestion(db: AppContext['database']['db'], conversationId: string, messageId: string) {
  const [conversation, messages] = await Promise.all([repository.findConversation(db, conversationId), repository.findMessages(db, [conversationId])]);
  const question = messages.find((message) => message.id === messageId);
  if (!conversation || question?.sender !== 'USER') return undefined;
  const answered = messages.some((message) => message.replyToMessageId === messageId);
  return { conversation, question, answered, history: turnsBefore(question, messages) };
}

function turnsBefore(question: repository.MessageRow, messages: readonly repository.MessageRow[]): ConversationTurn[] {
  return messages.filter((message) => message.seq < question.seq && message.text).map((message) => ({ sender: message.sender, text: message.text ?? '' }));
}

/**
 * A first attempt whose question this process wrote last takes it from the process's log, without a read: nothing
 * can follow an unanswered question but its reply, and a stop that stored one first is heard by `stops` (ADR 037).
 * A retry reads the database, where it may find the reply an earlier attempt stored.
 */
function loggedQuestion(conversations: ConversationsService, job: Job<ReplyJob>) {
  const logged = job.retryCount === 0 ? conversations.questionFromLog(job.data.conversationId, job.data.messageId) : undefined;
  if (!logged || logged.question.sender !== 'USER') return undefined;
  return { conversation: logged.conversation, question: logged.question, answered: false, history: turnsBefore(logged.question, logged.before) };
}

export async function produceReply(ctx: AppContext, conversations: ConversationsService, job: Job<ReplyJob>): Promise<void> {
  const db = ctx.database.db;
  const { messageId, conversationId } = job.data;
  const read = loggedQuestion(conversations, job) ?? (await readQuestion(db, conversationId, messageId));
  // A retried job whose reply already exists has nothing left to do.
  if (!read || read.answered) return;
  const { conversation, question, history } = read;
  const language: Language = conversation.language ?? 'SPANISH';

  const stop = conversations.stops.begin(messageId);
  const deltas = coalescedDeltas((offset, text) => conversations.events.publish(deltaSignal(job.data, offset, text)));
  let written: Written;
  try {
    written = await writeAnswer(ctx, job, deltas.push, { question, history, language, stop: stop.signal });
  } catch (error) {
    await deltas.flush();
    throw error;
  } finally {
    conversations.stops.end(messageId, stop);
  }
  // The answer's last piece goes out with `message.completed`, in one statement, rather than in one of its own.
  const last = await deltas.keepLast();
  const { answer } = written;
  const document = answer?.documents[0];
  // The insert announces the reply, after the answer's last piece: no statement of their own (ADR 040).
  const write = conversations.announcedWrite('completed', conversationId, last ? [deltaSignal(job.data, last.offset, last.text)] : []);
  let reply: repository.MessageRow | undefined;
  try {
    reply = await storeReply(
      db,
      document,
      {
        id: write.id,
        businessId: conversation.businessId,
        conversationId,
        sender: 'BOT',
        messageType: document ? 'DOCUMENT' : 'TEXT',
        replyToMessageId: messageId,
        text: written.interrupted ?? answer?.text ?? APOLOGY[language],
        englishText: answer?.englishText ?? null,
        documentName: document?.fileName ?? null,
        citations: answer?.citations.map(toStoredCitation) ?? [],
        interrupted: written.interrupted !== undefined,
        creationDate: ctx.now(),
      },
      write.announcement,
    );
  } finally {
    if (!reply) write.abandon();
  }
  if (reply) await conversations.afterWrite(reply, 'completed', { conversation, previousId: messageId, announced: true });
}

function deltaSignal({ conversationId, messageId }: ReplyJob, offset: number, text: string): ConversationSignal {
  return { kind: 'delta', conversationId, replyToMessageId: messageId, offset, text };
}

/**
 * Stores the reply unless the question already has one; returns it only when stored. A text reply is one
 * statement (atomic on its own, no transaction round trips); a document goes in the same transaction as its message.
 */
async function storeReply(db: AppContext['database']['db'], document: Answer['documents'][number] | undefined, values: repository.NewMessage, announcement: SQL<unknown>) {
  if (!document) return repository.insertReplyOnce(db, values, announcement);
  return db.transaction(async (tx) => {
    const inserted = await repository.insertReplyOnce(tx, values, announcement);
    if (inserted) {
      const { fileName, mimeType, content } = document;
      await repository.insertDocument(tx, { businessId: values.businessId, messageId: inserted.id, fileName, mimeType, content, createdAt: values.creationDate });
    }
    return inserted;
  });
}

/** The assistant's answer; or the text written before the member stopped it; or neither (the apology) when the last attempt failed. */
type Written = { answer: Answer; interrupted?: undefined } | { answer?: undefined; interrupted: string } | { answer?: undefined; interrupted?: undefined };

interface Asked {
  question: repository.MessageRow;
  /** The conversation's turns before the question. */
  history: ConversationTurn[];
  language: Language;
  /** Aborts when the member stops the reply ("Detener"). */
  stop: AbortSignal;
}

/** Asks the assistant, handing the answer's pieces to `push` as they come; a failure is thrown while retries remain. */
async function writeAnswer(ctx: AppContext, job: Job<ReplyJob>, push: (text: string) => void, { question, history, language, stop }: Asked): Promise<Written> {
  const { messageId } = job.data;
  let written = '';
  const onDelta = (text: string) => {
    written += text;
    push(text);
  };
  try {
    stop.throwIfAborted();
    const signal = job.signal ? AbortSignal.any([job.signal, stop]) : stop;
    return { answer: await (await ctx.getAssistant()).answer({ history, question: question.text ?? '', language, signal, onDelta }) };
  } catch (error) {
    if (stop.aborted) return { interrupted: written };
    if (job.retryCount < REPLY_RETRY_LIMIT) throw error;
    ctx.logger.error({ err: error, messageId }, 'reply failed after every retry; answering with an apology');
    reportError(error, { messageId });
    return {};
  }
}

/** How long pieces of an answer are gathered before they are published together. */
const DELTA_INTERVAL_MS = 50;

/**
 * Gathers the pieces of an answer and publishes them at most every 50 ms, in order, with their character
 * offset: an answer streamed word by word costs a few notifications instead of one per word. `keepLast` ends
 * the answer: it waits for what was published and hands back the piece not yet published, which the reply's
 * insert announces with it (an answer produced at once costs no statement of its own).
 */
function coalescedDeltas(publish: (offset: number, text: string) => Promise<void>) {
  let offset = 0;
  let pending = '';
  let timer: NodeJS.Timeout | undefined;
  let publishing = Promise.resolve();
  /** The piece not yet published, now counted as sent; the timer stops. */
  const take = () => {
    clearTimeout(timer);
    timer = undefined;
    const piece = pending ? { offset, text: pending } : undefined;
    offset += pending.length;
    pending = '';
    return piece;
  };
  const flush = () => {
    const piece = take();
    // Published one after another so every process sees the pieces in order.
    if (piece) publishing = publishing.then(() => publish(piece.offset, piece.text)).catch(() => {});
    return publishing;
  };
  return {
    push: (text: string) => {
      pending += text;
      timer ??= setTimeout(flush, DELTA_INTERVAL_MS);
    },
    flush,
    async keepLast(): Promise<{ offset: number; text: string } | undefined> {
      const last = take();
      await publishing;
      return last;
    },
  };
}

/** The engine's verified citation, stored with the bot message in the contracts' shape (nothing more). */
function toStoredCitation({ label, lawId, article, apartado, url, versionDate }: AssistantCitation): Citation {
  return { label, lawId, article, ...(apartado ? { apartado } : {}), url, versionDate };
}
