import { useTranslation } from 'react-i18next';
import styles from './billing.module.css';

/** Says plainly that the sandbox's pages move no money. */
export function TestModeNotice({ showCard = false }: { showCard?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.testNotice} role="note">
      <strong>{t('sandbox.notice')}</strong>
      {showCard ? <span>{t('sandbox.testCardHint')}</span> : null}
    </div>
  );
}
