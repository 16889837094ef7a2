import type { IncomingHttpHeaders } from 'node:http';
import { apiRoutes } from '@mike/contracts';
import type { FastifyInstance } from 'fastify';
import type { RawAnswer } from '../../platform/early-answers.ts';
import { defineRoute } from '../../platform/http.ts';
import type { CachedBody } from './conversation-cache.ts';
import type { ConversationsService } from './conversations.service.ts';

/**
 * The poll route, `GET /conversations/:id`: the cached, pre-encoded body is sent as it is; a client holding the
 * same version gets 304, and one that accepts gzip gets the body compressed once for everyone. When the session,
 * the membership and the conversation are all in memory, it answers before Fastify sees the request (the same
 * checks, made on the same caches, through the one authentication path: ADR 038). Polled every 500 ms by every
 * open chat, it logs only warnings: two access-log lines per poll would drown the logs.
 */
export function registerPollRoute(app: FastifyInstance, conversations: ConversationsService): void {
  defineRoute(
    app,
    apiRoutes.getConversation,
    async ({ params, caller, request, reply }) => {
      const answer = pollAnswer(request.headers, await conversations.getConversationBody(caller, params.id));
      return reply.code(answer.status).headers(answer.headers).send(answer.body);
    },
    {
      logLevel: 'warn',
      answerFromMemory: ({ params, caller, headers }) => {
        const cached = conversations.peekConversationBody(caller, params.id);
        return cached && pollAnswer(headers, cached);
      },
    },
  );
}

/** The poll's answer to a request with these headers: 304 for the version the client holds, else the body (gzipped when accepted). */
function pollAnswer(headers: IncomingHttpHeaders, cached: CachedBody): RawAnswer {
  const validators = { etag: cached.etag, 'cache-control': 'private, no-cache', vary: 'accept-encoding, authorization' };
  if (headers['if-none-match'] === cached.etag) return { status: 304, headers: validators };
  const json = { ...validators, 'content-type': 'application/json; charset=utf-8' };
  if (/\bgzip\b/.test(headers['accept-encoding'] ?? '')) return { status: 200, headers: { ...json, 'content-encoding': 'gzip' }, body: cached.gzipped() };
  return { status: 200, headers: json, body: cached.body };
}
