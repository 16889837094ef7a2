import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ErrorAlert, InfoAlert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useConfirmMember } from '../../../features/business/api/confirm-member.ts';
import { useBusiness } from '../../../features/business/api/get-business.ts';
import { useInvites } from '../../../features/business/api/get-invites.ts';
import { UsersTabs } from '../../../features/governance/components/users-tabs.tsx';
import { InviteMemberDialog } from '../../../features/business/components/invite-member-dialog.tsx';
import { RemoveTeamRowDialog } from '../../../features/business/components/remove-team-row-dialog.tsx';
import { TeamTable } from '../../../features/business/components/team-table.tsx';
import styles from '../../../features/business/components/team.module.css';
import { getCurrentMember } from '../../../features/business/utils/get-current-member.ts';
import { buildTeamRows, type TeamRow } from '../../../features/business/utils/team-rows.ts';
import { useAuthState } from '../../../lib/auth-store.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { canManageUsers } from '../../layouts/menu-items.ts';

/**
 * /users 'Usuarios' (spec §2, §6): the members and pending invitations, 'AÑADIR' to invite, 'Eliminar' to
 * expel or cancel, and for the OWNER 'Confirmar' on what was suspended when they claimed the account (ADR 009). Only owners and administrators manage the team; anyone else goes to /.
 */
export function UsersPage() {
  const { t } = useTranslation();
  const { clientUser } = useAuthState();
  // The layout shows this screen only once the business has loaded.
  const { data: business } = useBusiness();
  const member = getCurrentMember(business, clientUser?.id);
  const canManage = member !== undefined && canManageUsers(member.rol);
  const invitesQuery = useInvites(business && canManage ? business.id : undefined);
  const [isInviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<TeamRow | null>(null);
  const confirming = useConfirmMember();

  if (!business) return <Spinner />;
  if (!canManage) return <Navigate to="/" replace />;

  const rows = buildTeamRows(business.members, invitesQuery.data ?? [], clientUser?.id);
  // Members and invitations both hold a seat (the server counts them the same way).
  const used = business.members.length;
  const isFull = used >= business.memberAllowedQuantity;
  const isOwner = member.rol === 'OWNER';
  const hasSuspended = rows.some((row) => row.suspended);
  let action = <Button onClick={() => setInviting(true)}>{t('users.add')}</Button>;
  if (isFull) action = isOwner ? <ButtonLink to="/pricing">{t('users.addSeats')}</ButtonLink> : <></>;

  return (
    <Page title={t('users.title')} actions={action}>
      <UsersTabs />
      <p className={styles.seats}>{t('users.seats', { used, total: business.memberAllowedQuantity })}</p>
      {isFull ? <InfoAlert>{isOwner ? t('users.fullOwner') : t('users.fullMember')}</InfoAlert> : null}
      {hasSuspended && isOwner ? <InfoAlert>{t('users.suspendedNotice')}</InfoAlert> : null}
      {confirming.isError ? <ErrorAlert>{getErrorMessage(confirming.error)}</ErrorAlert> : null}
      {invitesQuery.isError ? (
        <ErrorAlert>
          <p>{t('users.invitesError')}</p>
          <p>{getErrorMessage(invitesQuery.error)}</p>
          <Button variant="secondary" onClick={() => void invitesQuery.refetch()}>
            {t('app.retry')}
          </Button>
        </ErrorAlert>
      ) : null}
      {invitesQuery.isPending ? <Spinner /> : <TeamTable rows={rows} onRemove={setRemoving} onConfirm={isOwner ? (row) => confirming.mutate(row.memberId) : undefined} />}
      {isInviting ? <InviteMemberDialog onClose={() => setInviting(false)} /> : null}
      {removing ? <RemoveTeamRowDialog row={removing} businessId={business.id} onClose={() => setRemoving(null)} /> : null}
    </Page>
  );
}
