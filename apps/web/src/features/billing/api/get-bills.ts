import type { Bill } from '@mike/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { billingKeys } from './billing-keys.ts';

/** GET /business/get-bills (spec §7). */
export async function getBills(signal?: AbortSignal): Promise<Bill[]> {
  const { bills } = await apiRequest('getBills', {}, { signal });
  return bills;
}

export function useBills() {
  return useQuery({ queryKey: billingKeys.bills(), queryFn: ({ signal }) => getBills(signal) });
}
