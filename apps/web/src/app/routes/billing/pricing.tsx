import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { BillingDetailsPanel } from '../../../features/billing/components/billing-details-form.tsx';
import { BillsTable } from '../../../features/billing/components/bills-table.tsx';
import { OwnerOnlyNotice } from '../../../features/billing/components/owner-only-notice.tsx';
import { PlanSummary } from '../../../features/billing/components/plan-summary.tsx';
import { PricingUpsell } from '../../../features/billing/components/pricing-upsell.tsx';
import { Tabs, type TabItem } from '../../../components/ui/tabs.tsx';
import { useIsOwner } from '../../../features/billing/hooks/use-is-owner.ts';
import { useBusiness } from '../../../features/business/api/get-business.ts';

/**
 * /pricing 'Subscripción' (spec §2): without a plan the upsell; otherwise 'Tu plan' and 'Facturas' (no
 * 'Facturas' during a trial). The OWNER's alone; anyone else is told to ask their administrator.
 */
export function PricingPage() {
  const { t } = useTranslation();
  // The layout shows this screen only once the business has loaded.
  const { data: business } = useBusiness();
  const isOwner = useIsOwner();

  let content;
  if (!business) content = <Spinner />;
  else if (!isOwner) content = <OwnerOnlyNotice />;
  else if (business.memberAllowedQuantity === 0) content = <PricingUpsell />;
  else {
    const tabs: TabItem[] = [{ id: 'plan', label: t('pricing.yourPlan'), render: () => <PlanSummary business={business} /> }];
    if (!business.trialEndDate) tabs.push({ id: 'bills', label: t('pricing.bills'), render: () => <BillsTable /> });
    tabs.push({ id: 'details', label: t('pricing.details'), render: () => <BillingDetailsPanel /> });
    content = <Tabs label={t('pricing.tabs')} items={tabs} />;
  }

  return <Page title={t('pricing.title')}>{content}</Page>;
}
