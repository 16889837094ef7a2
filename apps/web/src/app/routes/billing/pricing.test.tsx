import { BusinessSchema } from '@mike/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
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
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Tu plan', 'Facturas', 'Datos de facturación']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const panel = await findPlanPanel();
    expect(panel).toHaveTextContent('3 miembros');
    expect(within(panel).getByLabelText('Número de miembros')).toHaveValue(3);
    expect(await within(panel).findByRole('button', { name: 'Cancelar plan' })).toBeInTheDocument();
  });

  it("during a trial: capacity and 'Contratar plan'; no seat editor, 'Facturas' or 'Cancelar plan'", async () => {
    serveBusiness({ memberAllowedQuantity: 3, trialEndDate: inTenDays() });
    const subscription = serveSubscription(null);
    // /choose-plan asks for the customer session as it opens: served, and awaited below so the test does not
    // end with that request still in flight (it used to race the next test's handlers).
    const customerSession = { calls: 0 };
    server.use(
      http.get(api('/business/get-payment-customer-session'), () => {
        customerSession.calls += 1;
        return HttpResponse.json({ customerSecret: 'cuss_1' });
      }),
    );
    const { user, pathname } = renderApp('/pricing', { loggedIn: true });

    const panel = await findPlanPanel();
    expect(panel).toHaveTextContent('3 miembros');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tu plan', 'Datos de facturación']);
    expect(within(panel).queryByLabelText('Número de miembros')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar plan' })).not.toBeInTheDocument();
    expect(subscription.calls).toBe(0);

    await user.click(within(panel).getByRole('link', { name: 'Contratar plan' }));
    await waitFor(() => expect(pathname()).toBe('/choose-plan'));
    await waitFor(() => expect(customerSession.calls).toBe(1));
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

  it("#15 a seat change first shows the amount charged now and the new monthly total; only 'Confirmar' changes it", async () => {
    const state = serveBusiness({ memberAllowedQuantity: 3 });
    serveSubscription(null);
    let body: unknown;
    let updates = 0;
    server.use(
      http.get(api('/business/seat-change-preview'), ({ request }) =>
        HttpResponse.json({
          preview: {
            quantity: Number(new URL(request.url).searchParams.get('quantity')),
            currentQuantity: 3,
            amountDueNow: 24,
            newMonthlyTotal: 100,
            periodEnd: '2025-07-01T10:00:00.000Z',
          },
        }),
      ),
      http.post(api('/business/update-allowed-members-quantity'), async ({ request }) => {
        updates += 1;
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

    const dialog = await screen.findByRole('dialog', { name: 'Confirmar el cambio de plazas' });
    expect(dialog).toHaveTextContent('De 3 a 5');
    expect(dialog).toHaveTextContent('Se cobra ahora24,00 €');
    expect(dialog).toHaveTextContent('Nuevo total mensual100,00 € al mes');
    expect(dialog).toHaveTextContent('hasta el 01/07/2025');
    expect(updates).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Volver' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(updates).toBe(0);

    await user.click(within(panel).getByRole('button', { name: 'Actualizar plan' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar y actualizar' }));

    expect(await screen.findByText('Plan actualizado')).toBeInTheDocument();
    expect(updates).toBe(1);
    expect(body).toEqual({ quantity: 5 });
    expect(panel).toHaveTextContent('5 miembros');
  });

  it.each([
    ['INTERNAL_ERROR', 500, 'Ha ocurrido un error'],
    ['SEATS_BELOW_MEMBERS', 409, 'Tu equipo ocupa 2 plazas (miembros e invitaciones). Elimina a alguien en Usuarios antes de bajar de esa cifra.'],
  ])('%s (%i) reads %j', async (errorCode, status, text) => {
    serveBusiness({ memberAllowedQuantity: 3 });
    serveSubscription(null);
    // The preview refuses what the change would refuse (the same checks, server-side).
    server.use(http.get(api('/business/seat-change-preview'), () => errorBody(errorCode, status)));
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

    expect(rows.map((row) => [0, 4, 5].map((index) => row.querySelectorAll('td')[index]!.textContent))).toEqual([
      ['15/06/2025', euros('60,00 €'), 'Pagada'],
      ['20/06/2025', euros('13,33 €'), 'Pendiente'],
      ['15/05/2025', euros('1234,50 €'), 'Cancelada'],
      ['15/04/2025', euros('20,00 €'), 'Cancelada'],
    ]);
    const link = within(rows[0] as HTMLElement).getByRole('link', { name: /Ver factura del 15\/06\/2025/ });
    expect(link).toHaveAttribute('href', 'https://facturas.example/1.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(rows[1] as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Fecha',
      'Concepto',
      'Periodo',
      'Plazas',
      'Total',
      'Estado',
      'Factura',
    ]);
  });

  it("has no 'Factura' column when no bill has an invoice (bills older than invoices): the table fits a phone", async () => {
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

    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Fecha',
      'Concepto',
      'Periodo',
      'Plazas',
      'Total',
      'Estado',
    ]);
    expect(within(table).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['15/06/2025', '', '', '', euros('100,00 €'), 'Pagada']);
  });
});

describe('#15 /pricing: invoices and billing details', () => {
  it("a bill with MIKE's invoice shows concept, period and seats, and downloads its PDF with the session's token", async () => {
    serveBusiness();
    serveSubscription(null);
    let authorization: string | null = null;
    server.use(
      http.get(api('/business/get-bills'), () =>
        HttpResponse.json({
          bills: [
            buildBill({
              id: '7d9f0e1a-2b3c-4d5e-8f90-a1b2c3d4e5f6',
              total: 60,
              concept: 'Plan MIKE (alta)',
              seats: 3,
              periodStart: '2025-06-01T10:00:00.000Z',
              periodEnd: '2025-07-01T10:00:00.000Z',
              invoiceNumber: 'MIKE-2025-000007',
            }),
          ],
        }),
      ),
      http.get(api('/business/bills/7d9f0e1a-2b3c-4d5e-8f90-a1b2c3d4e5f6/invoice.pdf'), ({ request }) => {
        authorization = request.headers.get('authorization');
        return new HttpResponse(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf' } });
      }),
    );
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:factura');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderApp('/pricing', { loggedIn: true });

    await user.click(await screen.findByRole('tab', { name: 'Facturas' }));
    const row = within(await screen.findByRole('table', { name: 'Facturas' })).getAllByRole('row')[1]!;
    expect([...row.querySelectorAll('td')].slice(1, 4).map((cell) => cell.textContent)).toEqual(['Plan MIKE (alta)', '01/06/2025 – 01/07/2025', '3']);
    await user.click(within(row).getByRole('button', { name: 'PDF de la factura MIKE-2025-000007' }));

    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(created).toHaveBeenCalled();
    expect(authorization).toBe('Bearer test-token-0123456789abcdef');
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('factura-MIKE-2025-000007.pdf');
  });

  it("'Rectificar factura': a dialog shows the buyer and asks the reason; the rectificativa is issued and its PDF downloads", async () => {
    serveBusiness();
    serveSubscription(null);
    const billId = '7d9f0e1a-2b3c-4d5e-8f90-a1b2c3d4e5f6';
    const invoiced = { id: billId, total: 20, concept: 'Plan MIKE (alta)', invoiceNumber: 'MIKE-2025-000007' };
    const state: { creditNoteNumber?: string; requests: unknown[]; refuseFirst: boolean } = { requests: [], refuseFirst: true };
    server.use(
      http.get(api('/business/get-bills'), () => HttpResponse.json({ bills: [buildBill({ ...invoiced, ...(state.creditNoteNumber ? { creditNoteNumber: state.creditNoteNumber } : {}) })] })),
      http.get(api('/business/billing-details'), () =>
        HttpResponse.json({ billingDetails: { legalName: 'Inmobiliaria Sol y Mar S.L.', taxId: 'A58818501', address: 'Calle Mayor 1', postalCode: '28013', city: 'Madrid', email: 'f@sol.es' } }),
      ),
      http.post(api(`/business/bills/${billId}/rectify`), async ({ request }) => {
        state.requests.push(await request.json());
        if (state.refuseFirst) {
          state.refuseFirst = false;
          return errorBody('NOTHING_TO_RECTIFY', 409, 'La factura ya tiene los datos de facturación actuales: corrígelos antes de rectificarla.');
        }
        state.creditNoteNumber = 'MIKE-R-2025-000001';
        return HttpResponse.json({ creditNoteNumber: state.creditNoteNumber });
      }),
      http.get(api(`/business/bills/${billId}/credit-note.pdf`), () => new HttpResponse(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf' } })),
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:rectificativa');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderApp('/pricing', { loggedIn: true });

    await user.click(await screen.findByRole('tab', { name: 'Facturas' }));
    const table = await screen.findByRole('table', { name: 'Facturas' });
    expect(within(table).queryByRole('button', { name: /factura rectificativa/ })).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Rectificar factura MIKE-2025-000007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rectificar la factura MIKE-2025-000007' });
    expect(await within(dialog).findByText('Inmobiliaria Sol y Mar S.L. · A58818501')).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Emitir factura rectificativa' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Motivo de la rectificación'), 'NIF del cliente erróneo');

    // Refused (the details were not corrected): the server's reason shows, in Spanish, and the dialog stays.
    await user.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('corrígelos antes de rectificarla');
    await user.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(state.requests).toEqual([{ reason: 'NIF del cliente erróneo' }, { reason: 'NIF del cliente erróneo' }]);
    expect(await screen.findByText('Factura rectificativa MIKE-R-2025-000001 emitida.')).toBeInTheDocument();

    await user.click(await within(table).findByRole('button', { name: 'PDF de la factura rectificativa MIKE-R-2025-000001' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('factura-rectificativa-MIKE-R-2025-000001.pdf');
  });

  it('the owner saves the billing details; a NIF/CIF with a wrong check letter is refused before any request', async () => {
    serveBusiness();
    serveSubscription(null);
    let saved: unknown;
    server.use(
      http.get(api('/business/billing-details'), () => HttpResponse.json({ billingDetails: null })),
      http.post(api('/business/billing-details'), async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({ billingDetails: { ...(saved as object), taxId: 'B12345674' } });
      }),
    );
    const { user } = renderApp('/pricing', { loggedIn: true });
    await user.click(await screen.findByRole('tab', { name: 'Datos de facturación' }));
    const form = await screen.findByRole('form', { name: 'Datos de facturación' });
    await user.type(within(form).getByLabelText('Razón social'), 'Inmobiliaria Sol S.L.');
    await user.type(within(form).getByLabelText('NIF/CIF'), 'B12345675');
    await user.type(within(form).getByLabelText('Dirección'), 'Calle Mayor 1');
    await user.type(within(form).getByLabelText('Código postal'), '28013');
    await user.type(within(form).getByLabelText('Ciudad'), 'Madrid');
    await user.type(within(form).getByLabelText('Email para facturas'), 'facturas@sol.es');
    await user.click(within(form).getByRole('button', { name: 'Guardar datos' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('NIF/CIF no válido');
    expect(saved).toBeUndefined();

    await user.clear(within(form).getByLabelText('NIF/CIF'));
    await user.type(within(form).getByLabelText('NIF/CIF'), 'b-12345674');
    await user.click(within(form).getByRole('button', { name: 'Guardar datos' }));

    expect(await screen.findByText('Datos de facturación guardados')).toBeInTheDocument();
    expect(saved).toEqual({ legalName: 'Inmobiliaria Sol S.L.', taxId: 'b-12345674', address: 'Calle Mayor 1', postalCode: '28013', city: 'Madrid', email: 'facturas@sol.es' });
    expect(within(form).getByLabelText('NIF/CIF')).toHaveValue('B12345674');
  });
});
