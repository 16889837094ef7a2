import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notify } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { clearSession } from '../../../lib/auth-store.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { browserLocation } from '../utils/browser-location.ts';
import { AuthStepForm } from './auth-step-form.tsx';
import { EMPTY_NEW_PASSWORD, getNewPasswordError, NewPasswordFields } from './new-password-fields.tsx';

/** The /login address a completed reset lands on: /login reads it and says 'Contraseña restablecida con éxito'. */
export const RESET_DONE_PATH = '/login?reset=done';

/**
 * /reset-password?token=&email=: the new password. Success logs out (every session of the user was revoked)
 * and hard-redirects to /login, so nothing of the old session survives in memory (spec §4); a toast would die
 * with the page, so /login itself shows the success (RESET_DONE_PATH).
 */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation();
  const [newPassword, setNewPassword] = useState(EMPTY_NEW_PASSWORD);
  const [validationError, setValidationError] = useState<string | null>(null);
  const [failureHint, setFailureHint] = useState<string | null>(null);
  const reset = useResetPassword();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const error = getNewPasswordError(newPassword, 'validation.loginRequired', t, { email });
    setValidationError(error);
    if (error) return;
    setFailureHint(null);
    reset.mutate(
      { token, email, newPassword: newPassword.password },
      {
        onSuccess: () => {
          clearSession();
          browserLocation.assign(RESET_DONE_PATH);
        },
        onError: (error) => {
          notify.error(t('toasts.resetError'));
          if (isApiError(error, 'WEAK_PASSWORD')) setFailureHint(t('validation.weakPassword'));
          else if (isApiError(error, 'RESET_TOKEN_INVALID')) setFailureHint(t('validation.resetTokenInvalid'));
        },
      },
    );
  }

  const failure = failureHint ? (
    <>
      {failureHint}
      {reset.error && isApiError(reset.error, 'RESET_TOKEN_INVALID') ? <Link to="/reset-password">{t('resetPassword.requestTitle')}</Link> : null}
    </>
  ) : null;
  return (
    <AuthStepForm
      onSubmit={onSubmit}
      alerts={[validationError, failure]}
      submitLabel={t('resetPassword.submit')}
      isPending={reset.isPending}
      isDisabled={reset.isSuccess}
      fullWidth
    >
      <NewPasswordFields
        value={newPassword}
        onChange={setNewPassword}
        name="newPassword"
        labels={{ password: 'resetPassword.newPassword', confirmation: 'resetPassword.passwordConfirmation' }}
      />
    </AuthStepForm>
  );
}
