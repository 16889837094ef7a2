import { useTranslation } from 'react-i18next';
import styles from './spinner.module.css';

/** A loading indicator that screen readers announce. */
export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.wrapper} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('app.loading')}</span>
    </div>
  );
}
