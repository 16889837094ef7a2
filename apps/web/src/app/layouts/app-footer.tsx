import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './app-footer.module.css';

export const PRIVACY_POLICY_PATH = '/privacy-policy';
export const TERMS_PATH = '/terms-and-conditions';

/** Footer with the legal links (spec §2); also used by the public pages. */
export function AppFooter() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('footer.label')}>
        <ul className={styles.links}>
          <li>
            <Link to={PRIVACY_POLICY_PATH}>{t('footer.privacyPolicy')}</Link>
          </li>
          <li>
            <Link to={TERMS_PATH}>{t('footer.terms')}</Link>
          </li>
        </ul>
      </nav>
      <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
