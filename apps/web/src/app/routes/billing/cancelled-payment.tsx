import { useTranslation } from 'react-i18next';
import { NoticePage } from '../../../components/ui/page.tsx';
import { usePostPaymentSync } from '../../../features/billing/hooks/use-post-payment-sync.ts';

/** /cancelled-payment (spec §2): 'Ha ocurrido un error', a button to /pricing; the business is resynced after 1 s. */
export function CancelledPaymentPage() {
  const { t } = useTranslation();
  usePostPaymentSync();
  return (
    <NoticePage title={t('cancelledPayment.title')} description={t('cancelledPayment.description')} linkTo="/pricing" linkLabel={t('cancelledPayment.goToPricing')} />
  );
}
