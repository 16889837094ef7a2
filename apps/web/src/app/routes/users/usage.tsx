import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useUsage } from '../../../features/governance/api/get-usage.ts';
import styles from '../../../features/governance/components/governance.module.css';
import { LoadError } from '../../../features/governance/components/load-error.tsx';
import { ManagerOnly } from '../../../features/governance/components/manager-only.tsx';
import { UsageChart } from '../../../features/governance/components/usage-chart.tsx';
import { UsageTable } from '../../../features/governance/components/usage-table.tsx';
import { UsersTabs } from '../../../features/governance/components/users-tabs.tsx';
import { downloadBlob } from '../../../lib/download-file.ts';
import { MONTH_PATTERN, monthOf, monthRange } from '../../../features/governance/utils/month.ts';
import { usageToCsv } from '../../../features/governance/utils/usage-csv.ts';

/** /users/usage 'Uso' (issue 16): per member and per day, one month at a time, exportable as CSV. */
export function UsagePage() {
  return <ManagerOnly>{() => <UsageScreen />}</ManagerOnly>;
}

function UsageScreen() {
  const { t } = useTranslation();
  const [month, setMonth] = useState(() => monthOf(new Date()));
  const { from, to } = monthRange(month);
  const usage = useUsage(from, to);

  function exportCsv() {
    if (!usage.data) return;
    const csv = usageToCsv(
      usage.data,
      {
        members: (['name', 'rol', 'questions', 'conversations', 'documents', 'thumbsUp', 'thumbsDown', 'lastActivity'] as const).map((key) => t(`governance.usage.${key}`)),
        days: (['day', 'questions', 'conversations', 'documents'] as const).map((key) => t(`governance.usage.${key}`)),
      },
      (rol) => t(`roles.${rol as 'AGENT'}`),
    );
    // A BOM, so spreadsheet programs read the accents as UTF-8.
    downloadBlob(t('governance.usage.csvFileName', { month }), new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  }

  return (
    <Page
      title={t('governance.usage.title')}
      actions={
        <Button variant="secondary" onClick={exportCsv} disabled={!usage.data}>
          {t('governance.usage.exportCsv')}
        </Button>
      }
    >
      <UsersTabs />
      <div className={styles.toolbar}>
        <TextField
          label={t('governance.usage.month')}
          type="month"
          value={month}
          max={monthOf(new Date())}
          onChange={(event) => {
            if (MONTH_PATTERN.test(event.target.value)) setMonth(event.target.value);
          }}
        />
        <p className={styles.muted}>{t('governance.usage.privacy')}</p>
      </div>
      {usage.isError ? <LoadError title={t('governance.usage.error')} error={usage.error} onRetry={() => void usage.refetch()} /> : null}
      {usage.data ? (
        <>
          <UsageChart days={usage.data.days} monthLabel={month} />
          <UsageTable members={usage.data.members} />
        </>
      ) : usage.isPending ? (
        <Spinner />
      ) : null}
    </Page>
  );
}
