import { env } from '../../../config/env.ts';

export const STRIPE_PRICING_TABLE_SCRIPT = 'https://js.stripe.com/v3/pricing-table.js';

export interface StripePricingTableConfig {
  publishableKey: string;
  pricingTableId: string;
}

/** Stripe's pricing table when both of its settings are present; otherwise the sandbox's own table. */
export function getStripePricingTableConfig(): StripePricingTableConfig | null {
  const publishableKey = env.VITE_STRIPE_PUBLISHABLE_KEY;
  const pricingTableId = env.VITE_STRIPE_PRICING_TABLE_ID;
  return publishableKey && pricingTableId ? { publishableKey, pricingTableId } : null;
}
