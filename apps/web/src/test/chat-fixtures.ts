import { ConversationSchema, MessageSchema, type Conversation, type Message } from '@mike/contracts';
import { ownerUser } from './fixtures.ts';

// Contract-shaped chat fixtures: each is parsed with its schema, so a fixture can never drift from the API.

export function buildMessage(overrides: Partial<Message> = {}): Message {
  return MessageSchema.parse({
    id: crypto.randomUUID(),
    messageType: 'TEXT',
    sender: 'USER',
    creationDate: '2025-03-10T10:00:00.000Z',
    text: '¿Puedo subir el alquiler?',
    ...overrides,
  });
}

export function buildConversation(overrides: Partial<Conversation> = {}): Conversation {
  return ConversationSchema.parse({
    id: crypto.randomUUID(),
    contact: { id: ownerUser.id, name: ownerUser.name, email: ownerUser.email, phone: ownerUser.phone },
    language: 'SPANISH',
    creationDate: '2025-03-10T10:00:00.000Z',
    messages: [],
    ...overrides,
  });
}

/** A reply from the bot to `question`. */
export function buildReply(question: Message, overrides: Partial<Message> = {}): Message {
  return buildMessage({
    sender: 'BOT',
    replyToMessageId: question.id,
    text: 'Sí, una vez al año según el IPC.',
    creationDate: '2025-03-10T10:00:05.000Z',
    ...overrides,
  });
}
