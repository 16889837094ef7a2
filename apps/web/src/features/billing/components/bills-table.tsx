import type { Bill } from '@mike/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import tableStyles from '../../../components/ui/table.module.css';
import { downloadCreditNote, downloadInvoice } from '../api/download-invoice.ts';
import { useBills } from '../api/get-bills.ts';
import { formatDate, formatEuros } from '../utils/format.ts';
import styles from './billing.module.css';
import { RectifyInvoiceDialog } from './rectify-invoice-dialog.tsx';

/**
 * MIKE's own factura of a bill: its PDF, its latest factura rectificativa's PDF once rectified, and
 * 'Rectificar factura' (the table is the OWNER's: only they see bills).
 */
function MikeInvoiceCell({ billId, invoiceNumber, creditNoteNumber }: { billId: string; invoiceNumber: string; creditNoteNumber: string | undefined }) {
  const { t } = useTranslation();
  const [isRectifying, setRectifying] = useState(false);
  const onError = () => notify.error(t('pricing.billDownloadError'));
  return (
    <div className={styles.invoiceActions}>
      <Button variant="secondary" className={styles.downloadButton} onClick={() => void downloadInvoice(billId, invoiceNumber).catch(onError)} aria-label={t('pricing.billDownloadLabel', { number: invoiceNumber })}>
        {t('pricing.billDownload')}
      </Button>
      {creditNoteNumber ? (
        <Button
          variant="secondary"
          className={styles.downloadButton}
          onClick={() => void downloadCreditNote(billId, creditNoteNumber).catch(onError)}
          aria-label={t('pricing.creditNoteDownloadLabel', { number: creditNoteNumber })}
        >
          {t('pricing.creditNoteDownload')}
        </Button>
      ) : null}
      <Button variant="ghost" className={styles.downloadButton} onClick={() => setRectifying(true)} aria-label={t('pricing.rectifyLabel', { number: invoiceNumber })}>
        {t('pricing.rectify')}
      </Button>
      {isRectifying ? <RectifyInvoiceDialog billId={billId} invoiceNumber={invoiceNumber} onClose={() => setRectifying(false)} /> : null}
    </div>
  );
}

/** The bill's invoice: MIKE's own factura (and its rectificativa), or the provider's (Stripe's) document. */
function InvoiceCell({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  if (bill.invoiceNumber) return <MikeInvoiceCell billId={bill.id} invoiceNumber={bill.invoiceNumber} creditNoteNumber={bill.creditNoteNumber} />;
  if (!bill.url) return null;
  const date = formatDate(bill.date);
  return (
    <a href={bill.url} target="_blank" rel="noopener noreferrer" aria-label={t('pricing.billLinkLabel', { date })}>
      {t('pricing.billLink')}
    </a>
  );
}

/**
 * 'Facturas' (spec §2, §3, issue 15): date, concept, period, seats, total in euros, Pendiente / Pagada /
 * Cancelada, and the invoice (a PDF download) when there is one. Phones keep date, total, status and invoice;
 * the concept comes back from 600 px, period and seats from 768 px.
 */
export function BillsTable() {
  const { t } = useTranslation();
  const bills = useBills();

  if (bills.isPending) return <Spinner />;
  if (bills.isError) {
    return (
      <ErrorAlert>
        <p>{t('pricing.billsError')}</p>
        <p>{getErrorMessage(bills.error)}</p>
        <Button variant="secondary" onClick={() => void bills.refetch()}>
          {t('app.retry')}
        </Button>
      </ErrorAlert>
    );
  }
  if (bills.data.length === 0) return <p className={styles.muted}>{t('pricing.billsEmpty')}</p>;
  // The invoice column only when some bill has one: no column of empty cells.
  const hasDocuments = bills.data.some((bill) => bill.url || bill.invoiceNumber);

  return (
    <table className={`${tableStyles.table} ${styles.billsTable}`} aria-label={t('pricing.bills')}>
      <thead>
        <tr>
          <th scope="col">{t('pricing.billDate')}</th>
          <th scope="col" className={tableStyles.medium}>
            {t('pricing.billConcept')}
          </th>
          <th scope="col" className={tableStyles.wide}>
            {t('pricing.billPeriod')}
          </th>
          <th scope="col" className={tableStyles.wide}>
            {t('pricing.billSeats')}
          </th>
          <th scope="col">{t('pricing.billTotal')}</th>
          <th scope="col">{t('pricing.billStatusLabel')}</th>
          {hasDocuments ? <th scope="col">{t('pricing.billDocument')}</th> : null}
        </tr>
      </thead>
      <tbody>
        {bills.data.map((bill) => (
          <BillRow key={bill.id} bill={bill} hasDocuments={hasDocuments} />
        ))}
      </tbody>
    </table>
  );
}

/** One bill: date, concept, period, seats, total, status and, when the table has the column, its invoice. */
function BillRow({ bill, hasDocuments }: { bill: Bill; hasDocuments: boolean }) {
  const { t } = useTranslation();
  return (
    <tr>
      <td>{formatDate(bill.date)}</td>
      <td className={tableStyles.medium}>{bill.concept ?? ''}</td>
      <td className={tableStyles.wide}>
        {bill.periodStart && bill.periodEnd ? t('pricing.billPeriodValue', { start: formatDate(bill.periodStart), end: formatDate(bill.periodEnd) }) : ''}
      </td>
      <td className={tableStyles.wide}>{bill.seats ?? ''}</td>
      <td className={styles.amount}>{formatEuros(bill.total)}</td>
      <td>
        <span className={`${styles.status} ${styles[`status_${bill.status}`] ?? ''}`}>{t(`pricing.billStatus.${bill.status}`)}</span>
      </td>
      {hasDocuments ? (
        <td>
          <InvoiceCell bill={bill} />
        </td>
      ) : null}
    </tr>
  );
}
