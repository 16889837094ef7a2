import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Page } from '../../../components/ui/page.tsx';

/** /success-payment (spec §2). */
export function SuccessPaymentPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('successPayment.title')}>
      <div>
        <ButtonLink to="/chat">{t('successPayment.goToChat')}</ButtonLink>
      </div>
    </Page>
  );
}
