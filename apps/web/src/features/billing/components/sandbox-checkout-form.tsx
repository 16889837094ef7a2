import type { SandboxCheckoutSession } from '@mike/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { billingKeys } from '../api/billing-keys.ts';
import { cancelSandboxCheckout, paySandboxCheckout } from '../api/sandbox.ts';
import { formatEuros } from '../utils/format.ts';
import { toAppPath } from '../utils/open-url.ts';
import styles from './billing.module.css';

interface CardForm {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
}

const EMPTY: CardForm = { cardNumber: '', expiry: '', cvc: '', name: '' };

/** '1230' and '12/30' both read as MM/AA; null when it is neither. */
export function normalizeExpiry(value: string): string | null {
  const compact = value.replace(/\s/g, '');
  const match = /^(0[1-9]|1[0-2])\/?(\d{2}|\d{4})$/.exec(compact);
  return match ? `${match[1]}/${match[2]}` : null;
}

/**
 * The sandbox checkout's card form: 'Pagar' sends the card to the API, which accepts only the test card
 * 4242 4242 4242 4242 and answers CARD_DECLINED (its Spanish message shown here) for any other; 'Cancelar'
 * abandons the checkout. Each answers where to go next.
 */
export function SandboxCheckoutForm({ session }: { session: SandboxCheckoutSession }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<CardForm>(EMPTY);
  const [formError, setFormError] = useState<string | null>(null);

  const goTo = (url: string) => void navigate(toAppPath(url) ?? '/pricing');
  const onError = (error: unknown) => {
    // The API's own Spanish sentence: CARD_DECLINED says which card the sandbox accepts.
    setFormError(getErrorMessage(error));
    // Paid, cancelled or expired meanwhile (another tab): show what it is now.
    if (isApiError(error, 'CHECKOUT_SESSION_CLOSED')) void queryClient.invalidateQueries({ queryKey: billingKeys.sandboxCheckout(session.id) });
  };
  const pay = useMutation({
    mutationFn: (card: CardForm) => paySandboxCheckout(session.id, card),
    onSuccess: goTo,
    onError,
  });
  const cancel = useMutation({ mutationFn: () => cancelSandboxCheckout(session.id), onSuccess: goTo, onError });
  const isBusy = pay.isPending || cancel.isPending;

  const field = (key: keyof CardForm) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => setForm((current) => ({ ...current, [key]: event.target.value })),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    const card = { cardNumber: form.cardNumber.trim(), expiry: form.expiry.trim(), cvc: form.cvc.trim(), name: form.name.trim() };
    if (!card.cardNumber || !card.expiry || !card.cvc || !card.name) return setFormError(t('sandbox.required'));
    const expiry = normalizeExpiry(card.expiry);
    if (!expiry) return setFormError(t('sandbox.invalidExpiry'));
    if (!/^\d{3,4}$/.test(card.cvc)) return setFormError(t('sandbox.invalidCvc'));
    setFormError(null);
    pay.mutate({ ...card, expiry });
  }

  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={onSubmit} noValidate aria-label={t('sandbox.cardTitle')}>
      <h2 className={styles.cardTitle}>{t('sandbox.cardTitle')}</h2>
      <TextField label={t('sandbox.cardNumber')} inputMode="numeric" autoComplete="cc-number" placeholder="4242 4242 4242 4242" maxLength={32} {...field('cardNumber')} />
      <div className={styles.formRow}>
        <TextField label={t('sandbox.expiry')} inputMode="numeric" autoComplete="cc-exp" placeholder="MM/AA" maxLength={7} {...field('expiry')} />
        <TextField label={t('sandbox.cvc')} inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} {...field('cvc')} />
      </div>
      <TextField label={t('sandbox.cardholder')} autoComplete="cc-name" maxLength={200} {...field('name')} />
      {formError ? (
        <ErrorAlert>
          <p>{formError}</p>
        </ErrorAlert>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={isBusy}>
          {pay.isPending ? t('sandbox.paying') : `${t('sandbox.pay')} ${formatEuros(session.total)}`}
        </Button>
        <Button variant="secondary" disabled={isBusy} onClick={() => cancel.mutate()}>
          {t('sandbox.cancel')}
        </Button>
      </div>
    </form>
  );
}
