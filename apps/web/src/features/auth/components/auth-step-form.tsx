import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import styles from './auth.module.css';

/**
 * One step of an auth flow (registration, invitation, password reset): its fields, the alerts of the step
 * (a validation error, a hint after a failed call), then the submit button: full width alone, or in a row
 * with a back button when the step has one before it.
 */
export function AuthStepForm({
  onSubmit,
  alerts = [],
  submitLabel,
  isPending = false,
  isDisabled = false,
  fullWidth = false,
  onBack,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  alerts?: ReactNode[];
  submitLabel: string;
  isPending?: boolean;
  isDisabled?: boolean;
  fullWidth?: boolean;
  onBack?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const submit = (
    <Button type="submit" fullWidth={fullWidth} disabled={isPending || isDisabled} aria-busy={isPending}>
      {submitLabel}
    </Button>
  );
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      {children}
      {alerts.map((alert, index) => (alert ? <ErrorAlert key={index}>{alert}</ErrorAlert> : null))}
      {fullWidth ? (
        submit
      ) : (
        <div className={styles.actions}>
          {submit}
          {onBack ? (
            <Button variant="ghost" onClick={onBack}>
              {t('app.back')}
            </Button>
          ) : null}
        </div>
      )}
    </form>
  );
}
