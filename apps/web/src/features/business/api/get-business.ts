import type { Business } from '@mike/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const businessQueryKey = ['business'] as const;

/** GET /business/get: the caller's business with its members. */
export async function getBusiness(signal?: AbortSignal): Promise<Business> {
  const { business } = await apiRequest('getBusiness', {}, { signal });
  return business;
}

export function getBusinessQueryOptions() {
  return queryOptions({
    queryKey: businessQueryKey,
    queryFn: ({ signal }) => getBusiness(signal),
  });
}

/** The business is re-fetched whenever a screen using it mounts (spec §4). */
export function useBusiness() {
  return useQuery(getBusinessQueryOptions());
}
