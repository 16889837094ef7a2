import { useTranslation } from 'react-i18next';
import { NoticePage } from '../../../components/ui/page.tsx';
import { usePostPaymentSync } from '../../../features/billing/hooks/use-post-payment-sync.ts';

/** /success-payment (spec §2): 'Bienvenido a MIKE', a button to /chat; the business is resynced after 1 s. */
export function SuccessPaymentPage() {
  const { t } = useTranslation();
  usePostPaymentSync();
  return (
    <NoticePage title={t('successPayment.title')} description={t('successPayment.description')} linkTo="/chat" linkLabel={t('successPayment.goToChat')} />
  );
}
