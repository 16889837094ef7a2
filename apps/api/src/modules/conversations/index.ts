import type { AppContext } from '../../platform/context.ts';
import { ConversationsService } from './conversations.service.ts';

const services = new WeakMap<AppContext, ConversationsService>();

/** One conversations service per process (it holds the poll cache and the event fan-out). */
export function getConversationsService(ctx: AppContext): ConversationsService {
  let service = services.get(ctx);
  if (!service) {
    service = new ConversationsService(ctx);
    services.set(ctx, service);
  }
  return service;
}

export { registerConversationRoutes } from './conversations.routes.ts';
export { createReplyQueue, startReplyWorker } from './reply-worker.ts';
