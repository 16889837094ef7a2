export { registerGovernanceRoutes } from './governance.routes.ts';
export { applyRetention, RETENTION_BATCH_SIZE } from './retention.service.ts';
export { createRetentionQueue, RETENTION_QUEUE, startRetentionWorker } from './retention.worker.ts';
export { usageQueries, periodOf } from './usage.repository.ts';
