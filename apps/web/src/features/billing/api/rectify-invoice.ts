import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { billingKeys } from './billing-keys.ts';

/** POST /business/bills/:billId/rectify: issues a factura rectificativa of the bill's invoice; answers its number. */
export async function rectifyInvoice({ billId, reason }: { billId: string; reason: string }): Promise<string> {
  const { creditNoteNumber } = await apiRequest('rectifyInvoice', { params: { billId }, body: { reason } });
  return creditNoteNumber;
}

export function useRectifyInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rectifyInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.bills() }),
  });
}
