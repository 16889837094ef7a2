import type { SeatChangePreview } from '@mike/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, dialogActionsClass } from '../../../components/ui/dialog.tsx';
import { formatDate, formatEuros } from '../utils/format.ts';
import styles from './billing.module.css';

export interface SeatChangeDialogProps {
  preview: SeatChangePreview;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The confirmation of a seat change (issue 15): the amount charged now for the rest of the period and the new
 * monthly total, as the provider computes them, before anything is charged.
 */
export function SeatChangeDialog({ preview, isPending, onConfirm, onClose }: SeatChangeDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('pricing.confirmTitle')} onClose={onClose}>
      <dl className={styles.summaryList}>
        <dt>{t('pricing.confirmSeats')}</dt>
        <dd>{t('pricing.confirmSeatsValue', { from: preview.currentQuantity, to: preview.quantity })}</dd>
        <dt>{t('pricing.confirmDueNow')}</dt>
        <dd className={styles.amount}>{formatEuros(preview.amountDueNow)}</dd>
        <dt>{t('pricing.confirmMonthly')}</dt>
        <dd className={styles.amount}>{t('pricing.perMonth', { amount: formatEuros(preview.newMonthlyTotal) })}</dd>
      </dl>
      <p className={styles.muted}>
        {preview.amountDueNow > 0
          ? t('pricing.confirmProrated', { date: formatDate(preview.periodEnd) })
          : t('pricing.confirmNoCharge', { date: formatDate(preview.periodEnd) })}
      </p>
      <div className={dialogActionsClass}>
        <Button variant="ghost" onClick={onClose} disabled={isPending}>
          {t('app.back')}
        </Button>
        <Button onClick={onConfirm} disabled={isPending} aria-busy={isPending}>
          {t('pricing.confirmSubmit')}
        </Button>
      </div>
    </Dialog>
  );
}
