import type { SandboxCheckoutSession, SandboxPayRequest } from '@mike/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { billingKeys } from './billing-keys.ts';

// The sandbox billing provider's own calls (`sandboxBillingRoutes`): its checkout and portal pages.

export async function getSandboxCheckout(sessionId: string, signal?: AbortSignal): Promise<SandboxCheckoutSession> {
  const { checkoutSession } = await apiRequest('getSandboxCheckout', { params: { sessionId } }, { signal });
  return checkoutSession;
}

export function useSandboxCheckout(sessionId: string) {
  return useQuery({
    queryKey: billingKeys.sandboxCheckout(sessionId),
    queryFn: ({ signal }) => getSandboxCheckout(sessionId, signal),
  });
}

/** Pays with the test card; answers where to go next ('/success-payment'). */
export async function paySandboxCheckout(sessionId: string, body: SandboxPayRequest): Promise<string> {
  const { redirectUrl } = await apiRequest('paySandboxCheckout', { params: { sessionId }, body });
  return redirectUrl;
}

/** Abandons the checkout; answers where to go next ('/cancelled-payment'). */
export async function cancelSandboxCheckout(sessionId: string): Promise<string> {
  const { redirectUrl } = await apiRequest('cancelSandboxCheckout', { params: { sessionId } });
  return redirectUrl;
}

export function useSandboxPortal() {
  return useQuery({
    queryKey: billingKeys.sandboxPortal(),
    queryFn: async ({ signal }) => (await apiRequest('getSandboxPortal', {}, { signal })).portal,
  });
}

/** Schedules the cancellation at the end of the paid period. */
export function cancelSandboxSubscription() {
  return apiRequest('cancelSandboxSubscription', {});
}
