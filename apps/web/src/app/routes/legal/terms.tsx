import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/ui/page.tsx';
import styles from './legal.module.css';

/** /terms-and-conditions: static, public to everyone (linked from the footer). */
export function TermsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('legal.termsTitle'));
  return (
    <article className={styles.page}>
      <Link to="/" className={styles.back}>
        {t('app.home')}
      </Link>
      <h1>{t('legal.termsTitle')}</h1>
      <p>{t('legal.termsIntro')}</p>
      <p>{t('legal.termsPlan')}</p>
      <p>{t('legal.termsUse')}</p>
    </article>
  );
}
