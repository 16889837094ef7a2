import type { Business } from '@mike/contracts';
import { TrialBanner } from '../../features/billing/components/trial-banner.tsx';
import { getCurrentMember } from '../../features/business/utils/get-current-member.ts';
import { useAuthState } from '../../lib/auth-store.ts';

export interface LayoutBannerProps {
  business: Business;
  pathname: string;
}

/** Where the trial banner is not shown: the plan choice itself (spec §2) and the sandbox checkout after it. */
function hidesTrialBanner(pathname: string): boolean {
  return pathname === '/choose-plan' || pathname.startsWith('/sandbox/checkout/');
}

/**
 * The slot above the content (spec §2): the trial banner while the business has a trial end date, hidden on
 * /choose-plan, linking to it (spec §2, §4).
 */
export function LayoutBanner({ business, pathname }: LayoutBannerProps) {
  const { clientUser } = useAuthState();
  if (!business.trialEndDate || hidesTrialBanner(pathname)) return null;
  const isOwner = getCurrentMember(business, clientUser?.id)?.rol === 'OWNER';
  return <TrialBanner trialEndDate={new Date(business.trialEndDate)} isOwner={isOwner} />;
}
