import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { billingKeys } from './billing-keys.ts';

/** GET /business/get-payment-customer-session: the secret the pricing table is bound to (spec §2, §7). */
export async function getCustomerSession(signal?: AbortSignal): Promise<string> {
  const { customerSecret } = await apiRequest('getPaymentCustomerSession', {}, { signal });
  return customerSecret;
}

export function useCustomerSession() {
  return useQuery({
    queryKey: billingKeys.customerSession(),
    queryFn: ({ signal }) => getCustomerSession(signal),
    // A customer session is short-lived and single-purpose: always a fresh one for each visit.
    gcTime: 0,
    staleTime: 0,
  });
}
