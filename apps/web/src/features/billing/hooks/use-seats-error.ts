import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';

/**
 * The toast of a failed seats call (checkout or seat change): SEATS_BELOW_MEMBERS says how many members hold a
 * seat; anything else reads its own text.
 */
export function useSeatsErrorToast(memberCount: number): (error: unknown) => void {
  const { t } = useTranslation();
  return (error) =>
    notify.error(isApiError(error, 'SEATS_BELOW_MEMBERS') ? t('pricing.seatsBelowMembers', { count: memberCount }) : getErrorMessage(error, 'toasts.genericError'));
}
