import type { AuditEntry } from '@mike/contracts';
import { useTranslation } from 'react-i18next';
import { TableHead } from '../../../components/ui/table-head.tsx';
import tableStyles from '../../../components/ui/table.module.css';
import { describeActor, describeAuditEntry } from '../utils/audit-detail.ts';
import styles from './governance.module.css';

const dateTime = new Intl.DateTimeFormat('es-ES', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Madrid' });

/** The audit trail, newest first: when, who, what and the detail; never a conversation's text. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return <p className={styles.muted}>{t('governance.activity.empty')}</p>;
  return (
    <div className={styles.scroll}>
      <table className={tableStyles.table} aria-label={t('governance.activity.table')}>
        <TableHead
          columns={[
            { label: t('governance.activity.date') },
            { label: t('governance.activity.who') },
            { label: t('governance.activity.action') },
            { label: t('governance.activity.detail'), className: tableStyles.medium },
          ]}
        />
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.createdAt}>{dateTime.format(new Date(entry.createdAt))}</time>
              </td>
              <td>{describeActor(t, entry)}</td>
              <td>{t(`governance.activity.actions.${entry.action}`)}</td>
              <td className={tableStyles.medium}>{describeAuditEntry(t, entry)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
