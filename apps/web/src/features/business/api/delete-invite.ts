import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateTeam } from '../utils/invalidate-team.ts';

export interface DeleteInviteInput {
  businessId: string;
  inviteId: string;
}

/** DELETE /business/:businessId/invite/:inviteId: cancels a pending invitation and frees its seat. */
export async function deleteInvite({ businessId, inviteId }: DeleteInviteInput): Promise<void> {
  await apiRequest('deleteInvite', { params: { businessId, inviteId } });
}

/** Spec §4: the invite list (and the members, whose INVITED member goes) is re-fetched after cancelling. */
export function useDeleteInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvite,
    onSuccess: (_data, { businessId }) => invalidateTeam(queryClient, businessId),
  });
}
