import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as StripeConfig from '../../../features/billing/utils/stripe-config.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { api, server } from '../../../test/server.ts';
import { serveBusiness } from '../../../test/billing.ts';

// As if VITE_STRIPE_PUBLISHABLE_KEY and VITE_STRIPE_PRICING_TABLE_ID were set.
vi.mock('../../../features/billing/utils/stripe-config.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof StripeConfig>()),
  getStripePricingTableConfig: () => ({ publishableKey: 'pk_test_123', pricingTableId: 'prctbl_123' }),
}));

beforeAll(async () => {
  await Promise.all([import('../../layouts/app-layout.tsx'), import('./choose-plan.tsx')]);
});

afterEach(() => {
  document.querySelectorAll('script[src*="js.stripe.com"]').forEach((script) => script.remove());
});

describe('/choose-plan with Stripe configured', () => {
  it("renders Stripe's pricing table bound to the customer session, loading its script on this page only", async () => {
    serveBusiness();
    server.use(http.get(api('/business/get-payment-customer-session'), () => HttpResponse.json({ customerSecret: 'cuss_secret_1' })));
    renderApp('/choose-plan', { loggedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Elige tu plan' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('stripe-pricing-table')).not.toBeNull());
    const table = document.querySelector('stripe-pricing-table');
    expect(table).toHaveAttribute('pricing-table-id', 'prctbl_123');
    expect(table).toHaveAttribute('publishable-key', 'pk_test_123');
    expect(table).toHaveAttribute('customer-session-client-secret', 'cuss_secret_1');
    expect(document.querySelectorAll('script[src="https://js.stripe.com/v3/pricing-table.js"]')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'MIKE Equipo' })).not.toBeInTheDocument();
  });

  it('another screen loads no Stripe script', async () => {
    serveBusiness({ memberAllowedQuantity: 0 });
    renderApp('/pricing', { loggedIn: true });

    expect(await screen.findByRole('heading', { level: 2, name: '¿Todavía no MIKEas?' })).toBeInTheDocument();
    expect(document.querySelector('script[src*="js.stripe.com"]')).toBeNull();
  });
});
