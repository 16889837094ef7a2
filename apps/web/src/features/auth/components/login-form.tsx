import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { setSession } from '../../../lib/auth-store.ts';
import { i18next } from '../../../lib/i18n.ts';
import styles from './auth.module.css';

/** Spec §8: any failure reads 'Error al iniciar sesión'; too many attempts get their own text. */
export function getLoginErrorMessage(error: unknown): string {
  return isApiError(error, 'RATE_LIMITED') ? i18next.t('toasts.rateLimited') : i18next.t('toasts.loginError');
}

/** Email and password sign-in. On success the public-route guard sends the user to /. */
export function LoginForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [validationError, setValidationError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (email.trim() === '' || password === '') {
      setValidationError(t('validation.loginRequired'));
      return;
    }
    setValidationError(null);
    setIsSubmitting(true);
    try {
      // The API client loads with the first call, not with /login's first bundle.
      const { loginWithPassword } = await import('../api/login-with-password.ts');
      setSession(await loginWithPassword({ email: email.trim(), password }));
    } catch (error) {
      notify.error(getLoginErrorMessage(error));
      setIsSubmitting(false);
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField
        label={t('login.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label={t('login.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {validationError ? <ErrorAlert>{validationError}</ErrorAlert> : null}
      <Button type="submit" fullWidth disabled={isSubmitting} aria-busy={isSubmitting}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
