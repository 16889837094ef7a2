import { useTranslation } from 'react-i18next';
import styles from './billing.module.css';

/**
 * What a member who is not the OWNER sees on a billing screen (spec §6: the subscription is the owner's; the
 * mobile menu still lists Subscripción for everyone): who to ask, rather than a silent redirect.
 */
export function OwnerOnlyNotice() {
  const { t } = useTranslation();
  return (
    <div className={`${styles.card} ${styles.narrow}`}>
      <h2 className={styles.cardTitle}>{t('pricing.ownerOnlyTitle')}</h2>
      <p>{t('pricing.ownerOnlyDescription')}</p>
    </div>
  );
}
