import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmailField, TextField } from '../../../components/ui/text-field.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { setSession } from '../../../lib/auth-store.ts';
import { i18next } from '../../../lib/i18n.ts';
import styles from './auth.module.css';

/** Spec §8: any failure reads 'Error al iniciar sesión'; too many attempts get their own text. */
export function getLoginErrorMessage(error: unknown): string {
  return isApiError(error, 'RATE_LIMITED') ? i18next.t('toasts.rateLimited') : i18next.t('toasts.loginError');
}

interface LoginFieldErrors {
  email: string | null;
  password: string | null;
}

/**
 * What is wrong with each field, before any request (empty, or an email that cannot be one). The contracts (and
 * zod) load with the submit, not with /login's first bundle: built before main.tsx's zod settings they would
 * probe `new Function` and break the CSP.
 */
async function getLoginFieldErrors(email: string, password: string): Promise<LoginFieldErrors> {
  const { LOOSE_EMAIL_PATTERN } = await import('@mike/contracts');
  const trimmed = email.trim();
  let emailError: string | null = null;
  if (trimmed === '') emailError = i18next.t('validation.emailRequired');
  else if (!LOOSE_EMAIL_PATTERN.test(trimmed)) emailError = i18next.t('validation.invalidEmail');
  return { email: emailError, password: password === '' ? i18next.t('validation.passwordRequired') : null };
}

/** Email and password sign-in. On success the public-route guard sends the user to /. */
export function LoginForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [validationError, setValidationError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({ email: null, password: null });
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = await getLoginFieldErrors(email, password);
    setFieldErrors(errors);
    // Spec §5's sentence for an empty field, over the form; each field says what it lacks.
    setValidationError(email.trim() === '' || password === '' ? t('validation.loginRequired') : null);
    if (errors.email || errors.password) return;
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
      <EmailField label={t('login.email')} value={email} onValueChange={setEmail} error={fieldErrors.email} />
      <TextField
        label={t('login.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldErrors.password}
      />
      {validationError ? <ErrorAlert>{validationError}</ErrorAlert> : null}
      <Button type="submit" fullWidth disabled={isSubmitting} aria-busy={isSubmitting}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
