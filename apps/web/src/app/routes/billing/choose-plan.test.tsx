import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { api, server } from '../../../test/server.ts';
import { errorBody, serveBusiness, stubWindowOpen } from '../../../test/billing.ts';

beforeAll(async () => {
  await Promise.all([import('../../layouts/app-layout.tsx'), import('./choose-plan.tsx'), import('./sandbox-checkout.tsx')]);
});

const SESSION_ID = '5d7e9a1b-3c4d-4e5f-8a6b-7c8d9e0f1a2b';

function serveCustomerSession() {
  const state = { calls: 0 };
  server.use(
    http.get(api('/business/get-payment-customer-session'), () => {
      state.calls += 1;
      return HttpResponse.json({ customerSecret: 'sandbox_cuss_1' });
    }),
  );
  return state;
}

async function findPlan() {
  return screen.findByRole('region', { name: 'MIKE Equipo' });
}

describe('/choose-plan: the sandbox pricing table', () => {
  it("one plan at 20 € per member, for the team's size, 'Contratar' → the payment URL", async () => {
    serveBusiness({ memberAllowedQuantity: 0, trialEndDate: new Date(Date.now() - 3600_000).toISOString() });
    const session = serveCustomerSession();
    let quantity: string | null = null;
    server.use(
      http.get(api('/business/get-payment-url'), ({ request }) => {
        quantity = new URL(request.url).searchParams.get('quantity');
        return HttpResponse.json({ paymentUrl: `${window.location.origin}/sandbox/checkout/${SESSION_ID}` });
      }),
      http.get(api(`/billing/sandbox/checkout/${SESSION_ID}`), () =>
        HttpResponse.json({
          checkoutSession: { id: SESSION_ID, status: 'open', quantity: 4, unitPrice: 20, total: 80, currency: 'EUR', businessName: 'Inmobiliaria Sol' },
        }),
      ),
    );
    const { user, pathname } = renderApp('/choose-plan', { loggedIn: true });

    const plan = await findPlan();
    expect(session.calls).toBe(1);
    expect(plan).toHaveTextContent('20 €por miembro al mes');
    // The fixture's team: the owner and one agent.
    const input = within(plan).getByLabelText('Número de miembros');
    expect(input).toHaveValue(2);
    expect(plan).toHaveTextContent('20 x 2');
    await user.clear(input);
    await user.type(input, '4');
    expect(plan).toHaveTextContent('Total: 80,00 € al mes');

    const open = stubWindowOpen();
    await user.click(within(plan).getByRole('button', { name: 'Contratar' }));

    // Spec §4: the payment page opens in a new window; this one stays on /choose-plan.
    await waitFor(() => expect(open).toHaveBeenCalledWith(`${window.location.origin}/sandbox/checkout/${SESSION_ID}`, '_blank'));
    expect(quantity).toBe('4');
    expect(pathname()).toBe('/choose-plan');
  });

  it('at least 1 member', async () => {
    serveBusiness();
    serveCustomerSession();
    const { user } = renderApp('/choose-plan', { loggedIn: true });
    const plan = await findPlan();

    await user.clear(within(plan).getByLabelText('Número de miembros'));
    await user.type(within(plan).getByLabelText('Número de miembros'), '0');

    expect(within(plan).getByRole('alert')).toHaveTextContent('El plan necesita al menos 1 miembro.');
    expect(within(plan).getByRole('button', { name: 'Contratar' })).toBeDisabled();
  });

  it("a failed payment URL reads 'Ha ocurrido un error'", async () => {
    serveBusiness();
    serveCustomerSession();
    server.use(http.get(api('/business/get-payment-url'), () => errorBody('BILLING_PROVIDER_ERROR', 502)));
    const { user, pathname } = renderApp('/choose-plan', { loggedIn: true });

    await user.click(within(await findPlan()).getByRole('button', { name: 'Contratar' }));

    expect(await screen.findByText('Ha ocurrido un error')).toBeInTheDocument();
    expect(pathname()).toBe('/choose-plan');
  });

  it("a failed customer session: the toast 'An error occurred obtaining the customer session' and a retry", async () => {
    serveBusiness();
    let calls = 0;
    server.use(
      http.get(api('/business/get-payment-customer-session'), () => {
        calls += 1;
        return calls === 1 ? errorBody('BILLING_PROVIDER_ERROR', 502) : HttpResponse.json({ customerSecret: 'sandbox_cuss_2' });
      }),
    );
    const { user } = renderApp('/choose-plan', { loggedIn: true });

    expect(await screen.findByText('An error occurred obtaining the customer session', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'MIKE Equipo' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await findPlan()).toBeInTheDocument();
  });

  it('loads no third-party script without Stripe settings', async () => {
    serveBusiness();
    serveCustomerSession();
    renderApp('/choose-plan', { loggedIn: true });

    await findPlan();
    expect(document.querySelector('script[src*="stripe"]')).toBeNull();
  });

  it('a member who is not the OWNER is told to ask the administrator', async () => {
    serveBusiness({ rol: 'AGENT' });
    const session = serveCustomerSession();
    renderApp('/choose-plan', { loggedIn: true });

    expect(await screen.findByRole('heading', { level: 2, name: 'Ponte en contacto con tu administrador' })).toBeInTheDocument();
    expect(session.calls).toBe(0);
  });
});
