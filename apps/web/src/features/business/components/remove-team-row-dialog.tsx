import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useDeleteInvite } from '../api/delete-invite.ts';
import { useRemoveMember } from '../api/remove-member.ts';
import type { InviteRow, MemberRow } from '../utils/team-rows.ts';
import styles from './team.module.css';

export interface RemoveTeamRowDialogProps {
  row: MemberRow | InviteRow;
  businessId: string;
  onClose: () => void;
}

/**
 * What 'Eliminar' asks before acting (spec §2): 'Expulsar Usuario' for a member (remove-user), 'Cancelar
 * invitación' for a pending invitation (delete invite). Both refresh the list (spec §4). A failure is a toast
 * and, since the modal dialog makes the toast inert, also an alert inside the dialog.
 */
export function RemoveTeamRowDialog({ row, businessId, onClose }: RemoveTeamRowDialogProps) {
  const { t } = useTranslation();
  const removeMember = useRemoveMember();
  const deleteInvite = useDeleteInvite();
  const isPending = removeMember.isPending || deleteInvite.isPending;
  const isMember = row.kind === 'member';
  const [error, setError] = useState<string | null>(null);

  const fail = (message: string) => {
    notify.error(message);
    setError(message);
  };

  const close = () => {
    if (!isPending) onClose();
  };

  function onConfirm() {
    setError(null);
    if (row.kind === 'member') {
      removeMember.mutate(row.memberId, {
        onSuccess: () => {
          notify.success(t('toasts.userExpelled'));
          onClose();
        },
        // The server's own Spanish text says why (e.g. the OWNER cannot be expelled).
        onError: (cause) => fail(getErrorMessage(cause)),
      });
    } else {
      deleteInvite.mutate(
        { businessId, inviteId: row.inviteId },
        {
          onSuccess: () => {
            notify.success(t('toasts.inviteCancelled'));
            onClose();
          },
          onError: () => fail(t('toasts.inviteCancelError')),
        },
      );
    }
  }

  const action = isMember ? t('users.expel') : t('users.cancelInvite');
  return (
    <Dialog title={action} onClose={close}>
      <p>{isMember ? t('users.expelConfirm', { name: row.name }) : t('users.cancelInviteConfirm', { name: row.name })}</p>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      <div className={styles.dialogActions}>
        <Button variant="ghost" onClick={close} disabled={isPending}>
          {t('app.back')}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={isPending} aria-busy={isPending}>
          {action}
        </Button>
      </div>
    </Dialog>
  );
}
