import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { notify } from '../../../components/ui/toast.tsx';
import { useCustomerSession } from '../../../features/billing/api/get-customer-session.ts';
import { OwnerOnlyNotice } from '../../../features/billing/components/owner-only-notice.tsx';
import { SandboxPricingTable } from '../../../features/billing/components/sandbox-pricing-table.tsx';
import { StripePricingTable } from '../../../features/billing/components/stripe-pricing-table.tsx';
import { useIsOwner } from '../../../features/billing/hooks/use-is-owner.ts';
import { getStripePricingTableConfig } from '../../../features/billing/utils/stripe-config.ts';
import { useBusiness } from '../../../features/business/api/get-business.ts';

/**
 * /choose-plan (spec §2): the pricing table, bound to a customer session. Stripe's when it is configured,
 * otherwise the sandbox's own. The OWNER's alone.
 */
export function ChoosePlanPage() {
  const { t } = useTranslation();
  const isOwner = useIsOwner();
  return <Page title={t('choosePlan.title')}>{isOwner ? <PricingTable /> : <OwnerOnlyNotice />}</Page>;
}

function PricingTable() {
  const { t } = useTranslation();
  const { data: business } = useBusiness();
  const session = useCustomerSession();

  // Spec §8: the failure is a toast; the page keeps a way to try again.
  useEffect(() => {
    if (session.isError) notify.error(t('toasts.customerSessionError'));
  }, [session.isError, t]);

  if (session.isError) {
    return (
      <ErrorAlert>
        <p>{t('choosePlan.sessionError')}</p>
        <Button variant="secondary" onClick={() => void session.refetch()}>
          {t('app.retry')}
        </Button>
      </ErrorAlert>
    );
  }
  if (!business || session.isPending) return <Spinner />;

  const stripe = getStripePricingTableConfig();
  return stripe ? (
    <StripePricingTable config={stripe} customerSecret={session.data} />
  ) : (
    <SandboxPricingTable business={business} />
  );
}
