import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page.tsx';

/** /users (spec §2). */
export function UsersPage() {
  const { t } = useTranslation();
  return <Page title={t('users.title')} />;
}
