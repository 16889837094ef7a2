import type { AuthResponse } from '@mike/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { setSession } from '../../../lib/auth-store.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import { useAcceptInvitationWithSso } from '../api/accept-invitation-with-sso.ts';
import { useInvitation } from '../api/get-invitation.ts';
import { useSsoCallback } from '../hooks/use-sso-callback.ts';
import styles from './auth.module.css';
import { TextField } from '../../../components/ui/text-field.tsx';
import { SsoButtons } from './sso-buttons.tsx';

/**
 * /invitation's two steps (spec §2, §4, §5, §8): the welcome naming the business, then the account, with a
 * password for the invitation's email or with Google or LinkedIn. The SSO callback (`?callback_provider=…
 * &invitationId=…#tokenSso=…`, DESIGN.md §5) is used at once. A spent or unreadable invitation goes to /login.
 */
export function InvitationFlow({ invitationId }: { invitationId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2>(1);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [validationError, setValidationError] = useState<string | null>(null);
  const [failureHint, setFailureHint] = useState<string | null>(null);
  const [hasSsoFailed, setSsoFailed] = useState(false);
  const accept = useAcceptInvitation();
  const acceptWithSso = useAcceptInvitationWithSso();

  // Spec §3 'Invitation draft': the provider and token the callback brought, used once.
  const callback = useSsoCallback(({ provider, token }) => {
    if (!token) {
      notify.error(t('toasts.socialLoginError'));
      return;
    }
    acceptWithSso.mutate(
      { invitationId, tokenSso: token, ssoProvider: provider },
      {
        onSuccess: onSignedUp,
        onError: (error) => {
          onSignUpFailed(error);
          setSsoFailed(true);
          setStep(2);
        },
      },
    );
  });
  const isSsoPending = Boolean(callback?.token) && !hasSsoFailed;

  // While the SSO sign-up runs the invitation is not read: it would already answer USED once that succeeds.
  const invitationQuery = useInvitation(invitationId, { enabled: !isSsoPending });
  const invitation = invitationQuery.data;

  let leaveMessage: string | null = null;
  if (invitationQuery.isError) {
    leaveMessage = getErrorMessage(invitationQuery.error, 'toasts.invitationFetchError');
  } else if (invitation && invitation.status !== 'PENDING') {
    // Spec §4: only PENDING is usable; USED has its own text, anything else reads as expired.
    leaveMessage = invitation.status === 'USED' ? t('invitation.used') : t('invitation.expired');
  }

  const hasLeft = useRef(false);
  useEffect(() => {
    if (!leaveMessage || hasLeft.current) return;
    hasLeft.current = true;
    notify.error(leaveMessage);
    void navigate('/login', { replace: true });
  }, [leaveMessage, navigate]);

  function onSignedUp(session: AuthResponse) {
    notify.success(t('toasts.invitationRegisterSuccess'));
    // The public-route guard then sends the new member to /.
    setSession(session);
  }

  function onSignUpFailed(error: unknown) {
    notify.error(getErrorMessage(error, 'toasts.invitationRegisterError'));
    setFailureHint(isApiError(error, 'WEAK_PASSWORD') ? t('validation.weakPassword') : null);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password === '' || confirmation === '') {
      setValidationError(t('validation.invitationRequired'));
      return;
    }
    if (password !== confirmation) {
      setValidationError(t('validation.passwordsDoNotMatch'));
      return;
    }
    if (!invitation?.email) {
      setValidationError(t('validation.invitationInvalid'));
      return;
    }
    setValidationError(null);
    setFailureHint(null);
    accept.mutate({ invitationId, email: invitation.email, password }, { onSuccess: onSignedUp, onError: onSignUpFailed });
  }

  if (isSsoPending || !invitation || leaveMessage) return <Spinner />;

  if (step === 1) {
    return (
      <div className={styles.form}>
        <h2 className={styles.subtitle}>{t('invitation.welcome', { business: invitation.businessName ?? t('app.name') })}</h2>
        <Button fullWidth onClick={() => setStep(2)}>
          {t('invitation.createAccount')}
        </Button>
      </div>
    );
  }

  return (
    <>
      <h2 className={styles.subtitle}>{t('invitation.stepTwoTitle')}</h2>
      <div className={styles.methods}>
        <SsoButtons options={{ returnTo: '/invitation', invitationId }} disabled={accept.isPending} />
      </div>
      <p className={styles.divider}>{t('login.or')}</p>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <TextField
          label={t('register.email')}
          type="email"
          name="email"
          value={invitation.email ?? ''}
          readOnly
          hint={t('invitation.emailHint')}
        />
        <TextField
          label={t('register.password')}
          type="password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
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
        {failureHint ? <ErrorAlert>{failureHint}</ErrorAlert> : null}
        <div className={styles.actions}>
          <Button type="submit" disabled={accept.isPending} aria-busy={accept.isPending}>
            {t('invitation.createAccount')}
          </Button>
          <Button variant="ghost" onClick={() => setStep(1)}>
            {t('app.back')}
          </Button>
        </div>
      </form>
    </>
  );
}
