import type { Business } from '@mike/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { businessQueryKey } from '../../business/index.ts';
import { billingKeys } from './billing-keys.ts';

/** POST /business/update-allowed-members-quantity: changes the seats of a live plan (spec §4, §7). */
export async function updateSeats(quantity: number): Promise<Business> {
  const { business } = await apiRequest('updateAllowedMembersQuantity', { body: { quantity } });
  return business;
}

export function useUpdateSeats() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSeats,
    onSuccess: async (business) => {
      queryClient.setQueryData(businessQueryKey, business);
      // An increase writes a proration bill (docs/decisions/004-billing.md).
      await queryClient.invalidateQueries({ queryKey: billingKeys.all });
    },
  });
}
