import { useTranslation } from 'react-i18next';
import { getSafeHref } from '../utils/messages.ts';
import styles from './chat.module.css';

function DocumentIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h6" />
    </svg>
  );
}

/**
 * A drafted document (DESIGN.md §6): its name and a download link. The link is the API's signed, expiring URL,
 * which the browser opens without the bearer token.
 */
export function DocumentCard({ name, url }: { name: string; url: string | undefined }) {
  const { t } = useTranslation();
  const href = getSafeHref(url);
  return (
    <div className={styles.documentCard}>
      <span className={styles.documentIcon}>
        <DocumentIcon />
      </span>
      <span className={styles.documentName}>{name}</span>
      {href ? (
        <a className={styles.documentLink} href={href} aria-label={t('chat.downloadDocument', { name })}>
          {t('chat.download')}
        </a>
      ) : null}
    </div>
  );
}
