import type { AppContext } from '../../platform/context.ts';
import type { BillingProvider } from './billing-provider.ts';
import { SandboxBillingProvider } from './sandbox-provider.ts';

/**
 * The provider `BILLING_PROVIDER` names: the embedded sandbox (default) or Stripe. Built once, by the composition
 * root; Stripe's SDK (two hundred modules) is loaded only when it is the one configured.
 */
export async function createBillingProvider(ctx: AppContext): Promise<BillingProvider> {
  if (ctx.config.BILLING_PROVIDER !== 'stripe') return new SandboxBillingProvider(ctx);
  const { StripeBillingProvider } = await import('./stripe-provider.ts');
  return new StripeBillingProvider(ctx);
}
