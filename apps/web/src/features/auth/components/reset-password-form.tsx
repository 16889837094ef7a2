import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { clearSession } from '../../../lib/auth-store.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { browserLocation } from '../utils/browser-location.ts';
import styles from './auth.module.css';
import { TextField } from '../../../components/ui/text-field.tsx';

/**
 * /reset-password?token=&email=: the new password. Success logs out (every session of the user was revoked)
 * and hard-redirects to /login, so nothing of the old session survives in memory (spec §4).
 */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [validationError, setValidationError] = useState<string | null>(null);
  const [failureHint, setFailureHint] = useState<string | null>(null);
  const reset = useResetPassword();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password === '' || confirmation === '') {
      setValidationError(t('validation.loginRequired'));
      return;
    }
    if (password !== confirmation) {
      setValidationError(t('validation.passwordsDoNotMatch'));
      return;
    }
    setValidationError(null);
    setFailureHint(null);
    reset.mutate(
      { token, email, newPassword: password },
      {
        onSuccess: () => {
          notify.success(t('toasts.resetSuccess'));
          clearSession();
          browserLocation.assign('/login');
        },
        onError: (error) => {
          notify.error(t('toasts.resetError'));
          if (isApiError(error, 'WEAK_PASSWORD')) setFailureHint(t('validation.weakPassword'));
          else if (isApiError(error, 'RESET_TOKEN_INVALID')) setFailureHint(t('validation.resetTokenInvalid'));
        },
      },
    );
  }

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <TextField
        label={t('resetPassword.newPassword')}
        type="password"
        name="newPassword"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        label={t('resetPassword.passwordConfirmation')}
        type="password"
        name="passwordConfirmation"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
      />
      {validationError ? <ErrorAlert>{validationError}</ErrorAlert> : null}
      {failureHint ? (
        <ErrorAlert>
          {failureHint}
          {reset.error && isApiError(reset.error, 'RESET_TOKEN_INVALID') ? (
            <Link to="/reset-password">{t('resetPassword.requestTitle')}</Link>
          ) : null}
        </ErrorAlert>
      ) : null}
      <Button type="submit" fullWidth disabled={reset.isPending || reset.isSuccess} aria-busy={reset.isPending}>
        {t('resetPassword.submit')}
      </Button>
    </form>
  );
}
