import type { AppContext } from '../../platform/context.ts';
import type { BillingProvider } from './billing-provider.ts';
import { SandboxBillingProvider } from './sandbox-provider.ts';
import { StripeBillingProvider } from './stripe-provider.ts';

/** The provider `BILLING_PROVIDER` names: the embedded sandbox (default) or Stripe. Built once, by the composition root. */
export function createBillingProvider(ctx: AppContext): BillingProvider {
  return ctx.config.BILLING_PROVIDER === 'stripe' ? new StripeBillingProvider(ctx) : new SandboxBillingProvider(ctx);
}
