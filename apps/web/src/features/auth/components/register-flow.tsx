import { LOOSE_EMAIL_PATTERN, type RegistrationDraft, type RegisterWithBusinessRequest } from '@mike/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '../../../components/ui/phone-field.tsx';
import { EmailField, TextField } from '../../../components/ui/text-field.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { setSession } from '../../../lib/auth-store.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { setSignInRedirect } from '../../../lib/sign-in-redirect.ts';
import { useRegisterWithBusiness } from '../api/register-with-business.ts';
import { useSsoCallback } from '../hooks/use-sso-callback.ts';
import { getPasswordWeaknessMessage } from '../utils/password-rule.ts';
import { SSO_PROVIDER_NAMES, type SsoCallback } from '../utils/sso-callback.ts';
import { AuthStepForm } from './auth-step-form.tsx';
import styles from './auth.module.css';
import { NewPasswordFields } from './new-password-fields.tsx';
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

interface StepProps {
  draft: RegistrationDraft;
  update: (changes: Partial<RegistrationDraft>) => void;
  /** The password's own error: its strength, found on step 1 or refused by the server after step 2. */
  passwordError: string | null;
  setPasswordError: (error: string | null) => void;
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
  // Kept here, with the draft, so that going back to step 1 finds it filled in.
  const [confirmation, setConfirmation] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const update = (changes: Partial<RegistrationDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const stepProps = { draft, update, passwordError, setPasswordError };
  if (draft.step === 1) return <AccountStep {...stepProps} confirmation={confirmation} setConfirmation={setConfirmation} />;
  return <BusinessStep {...stepProps} />;
}

/** Step 1: Google or LinkedIn, or an email and a new password. */
function AccountStep({ draft, update, passwordError, setPasswordError, confirmation, setConfirmation }: StepProps & { confirmation: string; setConfirmation: (value: string) => void }) {
  const { t } = useTranslation();
  const [validationError, setValidationError] = useState<string | null>(null);

  function onNext(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isRegisterStepOneComplete(draft, confirmation)) return;
    // The server's own rule (contracts), refused here rather than after step 2.
    const weakness = getPasswordWeaknessMessage(draft.password, { email: draft.email });
    setPasswordError(weakness);
    if (weakness) {
      setValidationError(null);
      return;
    }
    if (draft.password !== confirmation) {
      setValidationError(t('validation.passwordsDoNotMatch'));
      return;
    }
    setValidationError(null);
    update({ step: 2 });
  }

  return (
    <>
      <div className={styles.methods}>
        <SsoButtons options={{ returnTo: '/register' }} />
      </div>
      <p className={styles.divider}>{t('login.or')}</p>
      <AuthStepForm
        onSubmit={onNext}
        alerts={[validationError]}
        submitLabel={t('register.next')}
        isDisabled={!isRegisterStepOneComplete(draft, confirmation)}
        fullWidth
      >
        <EmailField label={t('register.email')} value={draft.email} onValueChange={(email) => update({ email })} />
        <NewPasswordFields
          value={{ password: draft.password, confirmation }}
          onChange={(value) => {
            if (value.password !== draft.password) setPasswordError(null);
            update({ password: value.password });
            setConfirmation(value.confirmation);
          }}
          passwordError={passwordError}
          labels={{ password: 'register.password', confirmation: 'register.passwordConfirmation' }}
        />
      </AuthStepForm>
    </>
  );
}

/** Step 2: the person and the business; sends the registration. */
function BusinessStep({ draft, update, setPasswordError }: StepProps) {
  const { t } = useTranslation();
  const [validationError, setValidationError] = useState<string | null>(null);
  const register = useRegisterWithBusiness();

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
      onError: (error) => {
        notify.error(getErrorMessage(error, 'toasts.registerError'));
        // The server's common-password list refused it: back to the field that must change.
        if (isApiError(error, 'WEAK_PASSWORD') && !draft.ssoToken) {
          setPasswordError(t('errors.codes.WEAK_PASSWORD'));
          update({ step: 1 });
        }
      },
    });
  }

  return (
    <AuthStepForm
      onSubmit={onSubmit}
      alerts={[validationError]}
      submitLabel={t('register.submit')}
      isPending={register.isPending}
      {...(draft.ssoToken ? {} : { onBack: () => update({ step: 1 }) })}
    >
      <h2 className={styles.subtitle}>{t('register.stepTwoTitle')}</h2>
      {draft.ssoProvider && draft.ssoToken ? (
        <p className={styles.notice}>{t('register.ssoConnected', { provider: SSO_PROVIDER_NAMES[draft.ssoProvider] })}</p>
      ) : null}
      <TextField label={t('register.name')} name="name" autoComplete="name" value={draft.name} onChange={(event) => update({ name: event.target.value })} />
      <TextField
        label={t('register.businessName')}
        name="businessName"
        autoComplete="organization"
        value={draft.businessName}
        onChange={(event) => update({ businessName: event.target.value })}
      />
      <PhoneField label={t('register.phone')} name="phone" value={draft.phone} onChange={(phone) => update({ phone })} />
    </AuthStepForm>
  );
}
