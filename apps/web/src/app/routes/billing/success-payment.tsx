import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePostPaymentSync } from '../../../features/billing/hooks/use-post-payment-sync.ts';

/** /success-payment (spec §2): 'Bienvenido a MIKE', a button to /chat; the business is resynced after 1 s. */
export function SuccessPaymentPage() {
  const { t } = useTranslation();
  usePostPaymentSync();
  return (
    <Page title={t('successPayment.title')}>
      <p>{t('successPayment.description')}</p>
      <div>
        <ButtonLink to="/chat">{t('successPayment.goToChat')}</ButtonLink>
      </div>
    </Page>
  );
}
