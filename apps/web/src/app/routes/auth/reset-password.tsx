import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PasswordResetRequest } from '../../../features/auth/components/password-reset-request.tsx';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form.tsx';
import { AuthCard, authStyles } from './auth-card.tsx';

/**
 * /reset-password?token=&email= (spec §2): set a new password; reachable while logged in too. Without a
 * token and email it is the reset request ('Recuperar contraseña'), linked from /login.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const email = searchParams.get('email');

  if (!token || !email) {
    return (
      <AuthCard title={t('resetPassword.requestTitle')}>
        <PasswordResetRequest />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('resetPassword.title')}>
      <ResetPasswordForm token={token} email={email} />
      <p className={authStyles.links}>
        <Link to="/login">{t('resetPassword.backToLogin')}</Link>
      </p>
    </AuthCard>
  );
}
