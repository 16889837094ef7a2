import { apiRoutes } from '@mike/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defineRoute } from '../../platform/http.ts';
import type { CachedBody } from './conversation-cache.ts';
import type { ConversationsService } from './conversations.service.ts';

/**
 * The poll route, `GET /conversations/:id`: the cached, pre-encoded body is sent as it is; a client holding the
 * same version gets 304, and one that accepts gzip gets the body compressed once for everyone. When the session,
 * the membership and the conversation are all in memory, it answers before validation and the other hooks (the
 * same checks, made on the same caches, through the one authentication path). Polled every 500 ms by every open
 * chat, it logs only warnings: two access-log lines per poll would drown the logs.
 */
export function registerPollRoute(app: FastifyInstance, conversations: ConversationsService): void {
  defineRoute(
    app,
    apiRoutes.getConversation,
    async ({ params, caller, request, reply }) => {
      await sendBody(request, reply, await conversations.getConversationBody(caller, params.id));
      return reply;
    },
    {
      logLevel: 'warn',
      answerFromMemory: ({ params, caller, request, reply }) => {
        const cached = conversations.peekConversationBody(caller, params.id);
        if (cached) void sendBody(request, reply, cached);
        return cached !== undefined;
      },
    },
  );
}

function sendBody(request: FastifyRequest, reply: FastifyReply, cached: CachedBody): FastifyReply {
  reply.header('etag', cached.etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding, authorization');
  if (request.headers['if-none-match'] === cached.etag) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.header('content-encoding', 'gzip').send(cached.gzipped());
  return reply.send(cached.body);
}
