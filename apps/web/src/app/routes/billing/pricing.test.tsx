import { BusinessSchema } from '@mike/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { api, server } from '../../../test/server.ts';
import { buildBill, errorBody, euros, serveBusiness, stubWindowOpen } from '../../../test/billing.ts';

beforeAll(async () => {
  await Promise.all([import('../../layouts/app-layout.tsx'), import('./pricing.tsx'), import('./choose-plan.tsx')]);
});

const inTenDays = () => new Date(Date.now() + 10 * 24 * 3600_000 + 3600_000).toISOString();

function serveSubscription(cancelAt: string | null = null) {
  const state = { calls: 0 };
  server.use(
    http.get(api('/business/subscription'), () => {
      state.calls += 1;
      return HttpResponse.json({ subscriptionStatus: { cancelAt } });
    }),
  );
  return state;
}

async function findPlanPanel() {
  return screen.findByRole('tabpanel', { name: 'Tu plan' });
}

describe('/pricing: no plan', () => {
  it("shows the upsell '¿Todavía no MIKEas?' with 'Contratar plan' → /choose-plan", async () => {
    serveBusiness({ memberAllowedQuantity: 0 });
    server.use(http.get(api('/business/get-payment-customer-session'), () => HttpResponse.json({ customerSecret: 'cuss_1' })));
    const { user, pathname } = renderApp('/pricing', { loggedIn: true });

    expect(await screen.findByRole('heading', { level: 2, name: '¿Todavía no MIKEas?' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Contratar plan' }));
    await waitFor(() => expect(pathname()).toBe('/choose-plan'));
  });
});

describe('/pricing: tabs', () => {
  it("with a plan: 'Tu plan' (capacity, seat editor, 'Cancelar plan') and 'Facturas'", async () => {
    serveBusiness({ memberAllowedQuantity: 3 });
    serveSubscription(null);
    renderApp('/pricing', { loggedIn: true });

    const tabs = within(await screen.findByRole('tablist', { name: 'Secciones de la subscripción' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Tu plan', 'Facturas']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const panel = await findPlanPanel();
    expect(panel).toHaveTextContent('3 miembros');
    expect(within(panel).getByLabelText('Número de miembros')).toHaveValue(3);
    expect(await within(panel).findByRole('button', { name: 'Cancelar plan' })).toBeInTheDocument();
  });

  it("during a trial: capacity and 'Contratar plan'; no seat editor, 'Facturas' or 'Cancelar plan'", async () => {
    serveBusiness({ memberAllowedQuantity: 3, trialEndDate: inTenDays() });
    const subscription = serveSubscription(null);
    const { user, pathname } = renderApp('/pricing', { loggedIn: true });

    const panel = await findPlanPanel();
    expect(panel).toHaveTextContent('3 miembros');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tu plan']);
    expect(within(panel).queryByLabelText('Número de miembros')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar plan' })).not.toBeInTheDocument();
    expect(subscription.calls).toBe(0);

    await user.click(within(panel).getByRole('link', { name: 'Contratar plan' }));
    await waitFor(() => expect(pathname()).toBe('/choose-plan'));
  });

  it('the tabs follow the arrow keys', async () => {
    serveBusiness();
    serveSubscription(null);
    server.use(http.get(api('/business/get-bills'), () => HttpResponse.json({ bills: [] })));
    const { user } = renderApp('/pricing', { loggedIn: true });

    await user.click(await screen.findByRole('tab', { name: 'Tu plan' }));
    await user.keyboard('{ArrowRight}');

    expect(screen.getByRole('tab', { name: 'Facturas' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Facturas' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Todavía no tienes facturas.')).toBeInTheDocument();
  });

  it.each(['ADMINISTRATIVE', 'AGENT'] as const)("an %s is told to ask the administrator", async (rol) => {
    serveBusiness({ rol });
    renderApp('/pricing', { loggedIn: true });

    expect(await screen.findByRole('heading', { level: 2, name: 'Ponte en contacto con tu administrador' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });
});

describe('/pricing: seats', () => {
  it("prices '20 x N' with the total in euros and needs at least 1", async () => {
    serveBusiness({ memberAllowedQuantity: 3 });
    serveSubscription(null);
    const { user } = renderApp('/pricing', { loggedIn: true });
    const panel = await findPlanPanel();
    const input = within(panel).getByLabelText('Número de miembros');

    expect(input).toHaveAttribute('min', '1');
    expect(panel).toHaveTextContent('20 x 3');
    expect(panel).toHaveTextContent('Total: 60,00 € al mes');
    // The current quantity: nothing to update.
    expect(within(panel).getByRole('button', { name: 'Actualizar plan' })).toBeDisabled();

    await user.clear(input);
    await user.type(input, '5');
    expect(panel).toHaveTextContent('20 x 5');
    expect(panel).toHaveTextContent('Total: 100,00 € al mes');
    expect(within(panel).getByRole('button', { name: 'Actualizar plan' })).toBeEnabled();

    await user.clear(input);
    await user.type(input, '0');
    expect(within(panel).getByRole('alert')).toHaveTextContent('El plan necesita al menos 1 miembro.');
    expect(within(panel).getByRole('button', { name: 'Actualizar plan' })).toBeDisabled();
  });

  it("updates the seats: 'Plan actualizado' and the new capacity", async () => {
    const state = serveBusiness({ memberAllowedQuantity: 3 });
    serveSubscription(null);
    let body: unknown;
    server.use(
      http.post(api('/business/update-allowed-members-quantity'), async ({ request }) => {
        body = await request.json();
        state.business = BusinessSchema.parse({ ...state.business, memberAllowedQuantity: 5 });
        return HttpResponse.json({ business: state.business });
      }),
    );
    const { user } = renderApp('/pricing', { loggedIn: true });
    const panel = await findPlanPanel();
    const input = within(panel).getByLabelText('Número de miembros');

    await user.clear(input);
    await user.type(input, '5');
    await user.click(within(panel).getByRole('button', { name: 'Actualizar plan' }));

    expect(await screen.findByText('Plan actualizado')).toBeInTheDocument();
    expect(body).toEqual({ quantity: 5 });
    expect(panel).toHaveTextContent('5 miembros');
  });

  it.each([
    ['INTERNAL_ERROR', 500, 'Ha ocurrido un error'],
    ['SEATS_BELOW_MEMBERS', 409, 'Tu equipo ocupa 2 plazas (miembros e invitaciones). Elimina a alguien en Usuarios antes de bajar de esa cifra.'],
  ])('%s (%i) reads %j', async (errorCode, status, text) => {
    serveBusiness({ memberAllowedQuantity: 3 });
    serveSubscription(null);
    server.use(http.post(api('/business/update-allowed-members-quantity'), () => errorBody(errorCode, status)));
    const { user } = renderApp('/pricing', { loggedIn: true });
    const panel = await findPlanPanel();
    const input = within(panel).getByLabelText('Número de miembros');

    await user.clear(input);
    await user.type(input, '1');
    await user.click(within(panel).getByRole('button', { name: 'Actualizar plan' }));

    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});

describe('/pricing: cancel', () => {
  it("'Cancelar plan' opens the cancellation page in a new window", async () => {
    serveBusiness();
    serveSubscription(null);
    server.use(
      http.get(api('/business/get-cancel-subscription-url'), () =>
        HttpResponse.json({ cancelSubscriptionUrl: 'http://localhost:3000/sandbox/portal' }),
      ),
    );
    const open = stubWindowOpen();
    const { user } = renderApp('/pricing', { loggedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Cancelar plan' }));

    await waitFor(() => expect(open).toHaveBeenCalledWith('http://localhost:3000/sandbox/portal', '_blank'));
  });

  it("a failure reads 'Ha ocurrido un error al cancelar el plan'", async () => {
    serveBusiness();
    serveSubscription(null);
    server.use(http.get(api('/business/get-cancel-subscription-url'), () => errorBody('NO_SUBSCRIPTION', 409)));
    const open = stubWindowOpen();
    const { user } = renderApp('/pricing', { loggedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Cancelar plan' }));

    expect(await screen.findByText('Ha ocurrido un error al cancelar el plan')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('reads the cancellation again when the person comes back from the portal', async () => {
    serveBusiness();
    let cancelAt: string | null = null;
    server.use(http.get(api('/business/subscription'), () => HttpResponse.json({ subscriptionStatus: { cancelAt } })));
    renderApp('/pricing', { loggedIn: true });
    await screen.findByRole('button', { name: 'Cancelar plan' });

    cancelAt = '2025-07-15T12:00:00.000Z';
    window.dispatchEvent(new Event('focus'));

    expect(await screen.findByText(/Tu plan se cancelará el 15\/07\/2025/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar plan' })).not.toBeInTheDocument();
  });

  it("a scheduled cancellation hides 'Cancelar plan' and says when the plan ends", async () => {
    serveBusiness();
    serveSubscription('2025-07-15T12:00:00.000Z');
    renderApp('/pricing', { loggedIn: true });

    expect(
      await screen.findByText('Tu plan se cancelará el 15/07/2025. Hasta entonces tu equipo puede seguir usando MIKE.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar plan' })).not.toBeInTheDocument();
  });
});

describe('/pricing: Facturas', () => {
  it('lists the bills: status in Spanish (both spellings of cancelled), total in euros, date and link', async () => {
    serveBusiness();
    serveSubscription(null);
    server.use(
      http.get(api('/business/get-bills'), () =>
        HttpResponse.json({
          bills: [
            buildBill({ status: 'PAID', total: 60, date: '2025-06-15T12:00:00.000Z', url: 'https://facturas.example/1.pdf' }),
            buildBill({ status: 'PENDING', total: 13.33, date: '2025-06-20T12:00:00.000Z' }),
            buildBill({ status: 'CANCELED', total: 1234.5, date: '2025-05-15T12:00:00.000Z' }),
            buildBill({ status: 'CANCELLED', total: 20, date: '2025-04-15T12:00:00.000Z' }),
          ],
        }),
      ),
    );
    const { user } = renderApp('/pricing', { loggedIn: true });

    await user.click(await screen.findByRole('tab', { name: 'Facturas' }));
    const table = await screen.findByRole('table', { name: 'Facturas' });
    const rows = within(table).getAllByRole('row').slice(1);

    expect(rows.map((row) => [...row.querySelectorAll('td')].slice(0, 3).map((cell) => cell.textContent))).toEqual([
      ['15/06/2025', euros('60,00 €'), 'Pagada'],
      ['20/06/2025', euros('13,33 €'), 'Pendiente'],
      ['15/05/2025', euros('1234,50 €'), 'Cancelada'],
      ['15/04/2025', euros('20,00 €'), 'Cancelada'],
    ]);
    const link = within(rows[0] as HTMLElement).getByRole('link', { name: /Ver factura del 15\/06\/2025/ });
    expect(link).toHaveAttribute('href', 'https://facturas.example/1.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(rows[1] as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Fecha', 'Total', 'Estado', 'Factura']);
  });

  it("has no 'Factura' column when no bill has an invoice (the sandbox's): the table fits a phone", async () => {
    serveBusiness();
    serveSubscription(null);
    server.use(
      http.get(api('/business/get-bills'), () =>
        HttpResponse.json({ bills: [buildBill({ status: 'PAID', total: 100, date: '2025-06-15T12:00:00.000Z' })] }),
      ),
    );
    const { user } = renderApp('/pricing', { loggedIn: true });

    await user.click(await screen.findByRole('tab', { name: 'Facturas' }));
    const table = await screen.findByRole('table', { name: 'Facturas' });

    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Fecha', 'Total', 'Estado']);
    expect(within(table).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['15/06/2025', euros('100,00 €'), 'Pagada']);
  });
});
