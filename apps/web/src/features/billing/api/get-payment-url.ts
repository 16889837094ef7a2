import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /business/get-payment-url?quantity= (spec §7): the checkout page for a first purchase; with a live plan
 * the API answers the Subscripción page instead (docs/decisions/004-billing.md).
 */
export async function getPaymentUrl(quantity: number): Promise<string> {
  const { paymentUrl } = await apiRequest('getPaymentUrl', { query: { quantity } });
  return paymentUrl;
}
