import { LOOSE_EMAIL_PATTERN, type RegistrationDraft, type RegisterWithBusinessRequest } from '@mike/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PhoneField } from '../../../components/ui/phone-field.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { setSession } from '../../../lib/auth-store.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { setSignInRedirect } from '../../../lib/sign-in-redirect.ts';
import { useRegisterWithBusiness } from '../api/register-with-business.ts';
import { useSsoCallback } from '../hooks/use-sso-callback.ts';
import { SSO_PROVIDER_NAMES, type SsoCallback } from '../utils/sso-callback.ts';
import styles from './auth.module.css';
import { TextField } from '../../../components/ui/text-field.tsx';
import { SsoButtons } from './sso-buttons.tsx';

const EMPTY_DRAFT: RegistrationDraft = { step: 1, email: '', password: '', phone: '', name: '', businessName: '' };

/** Spec §4: an SSO callback with a token goes straight to step 2. */
function getInitialDraft(callback: SsoCallback | null): RegistrationDraft {
  if (!callback?.token) return EMPTY_DRAFT;
  return { ...EMPTY_DRAFT, step: 2, ssoProvider: callback.provider, ssoToken: callback.token };
}

export function isRegisterStepOneComplete(draft: Pick<RegistrationDraft, 'email' | 'password'>, confirmation: string) {
  return LOOSE_EMAIL_PATTERN.test(draft.email.trim()) && draft.password !== '' && confirmation !== '';
}

/** A phone is there once it holds more than a dial code. */
const hasPhoneNumber = (phone: string) => phone.replace(/\D/g, '').length >= 6;

function buildRequest(draft: RegistrationDraft): RegisterWithBusinessRequest {
  const common = { businessName: draft.businessName.trim(), clientPhone: draft.phone, clientName: draft.name.trim() };
  if (draft.ssoProvider && draft.ssoToken) {
    return { ...common, clientSsoProvider: draft.ssoProvider, clientAuthToken: draft.ssoToken };
  }
  return { ...common, clientEmail: draft.email.trim(), clientPassword: draft.password };
}

/**
 * /register's two steps (spec §2, §4). The draft (spec §3) lives in this component only: the password is
 * never written anywhere.
 */
export function RegisterFlow() {
  const { t } = useTranslation();
  const callback = useSsoCallback((arrived) => {
    if (!arrived.token) notify.error(t('toasts.socialLoginError'));
  });
  const [draft, setDraft] = useState<RegistrationDraft>(() => getInitialDraft(callback));
  const [confirmation, setConfirmation] = useState('');
  const [validationError, setValidationError] = useState<string | null>(null);
  const register = useRegisterWithBusiness();

  const update = (changes: Partial<RegistrationDraft>) => setDraft((current) => ({ ...current, ...changes }));

  function onNext(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isRegisterStepOneComplete(draft, confirmation)) return;
    if (draft.password !== confirmation) {
      setValidationError(t('validation.passwordsDoNotMatch'));
      return;
    }
    if (!LOOSE_EMAIL_PATTERN.test(draft.email.trim())) {
      setValidationError(t('validation.invalidEmail'));
      return;
    }
    setValidationError(null);
    update({ step: 2 });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (draft.name.trim() === '' || draft.businessName.trim() === '' || !hasPhoneNumber(draft.phone)) {
      setValidationError(t('validation.loginRequired'));
      return;
    }
    setValidationError(null);
    register.mutate(buildRequest(draft), {
      onSuccess: (session) => {
        // The public-route guard then sends the new user to the welcome screen.
        setSignInRedirect('/new-user');
        setSession(session);
      },
      onError: (error) => notify.error(getErrorMessage(error, 'toasts.registerError')),
    });
  }

  if (draft.step === 1) {
    return (
      <>
        <div className={styles.methods}>
          <SsoButtons options={{ returnTo: '/register' }} />
        </div>
        <p className={styles.divider}>{t('login.or')}</p>
        <form className={styles.form} noValidate onSubmit={onNext}>
          <TextField
            label={t('register.email')}
            type="email"
            name="email"
            autoComplete="email"
            value={draft.email}
            onChange={(event) => update({ email: event.target.value })}
          />
          <TextField
            label={t('register.password')}
            type="password"
            name="password"
            autoComplete="new-password"
            value={draft.password}
            onChange={(event) => update({ password: event.target.value })}
          />
          <TextField
            label={t('register.passwordConfirmation')}
            type="password"
            name="passwordConfirmation"
            autoComplete="new-password"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
          />
          {validationError ? <ErrorAlert>{validationError}</ErrorAlert> : null}
          <Button type="submit" fullWidth disabled={!isRegisterStepOneComplete(draft, confirmation)}>
            {t('register.next')}
          </Button>
        </form>
      </>
    );
  }

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <h2 className={styles.subtitle}>{t('register.stepTwoTitle')}</h2>
      {draft.ssoProvider && draft.ssoToken ? (
        <p className={styles.notice}>{t('register.ssoConnected', { provider: SSO_PROVIDER_NAMES[draft.ssoProvider] })}</p>
      ) : null}
      <TextField
        label={t('register.name')}
        name="name"
        autoComplete="name"
        value={draft.name}
        onChange={(event) => update({ name: event.target.value })}
      />
      <TextField
        label={t('register.businessName')}
        name="businessName"
        autoComplete="organization"
        value={draft.businessName}
        onChange={(event) => update({ businessName: event.target.value })}
      />
      <PhoneField label={t('register.phone')} name="phone" value={draft.phone} onChange={(phone) => update({ phone })} />
      {validationError ? <ErrorAlert>{validationError}</ErrorAlert> : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={register.isPending} aria-busy={register.isPending}>
          {t('register.submit')}
        </Button>
        {draft.ssoToken ? null : (
          <Button variant="ghost" onClick={() => update({ step: 1 })}>
            {t('app.back')}
          </Button>
        )}
      </div>
    </form>
  );
}
