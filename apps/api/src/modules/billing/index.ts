export { createBillingProvider, getBillingService } from './billing-registry.ts';
export type { BillingProvider } from './billing-provider.ts';
export { registerBillingRoutes } from './billing.routes.ts';
export { runSandboxRenewals } from './sandbox-provider.ts';
export { BILLING_RENEWALS_QUEUE, billingRenewalsJob } from './renewals.worker.ts';
