import { MIN_SEATS, PRICE_PER_SEAT_EUR, type Business } from '@mike/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { getPaymentUrl } from '../api/get-payment-url.ts';
import { useSeatsErrorToast } from '../hooks/use-seats-error.ts';
import { formatEuros, formatPrice } from '../utils/format.ts';
import { openInNewWindow, toAppPath } from '../utils/open-url.ts';
import { parseSeats } from './seat-editor.tsx';
import styles from './billing.module.css';

/**
 * The sandbox's pricing table (DESIGN.md §3), standing in for Stripe's: one plan, 'MIKE Equipo', 20 € per
 * member and month, for as many members as the team has (at least 1). 'Contratar' asks for the payment URL
 * and opens it in a new window: the sandbox checkout page of this app (or /pricing, here, when a plan exists).
 */
export function SandboxPricingTable({ business }: { business: Business }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const [value, setValue] = useState(String(Math.max(business.members.length, MIN_SEATS)));
  const quantity = parseSeats(value);
  const checkout = useMutation({
    mutationFn: getPaymentUrl,
    // Spec §4, §7: the payment page opens in a new window, as Stripe's would; a live plan's answer (/pricing) stays here.
    onSuccess: (url) => {
      const path = toAppPath(url);
      if (path === '/pricing') void navigate(path);
      else openInNewWindow(url);
    },
    onError: useSeatsErrorToast(business.members.length),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (quantity !== null && !checkout.isPending) checkout.mutate(quantity);
  }

  return (
    <section className={styles.planCard} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('choosePlan.planName')}
      </h2>
      <p className={styles.planPrice}>
        <span className={styles.planAmount}>{formatPrice(PRICE_PER_SEAT_EUR)}</span>
        <span className={styles.muted}>{t('choosePlan.planPeriod')}</span>
      </p>
      <p>{t('choosePlan.planFeatures')}</p>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          label={t('choosePlan.quantity')}
          type="number"
          inputMode="numeric"
          min={MIN_SEATS}
          step={1}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={quantity === null}
        />
        <p aria-live="polite">
          <strong>{t('pricing.pricePerSeat', { quantity: quantity ?? 0 })}</strong>{' '}
          <span className={styles.muted}>{t('choosePlan.total', { total: formatEuros(PRICE_PER_SEAT_EUR * (quantity ?? 0)) })}</span>
        </p>
        {quantity === null ? (
          <p className={styles.fieldHint} role="alert">
            {t('pricing.seatsMin')}
          </p>
        ) : null}
        <Button type="submit" fullWidth disabled={quantity === null || checkout.isPending}>
          {checkout.isPending ? t('choosePlan.redirecting') : t('choosePlan.subscribe')}
        </Button>
      </form>
    </section>
  );
}
