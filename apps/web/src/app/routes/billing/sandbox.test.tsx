import type { SandboxCheckoutSession } from '@mike/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { api, server } from '../../../test/server.ts';
import { errorBody, serveBusiness } from '../../../test/billing.ts';

beforeAll(async () => {
  await Promise.all([
    import('../../layouts/app-layout.tsx'),
    import('./sandbox-checkout.tsx'),
    import('./sandbox-portal.tsx'),
    import('./success-payment.tsx'),
    import('./cancelled-payment.tsx'),
  ]);
});

const SESSION_ID = '5d7e9a1b-3c4d-4e5f-8a6b-7c8d9e0f1a2b';
const CHECKOUT_PATH = `/sandbox/checkout/${SESSION_ID}`;
// Intl puts a no-break space before '€'.
const PAY = /^Pagar 60,00\s€$/;

function serveCheckout(overrides: Partial<SandboxCheckoutSession> = {}) {
  const checkoutSession: SandboxCheckoutSession = {
    id: SESSION_ID,
    status: 'open',
    quantity: 3,
    unitPrice: 20,
    total: 60,
    currency: 'EUR',
    businessName: 'Inmobiliaria Sol',
    ...overrides,
  };
  server.use(http.get(api(`/billing/sandbox/checkout/${SESSION_ID}`), () => HttpResponse.json({ checkoutSession })));
}

async function fillCard(user: ReturnType<typeof renderApp>['user'], cardNumber: string) {
  const form = await screen.findByRole('form', { name: 'Datos de la tarjeta' });
  await user.type(within(form).getByLabelText('Número de tarjeta'), cardNumber);
  await user.type(within(form).getByLabelText('Caducidad (MM/AA)'), '12/34');
  await user.type(within(form).getByLabelText('CVC'), '123');
  await user.type(within(form).getByLabelText('Titular de la tarjeta'), 'Lucía Martín');
  return form;
}

