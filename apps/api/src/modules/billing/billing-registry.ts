import type { AppContext } from '../../platform/context.ts';
import type { BillingProvider } from './billing-provider.ts';
import { BillingService } from './billing.service.ts';
import { SandboxBillingProvider } from './sandbox-provider.ts';
import { StripeBillingProvider } from './stripe-provider.ts';

const services = new WeakMap<AppContext, BillingService>();

/** The provider `BILLING_PROVIDER` names: the embedded sandbox (default) or Stripe. */
export function createBillingProvider(ctx: AppContext): BillingProvider {
  return ctx.config.BILLING_PROVIDER === 'stripe' ? new StripeBillingProvider(ctx) : new SandboxBillingProvider(ctx);
}

/** One billing service (and provider client) per process. */
export function getBillingService(ctx: AppContext): BillingService {
  let service = services.get(ctx);
  if (!service) {
    service = new BillingService(ctx, createBillingProvider(ctx));
    services.set(ctx, service);
  }
  return service;
}

