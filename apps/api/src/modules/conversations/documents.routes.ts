import { browserRoutes } from '@mike/contracts';
import type { FastifyInstance } from 'fastify';
import { defineBrowserRoute } from '../../platform/http.ts';
import type { ConversationsService } from './conversations.service.ts';

/** Drafted documents, through signed, expiring links (a browser opens them without the bearer token). */
export function registerDocumentRoutes(app: FastifyInstance, conversations: ConversationsService): void {
  defineBrowserRoute(app, browserRoutes.downloadDocument, async ({ params, query, reply }) => {
    const document = await conversations.openDocumentLink(params.id, query.token);
    return reply
      .type(document.mimeType)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(document.fileName)}`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(document.content));
  });
}
