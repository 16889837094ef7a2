import type { Business } from '@mike/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateTeam } from '../utils/invalidate-team.ts';

/** POST /business/confirm-member: the OWNER gives back a suspended member's access, or an invitation's link (ADR 009). */
export async function confirmMember(memberId: string): Promise<Business> {
  const { business } = await apiRequest('confirmMember', { body: { memberId } });
  return business;
}

export function useConfirmMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmMember,
    onSuccess: (business) => invalidateTeam(queryClient, business.id),
  });
}
