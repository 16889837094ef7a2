import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Page } from '../../../components/ui/page.tsx';

/** /cancelled-payment (spec §2). */
export function CancelledPaymentPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('cancelledPayment.title')}>
      <div>
        <ButtonLink to="/pricing">{t('cancelledPayment.goToPricing')}</ButtonLink>
      </div>
    </Page>
  );
}
