import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Page } from '../../../components/ui/page.tsx';
import { useBusiness } from '../../../features/business/api/get-business.ts';

/**
 * /pending-payment (spec §2): a member of a business without a plan. With a plan there is nothing to wait for
 * (a bookmark, or the owner paid meanwhile): the member goes to /.
 */
export function PendingPaymentPage() {
  const { t } = useTranslation();
  const { data: business } = useBusiness();
  if (business && business.memberAllowedQuantity > 0) return <Navigate to="/" replace />;
  return (
    <Page title={t('pendingPayment.title')}>
      <p>{t('pendingPayment.description')}</p>
      <p>{t('pendingPayment.contactHint')}</p>
    </Page>
  );
}
