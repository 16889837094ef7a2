import { MAX_SEATS, MIN_SEATS, PRICE_PER_SEAT_EUR, type Business, type SeatChangePreview } from '@mike/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { getPaymentUrl } from '../api/get-payment-url.ts';
import { getSeatChangePreview } from '../api/get-seat-change-preview.ts';
import { useUpdateSeats } from '../api/update-seats.ts';
import { useSeatsErrorToast } from '../hooks/use-seats-error.ts';
import { formatEuros } from '../utils/format.ts';
import { openInNewWindow } from '../utils/open-url.ts';
import styles from './billing.module.css';
import { SeatChangeDialog } from './seat-change-dialog.tsx';

/** The seat count typed, or null while it is not a whole number from 1 to MAX_SEATS (spec §5: minimum 1). */
export function parseSeats(value: string): number | null {
  if (!/^\d+$/.test(value.trim())) return null;
  const quantity = Number(value);
  return quantity >= MIN_SEATS && quantity <= MAX_SEATS ? quantity : null;
}

/**
 * 'Tu plan' with a plan (spec §2, §4, DESIGN.md §5): the number of members, priced '20 x N' with its total in
 * euros. A live plan's change first shows what it costs (charged now, new monthly total) and is made only once
 * confirmed ('Plan actualizado'); a business without a plan (0 seats) buys seats through the payment page,
 * opened in a new window.
 */
export function SeatEditor({ business }: { business: Business }) {
  const { t } = useTranslation();
  const current = business.memberAllowedQuantity;
  const [value, setValue] = useState(String(Math.max(current, MIN_SEATS)));
  const hintId = useId();
  const quantity = parseSeats(value);
  const updateSeats = useUpdateSeats();
  const checkout = useMutation({ mutationFn: getPaymentUrl, onSuccess: openInNewWindow });
  const previewQuery = useMutation({ mutationFn: getSeatChangePreview });
  const [preview, setPreview] = useState<SeatChangePreview | null>(null);
  const isPending = updateSeats.isPending || checkout.isPending || previewQuery.isPending;

  const onError = useSeatsErrorToast(business.members.length);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (quantity === null || isPending) return;
    if (current === 0) {
      checkout.mutate(quantity, { onError });
      return;
    }
    previewQuery.mutate(quantity, { onSuccess: setPreview, onError });
  }

  function onConfirm() {
    if (!preview) return;
    updateSeats.mutate(preview.quantity, {
      onSuccess: (updated) => {
        setPreview(null);
        setValue(String(updated.memberAllowedQuantity));
        notify.success(t('toasts.planUpdated'));
      },
      onError: (error) => {
        setPreview(null);
        onError(error);
      },
    });
  }

  return (
    <form className={styles.row} onSubmit={onSubmit} noValidate>
      <SeatQuantity value={value} onChange={setValue} quantity={quantity} hintId={hintId} />
      <Button type="submit" disabled={quantity === null || quantity === current || isPending}>
        {isPending ? t('pricing.updating') : t('pricing.update')}
      </Button>
      {preview ? (
        <SeatChangeDialog preview={preview} isPending={updateSeats.isPending} onConfirm={onConfirm} onClose={() => setPreview(null)} />
      ) : null}
      {quantity === null ? (
        <p id={hintId} className={styles.fieldHint} role="alert">
          {t('pricing.seatsMin')}
        </p>
      ) : null}
    </form>
  );
}

/** The seats input and the price it makes (the hint `hintId` says why a value is refused). */
function SeatQuantity({ value, onChange, quantity, hintId }: { value: string; onChange: (value: string) => void; quantity: number | null; hintId: string }) {
  const { t } = useTranslation();
  const shown = quantity ?? 0;
  return (
    <>
      <div className={styles.quantityField}>
        <TextField
          label={t('pricing.seats')}
          type="number"
          inputMode="numeric"
          min={MIN_SEATS}
          max={MAX_SEATS}
          step={1}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={quantity === null}
          aria-describedby={quantity === null ? hintId : undefined}
        />
      </div>
      <div className={styles.price} aria-live="polite">
        <span className={styles.priceFormula}>{t('pricing.pricePerSeat', { quantity: shown })}</span>
        <span className={styles.muted}>{t('pricing.total', { total: formatEuros(PRICE_PER_SEAT_EUR * shown) })}</span>
      </div>
    </>
  );
}
