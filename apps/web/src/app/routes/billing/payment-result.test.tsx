import { BusinessSchema } from '@mike/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { api, server } from '../../../test/server.ts';
import { errorBody, serveBusiness } from '../../../test/billing.ts';

beforeAll(async () => {
  await Promise.all([
    import('../../layouts/app-layout.tsx'),
    import('./success-payment.tsx'),
    import('./cancelled-payment.tsx'),
    import('./pending-payment.tsx'),
  ]);
});

afterEach(() => {
  vi.useRealTimers();
});

/** POST /business/sync: records when it was called (on the faked clock) and what the business becomes. */
function serveSync(state: ReturnType<typeof serveBusiness>, memberAllowedQuantity: number) {
  const sync = { calledAt: [] as number[] };
  server.use(
    http.post(api('/business/sync'), () => {
      sync.calledAt.push(Date.now());
      state.business = BusinessSchema.parse({ ...state.business, memberAllowedQuantity, trialEndDate: null });
      return HttpResponse.json({ business: state.business });
    }),
  );
  return sync;
}

describe.each([
  ['/success-payment', 'Bienvenido a MIKE', 'Empezar a MIKEar', '/chat'],
  ['/cancelled-payment', 'Ha ocurrido un error', 'Volver a Subscripción', '/pricing'],
])('%s', (path, title, button, target) => {
  it(`'${title}' and a button to ${target}`, async () => {
    serveBusiness({ memberAllowedQuantity: 0 });
    server.use(http.post(api('/business/sync'), () => errorBody('INTERNAL_ERROR', 500)));
    renderApp(path, { loggedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: button })).toHaveAttribute('href', target);
  });

  it('resyncs the business after 1 s, then fetches it again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const state = serveBusiness({ memberAllowedQuantity: 0, trialEndDate: new Date(Date.now() - 3600_000).toISOString() });
    const sync = serveSync(state, 3);
    renderApp(path, { loggedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const shownAt = Date.now();
    const fetchesBefore = state.calls;

    await act(() => vi.advanceTimersByTimeAsync(1000));

    await waitFor(() => expect(sync.calledAt).toHaveLength(1));
    // The page mounted after the business was served: the sync came at least 1000 ms after that.
    expect((sync.calledAt[0] ?? 0) - (state.servedAt[0] ?? Infinity)).toBeGreaterThanOrEqual(1000);
    expect(shownAt).toBeLessThanOrEqual(sync.calledAt[0] ?? 0);
    await waitFor(() => expect(state.calls).toBeGreaterThan(fetchesBefore));
    // The plan bought shows at once: the menu gains the chat.
    expect(await screen.findByRole('link', { name: 'MIKEar' })).toBeInTheDocument();
  });
});

describe('/pending-payment', () => {
  it("says 'Ponte en contacto con tu administrador' and that the company's access is disabled", async () => {
    serveBusiness({ rol: 'AGENT', memberAllowedQuantity: 0 });
    renderApp('/pending-payment', { loggedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Ponte en contacto con tu administrador' })).toBeInTheDocument();
    expect(screen.getByText('El acceso de tu empresa a MIKE está desactivado.')).toBeInTheDocument();
  });

  it('#15 a member of a business with a plan is sent to /', async () => {
    serveBusiness({ rol: 'AGENT', memberAllowedQuantity: 3 });
    const { pathname } = renderApp('/pending-payment', { loggedIn: true });

    await waitFor(() => expect(pathname()).toBe('/'));
    expect(screen.queryByText('El acceso de tu empresa a MIKE está desactivado.')).not.toBeInTheDocument();
  });
});
