import type { UsageResponse } from '@mike/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /business/usage: counts per member and per day of a period (owners and administrators). */
export async function getUsage(from: string, to: string, signal?: AbortSignal): Promise<UsageResponse> {
  return apiRequest('getUsage', { query: { from, to } }, { signal });
}

export function useUsage(from: string, to: string) {
  return useQuery({
    queryKey: ['usage', from, to] as const,
    queryFn: ({ signal }) => getUsage(from, to, signal),
    // The previous month stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
