import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuditLog } from '../../../features/governance/api/get-audit-log.ts';
import { AuditTable } from '../../../features/governance/components/audit-table.tsx';
import styles from '../../../features/governance/components/governance.module.css';
import { LoadError } from '../../../features/governance/components/load-error.tsx';
import { ManagerOnly } from '../../../features/governance/components/manager-only.tsx';
import { RetentionSetting } from '../../../features/governance/components/retention-setting.tsx';
import { UsersTabs } from '../../../features/governance/components/users-tabs.tsx';

/** /users/activity 'Actividad' (issue 16): the retention rule and the audit trail, newest first, by pages. */
export function ActivityPage() {
  return <ManagerOnly>{({ isOwner }) => <ActivityScreen isOwner={isOwner} />}</ManagerOnly>;
}

function ActivityScreen({ isOwner }: { isOwner: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);

  return (
    <Page title={t('governance.activity.title')}>
      <UsersTabs />
      <RetentionSetting isOwner={isOwner} />
      <section className={styles.section} aria-labelledby="activity-log-title">
        <h2 id="activity-log-title" className={styles.sectionTitle}>
          {t('governance.activity.table')}
        </h2>
        {log.isError ? <LoadError title={t('governance.activity.error')} error={log.error} onRetry={() => void log.refetch()} /> : null}
        {log.data ? <AuditTable entries={log.data.entries} /> : log.isPending ? <Spinner /> : null}
        {log.data && (page > 1 || log.data.hasMore) ? (
          <div className={styles.pager}>
            <Button variant="secondary" disabled={page === 1} onClick={() => setPage(page - 1)}>
              {t('governance.activity.newer')}
            </Button>
            <span className={styles.muted}>{t('governance.activity.page', { page })}</span>
            <Button variant="secondary" disabled={!log.data.hasMore} onClick={() => setPage(page + 1)}>
              {t('governance.activity.older')}
            </Button>
          </div>
        ) : null}
      </section>
    </Page>
  );
}
