import { apiRoutes } from '@mike/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { z } from 'zod';
import { bearerToken, requireAuth } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/http.ts';
import { verifyToken } from '../../platform/signed-token.ts';
import type { CachedBody } from './conversation-cache.ts';
import { registerConversationStreamRoute } from './conversation-stream.routes.ts';
import { DOCUMENT_LINK_PURPOSE, type DocumentLinkPayload } from './conversation-view.ts';
import * as repository from './conversations.repository.ts';
import type { ConversationsService } from './conversations.service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function registerConversationRoutes(app: FastifyInstance, ctx: AppContext, conversations: ConversationsService): void {
  registerConversationStreamRoute(app, conversations);

  defineRoute(app, apiRoutes.createConversation, ({ body, request }) =>
    conversations.create(requireAuth(request), body.message, request.id),
  );
  defineRoute(app, apiRoutes.sendMessage, ({ body, request }) =>
    conversations.send(requireAuth(request), body.chatId, body.message, request.id),
  );
  defineRoute(app, apiRoutes.renameConversation, ({ params, body, request }) => conversations.rename(requireAuth(request), params.id, body.title));
  defineRoute(app, apiRoutes.sendMessageFeedback, ({ params, body, request }) =>
    conversations.feedback(requireAuth(request), params.id, params.messageId, body, request.id),
  );
  defineRoute(app, apiRoutes.getAllConversations, ({ request }) => conversations.getAll(requireAuth(request), request.id));
  // The poll route: the cached, pre-encoded body is sent as it is; a client holding the same version gets
  // 304, and one that accepts gzip gets the body compressed once for everyone. When the session, the
  // membership and the conversation are all in memory, it answers before validation and the other hooks
  // (the same checks, made on the same caches). Polled every 500 ms by every open chat, it logs only
  // warnings: two access-log lines per poll would drown the logs.
  const sendBody = (request: FastifyRequest, reply: FastifyReply, cached: CachedBody) => {
    reply.header('etag', cached.etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding, authorization');
    if (request.headers['if-none-match'] === cached.etag) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.header('content-encoding', 'gzip').send(cached.gzipped());
    return reply.send(cached.body);
  };
  const answerFromMemory: onRequestHookHandler = (request, reply, done) => {
    const token = bearerToken(request);
    const session = token ? ctx.sessions.peek(token) : undefined;
    const { id } = request.params as { id?: string };
    const cached = session && id && UUID.test(id) ? conversations.peekConversationBody(session, id) : undefined;
    if (!cached) {
      done();
      return;
    }
    request.auth = session;
    void sendBody(request, reply, cached);
  };
  defineRoute(
    app,
    apiRoutes.getConversation,
    async ({ params, request, reply }) => {
      const cached = await conversations.getConversationBody(requireAuth(request), params.id);
      await sendBody(request, reply, cached);
      return reply;
    },
    { logLevel: 'warn', onRequest: answerFromMemory },
  );

  // Drafted documents, through signed, expiring links (a browser opens them without the bearer token).
  app.get(
    '/api/documents/:id/:fileName',
    {
      schema: { params: z.strictObject({ id: z.uuid(), fileName: z.string().max(200) }), querystring: z.strictObject({ token: z.string().max(2000) }), hide: true },
      config: { auth: 'none' },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const { token } = request.query as { token: string };
      const payload = verifyToken<DocumentLinkPayload>(ctx.config.APP_SECRET, DOCUMENT_LINK_PURPOSE, token, ctx.now());
      // A link lives at most 15 minutes and only while the session it was issued to does (SECURITY.md #35).
      const isValid = payload?.id === id && typeof payload.sid === 'string' && (await ctx.sessions.isAlive(payload.sid));
      if (!isValid) throw new AppError('NOT_FOUND', 'El enlace del documento no es válido o ha caducado.');
      const document = await repository.findDocument(ctx.database.db, id);
      if (!document) throw new AppError('NOT_FOUND', 'El documento no existe.');
      return reply
        .type(document.mimeType)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(document.fileName)}`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(document.content));
    },
  );
}
