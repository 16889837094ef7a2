import type { Citation } from '@mike/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProvisionPanel } from './provision-panel.tsx';
import styles from './chat.module.css';

/**
 * The sources of a bot answer as chips ('Art. 36.1 LAU') under it. Each opens the cited provision's text in a
 * panel, so the reader checks the law without leaving the chat.
 */
export function CitationList({ citations }: { citations: Citation[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Citation | undefined>();
  if (citations.length === 0) return null;
  return (
    <>
      <ul className={styles.citations} aria-label={t('chat.citations')}>
        {citations.map((citation, index) => (
          <li key={`${citation.label}-${index}`}>
            <button type="button" className={styles.citation} aria-haspopup="dialog" onClick={() => setOpen(citation)}>
              {citation.label}
            </button>
          </li>
        ))}
      </ul>
      {open ? <ProvisionPanel citation={open} onClose={() => setOpen(undefined)} /> : null}
    </>
  );
}
