import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard, authStyles } from './auth-card.tsx';

/** /register (spec §2). */
export function RegisterPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('register.title')}>
      <p className={authStyles.links}>
        <span>
          {t('register.haveAccount')} <Link to="/login">{t('register.login')}</Link>
        </span>
      </p>
    </AuthCard>
  );
}
