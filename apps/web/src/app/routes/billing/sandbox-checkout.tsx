import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSandboxCheckout } from '../../../features/billing/api/sandbox.ts';
import styles from '../../../features/billing/components/billing.module.css';
import { OwnerOnlyNotice } from '../../../features/billing/components/owner-only-notice.tsx';
import { SandboxCheckoutForm } from '../../../features/billing/components/sandbox-checkout-form.tsx';
import { TestModeNotice } from '../../../features/billing/components/test-mode-notice.tsx';
import { useIsOwner } from '../../../features/billing/hooks/use-is-owner.ts';
import { formatEuros } from '../../../features/billing/utils/format.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';

/**
 * /sandbox/checkout/:sessionId: the sandbox's stand-in for Stripe Checkout (DESIGN.md §3). The summary of
 * what is bought and a card form; no money moves.
 */
export function SandboxCheckoutPage() {
  const { t } = useTranslation();
  const isOwner = useIsOwner();
  return (
    <Page title={t('sandbox.checkoutTitle')}>
      <TestModeNotice showCard />
      {isOwner ? <Checkout /> : <OwnerOnlyNotice />}
    </Page>
  );
}

function Checkout() {
  const { t } = useTranslation();
  const { sessionId = '' } = useParams();
  const checkout = useSandboxCheckout(sessionId);

  if (checkout.isPending) return <Spinner />;
  if (checkout.isError) {
    return (
      <ErrorAlert>
        <p>{t('sandbox.loadError')}</p>
        <p>{getErrorMessage(checkout.error)}</p>
        <Button variant="secondary" onClick={() => void checkout.refetch()}>
          {t('app.retry')}
        </Button>
      </ErrorAlert>
    );
  }

  const session = checkout.data;
  if (session.status !== 'open') {
    return (
      <div className={`${styles.card} ${styles.narrow}`}>
        <p>{t(`sandbox.${session.status}`)}</p>
        <div>
          {session.status === 'expired' ? (
            <ButtonLink to="/choose-plan">{t('sandbox.backToChoosePlan')}</ButtonLink>
          ) : (
            <ButtonLink to="/pricing">{t('sandbox.backToPricing')}</ButtonLink>
          )}
        </div>
      </div>
    );
  }

  return (
    <div className={styles.checkout}>
      <section className={styles.card} aria-labelledby="checkout-summary">
        <h2 id="checkout-summary" className={styles.cardTitle}>
          {t('sandbox.summary')}
        </h2>
        <dl className={styles.summary}>
          <dt>{t('sandbox.business')}</dt>
          <dd>{session.businessName}</dd>
          <dt>{t('sandbox.plan')}</dt>
          <dd>{t('choosePlan.planName')}</dd>
          <dt>{t('sandbox.quantity')}</dt>
          <dd>{session.quantity}</dd>
          <dt>{t('sandbox.unitPrice')}</dt>
          <dd>{t('sandbox.perMonth', { amount: formatEuros(session.unitPrice) })}</dd>
          <dt className={styles.summaryTotal}>{t('sandbox.total')}</dt>
          <dd className={styles.summaryTotal}>{formatEuros(session.total)}</dd>
        </dl>
      </section>
      <SandboxCheckoutForm session={session} />
    </div>
  );
}
