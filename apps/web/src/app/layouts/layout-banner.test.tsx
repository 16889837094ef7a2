import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { serveBusiness } from '../../test/billing.ts';
import { renderApp } from '../../test/render-app.tsx';
import { api, server } from '../../test/server.ts';
import { formatDate } from '../../features/billing/utils/format.ts';

beforeAll(async () => {
  await Promise.all([
    import('./app-layout.tsx'),
    import('../routes/billing/pricing.tsx'),
    import('../routes/billing/choose-plan.tsx'),
    import('../routes/users/users.tsx'),
  ]);
});

const HOUR = 3600_000;
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

function findBanner() {
  return screen.findByRole('complementary', { name: 'Período de prueba' });
}

describe('trial banner', () => {
  it('while the trial runs: info, the days left, and a link to /choose-plan', async () => {
    const trialEndDate = fromNow(3 * 24 * HOUR - HOUR);
    serveBusiness({ trialEndDate });
    server.use(http.get(api('/business/get-payment-customer-session'), () => HttpResponse.json({ customerSecret: 'cuss_1' })));
    const { user, pathname } = renderApp('/pricing', { loggedIn: true });

    const banner = await findBanner();
    expect(banner).toHaveAttribute('data-type', 'info');
    // #15: 2 days 23 hours read 3 days (rounded up), and the banner's end date is the one /pricing shows.
    const date = formatDate(trialEndDate);
    const link = within(banner).getByRole('link', { name: `Tu período de prueba expira en 3 días, el ${date}. Elige tu plan ahora.` });
    expect(await screen.findByText(`Estás en el período de prueba hasta el ${date}.`, { exact: false })).toBeInTheDocument();

    await user.click(link);

    await waitFor(() => expect(pathname()).toBe('/choose-plan'));
    // Hidden on /choose-plan itself.
    expect(await screen.findByRole('heading', { level: 1, name: 'Elige tu plan' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Período de prueba' })).not.toBeInTheDocument();
  });

  it('under 24 hours: the hours, rounded up', async () => {
    serveBusiness({ trialEndDate: fromNow(5 * HOUR - 60_000) });
    renderApp('/pricing', { loggedIn: true });

    expect(await findBanner()).toHaveTextContent('Tu período de prueba expira en 5 horas. Elige tu plan ahora.');
  });

  it('once expired: warning', async () => {
    serveBusiness({ memberAllowedQuantity: 0, trialEndDate: fromNow(-HOUR) });
    renderApp('/pricing', { loggedIn: true });

    const banner = await findBanner();
    expect(banner).toHaveAttribute('data-type', 'warning');
    expect(within(banner).getByRole('link')).toHaveTextContent(
      'Tu período de prueba ha expirado. Elige un plan para continuar usando nuestros servicios.',
    );
  });

  it('is not shown without a trial', async () => {
    serveBusiness({ trialEndDate: null });
    server.use(http.get(api('/business/subscription'), () => HttpResponse.json({ subscriptionStatus: { cancelAt: null } })));
    renderApp('/pricing', { loggedIn: true });

    expect(await screen.findByRole('tab', { name: 'Tu plan' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Período de prueba' })).not.toBeInTheDocument();
  });

  it('a member who cannot choose a plan is told to ask the administrator, with no link', async () => {
    const business = serveBusiness({ rol: 'ADMINISTRATIVE', trialEndDate: fromNow(2 * 24 * HOUR - HOUR) });
    server.use(http.get(api(`/business/${business.business.id}/invites`), () => HttpResponse.json({ invites: [] })));
    renderApp('/users', { loggedIn: true });

    const banner = await findBanner();
    expect(banner).toHaveTextContent(
      'Tu período de prueba expira en 2 días, el ' + formatDate(fromNow(2 * 24 * HOUR - HOUR)) + '. Ponte en contacto con tu administrador para contratar un plan.',
    );
    expect(within(banner).queryByRole('link')).not.toBeInTheDocument();
  });
});
