import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { notify } from '../../components/ui/toast.tsx';
import { useResendEmailVerification } from '../../features/auth/api/resend-email-verification.ts';
import { businessQueryKey } from '../../features/business/api/get-business.ts';
import { isApiError } from '../../lib/api-error.ts';
import { markEmailVerified } from '../../lib/auth-store.ts';
import { getErrorMessage } from '../../lib/error-messages.ts';
import styles from './verify-email-banner.module.css';

export interface VerifyEmailBannerProps {
  clientUserId: string;
  email: string;
}

/**
 * 'Verifica tu email' (ADR 009): shown while the signed-in user has not used the link mailed at registration, with
 * 'Reenviar' for a new one (the server allows a few an hour). When the server says the email is already verified
 * (the link was opened elsewhere), the banner goes.
 */
export function VerifyEmailBanner({ clientUserId, email }: VerifyEmailBannerProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const resend = useResendEmailVerification();

  function onResend() {
    resend.mutate(undefined, {
      onSuccess: ({ emailVerified }) => {
        if (emailVerified) {
          notify.success(t('verifyEmail.alreadyVerified'));
          markEmailVerified(clientUserId);
          void queryClient.invalidateQueries({ queryKey: businessQueryKey });
        } else {
          notify.success(t('verifyEmail.resent', { email }));
        }
      },
      onError: (error) => {
        notify.error(isApiError(error, 'RATE_LIMITED') ? t('toasts.rateLimited') : getErrorMessage(error, 'verifyEmail.resendError'));
      },
    });
  }

  return (
    <aside aria-label={t('verifyEmail.bannerLabel')} className={styles.banner}>
      <p className={styles.text}>{t('verifyEmail.banner', { email })}</p>
      <Button variant="secondary" className={styles.action} onClick={onResend} disabled={resend.isPending} aria-busy={resend.isPending}>
        {t('verifyEmail.resend')}
      </Button>
    </aside>
  );
}
