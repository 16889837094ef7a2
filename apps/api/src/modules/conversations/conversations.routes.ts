import { apiRoutes } from '@mike/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { defineRoute } from '../../platform/http.ts';
import { registerConversationStreamRoute } from './conversation-stream.routes.ts';
import type { ConversationsService } from './conversations.service.ts';
import { registerDocumentRoutes } from './documents.routes.ts';
import { registerPollRoute } from './poll.routes.ts';

/** The chat's routes: its writes and list here; the poll, the event stream and the document links each in their own file. */
export function registerConversationRoutes(app: FastifyInstance, conversations: ConversationsService): void {
  // Their answers come encoded (each message's JSON made once: ADR 037); `conversations.test.ts` holds them to the contract.
  defineRoute(app, apiRoutes.createConversation, async ({ body, caller, request, reply }) =>
    sendEncoded(reply, apiRoutes.createConversation.status, await conversations.create(caller, body.message, request.id)),
  );
  defineRoute(app, apiRoutes.sendMessage, async ({ body, caller, request, reply }) =>
    sendEncoded(reply, apiRoutes.sendMessage.status, await conversations.send(caller, body.chatId, body.message, request.id)),
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
