import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthSplitLayout } from '../../../features/auth/components/auth-split-layout.tsx';
import styles from '../../../features/auth/components/auth.module.css';
import { RegisterFlow } from '../../../features/auth/components/register-flow.tsx';

/** /register (spec §2): the business and its first user, by email and password or by Google or LinkedIn. */
export function RegisterPage() {
  const { t } = useTranslation();
  return (
    <AuthSplitLayout title={t('register.title')}>
      <RegisterFlow />
      <p className={styles.links}>
        <span>
          {t('register.haveAccount')} <Link to="/login">{t('register.login')}</Link>
        </span>
      </p>
    </AuthSplitLayout>
  );
}
