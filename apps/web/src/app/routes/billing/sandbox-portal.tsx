import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { billingKeys } from '../../../features/billing/api/billing-keys.ts';
import { cancelSandboxSubscription, useSandboxPortal } from '../../../features/billing/api/sandbox.ts';
import styles from '../../../features/billing/components/billing.module.css';
import { OwnerOnlyNotice } from '../../../features/billing/components/owner-only-notice.tsx';
import { TestModeNotice } from '../../../features/billing/components/test-mode-notice.tsx';
import { useIsOwner } from '../../../features/billing/hooks/use-is-owner.ts';
import { formatDate, formatEuros } from '../../../features/billing/utils/format.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';

/**
 * /sandbox/portal: the sandbox's stand-in for Stripe's Billing Portal (DESIGN.md §3), opened by 'Cancelar
 * plan'. The subscription and 'Cancelar suscripción', which ends it at the end of the paid period.
 */
export function SandboxPortalPage() {
  const { t } = useTranslation();
  const isOwner = useIsOwner();
  return (
    <Page title={t('sandbox.portalTitle')}>
      <TestModeNotice />
      {isOwner ? <Portal /> : <OwnerOnlyNotice />}
    </Page>
  );
}

/** The portal could not be read: why, and the way back to /pricing. */
function PortalError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <ErrorAlert>
      <p>{t('sandbox.portalError')}</p>
      <p>{getErrorMessage(error)}</p>
      <ButtonLink to="/pricing" variant="secondary">
        {t('sandbox.backToPricing')}
      </ButtonLink>
    </ErrorAlert>
  );
}

function Portal() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const portal = useSandboxPortal();
  const cancel = useMutation({
    mutationFn: cancelSandboxSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
    onError: (error) => notify.error(getErrorMessage(error, 'sandbox.cancelError')),
  });

  if (portal.isPending) return <Spinner />;
  if (portal.isError) return <PortalError error={portal.error} />;

  const { businessName, quantity, unitPrice, total, currentPeriodEnd } = portal.data;
  const cancelAt = cancel.data?.cancelAt ?? portal.data.cancelAt;
  return (
    <section className={`${styles.card} ${styles.narrow}`} aria-labelledby="portal-summary">
      <h2 id="portal-summary" className={styles.cardTitle}>
        {t('choosePlan.planName')}
      </h2>
      <dl className={styles.summary}>
        <dt>{t('sandbox.business')}</dt>
        <dd>{businessName}</dd>
        <dt>{t('sandbox.quantity')}</dt>
        <dd>{quantity}</dd>
        <dt>{t('sandbox.unitPrice')}</dt>
        <dd>{t('sandbox.perMonth', { amount: formatEuros(unitPrice) })}</dd>
        <dt>{t('sandbox.total')}</dt>
        <dd>{formatEuros(total)}</dd>
        <dt>{t('sandbox.periodEnd')}</dt>
        <dd>{formatDate(currentPeriodEnd)}</dd>
      </dl>
      {cancelAt ? (
        <p className={styles.notice} role="status">
          {t('sandbox.cancelScheduled', { date: formatDate(cancelAt) })}
        </p>
      ) : (
        <>
          <p className={styles.muted}>{t('sandbox.cancelDescription')}</p>
          <div>
            <Button variant="danger" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
              {cancel.isPending ? t('sandbox.cancelling') : t('sandbox.cancelSubscription')}
            </Button>
          </div>
        </>
      )}
      <div>
        <ButtonLink to="/pricing" variant="secondary">
          {t('sandbox.backToPricing')}
        </ButtonLink>
      </div>
    </section>
  );
}
