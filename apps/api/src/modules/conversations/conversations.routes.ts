import { apiRoutes } from '@mike/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http.ts';
import { registerConversationStreamRoute } from './conversation-stream.routes.ts';
import type { ConversationsService } from './conversations.service.ts';
import { registerDocumentRoutes } from './documents.routes.ts';
import { registerPollRoute } from './poll.routes.ts';

/** The chat's routes: its writes and list here; the poll, the event stream and the document links each in their own file. */
export function registerConversationRoutes(app: FastifyInstance, conversations: ConversationsService): void {
  defineRoute(app, apiRoutes.createConversation, ({ body, caller, request }) => conversations.create(caller, body.message, request.id));
  defineRoute(app, apiRoutes.sendMessage, ({ body, caller, request }) => conversations.send(caller, body.chatId, body.message, request.id));
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
