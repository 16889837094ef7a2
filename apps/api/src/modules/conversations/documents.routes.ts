import { browserRoutes } from '@mike/contracts';
import type { FastifyInstance } from 'fastify';
import { defineBrowserRoute } from '../../platform/http.ts';
import type { ConversationsService } from './conversations.service.ts';

/**
 * Drafted documents, through signed, expiring links (a browser opens them without the bearer token), and a
 * conversation's memo (fetched with the bearer token, like the invoice PDF).
 */
export function registerDocumentRoutes(app: FastifyInstance, conversations: ConversationsService): void {
  defineBrowserRoute(app, browserRoutes.downloadDocument, async ({ params, query, reply }) => {
    const document = await conversations.openDocumentLink(params.id, query.token);
    return reply
      .type(document.mimeType)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(document.fileName)}`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(document.content));
  });
  defineBrowserRoute(app, browserRoutes.exportConversation, async ({ params, caller, reply }) => {
    const memo = await conversations.exportMemo(caller, params.id);
    return reply
      .type(browserRoutes.exportConversation.produces)
      .header('content-disposition', `attachment; filename="${memo.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(memo.content));
  });
}
