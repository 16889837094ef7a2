import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SuccessAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { AuthSplitLayout } from '../../../features/auth/components/auth-split-layout.tsx';
import styles from '../../../features/auth/components/auth.module.css';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import { WhatsAppIcon } from '../../../features/auth/components/provider-icons.tsx';
import { SsoButtons } from '../../../features/auth/components/sso-buttons.tsx';
import { useSsoCallback } from '../../../features/auth/hooks/use-sso-callback.ts';

// The phone flow stays out of /login's first bundle (≤ 130 KB gzipped): it loads when it is asked for.
const PhoneLogin = lazy(async () => ({
  default: (await import('../../../features/auth/components/phone-login.tsx')).PhoneLogin,
}));

/** /login (spec §2): phone (WhatsApp), Google, LinkedIn, email and password; SSO callbacks land here. */
export function LoginPage() {
  const { t } = useTranslation();
  const [isPhoneFlow, setIsPhoneFlow] = useState(false);
  const [isCompletingSso, setIsCompletingSso] = useState(false);
  // A completed password reset hard-redirects here (reset-password-form's RESET_DONE_PATH).
  const [searchParams] = useSearchParams();
  const isResetDone = searchParams.get('reset') === 'done';
  useSsoCallback((callback) => {
    setIsCompletingSso(true);
    void import('../../../features/auth/components/sso-login-callback.ts')
      .then(({ completeSsoLogin }) => completeSsoLogin(callback))
      .then((isSignedIn) => {
        if (!isSignedIn) setIsCompletingSso(false);
      });
  });

  return (
    <AuthSplitLayout title={t('login.title')}>
      {isCompletingSso ? (
        <Spinner />
      ) : isPhoneFlow ? (
        <Suspense fallback={<Spinner />}>
          <PhoneLogin onCancel={() => setIsPhoneFlow(false)} />
        </Suspense>
      ) : (
        <>
          {isResetDone ? <SuccessAlert>{t('toasts.resetSuccess')}</SuccessAlert> : null}
          <div className={styles.methods}>
            <Button className={styles.whatsapp} fullWidth onClick={() => setIsPhoneFlow(true)}>
              <WhatsAppIcon />
              {t('login.phoneButton')}
            </Button>
            <SsoButtons options={{ returnTo: '/login' }} />
          </div>
          <p className={styles.divider}>{t('login.or')}</p>
          <LoginForm />
          <p className={styles.links}>
            <Link to="/reset-password">{t('login.forgotPassword')}</Link>
            <span>
              {t('login.noAccount')} <Link to="/register">{t('login.register')}</Link>
            </span>
          </p>
        </>
      )}
    </AuthSplitLayout>
  );
}
