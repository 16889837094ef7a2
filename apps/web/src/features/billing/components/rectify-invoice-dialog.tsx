import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, dialogActionsClass } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useBillingDetails } from '../api/billing-details.ts';
import { useRectifyInvoice } from '../api/rectify-invoice.ts';
import styles from './billing.module.css';

export interface RectifyInvoiceDialogProps {
  billId: string;
  invoiceNumber: string;
  onClose: () => void;
}

/**
 * The confirmation of a rectification (ADR 030): what will be issued (a factura rectificativa por sustitución
 * with the current billing details, shown here) and the reason the owner gives, printed on it.
 */
export function RectifyInvoiceDialog({ billId, invoiceNumber, onClose }: RectifyInvoiceDialogProps) {
  const { t } = useTranslation();
  const details = useBillingDetails();
  const rectify = useRectifyInvoice();
  const [reason, setReason] = useState('');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    rectify.mutate(
      { billId, reason: reason.trim() },
      {
        onSuccess: (creditNoteNumber) => {
          notify.success(t('pricing.rectifyDone', { number: creditNoteNumber }));
          onClose();
        },
      },
    );
  }

  const buyer = details.data;
  return (
    <Dialog title={t('pricing.rectifyTitle', { number: invoiceNumber })} onClose={onClose}>
      <form onSubmit={onSubmit}>
        <p>{t('pricing.rectifyIntro', { number: invoiceNumber })}</p>
        <dl className={styles.summaryList}>
          <dt>{t('pricing.rectifyBuyer')}</dt>
          <dd>{buyer ? `${buyer.legalName} · ${buyer.taxId}` : t('pricing.rectifyNoDetails')}</dd>
        </dl>
        <TextField
          label={t('pricing.rectifyReason')}
          hint={t('pricing.rectifyReasonHint')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={300}
          required
        />
        {rectify.isError ? (
          <ErrorAlert>
            <p>{getErrorMessage(rectify.error)}</p>
          </ErrorAlert>
        ) : null}
        <div className={dialogActionsClass}>
          <Button type="button" variant="ghost" onClick={onClose} disabled={rectify.isPending}>
            {t('app.back')}
          </Button>
          <Button type="submit" disabled={rectify.isPending || reason.trim() === ''} aria-busy={rectify.isPending}>
            {t('pricing.rectifySubmit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
