import { useTranslation } from 'react-i18next';
import { OptionsMenu } from '../../../components/ui/options-menu.tsx';
import { TableHead } from '../../../components/ui/table-head.tsx';
import { getInitials } from '../../../lib/get-initials.ts';
import { formatPhone, type TeamRow } from '../utils/team-rows.ts';
import tableStyles from '../../../components/ui/table.module.css';
import styles from './team.module.css';

export interface TeamTableProps {
  rows: TeamRow[];
  onRemove: (row: TeamRow) => void;
  /** Given to the OWNER only: 'Confirmar' on suspended rows. */
  onConfirm?: ((row: TeamRow) => void) | undefined;
}

/**
 * The members and pending invitations of the business, each with its options menu when it has an action.
 * The email sits under the name; narrow screens drop the phone column, and the smallest fold role and status
 * under the name too.
 */
export function TeamTable({ rows, onRemove, onConfirm }: TeamTableProps) {
  const { t } = useTranslation();
  return (
    <table className={tableStyles.table} aria-label={t('users.list')}>
      <TableHead
        columns={[
          { label: t('users.name') },
          { label: t('users.phone'), className: tableStyles.wide },
          { label: t('users.rol'), className: tableStyles.medium },
          { label: t('users.status'), className: tableStyles.medium },
          { label: <span className="visually-hidden">{t('users.options')}</span> },
        ]}
      />
      <tbody>
        {rows.map((row) => (
          <TeamTableRow key={row.key} row={row} onRemove={onRemove} onConfirm={onConfirm} />
        ))}
      </tbody>
    </table>
  );
}

/** One member or invitation: name, email and (on small screens) role and status; its options when it has an action. */
function TeamTableRow({ row, onRemove, onConfirm }: { row: TeamRow; onRemove: (row: TeamRow) => void; onConfirm: TeamTableProps['onConfirm'] }) {
  const { t } = useTranslation();
  const nameId = `${row.key}-name`;
  const canRemove = row.kind === 'invite' || row.canRemove;
  const rolLabel = t(`roles.${row.rol}`);
  let statusLabel = row.status === 'ACTIVE' ? t('users.active') : t('users.invited');
  if (row.suspended) statusLabel = t('users.suspended');
  const status = <span className={row.status === 'ACTIVE' && !row.suspended ? styles.statusActive : styles.statusInvited}>{statusLabel}</span>;
  const actions = [
    ...(row.suspended && onConfirm ? [{ label: t('users.confirm'), onSelect: () => onConfirm(row) }] : []),
    ...(canRemove ? [{ label: t('users.remove'), onSelect: () => onRemove(row), isDanger: true }] : []),
  ];
  return (
    <tr>
      <th scope="row">
        <span className={styles.person}>
          <span className={styles.avatar} aria-hidden="true">
            {getInitials(row.name)}
          </span>
          <span className={styles.identity}>
            <span className={styles.name}>
              <span id={nameId}>{row.name}</span>
              {row.kind === 'member' && row.isCurrentUser ? <span className={styles.you}>{t('users.you')}</span> : null}
            </span>
            <span className={styles.email}>{row.email}</span>
            <span className={styles.compactMeta}>
              {rolLabel} {status}
            </span>
          </span>
        </span>
      </th>
      <td className={`${tableStyles.wide} ${styles.phone}`}>{formatPhone(row.phone)}</td>
      <td className={tableStyles.medium}>{rolLabel}</td>
      <td className={tableStyles.medium}>{status}</td>
      <td className={styles.actionsCell}>
        {actions.length > 0 ? <OptionsMenu label={t('users.options')} describedBy={nameId} actions={actions} /> : null}
      </td>
    </tr>
  );
}
