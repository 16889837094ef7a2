import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/ui/page.tsx';
import styles from './legal.module.css';

/** /privacy-policy: static, public to everyone (linked from the footer). */
export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('legal.privacyTitle'));
  return (
    <article className={styles.page}>
      <Link to="/" className={styles.back}>
        {t('app.home')}
      </Link>
      <h1>{t('legal.privacyTitle')}</h1>
      <p>{t('legal.privacyIntro')}</p>
      <p>{t('legal.privacyData')}</p>
      <p>{t('legal.privacyRights')}</p>
    </article>
  );
}
