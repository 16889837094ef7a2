import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { businessQueryKey } from '../../business/index.ts';
import { billingKeys } from '../api/billing-keys.ts';
import { syncBusiness } from '../api/sync-business.ts';

/** Spec §9: the post-payment resync waits 1000 ms. */
export const POST_PAYMENT_SYNC_DELAY_MS = 1000;

/**
 * /success-payment and /cancelled-payment (spec §2): after 1 s the business is re-read from the billing
 * provider (POST /business/sync), then the business and the billing screens are fetched again.
 */
export function usePostPaymentSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const timer = setTimeout(() => {
      void syncBusiness()
        .then((business) => queryClient.setQueryData(businessQueryKey, business))
        // A failed sync changes nothing the page shows: the business is fetched again either way.
        .catch(() => undefined)
        .finally(() => {
          void queryClient.invalidateQueries({ queryKey: businessQueryKey });
          void queryClient.invalidateQueries({ queryKey: billingKeys.all });
        });
    }, POST_PAYMENT_SYNC_DELAY_MS);
    return () => clearTimeout(timer);
  }, [queryClient]);
}
