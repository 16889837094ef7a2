import { z } from 'zod';
import { DateTimeSchema, IdSchema } from './common.ts';
import { CitationSchema } from './legislation.ts';

export const MESSAGE_MAX_LENGTH = 4000;

export const MessageTypeSchema = z.enum(['TEXT', 'DOCUMENT']);
export const MessageSenderSchema = z.enum(['USER', 'BOT']);
export const ConversationLanguageSchema = z.enum(['ENGLISH', 'SPANISH']);
export type ConversationLanguage = z.infer<typeof ConversationLanguageSchema>;

export const FeedbackRatingSchema = z.enum(['up', 'down']);
export type FeedbackRating = z.infer<typeof FeedbackRatingSchema>;
export const FEEDBACK_COMMENT_MAX_LENGTH = 1000;

/** A member's 👍/👎 on a bot answer, with an optional comment (issue 14). */
export const MessageFeedbackSchema = z.object({ rating: FeedbackRatingSchema, comment: z.string().optional() });
export type MessageFeedback = z.infer<typeof MessageFeedbackSchema>;

export const MessageSchema = z.object({
  id: IdSchema,
  messageType: MessageTypeSchema,
  sender: MessageSenderSchema,
  creationDate: DateTimeSchema,
  replyToMessageId: IdSchema.optional(),
  text: z.string().optional(),
  englishText: z.string().optional(),
  documentName: z.string().optional(),
  documentUrl: z.string().optional(),
  /** Not in the spec's entity: the verified sources of a bot answer, shown under it as chips that open the law's text. */
  citations: z.array(CitationSchema).optional(),
  /** Not in the spec's entity: the asking member's own 👍/👎 on this answer, when given. */
  feedback: MessageFeedbackSchema.optional(),
  /** Not in the spec's entity: true when the member stopped the answer while it was being written (its text is what came before). */
  interrupted: z.boolean().optional(),
});
export type Message = z.infer<typeof MessageSchema>;

export const ContactSchema = z.union([
  z.object({ id: IdSchema, name: z.string(), email: z.string(), phone: z.string() }),
  z.string(),
]);
export type Contact = z.infer<typeof ContactSchema>;

export const ConversationSchema = z.object({
  id: IdSchema,
  contact: ContactSchema,
  language: ConversationLanguageSchema.optional(),
  /** Not in the spec's entity: the member's name for the chat, or one made from its first question. */
  title: z.string().optional(),
  creationDate: DateTimeSchema,
  messages: z.array(MessageSchema),
});
export type Conversation = z.infer<typeof ConversationSchema>;

/**
 * The message text. Its length limit is checked by the server so that an over-long message
 * answers MESSAGE_TOO_LONG rather than a generic validation error; the schema only bounds it.
 */
const MessageTextSchema = z.string().trim().min(1, { error: 'El mensaje no puede estar vacío' }).max(100_000);

export const CreateConversationRequestSchema = z.strictObject({ message: MessageTextSchema });
export type CreateConversationRequest = z.infer<typeof CreateConversationRequestSchema>;

export const SendMessageRequestSchema = z.strictObject({ chatId: IdSchema, message: MessageTextSchema });
export type SendMessageRequest = z.infer<typeof SendMessageRequestSchema>;

export const MessageResponseSchema = z.object({
  message: MessageSchema,
  chat: ConversationSchema,
  traceId: z.string(),
});
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

export const ConversationParamsSchema = z.strictObject({ id: IdSchema });
export const ConversationResponseSchema = z.object({ chat: ConversationSchema });

/** A drafted document's signed link (DESIGN.md §6): `/documents/{id}/{fileName}?token=`. */
export const DocumentParamsSchema = z.strictObject({ id: z.uuid(), fileName: z.string().max(200) });
export const DocumentQuerySchema = z.strictObject({ token: z.string().max(2000) });
export type ConversationResponse = z.infer<typeof ConversationResponseSchema>;

export const CONVERSATION_TITLE_MAX_LENGTH = 120;

/** POST /conversations/:id/title: the member renames one of their chats. */
export const RenameConversationRequestSchema = z.strictObject({
  title: z
    .string()
    .trim()
    .min(1, { error: 'El título no puede estar vacío' })
    .max(CONVERSATION_TITLE_MAX_LENGTH, { error: `El título no puede superar ${CONVERSATION_TITLE_MAX_LENGTH} caracteres` }),
});
export type RenameConversationRequest = z.infer<typeof RenameConversationRequestSchema>;

/** GET /conversations/search?q=: full text over the member's own chats (their titles and messages), Spanish stemming. */
export const SearchConversationsQuerySchema = z.strictObject({
  q: z.string().trim().min(1, { error: 'Escribe qué buscar' }).max(200, { error: 'La búsqueda no puede superar 200 caracteres' }),
});

/** DELETE /conversations/:id: the chat, its messages, votes and documents are gone for good. */
export const DeleteConversationResponseSchema = z.object({ deleted: z.literal(true), traceId: z.string() });
export type DeleteConversationResponse = z.infer<typeof DeleteConversationResponseSchema>;

export const MessageFeedbackParamsSchema = z.strictObject({ id: IdSchema, messageId: IdSchema });

/** POST /conversations/:id/messages/:messageId/feedback: a vote replaces the member's earlier one on that answer. */
export const MessageFeedbackRequestSchema = z.strictObject({
  rating: FeedbackRatingSchema,
  comment: z
    .string()
    .trim()
    .max(FEEDBACK_COMMENT_MAX_LENGTH, { error: `El comentario no puede superar ${FEEDBACK_COMMENT_MAX_LENGTH} caracteres` })
    .optional(),
});
export type MessageFeedbackRequest = z.infer<typeof MessageFeedbackRequestSchema>;

/**
 * POST /conversations/:id/messages/:messageId/stop: stops the answer to the question `messageId` while it is
 * being written. The answer keeps the text written so far and is marked `interrupted`; an answer already
 * finished is returned unchanged, with `stopped: false`.
 */
export const StopReplyResponseSchema = z.object({ message: MessageSchema, stopped: z.boolean(), traceId: z.string() });
export type StopReplyResponse = z.infer<typeof StopReplyResponseSchema>;

export const MessageFeedbackResponseSchema = z.object({ feedback: MessageFeedbackSchema, traceId: z.string() });
export type MessageFeedbackResponse = z.infer<typeof MessageFeedbackResponseSchema>;

export const ConversationsResponseSchema = z.object({
  conversations: z.array(ConversationSchema),
  traceId: z.string(),
});
export type ConversationsResponse = z.infer<typeof ConversationsResponseSchema>;

/** Server-sent events of `GET /conversations/:id/events` (DESIGN.md §7). */
export const ConversationEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message.created'), message: MessageSchema }),
  /** A piece of the bot's answer while it is produced: `text` goes at character `offset` of the answer so far (0 starts it afresh). */
  z.object({ type: z.literal('message.delta'), replyToMessageId: IdSchema, offset: z.number().int().min(0), text: z.string() }),
  z.object({ type: z.literal('message.completed'), message: MessageSchema }),
]);
export type ConversationEvent = z.infer<typeof ConversationEventSchema>;
