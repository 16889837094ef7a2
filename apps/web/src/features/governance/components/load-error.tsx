import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { getErrorMessage } from '../../../lib/error-messages.ts';

/** A failed load: what failed, why, and 'Reintentar'. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorAlert>
      <p>{title}</p>
      <p>{getErrorMessage(error)}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('app.retry')}
      </Button>
    </ErrorAlert>
  );
}
