import { apiRequest } from '../../../lib/api-client.ts';

/** GET /business/get-cancel-subscription-url: the provider's portal, opened in a new window (spec §7). */
export async function getCancelSubscriptionUrl(): Promise<string> {
  const { cancelSubscriptionUrl } = await apiRequest('getCancelSubscriptionUrl', {});
  return cancelSubscriptionUrl;
}
