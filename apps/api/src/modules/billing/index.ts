// The billing module's public surface: the entry points import only this file.
export { createBillingProvider } from './billing-registry.ts';
export type { BillingProvider } from './billing-provider.ts';
export { registerBillingRoutes } from './billing.routes.ts';
export { BillingService } from './billing.service.ts';
export { runSandboxRenewals } from './sandbox-provider.ts';
export { BILLING_RENEWALS_QUEUE, billingRenewalsJob } from './renewals.worker.ts';
export { addMonths } from './billing-provider.ts';
