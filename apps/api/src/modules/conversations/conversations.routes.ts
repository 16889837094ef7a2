import { apiRoutes } from '@mike/contracts';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/http.ts';
import { registerConversationStreamRoute } from './conversation-stream.routes.ts';
import type { ConversationsService, QuestionKey } from './conversations.service.ts';
import { registerDocumentRoutes } from './documents.routes.ts';
import { registerPollRoute } from './poll.routes.ts';

/** The chat's routes: its writes and list here; the poll, the event stream and the document links each in their own file. */
export function registerConversationRoutes(app: FastifyInstance, conversations: ConversationsService): void {
  // Their answers come encoded (each message's JSON made once: ADR 037); `conversations.test.ts` holds them to the contract.
  defineRoute(app, apiRoutes.createConversation, async ({ body, caller, request, reply }) =>
    sendEncoded(reply, apiRoutes.createConversation.status, await conversations.create(caller, body.message, request.id, questionKeyOf(request, body))),
  );
  defineRoute(app, apiRoutes.sendMessage, async ({ body, caller, request, reply }) =>
    sendEncoded(reply, apiRoutes.sendMessage.status, await conversations.send(caller, body.chatId, body.message, request.id, questionKeyOf(request, body))),
  );
  defineRoute(app, apiRoutes.renameConversation, ({ params, body, caller }) => conversations.rename(caller, params.id, body.title));
  defineRoute(app, apiRoutes.searchConversations, ({ query, caller, request }) => conversations.search(caller, query.q, request.id));
  defineRoute(app, apiRoutes.deleteConversation, ({ params, caller, request }) => conversations.remove(caller, params.id, request.id));
  defineRoute(app, apiRoutes.sendMessageFeedback, ({ params, body, caller, request }) =>
    conversations.feedback(caller, params.id, params.messageId, body, request.id),
  );
  defineRoute(app, apiRoutes.stopReply, ({ params, caller, request }) => conversations.stopReply(caller, params.id, params.messageId, request.id));
  defineRoute(app, apiRoutes.getAllConversations, ({ caller, request }) => conversations.getAll(caller, request.id));
  registerPollRoute(app, conversations);
  registerConversationStreamRoute(app, conversations);
  registerDocumentRoutes(app, conversations);
}

function sendEncoded(reply: FastifyReply, status: number, body: Buffer): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** What an `Idempotency-Key` may be: a UUID, or any 8 to 100 letters, digits, '-' and '_'. */
const QUESTION_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** The `Idempotency-Key` a question was sent with, and the hash of its route and body (SECURITY.md #42). */
function questionKeyOf(request: FastifyRequest, body: unknown): QuestionKey | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !QUESTION_KEY.test(key)) throw new AppError('VALIDATION_ERROR', 'La cabecera Idempotency-Key no es válida.');
  const requestHash = createHash('sha256').update(`${request.routeOptions.url ?? ''}\n${JSON.stringify(body)}`).digest('hex');
  return { key, requestHash };
}
