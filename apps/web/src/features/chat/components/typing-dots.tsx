import { useTranslation } from 'react-i18next';
import styles from './chat.module.css';

/** The bot placeholder while a reply is awaited (spec §4): three dots, still when motion is reduced. */
export function TypingDots() {
  const { t } = useTranslation();
  return (
    <span className={styles.typing} role="status" aria-label={t('chat.botTyping')}>
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.dot} aria-hidden="true" />
      <span className="visually-hidden">{t('chat.botTyping')}</span>
    </span>
  );
}
