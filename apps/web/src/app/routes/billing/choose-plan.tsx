import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page.tsx';

/** /choose-plan (spec §2). */
export function ChoosePlanPage() {
  const { t } = useTranslation();
  return <Page title={t('choosePlan.title')} />;
}
