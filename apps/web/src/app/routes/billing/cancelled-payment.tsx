import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePostPaymentSync } from '../../../features/billing/hooks/use-post-payment-sync.ts';

/** /cancelled-payment (spec §2): 'Ha ocurrido un error', a button to /pricing; the business is resynced after 1 s. */
export function CancelledPaymentPage() {
  const { t } = useTranslation();
  usePostPaymentSync();
  return (
    <Page title={t('cancelledPayment.title')}>
      <p>{t('cancelledPayment.description')}</p>
      <div>
        <ButtonLink to="/pricing">{t('cancelledPayment.goToPricing')}</ButtonLink>
      </div>
    </Page>
  );
}