describe('/sandbox/checkout/:sessionId', () => {
  it('says it is a test page and summarises the purchase', async () => {
    serveBusiness({ memberAllowedQuantity: 0 });
    serveCheckout();
    const { pathname } = renderApp(CHECKOUT_PATH, { loggedIn: true });

    const summary = await screen.findByRole('region', { name: 'Resumen del pedido' });
    // The owner of a business without a plan is not sent away from the checkout.
    expect(pathname()).toBe(CHECKOUT_PATH);
    expect(screen.getByRole('note')).toHaveTextContent('Entorno de pruebas: no se realizará ningún cargo real');
    expect(summary).toHaveTextContent('EmpresaInmobiliaria Sol');
    expect(summary).toHaveTextContent('Miembros3');
    expect(summary).toHaveTextContent('Precio por miembro20,00 € al mes');
    expect(summary).toHaveTextContent('Total mensual60,00 €');
    expect(screen.getByRole('button', { name: PAY })).toBeInTheDocument();
  });

  it('pays with the test card and goes to /success-payment', async () => {
    serveBusiness({ memberAllowedQuantity: 0 });
    serveCheckout();
    let body: unknown;
    server.use(
      http.post(api(`/billing/sandbox/checkout/${SESSION_ID}/pay`), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ redirectUrl: '/success-payment' });
      }),
      http.post(api('/business/sync'), () => errorBody('INTERNAL_ERROR', 500)),
    );
    const { user, pathname } = renderApp(CHECKOUT_PATH, { loggedIn: true });

    const form = await fillCard(user, '4242 4242 4242 4242');
    await user.click(within(form).getByRole('button', { name: PAY }));

    await waitFor(() => expect(pathname()).toBe('/success-payment'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenido a MIKE' })).toBeInTheDocument();
    expect(body).toEqual({ cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Lucía Martín' });
  });

  it("shows the API's decline message for another card and stays", async () => {
    serveBusiness({ memberAllowedQuantity: 0 });
    serveCheckout();
    server.use(
      http.post(api(`/billing/sandbox/checkout/${SESSION_ID}/pay`), () =>
        errorBody('CARD_DECLINED', 402, 'Tarjeta rechazada. En el entorno de pruebas solo se acepta la tarjeta 4242 4242 4242 4242.'),
      ),
    );
    const { user, pathname } = renderApp(CHECKOUT_PATH, { loggedIn: true });

    const form = await fillCard(user, '4000 0000 0000 0002');
    await user.click(within(form).getByRole('button', { name: PAY }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Tarjeta rechazada. En el entorno de pruebas solo se acepta la tarjeta 4242 4242 4242 4242.',
    );
    expect(pathname()).toBe(CHECKOUT_PATH);
  });

  it('checks the form before paying', async () => {
    serveBusiness();
    serveCheckout();
    let calls = 0;
    server.use(
      http.post(api(`/billing/sandbox/checkout/${SESSION_ID}/pay`), () => {
        calls += 1;
        return HttpResponse.json({ redirectUrl: '/success-payment' });
      }),
    );
    const { user } = renderApp(CHECKOUT_PATH, { loggedIn: true });
    const form = await screen.findByRole('form', { name: 'Datos de la tarjeta' });

    await user.click(within(form).getByRole('button', { name: PAY }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Por favor, complete todos los campos.');

    await user.type(within(form).getByLabelText('Número de tarjeta'), '4242424242424242');
    await user.type(within(form).getByLabelText('Caducidad (MM/AA)'), '13/30');
    await user.type(within(form).getByLabelText('CVC'), '12');
    await user.type(within(form).getByLabelText('Titular de la tarjeta'), 'Lucía');
    await user.click(within(form).getByRole('button', { name: PAY }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Fecha de caducidad inválida. Usa el formato MM/AA.');

    await user.clear(within(form).getByLabelText('Caducidad (MM/AA)'));
    await user.type(within(form).getByLabelText('Caducidad (MM/AA)'), '1230');
    await user.click(within(form).getByRole('button', { name: PAY }));
    expect(within(form).getByRole('alert')).toHaveTextContent('CVC inválido');
    expect(calls).toBe(0);
  });

  it("'Cancelar' abandons the checkout and goes to /cancelled-payment", async () => {
    serveBusiness({ memberAllowedQuantity: 0 });
    serveCheckout();
    let cancelled = false;
    server.use(
      http.post(api(`/billing/sandbox/checkout/${SESSION_ID}/cancel`), () => {
        cancelled = true;
        return HttpResponse.json({ redirectUrl: '/cancelled-payment' });
      }),
      http.post(api('/business/sync'), () => errorBody('INTERNAL_ERROR', 500)),
    );
    const { user, pathname } = renderApp(CHECKOUT_PATH, { loggedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));

    await waitFor(() => expect(pathname()).toBe('/cancelled-payment'));
    expect(cancelled).toBe(true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ha ocurrido un error' })).toBeInTheDocument();
  });

  it('a session already paid says so, with no card form', async () => {
    serveBusiness();
    serveCheckout({ status: 'completed' });
    renderApp(CHECKOUT_PATH, { loggedIn: true });

    expect(await screen.findByText('Este pago ya se ha completado.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Subscripción' })).toHaveAttribute('href', '/pricing');
  });
});

describe('/sandbox/portal', () => {
  it("shows the subscription and 'Cancelar suscripción' schedules the end of the period", async () => {
    serveBusiness();
    let cancelAt: string | null = null;
    server.use(
      http.get(api('/billing/sandbox/portal'), () =>
        HttpResponse.json({
          portal: { businessName: 'Inmobiliaria Sol', quantity: 3, unitPrice: 20, total: 60, currentPeriodEnd: '2025-07-15T12:00:00.000Z', cancelAt },
        }),
      ),
      http.post(api('/billing/sandbox/portal/cancel'), () => {
        cancelAt = '2025-07-15T12:00:00.000Z';
        return HttpResponse.json({ redirectUrl: '/pricing', cancelAt });
      }),
    );
    const { user } = renderApp('/sandbox/portal', { loggedIn: true });

    const portal = await screen.findByRole('region', { name: 'MIKE Equipo' });
    expect(screen.getByRole('note')).toHaveTextContent('Entorno de pruebas: no se realizará ningún cargo real');
    expect(portal).toHaveTextContent('Miembros3');
    expect(portal).toHaveTextContent('Total mensual60,00 €');
    expect(portal).toHaveTextContent('Periodo actual hasta15/07/2025');

    await user.click(within(portal).getByRole('button', { name: 'Cancelar suscripción' }));

    expect(await within(portal).findByText('Tu suscripción se cancelará el 15/07/2025.')).toBeInTheDocument();
    expect(within(portal).queryByRole('button', { name: 'Cancelar suscripción' })).not.toBeInTheDocument();
    expect(within(portal).getByRole('link', { name: 'Volver a Subscripción' })).toHaveAttribute('href', '/pricing');
  });
});
