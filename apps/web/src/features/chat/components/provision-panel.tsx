import type { Citation } from '@mike/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLegislationArticle, type LegislationProvision } from '../api/get-legislation-article.ts';
import { getSafeHref } from '../utils/messages.ts';
import styles from './chat.module.css';

/** '2023-05-25' → '25/05/2023', as the answers write it. */
function formatVersionDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

function Paragraphs({ text, number, highlight = false }: { text: string; number?: string; highlight?: boolean }) {
  const lines = text.split('\n').filter((line) => line.trim());
  return lines.map((line, index) => {
    const content = index === 0 && number ? `${number}. ${line}` : line;
    return <p key={index}>{highlight ? <mark>{content}</mark> : content}</p>;
  });
}

/** The provision's text, apartado by apartado, the cited one highlighted and brought into view. */
function ProvisionText({ provision, cited }: { provision: LegislationProvision; cited: string | undefined }) {
  const { t } = useTranslation();
  const citedRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // jsdom has no layout, so no scrollIntoView.
    citedRef.current?.scrollIntoView?.({ block: 'center' });
  }, []);
  if (provision.apartados.length === 0) return <Paragraphs text={provision.text} />;
  return provision.apartados.map((apartado) => {
    const isCited = apartado.number !== '' && apartado.number === cited;
    return (
      <div key={apartado.number || 'lead'} ref={isCited ? citedRef : undefined} className={isCited ? styles.citedApartado : undefined}>
        {isCited ? <span className="visually-hidden">{t('chat.provision.cited')}</span> : null}
        <Paragraphs text={apartado.text} number={apartado.number} highlight={isCited} />
      </div>
    );
  });
}

/**
 * The text behind a source chip: the cited provision as the law is in force (`GET /legislation/{lawId}/articles/
 * {article}`), the cited apartado highlighted, its version date, the BOE as source and a link to it. A side panel on
 * wide screens, a full-width sheet on phones; a modal dialog (focus kept inside, Escape closes, focus goes back).
 */
export function ProvisionPanel({ citation, onClose }: { citation: Citation; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useLegislationArticle(citation.lawId, citation.article);
  const provision = query.data;
  const boeHref = getSafeHref(provision?.url ?? citation.url);
  return (
    <Dialog title={citation.label} className={styles.provisionPanel} onClose={onClose}>
      {/* Scrolls on its own when the text is long: a region reachable by keyboard. */}
      <div className={styles.provisionBody} role="region" aria-label={t('chat.provision.text', { label: citation.label })} tabIndex={0}>
        {provision ? (
          <>
            <h3 className={styles.provisionTitle}>
              {t(`chat.provision.${provision.kind}`, { number: provision.number }).trim()}
              {provision.heading ? `. ${provision.heading.replace(/\.$/, '')}` : ''}
            </h3>
            <div className={styles.provisionText} lang="es">
              <ProvisionText provision={provision} cited={citation.apartado} />
            </div>
          </>
        ) : query.isError ? (
          <p role="alert">{t('chat.provision.error', { label: citation.label })}</p>
        ) : (
          <Spinner label={t('chat.provision.loading')} />
        )}
      </div>
      {provision ? <p className={styles.provisionSource}>{t('chat.provision.inForce', { date: formatVersionDate(provision.versionDate) })}</p> : null}
      <div className={styles.provisionActions}>
        {boeHref ? (
          <a href={boeHref} target="_blank" rel="noopener noreferrer">
            {t('chat.provision.openBoe')}
          </a>
        ) : null}
        <button type="button" className={styles.provisionClose} onClick={onClose}>
          {t('chat.provision.close')}
        </button>
      </div>
    </Dialog>
  );
}
