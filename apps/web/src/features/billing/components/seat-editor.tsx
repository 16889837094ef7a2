import { MAX_SEATS, MIN_SEATS, PRICE_PER_SEAT_EUR, type Business } from '@mike/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { getPaymentUrl } from '../api/get-payment-url.ts';
import { useUpdateSeats } from '../api/update-seats.ts';
import { useSeatsErrorToast } from '../hooks/use-seats-error.ts';
import { formatEuros } from '../utils/format.ts';
import { openInNewWindow } from '../utils/open-url.ts';
import styles from './billing.module.css';

/** The seat count typed, or null while it is not a whole number from 1 to MAX_SEATS (spec §5: minimum 1). */
export function parseSeats(value: string): number | null {
  if (!/^\d+$/.test(value.trim())) return null;
  const quantity = Number(value);
  return quantity >= MIN_SEATS && quantity <= MAX_SEATS ? quantity : null;
}

/**
 * 'Tu plan' with a plan (spec §2, §4, DESIGN.md §5): the number of members, priced '20 x N' with its total in
 * euros. A live plan changes its seats at once ('Plan actualizado'); a business without one (0 seats) buys
 * them through the payment page, opened in a new window.
 */
export function SeatEditor({ business }: { business: Business }) {
  const { t } = useTranslation();
  const current = business.memberAllowedQuantity;
  const [value, setValue] = useState(String(Math.max(current, MIN_SEATS)));
  const hintId = useId();
  const quantity = parseSeats(value);
  const updateSeats = useUpdateSeats();
  const checkout = useMutation({ mutationFn: getPaymentUrl, onSuccess: openInNewWindow });
  const isPending = updateSeats.isPending || checkout.isPending;

  const onError = useSeatsErrorToast(business.members.length);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (quantity === null || isPending) return;
    if (current === 0) {
      checkout.mutate(quantity, { onError });
      return;
    }
    updateSeats.mutate(quantity, {
      onSuccess: (updated) => {
        setValue(String(updated.memberAllowedQuantity));
        notify.success(t('toasts.planUpdated'));
      },
      onError,
    });
  }

  const shown = quantity ?? 0;
  return (
    <form className={styles.row} onSubmit={onSubmit} noValidate>
      <div className={styles.quantityField}>
        <TextField
          label={t('pricing.seats')}
          type="number"
          inputMode="numeric"
          min={MIN_SEATS}
          max={MAX_SEATS}
          step={1}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={quantity === null}
          aria-describedby={quantity === null ? hintId : undefined}
        />
      </div>
      <div className={styles.price} aria-live="polite">
        <span className={styles.priceFormula}>{t('pricing.pricePerSeat', { quantity: shown })}</span>
        <span className={styles.muted}>{t('pricing.total', { total: formatEuros(PRICE_PER_SEAT_EUR * shown) })}</span>
      </div>
      <Button type="submit" disabled={quantity === null || quantity === current || isPending}>
        {isPending ? t('pricing.updating') : t('pricing.update')}
      </Button>
      {quantity === null ? (
        <p id={hintId} className={styles.fieldHint} role="alert">
          {t('pricing.seatsMin')}
        </p>
      ) : null}
    </form>
  );
}
