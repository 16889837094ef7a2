import type { SubscriptionStatus } from '@mike/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { billingKeys } from './billing-keys.ts';

/** GET /business/subscription: `cancelAt` is set when a cancellation is scheduled (spec §3, §7). */
export async function getSubscription(signal?: AbortSignal): Promise<SubscriptionStatus> {
  const { subscriptionStatus } = await apiRequest('getSubscription', {}, { signal });
  return subscriptionStatus;
}

export function useSubscription() {
  return useQuery({ queryKey: billingKeys.subscription(), queryFn: ({ signal }) => getSubscription(signal) });
}
