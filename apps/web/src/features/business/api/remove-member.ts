import type { Business } from '@mike/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateTeam } from '../utils/invalidate-team.ts';

/** POST /business/remove-user: expels a member (the server refuses the OWNER and oneself). */
export async function removeMember(memberId: string): Promise<Business> {
  const { business } = await apiRequest('removeUser', { body: { memberId } });
  return business;
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: (business) => invalidateTeam(queryClient, business.id),
  });
}
