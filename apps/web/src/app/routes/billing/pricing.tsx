import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page.tsx';

/** /pricing (spec §2). */
export function PricingPage() {
  const { t } = useTranslation();
  return <Page title={t('pricing.title')} />;
}
