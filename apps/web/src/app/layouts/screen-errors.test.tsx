import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildBusiness } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { api, server } from '../../test/server.ts';
import { reportServerAnswered, reportServerUnreachable } from '../../lib/connectivity.ts';
import { retryingScreen, RouteErrorBoundary } from './screen-errors.tsx';

afterEach(() => reportServerAnswered());

describe('the offline banner', () => {
  beforeEach(() => {
    server.use(http.get(api('/business/get'), () => HttpResponse.json({ business: buildBusiness() })));
  });

  it('says "Sin conexión con MIKE. Reintentando…" while the server does not answer, and goes away by itself', async () => {
    let isDown = true;
    server.use(
      http.get(api('/conversations/get-all'), () => (isDown ? HttpResponse.error() : HttpResponse.json({ conversations: [], traceId: 't' }))),
      http.get('*/api/health', () => (isDown ? HttpResponse.error() : HttpResponse.json({ status: 'ok' }))),
    );
    renderApp('/historical', { loggedIn: true });

    expect(await screen.findByText('Sin conexión con MIKE. Reintentando…', {}, { timeout: 5000 })).toBeInTheDocument();
    isDown = false;
    // The probe of /api/health finds the server (after 1 s), the banner goes and the failed list loads again.
    expect(await screen.findByText('Todavía no has hecho ninguna consulta.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Sin conexión con MIKE. Reintentando…')).not.toBeInTheDocument();
  }, 15_000);
});

describe('a screen that fails', () => {
  it('shows "Reintentar", and renders again without reloading the page', async () => {
    let shouldThrow = true;
    function Flaky() {
      if (shouldThrow) throw new Error('render failed');
      return <p>Pantalla lista</p>;
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/x', Component: Flaky, ErrorBoundary: RouteErrorBoundary }], { initialEntries: ['/x'] });
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { name: 'No se ha podido mostrar esta pantalla' })).toBeInTheDocument();
    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Pantalla lista')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/x');
  });

  it('a screen whose code could not be loaded loads itself once the server answers again', async () => {
    let attempts = 0;
    const Screen = retryingScreen(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return () => <p>Consultas cargadas</p>;
    });
    reportServerUnreachable();
    render(<Screen />);
    expect(screen.getByText(/No hay conexión con MIKE/)).toBeInTheDocument();

    // 'Reintentar' while still offline: it fails again and stays.
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeEnabled();
    act(() => reportServerAnswered());
    expect(await screen.findByText('Consultas cargadas')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
