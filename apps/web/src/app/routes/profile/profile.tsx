import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { useDeleteAccount, useDownloadPersonalData } from '../../../features/governance/api/personal-data.ts';
import styles from '../../../features/governance/components/governance.module.css';
import { useAuthState } from '../../../lib/auth-store.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';

/** /profile 'Tu cuenta' (issue 16): every member downloads their own data or deletes their account. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { clientUser } = useAuthState();
  const download = useDownloadPersonalData();
  const [isConfirming, setConfirming] = useState(false);

  return (
    <Page title={t('profile.title')}>
      {clientUser ? (
        <dl className={styles.profile}>
          <dt>{t('profile.name')}</dt>
          <dd>{clientUser.name}</dd>
          <dt>{t('profile.email')}</dt>
          <dd>{clientUser.email}</dd>
        </dl>
      ) : null}
      <section className={styles.section} aria-labelledby="profile-data-title">
        <h2 id="profile-data-title" className={styles.sectionTitle}>
          {t('profile.dataTitle')}
        </h2>
        <p className={styles.muted}>{t('profile.dataHint')}</p>
        <Button
          variant="secondary"
          disabled={download.isPending}
          onClick={() => download.mutate(undefined, { onError: (error) => notify.error(getErrorMessage(error, 'profile.downloadError')) })}
        >
          {t('profile.download')}
        </Button>
      </section>
      <section className={styles.section} aria-labelledby="profile-delete-title">
        <h2 id="profile-delete-title" className={styles.sectionTitle}>
          {t('profile.deleteTitle')}
        </h2>
        <p className={styles.muted}>{t('profile.deleteHint')}</p>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t('profile.delete')}
        </Button>
      </section>
      {isConfirming ? <DeleteAccountDialog onClose={() => setConfirming(false)} /> : null}
    </Page>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  return (
    <Dialog title={t('profile.deleteConfirmTitle')} onClose={() => !remove.isPending && onClose()}>
      <p>{t('profile.deleteConfirmText')}</p>
      {remove.isError ? (
        <ErrorAlert>
          {/* The server's own words say what to do first (OWNER_MUST_HAND_OVER). */}
          <p>{getErrorMessage(remove.error)}</p>
        </ErrorAlert>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
          {t('profile.cancel')}
        </Button>
        <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate(undefined, { onSuccess: () => void navigate('/login', { replace: true }) })}>
          {t('profile.deleteConfirm')}
        </Button>
      </div>
    </Dialog>
  );
}
