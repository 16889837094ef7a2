import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard, authStyles } from './auth-card.tsx';

/** /login (spec §2). The sign-in methods arrive with the authentication issue. */
export function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('login.title')}>
      <p className={authStyles.links}>
        <span>
          {t('login.noAccount')} <Link to="/register">{t('login.register')}</Link>
        </span>
      </p>
    </AuthCard>
  );
}
