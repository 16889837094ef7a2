import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import tableStyles from '../../../components/ui/table.module.css';
import { useBills } from '../api/get-bills.ts';
import { formatDate, formatEuros } from '../utils/format.ts';
import styles from './billing.module.css';

/** 'Facturas' (spec §2, §3): date, total in euros, Pendiente / Pagada / Cancelada, and the invoice when there is one. */
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
  // The invoice column only when some bill has one (the sandbox's have none): no column of empty cells.
  const hasDocuments = bills.data.some((bill) => bill.url);

  return (
    <table className={`${tableStyles.table} ${styles.billsTable}`} aria-label={t('pricing.bills')}>
      <thead>
        <tr>
          <th scope="col">{t('pricing.billDate')}</th>
          <th scope="col">{t('pricing.billTotal')}</th>
          <th scope="col">{t('pricing.billStatusLabel')}</th>
          {hasDocuments ? <th scope="col">{t('pricing.billDocument')}</th> : null}
        </tr>
      </thead>
      <tbody>
        {bills.data.map((bill) => {
          const date = formatDate(bill.date);
          return (
            <tr key={bill.id}>
              <td>{date}</td>
              <td className={styles.amount}>{formatEuros(bill.total)}</td>
              <td>
                <span className={`${styles.status} ${styles[`status_${bill.status}`] ?? ''}`}>
                  {t(`pricing.billStatus.${bill.status}`)}
                </span>
              </td>
              {hasDocuments ? (
                <td>
                  {bill.url ? (
                    <a href={bill.url} target="_blank" rel="noopener noreferrer" aria-label={t('pricing.billLinkLabel', { date })}>
                      {t('pricing.billLink')}
                    </a>
                  ) : null}
                </td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
