import { browserRoutes, type ConversationEvent } from '@mike/contracts';
import type { FastifyInstance } from 'fastify';
import { defineBrowserRoute } from '../../platform/http.ts';
import type { ConversationsService } from './conversations.service.ts';

const HEARTBEAT_MS = 15_000;

/**
 * Server-sent events of one conversation (DESIGN.md §7, SECURITY.md #37): bounded per user and per
 * conversation, ended at logout, reset and removal, and before the server closes. Nothing is held once
 * the client leaves.
 */
export function registerConversationStreamRoute(app: FastifyInstance, conversations: ConversationsService): void {
  app.addHook('preClose', async () => conversations.streams.endAll());
  defineBrowserRoute(
    app,
    browserRoutes.conversationEvents,
    async ({ params: { id }, caller: { clientUserId, sessionId }, request, reply }) => {
      const { businessId } = await conversations.assertCanRead(clientUserId, id);
      const raw = reply.raw;
      const send = (event: ConversationEvent) => {
        if (!raw.writableEnded) raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      };
      const close = () => {
        clearInterval(heartbeat);
        unregister();
      };
      // Throws 429 past a cap, before anything is written.
      const unregister = conversations.streams.open({
        clientUserId,
        sessionId,
        businessId,
        conversationId: id,
        send,
        end: () => {
          close();
          raw.end();
        },
      });
      reply.hijack();
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write(': connected\n\n');
      const heartbeat = setInterval(() => {
        if (!raw.writableEnded) raw.write(': keep-alive\n\n');
      }, HEARTBEAT_MS);
      request.raw.once('close', close);
      raw.once('close', close);
    },
  );
}
