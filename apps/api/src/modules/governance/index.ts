export { registerGovernanceRoutes } from './governance.routes.ts';
export { GovernanceService } from './governance.service.ts';
export { PersonalDataService } from './personal-data.service.ts';
export { applyRetention, RETENTION_BATCH_SIZE } from './retention.service.ts';
export { RETENTION_QUEUE, retentionJob } from './retention.worker.ts';
export { usageQueries, periodOf } from './usage.repository.ts';
