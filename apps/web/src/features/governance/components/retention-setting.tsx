import { RETENTION_MONTHS, type RetentionMonths } from '@mike/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useBusinessSettings, useUpdateRetention } from '../api/business-settings.ts';
import styles from './governance.module.css';

type Choice = 'never' | `${(typeof RETENTION_MONTHS)[number]}`;
const toChoice = (months: RetentionMonths): Choice => (months === null ? 'never' : (`${months}` as Choice));
const toMonths = (choice: Choice): RetentionMonths => (choice === 'never' ? null : (Number(choice) as RetentionMonths));

/** How long conversations are kept (issue 16): the OWNER chooses, an administrator sees the rule. */
export function RetentionSetting({ isOwner }: { isOwner: boolean }) {
  const { t } = useTranslation();
  const settings = useBusinessSettings();
  const update = useUpdateRetention();
  const [choice, setChoice] = useState<Choice | null>(null);
  if (!settings.data) return <Spinner />;
  const current = toChoice(settings.data.retentionMonths);
  const selected = choice ?? current;
  const options = [
    { value: 'never' as Choice, label: t('governance.retention.never') },
    ...RETENTION_MONTHS.map((months) => ({ value: `${months}` as Choice, label: t('governance.retention.months', { count: months }) })),
  ];

  return (
    <section className={styles.section} aria-labelledby="retention-title">
      <h2 id="retention-title" className={styles.sectionTitle}>
        {t('governance.retention.title')}
      </h2>
      <p className={styles.muted}>{t('governance.retention.hint')}</p>
      <div className={styles.toolbar}>
        <SelectField label={t('governance.retention.label')} value={selected} options={options} onChange={setChoice} disabled={!isOwner || update.isPending} />
        {isOwner ? (
          <Button
            disabled={selected === current || update.isPending}
            onClick={() =>
              update.mutate(toMonths(selected), {
                onSuccess: () => {
                  setChoice(null);
                  notify.success(t('governance.retention.saved'));
                },
                onError: (error) => notify.error(getErrorMessage(error, 'governance.retention.error')),
              })
            }
          >
            {t('governance.retention.save')}
          </Button>
        ) : (
          <p className={styles.muted}>{t('governance.retention.ownerOnly')}</p>
        )}
      </div>
    </section>
  );
}
