import type { Citation } from '@mike/contracts';
import { useTranslation } from 'react-i18next';
import { getSafeHref } from '../utils/messages.ts';
import styles from './chat.module.css';

/** The sources of a bot answer as small chips ('Art. 36 LAU' → its link), under the answer. */
export function CitationList({ citations }: { citations: Citation[] }) {
  const { t } = useTranslation();
  if (citations.length === 0) return null;
  return (
    <ul className={styles.citations} aria-label={t('chat.citations')}>
      {citations.map((citation, index) => {
        const href = getSafeHref(citation.url);
        return (
          <li key={`${citation.label}-${index}`}>
            {href ? (
              <a className={styles.citation} href={href} target="_blank" rel="noopener noreferrer">
                {citation.label}
              </a>
            ) : (
              <span className={styles.citation}>{citation.label}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
