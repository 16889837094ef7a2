import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useVerifyEmail } from '../../../features/auth/api/verify-email.ts';
import { businessQueryKey } from '../../../features/business/api/get-business.ts';
import { markEmailVerified, useIsLoggedIn } from '../../../lib/auth-store.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { AuthCard } from './auth-card.tsx';

/** Where to go next: the app when signed in, the login otherwise. */
function NextStep() {
  const { t } = useTranslation();
  return useIsLoggedIn() ? <ButtonLink to="/">{t('verifyEmail.goToApp')}</ButtonLink> : <ButtonLink to="/login">{t('verifyEmail.goToLogin')}</ButtonLink>;
}

function Verification({ token }: { token: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const verification = useVerifyEmail(token);
  const clientUserId = verification.data?.clientUserId;

  useEffect(() => {
    if (!clientUserId) return;
    // The link may belong to whoever is signed in here: their banner goes at once.
    markEmailVerified(clientUserId);
    void queryClient.invalidateQueries({ queryKey: businessQueryKey });
  }, [clientUserId, queryClient]);

  if (verification.isPending) return <Spinner label={t('verifyEmail.checking')} />;
  return (
    <>
      {verification.isError ? <ErrorAlert>{getErrorMessage(verification.error, 'verifyEmail.invalid')}</ErrorAlert> : <p role="status">{t('verifyEmail.success')}</p>}
      <NextStep />
    </>
  );
}

/** /verify-email?token= (ADR 009): the link mailed to prove the account's email; reachable signed in or not. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <AuthCard title={t('verifyEmail.title')}>
      {token ? (
        <Verification token={token} />
      ) : (
        <>
          <ErrorAlert>{t('verifyEmail.invalid')}</ErrorAlert>
          <NextStep />
        </>
      )}
    </AuthCard>
  );
}
