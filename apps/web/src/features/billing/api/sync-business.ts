import type { Business } from '@mike/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /business/sync: the business's seats re-read from the billing provider (DESIGN.md §4). */
export async function syncBusiness(): Promise<Business> {
  const { business } = await apiRequest('syncBusiness', {});
  return business;
}
