import type { Business } from '@mike/contracts';

export interface LayoutBannerProps {
  business: Business;
  pathname: string;
}

/**
 * The slot above the content (spec §2). The trial banner renders here once it exists: it is hidden on
 * /choose-plan and links to it (spec §2, §4).
 */
export function LayoutBanner(_props: LayoutBannerProps) {
  return null;
}
