import type { MemberUsage } from '@mike/contracts';
import { useTranslation } from 'react-i18next';
import { TableHead } from '../../../components/ui/table-head.tsx';
import tableStyles from '../../../components/ui/table.module.css';
import styles from './governance.module.css';

const dateTime = new Intl.DateTimeFormat('es-ES', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Madrid' });

/** Usage per member: counts only (issue 16). The narrow columns hide on small screens. */
export function UsageTable({ members }: { members: MemberUsage[] }) {
  const { t } = useTranslation();
  return (
    <div className={styles.scroll}>
      <table className={tableStyles.table} aria-label={t('governance.usage.table')}>
        <TableHead
          columns={[
            { label: t('governance.usage.name') },
            { label: t('governance.usage.rol'), className: tableStyles.medium },
            { label: t('governance.usage.questions'), className: styles.number },
            { label: t('governance.usage.conversations'), className: `${styles.number} ${tableStyles.medium}` },
            { label: t('governance.usage.documents'), className: `${styles.number} ${tableStyles.wide}` },
            { label: t('governance.usage.thumbsUp'), className: `${styles.number} ${tableStyles.wide}`, title: t('governance.usage.thumbsUpLabel') },
            { label: t('governance.usage.thumbsDown'), className: `${styles.number} ${tableStyles.wide}`, title: t('governance.usage.thumbsDownLabel') },
            { label: t('governance.usage.lastActivity') },
          ]}
        />
        <tbody>
          {members.map((member) => (
            <tr key={member.memberId}>
              <th scope="row">{member.name}</th>
              <td className={tableStyles.medium}>{t(`roles.${member.rol}`)}</td>
              <td className={styles.number}>{member.questions}</td>
              <td className={`${styles.number} ${tableStyles.medium}`}>{member.conversations}</td>
              <td className={`${styles.number} ${tableStyles.wide}`}>{member.documents}</td>
              <td className={`${styles.number} ${tableStyles.wide}`}>{member.thumbsUp}</td>
              <td className={`${styles.number} ${tableStyles.wide}`}>{member.thumbsDown}</td>
              <td>{member.lastActivity ? dateTime.format(new Date(member.lastActivity)) : t('governance.usage.never')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
