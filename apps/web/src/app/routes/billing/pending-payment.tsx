import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page.tsx';

/** /pending-payment (spec §2): a member of a business without a plan. */
export function PendingPaymentPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pendingPayment.title')}>
      <p>{t('pendingPayment.description')}</p>
      <p>{t('pendingPayment.contactHint')}</p>
    </Page>
  );
}
