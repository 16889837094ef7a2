import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page.tsx';

/** /historical (spec §2). */
export function HistoricalPage() {
  const { t } = useTranslation();
  return <Page title={t('historical.title')} />;
}
