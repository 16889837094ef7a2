import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard, authStyles } from './auth-card.tsx';

/** /reset-password?token=&email= (spec §2): reachable while logged in too. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('resetPassword.title')}>
      <p className={authStyles.links}>
        <Link to="/login">{t('resetPassword.backToLogin')}</Link>
      </p>
    </AuthCard>
  );
}
