import type { AuditLogResponse } from '@mike/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const auditLogQueryKey = ['audit-log'] as const;

/** GET /business/audit-log: one page of 50 entries, newest first. */
export async function getAuditLog(page: number, signal?: AbortSignal): Promise<AuditLogResponse> {
  return apiRequest('getAuditLog', { query: { page } }, { signal });
}

export function useAuditLog(page: number) {
  return useQuery({
    queryKey: [...auditLogQueryKey, page] as const,
    queryFn: ({ signal }) => getAuditLog(page, signal),
    placeholderData: keepPreviousData,
  });
}
