import type { Business } from '@mike/contracts';
import { TrialBanner } from '../../features/billing/components/trial-banner.tsx';
import { getCurrentMember } from '../../features/business/utils/get-current-member.ts';
import { useAuthState } from '../../lib/auth-store.ts';
import { VerifyEmailBanner } from './verify-email-banner.tsx';

export interface LayoutBannerProps {
  business: Business;
  pathname: string;
}

/** Where the trial banner is not shown: the plan choice itself (spec §2) and the sandbox checkout after it. */
function hidesTrialBanner(pathname: string): boolean {
  return pathname === '/choose-plan' || pathname.startsWith('/sandbox/checkout/');
}

/**
 * The slot above the content (spec §2): 'verifica tu email' while the user's email is unproven (ADR 009), then the
 * trial banner while the business has a trial end date, hidden on /choose-plan, linking to it (spec §2, §4). The
 * business's copy of the user is fresher than the stored session's (the link may have been opened elsewhere).
 */
export function LayoutBanner({ business, pathname }: LayoutBannerProps) {
  const { clientUser } = useAuthState();
  const member = getCurrentMember(business, clientUser?.id);
  const isEmailUnverified = clientUser !== null && (member?.client?.emailVerified ?? clientUser.emailVerified) === false;
  const showsTrial = Boolean(business.trialEndDate) && !hidesTrialBanner(pathname);
  if (!isEmailUnverified && !showsTrial) return null;
  return (
    <>
      {isEmailUnverified ? <VerifyEmailBanner clientUserId={clientUser.id} email={clientUser.email} /> : null}
      {showsTrial && business.trialEndDate ? <TrialBanner trialEndDate={new Date(business.trialEndDate)} isOwner={member?.rol === 'OWNER'} /> : null}
    </>
  );
}
