import type { AuthResponse, Invitation } from '@mike/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { setSession } from '../../../lib/auth-store.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import { useAcceptInvitationWithSso } from '../api/accept-invitation-with-sso.ts';
import { useInvitation } from '../api/get-invitation.ts';
import { useSsoCallback } from '../hooks/use-sso-callback.ts';
import { AuthStepForm } from './auth-step-form.tsx';
import styles from './auth.module.css';
import { EMPTY_NEW_PASSWORD, getNewPasswordError, NewPasswordFields, type NewPassword } from './new-password-fields.tsx';
import { SsoButtons } from './sso-buttons.tsx';

/** What the steps share: how a sign-up ends, either way. */
interface SignUpOutcome {
  onSignedUp: (session: AuthResponse) => void;
  onSignUpFailed: (error: unknown) => void;
  failureHint: string | null;
}

/**
 * /invitation's two steps (spec §2, §4, §5, §8): the welcome naming the business, then the account, with a
 * password for the invitation's email or with Google or LinkedIn. The SSO callback (`?callback_provider=…
 * &invitationId=…#tokenSso=…`, DESIGN.md §5) is used at once. A spent or unreadable invitation goes to /login.
 */
export function InvitationFlow({ invitationId }: { invitationId: string }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<1 | 2>(1);
  // Kept here, so that going back to the welcome and on again finds the passwords filled in.
  const newPassword = useState(EMPTY_NEW_PASSWORD);
  const [failureHint, setFailureHint] = useState<string | null>(null);
  const outcome: SignUpOutcome = {
    failureHint,
    onSignedUp(session) {
      notify.success(t('toasts.invitationRegisterSuccess'), { carry: true });
      // The public-route guard then sends the new member to /.
      setSession(session);
    },
    onSignUpFailed(error) {
      notify.error(getErrorMessage(error, 'toasts.invitationRegisterError'));
      setFailureHint(isApiError(error, 'WEAK_PASSWORD') ? t('validation.weakPassword') : null);
    },
  };
  const isSsoPending = useSsoSignUp(invitationId, outcome, () => setStep(2));

  // While the SSO sign-up runs the invitation is not read: it would already answer USED once that succeeds.
  const invitationQuery = useInvitation(invitationId, { enabled: !isSsoPending });
  const invitation = invitationQuery.data;
  const hasLeft = useLeaveUnusableInvitation(invitationQuery.isError ? invitationQuery.error : null, invitation);

  if (isSsoPending || !invitation || hasLeft) return <Spinner />;
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
    <AccountStep
      invitationId={invitationId}
      email={invitation.email}
      newPassword={newPassword}
      outcome={outcome}
      onBack={() => setStep(1)}
      clearFailure={() => setFailureHint(null)}
    />
  );
}

/**
 * Spec §3 'Invitation draft': the provider and token an SSO callback brought, used once. True while that
 * sign-up runs; a failed one shows the account step again (`onFailed`).
 */
function useSsoSignUp(invitationId: string, outcome: SignUpOutcome, onFailed: () => void): boolean {
  const { t } = useTranslation();
  const [hasSsoFailed, setSsoFailed] = useState(false);
  const acceptWithSso = useAcceptInvitationWithSso();
  const callback = useSsoCallback(({ provider, token }) => {
    if (!token) {
      notify.error(t('toasts.socialLoginError'));
      return;
    }
    acceptWithSso.mutate(
      { invitationId, tokenSso: token, ssoProvider: provider },
      {
        onSuccess: outcome.onSignedUp,
        onError: (error) => {
          outcome.onSignUpFailed(error);
          setSsoFailed(true);
          onFailed();
        },
      },
    );
  });
  return Boolean(callback?.token) && !hasSsoFailed;
}

/** Spec §4: only a PENDING invitation is usable; otherwise (or when it cannot be read) a toast, then /login. */
function useLeaveUnusableInvitation(error: unknown, invitation: Invitation | undefined): boolean {
  const { t } = useTranslation();
  const navigate = useNavigate();
  let leaveMessage: string | null = null;
  if (error) {
    leaveMessage = getErrorMessage(error, 'toasts.invitationFetchError');
  } else if (invitation && invitation.status !== 'PENDING') {
    // USED has its own text, anything else reads as expired.
    leaveMessage = invitation.status === 'USED' ? t('invitation.used') : t('invitation.expired');
  }
  const hasLeft = useRef(false);
  useEffect(() => {
    if (!leaveMessage || hasLeft.current) return;
    hasLeft.current = true;
    notify.error(leaveMessage, { carry: true });
    void navigate('/login', { replace: true });
  }, [leaveMessage, navigate]);
  return leaveMessage !== null;
}

/** Step 2: Google or LinkedIn, or a new password for the invitation's email. */
function AccountStep({
  invitationId,
  email,
  newPassword: [newPassword, setNewPassword],
  outcome,
  onBack,
  clearFailure,
}: {
  invitationId: string;
  email: string | undefined;
  newPassword: [NewPassword, (value: NewPassword) => void];
  outcome: SignUpOutcome;
  onBack: () => void;
  clearFailure: () => void;
}) {
  const { t } = useTranslation();
  const [validationError, setValidationError] = useState<string | null>(null);
  const accept = useAcceptInvitation();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const error = getNewPasswordError(newPassword, 'validation.invitationRequired', t) ?? (email ? null : t('validation.invitationInvalid'));
    setValidationError(error);
    if (error || !email) return;
    clearFailure();
    accept.mutate(
      { invitationId, email, password: newPassword.password },
      { onSuccess: outcome.onSignedUp, onError: outcome.onSignUpFailed },
    );
  }

  return (
    <>
      <h2 className={styles.subtitle}>{t('invitation.stepTwoTitle')}</h2>
      <div className={styles.methods}>
        <SsoButtons options={{ returnTo: '/invitation', invitationId }} disabled={accept.isPending} />
      </div>
      <p className={styles.divider}>{t('login.or')}</p>
      <AuthStepForm
        onSubmit={onSubmit}
        alerts={[validationError, outcome.failureHint]}
        submitLabel={t('invitation.createAccount')}
        isPending={accept.isPending}
        onBack={onBack}
      >
        <TextField label={t('register.email')} type="email" name="email" value={email ?? ''} readOnly hint={t('invitation.emailHint')} />
        <NewPasswordFields value={newPassword} onChange={setNewPassword} labels={{ password: 'register.password', confirmation: 'register.passwordConfirmation' }} />
      </AuthStepForm>
    </>
  );
}
