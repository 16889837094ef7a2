import type { Invite } from '@mike/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Kept apart from `businessQueryKey`, so each list can be refreshed on its own. */
export const invitesQueryKey = (businessId: string) => ['invites', businessId] as const;

/** GET /business/:businessId/invites: the pending invitations (owners and administrators only). */
export async function getInvites(businessId: string, signal?: AbortSignal): Promise<Invite[]> {
  const { invites } = await apiRequest('getInvites', { params: { businessId } }, { signal });
  return invites;
}

export function getInvitesQueryOptions(businessId: string) {
  return queryOptions({
    queryKey: invitesQueryKey(businessId),
    queryFn: ({ signal }) => getInvites(businessId, signal),
  });
}

/** `businessId` undefined (business not loaded, or a role that may not list invites) leaves the query idle. */
export function useInvites(businessId: string | undefined) {
  return useQuery({
    ...getInvitesQueryOptions(businessId ?? ''),
    enabled: businessId !== undefined,
  });
}
