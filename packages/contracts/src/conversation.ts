import { z } from 'zod';
import { DateTimeSchema, IdSchema } from './common.ts';
import { CitationSchema } from './legislation.ts';

export const MESSAGE_MAX_LENGTH = 4000;

export const MessageTypeSchema = z.enum(['TEXT', 'DOCUMENT']);
export const MessageSenderSchema = z.enum(['USER', 'BOT']);
export const ConversationLanguageSchema = z.enum(['ENGLISH', 'SPANISH']);
export type ConversationLanguage = z.infer<typeof ConversationLanguageSchema>;

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
export type ConversationResponse = z.infer<typeof ConversationResponseSchema>;

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
