import type { Business, InviteRequest } from '@mike/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateTeam } from '../utils/invalidate-team.ts';

/** POST /business/invite: creates an INVITED member and emails the invitation (spec §7). */
export async function inviteMember(body: InviteRequest): Promise<Business> {
  const { business } = await apiRequest('invite', { body });
  return business;
}

/** Spec §4: the members and the invites are re-fetched after inviting. */
export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: (business) => invalidateTeam(queryClient, business.id),
  });
}
