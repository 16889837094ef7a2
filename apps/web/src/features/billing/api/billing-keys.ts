/** Query keys of the billing screens. Everything under `billing` is refreshed after a payment or plan change. */
export const billingKeys = {
  all: ['billing'] as const,
  bills: () => [...billingKeys.all, 'bills'] as const,
  details: () => [...billingKeys.all, 'details'] as const,
  subscription: () => [...billingKeys.all, 'subscription'] as const,
  customerSession: () => [...billingKeys.all, 'customer-session'] as const,
  sandboxCheckout: (sessionId: string) => [...billingKeys.all, 'sandbox-checkout', sessionId] as const,
  sandboxPortal: () => [...billingKeys.all, 'sandbox-portal'] as const,
};
