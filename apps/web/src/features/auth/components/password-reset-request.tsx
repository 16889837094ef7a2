import { EMAIL_PATTERN } from '@mike/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmailField } from '../../../components/ui/text-field.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import styles from './auth.module.css';

/** The reset request (spec §4): the form, then the confirmation view, then back to login. */
export function PasswordResetRequest() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [validationError, setValidationError] = useState<string | null>(null);
  const request = useRequestPasswordReset();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    if (!EMAIL_PATTERN.test(value)) {
      setValidationError(t('validation.invalidEmail'));
      return;
    }
    setValidationError(null);
    request.mutate(value, { onError: () => notify.error(t('toasts.resetRequestError')) });
  }

  if (request.isSuccess) {
    return (
      <>
        <p className={styles.notice} role="status">
          {t('resetPassword.requestSent')}
        </p>
        <p className={styles.links}>
          <Link to="/login">{t('resetPassword.backToLogin')}</Link>
        </p>
      </>
    );
  }

  return (
    <>
      <p className={styles.hint}>{t('resetPassword.requestDescription')}</p>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <EmailField label={t('resetPassword.email')} value={email} onValueChange={setEmail} />
        {validationError ? <ErrorAlert>{validationError}</ErrorAlert> : null}
        <Button type="submit" fullWidth disabled={request.isPending} aria-busy={request.isPending}>
          {t('resetPassword.requestSubmit')}
        </Button>
      </form>
      <p className={styles.links}>
        <Link to="/login">{t('resetPassword.backToLogin')}</Link>
      </p>
    </>
  );
}
