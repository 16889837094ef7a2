import { BillingDetailsSchema, isValidSpanishTaxId, type BillingDetails, type BillingDetailsInput } from '@mike/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { useBillingDetails, useUpdateBillingDetails } from '../api/billing-details.ts';
import styles from './billing.module.css';

const EMPTY: BillingDetailsInput = { legalName: '', taxId: '', address: '', postalCode: '', city: '', email: '' };
const FIELDS = [
  ['legalName', 'pricing.legalName', 'organization'],
  ['taxId', 'pricing.taxId', 'off'],
  ['address', 'pricing.address', 'street-address'],
  ['postalCode', 'pricing.postalCode', 'postal-code'],
  ['city', 'pricing.city', 'address-level2'],
  ['email', 'pricing.invoiceEmail', 'email'],
] as const;

/** The first thing wrong with the form, in Spanish, checked with the same schema as the server's (NIF/CIF check letter included). */
function validate(values: BillingDetailsInput, t: (key: 'validation.invitationRequired' | 'pricing.invalidTaxId' | 'pricing.invalidPostalCode' | 'validation.invalidEmail') => string): string | null {
  if (Object.values(values).some((value) => value.trim() === '')) return t('validation.invitationRequired');
  if (!isValidSpanishTaxId(values.taxId)) return t('pricing.invalidTaxId');
  if (!/^\d{5}$/.test(values.postalCode.trim())) return t('pricing.invalidPostalCode');
  if (!BillingDetailsSchema.safeParse(values).success) return t('validation.invalidEmail');
  return null;
}

function DetailsForm({ initial }: { initial: BillingDetails | null }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<BillingDetailsInput>(initial ?? EMPTY);
  const [error, setError] = useState<string | null>(null);
  const save = useUpdateBillingDetails();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validate(values, t);
    setError(problem);
    if (problem) return;
    save.mutate(values, {
      onSuccess: (saved) => {
        if (saved) setValues(saved);
        notify.success(t('pricing.detailsSaved'));
      },
      onError: (failure) => setError(getErrorMessage(failure, 'toasts.genericError')),
    });
  }

  return (
    <form className={styles.detailsForm} noValidate onSubmit={onSubmit} aria-label={t('pricing.details')}>
      {FIELDS.map(([name, label, autoComplete]) => (
        <TextField
          key={name}
          label={t(label)}
          name={name}
          type={name === 'email' ? 'email' : 'text'}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        />
      ))}
      <div>
        {error ? <ErrorAlert>{error}</ErrorAlert> : null}
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {t('pricing.detailsSave')}
        </Button>
      </div>
    </form>
  );
}

/** 'Datos de facturación' on /pricing (issue 15): the buyer on the business's invoices, OWNER only. */
export function BillingDetailsPanel() {
  const { t } = useTranslation();
  const details = useBillingDetails();
  let content;
  if (details.isPending) content = <Spinner />;
  else if (details.isError) content = <ErrorAlert>{t('pricing.detailsError')}</ErrorAlert>;
  else content = <DetailsForm initial={details.data} />;
  return (
    <div className={styles.card}>
      <p className={styles.muted}>{t('pricing.detailsDescription')}</p>
      {content}
    </div>
  );
}
