import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/ui/toast.tsx';
import { getCancelSubscriptionUrl } from '../api/get-cancel-subscription-url.ts';
import { useSubscription } from '../api/get-subscription.ts';
import { formatDate } from '../utils/format.ts';
import { openInNewWindow } from '../utils/open-url.ts';
import styles from './billing.module.css';

/**
 * 'Cancelar plan' (spec §2): shown only while no cancellation is scheduled; it opens the provider's portal in
 * a new window. Once one is scheduled, the date the plan ends.
 */
export function CancelPlan() {
  const { t } = useTranslation();
  const subscription = useSubscription();
  const cancel = useMutation({
    mutationFn: getCancelSubscriptionUrl,
    onSuccess: openInNewWindow,
    onError: () => notify.error(t('toasts.cancelPlanError')),
  });

  // The portal opens in another window or tab: coming back here re-reads whether a cancellation is scheduled.
  const { refetch } = subscription;
  useEffect(() => {
    const onFocus = () => void refetch();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch]);

  // Unknown yet, or unreadable: offering to cancel a plan that may already be cancelling would mislead.
  if (!subscription.data) return null;
  const { cancelAt } = subscription.data;
  if (cancelAt) return <p className={styles.notice}>{t('pricing.cancelScheduled', { date: formatDate(cancelAt) })}</p>;
  return (
    <button type="button" className={styles.linkButton} disabled={cancel.isPending} onClick={() => cancel.mutate()}>
      {t('pricing.cancelPlan')}
    </button>
  );
}
