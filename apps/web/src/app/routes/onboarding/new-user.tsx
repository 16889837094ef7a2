import { useTranslation } from 'react-i18next';
import { NoticePage } from '../../../components/ui/page.tsx';

/** /new-user (spec §2): welcome after registration. */
export function NewUserPage() {
  const { t } = useTranslation();
  return (
    <NoticePage title={t('newUser.title')} description={t('newUser.description')} linkTo="/chat" linkLabel={t('newUser.goToChat')} />
  );
}
