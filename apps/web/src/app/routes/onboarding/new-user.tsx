import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Page } from '../../../components/ui/page.tsx';

/** /new-user (spec §2): welcome after registration. */
export function NewUserPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('newUser.title')}>
      <p>{t('newUser.description')}</p>
      <div>
        <ButtonLink to="/chat">{t('newUser.goToChat')}</ButtonLink>
      </div>
    </Page>
  );
}
