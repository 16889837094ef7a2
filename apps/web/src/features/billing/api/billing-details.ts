import type { BillingDetails, BillingDetailsInput } from '@mike/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { billingKeys } from './billing-keys.ts';

/** GET /business/billing-details: the business's invoice details, null until the owner sets them. */
export async function getBillingDetails(signal?: AbortSignal): Promise<BillingDetails | null> {
  const { billingDetails } = await apiRequest('getBillingDetails', {}, { signal });
  return billingDetails;
}

export function useBillingDetails() {
  return useQuery({ queryKey: billingKeys.details(), queryFn: ({ signal }) => getBillingDetails(signal) });
}

/** POST /business/billing-details. */
export async function updateBillingDetails(details: BillingDetailsInput): Promise<BillingDetails | null> {
  const { billingDetails } = await apiRequest('updateBillingDetails', { body: details });
  return billingDetails;
}

export function useUpdateBillingDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBillingDetails,
    onSuccess: (details) => queryClient.setQueryData(billingKeys.details(), details),
  });
}
