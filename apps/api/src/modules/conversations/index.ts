// The conversations module's public surface: the entry points import only this file.
export { ConversationsService } from './conversations.service.ts';
export { registerConversationRoutes } from './conversations.routes.ts';
export { createReplyQueue, startReplyWorker } from './reply-worker.ts';
export { questionKeysExpiryJob } from './question-keys.worker.ts';
export { announceDeleted as announceConversationsDeleted } from './conversation-events.ts';
