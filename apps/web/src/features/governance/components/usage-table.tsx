import type { MemberUsage } from '@mike/contracts';
import { useTranslation } from 'react-i18next';
import tableStyles from '../../../components/ui/table.module.css';
import styles from './governance.module.css';

const dateTime = new Intl.DateTimeFormat('es-ES', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Madrid' });

/** Usage per member: counts only (issue 16). The narrow columns hide on small screens. */
export function UsageTable({ members }: { members: MemberUsage[] }) {
  const { t } = useTranslation();
  return (
    <div className={styles.scroll}>
      <table className={tableStyles.table} aria-label={t('governance.usage.table')}>
        <thead>
          <tr>
            <th scope="col">{t('governance.usage.name')}</th>
            <th scope="col" className={tableStyles.medium}>
              {t('governance.usage.rol')}
            </th>
            <th scope="col" className={styles.number}>
              {t('governance.usage.questions')}
            </th>
            <th scope="col" className={`${styles.number} ${tableStyles.medium}`}>
              {t('governance.usage.conversations')}
            </th>
            <th scope="col" className={`${styles.number} ${tableStyles.wide}`}>
              {t('governance.usage.documents')}
            </th>
            <th scope="col" className={`${styles.number} ${tableStyles.wide}`} title={t('governance.usage.thumbsUpLabel')}>
              {t('governance.usage.thumbsUp')}
            </th>
            <th scope="col" className={`${styles.number} ${tableStyles.wide}`} title={t('governance.usage.thumbsDownLabel')}>
              {t('governance.usage.thumbsDown')}
            </th>
            <th scope="col">{t('governance.usage.lastActivity')}</th>
          </tr>
        </thead>
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
