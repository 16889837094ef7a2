export { erasePersonLabels, findAuditPage, recordAudit, type AuditRecord, type AuditRow } from './audit.repository.ts';
