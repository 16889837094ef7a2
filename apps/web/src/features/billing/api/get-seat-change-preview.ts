import type { SeatChangePreview } from '@mike/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /business/seat-change-preview: what a seat change would charge now and cost per month; nothing is charged. */
export async function getSeatChangePreview(quantity: number): Promise<SeatChangePreview> {
  const { preview } = await apiRequest('getSeatChangePreview', { query: { quantity } });
  return preview;
}
