import type { Invitation } from '@mike/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const invitationQueryKey = (invitationId: string) => ['invitation', invitationId] as const;

/** GET /client-user/get-invitation: anonymous; a spent invitation answers its status (USED, EXPIRED). */
export async function getInvitation(invitationId: string, signal?: AbortSignal): Promise<Invitation> {
  const { invitation } = await apiRequest('getInvitation', { query: { invitationId } }, { signal });
  return invitation;
}

export function getInvitationQueryOptions(invitationId: string) {
  return queryOptions({
    queryKey: invitationQueryKey(invitationId),
    queryFn: ({ signal }) => getInvitation(invitationId, signal),
    // Read once per visit: a refetch could turn the screen into 'already used' right after signing up.
    staleTime: Infinity,
  });
}

export function useInvitation(invitationId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getInvitationQueryOptions(invitationId), enabled });
}
