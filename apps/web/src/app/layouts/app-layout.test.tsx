import type { Business, Rol } from '@mike/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { getAuthState } from '../../lib/auth-store.ts';
import { draftStorageKey } from '../../lib/drafts.ts';
import { buildBusiness, ownerUser, type BusinessOptions } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { api, server } from '../../test/server.ts';

// The lazy screens compile on first import: done once here, so no test's first wait is spent on it.
beforeAll(async () => {
  await Promise.all([
    import('./app-layout.tsx'),
    import('../routes/chat/new-chat.tsx'),
    import('../routes/billing/pricing.tsx'),
    import('../routes/billing/choose-plan.tsx'),
    import('../routes/billing/pending-payment.tsx'),
    import('../routes/billing/success-payment.tsx'),
    import('../routes/billing/cancelled-payment.tsx'),
  ]);
});

function serveBusiness(options: BusinessOptions = {}): Business {
  const business = buildBusiness(options);
  server.use(http.get(api('/business/get'), () => HttpResponse.json({ business })));
  return business;
}

async function desktopMenuItems(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

async function mobileMenuItems(user: ReturnType<typeof renderApp>['user']): Promise<string[]> {
  await user.click(await screen.findByRole('button', { name: 'Abrir menú' }));
  const dialog = await screen.findByRole('dialog', { name: 'Menú' });
  return within(dialog)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('authenticated layout: desktop menu', () => {
  it.each<[Rol, string[]]>([
    ['OWNER', ['MIKEar', 'Usuarios', 'Consultas', 'Subscripción', 'Salir']],
    ['ADMINISTRATIVE', ['MIKEar', 'Usuarios', 'Consultas', 'Salir']],
    ['AGENT', ['MIKEar', 'Consultas', 'Salir']],
  ])('%s sees %j', async (rol, expected) => {
    serveBusiness({ rol });
    renderApp('/', { loggedIn: true });

    expect(await desktopMenuItems()).toEqual(expected);
  });

  it('hides chat, Usuarios and Consultas without a plan', async () => {
    serveBusiness({ rol: 'OWNER', memberAllowedQuantity: 0 });
    renderApp('/pricing', { loggedIn: true });

    expect(await desktopMenuItems()).toEqual(['Subscripción', 'Salir']);
  });

  it('links each entry to its screen', async () => {
    serveBusiness({ rol: 'OWNER' });
    renderApp('/', { loggedIn: true });
    const nav = await screen.findByRole('navigation', { name: 'Menú principal' });

    expect(within(nav).getByRole('link', { name: 'MIKEar' })).toHaveAttribute('href', '/chat');
    expect(within(nav).getByRole('link', { name: 'Usuarios' })).toHaveAttribute('href', '/users');
    expect(within(nav).getByRole('link', { name: 'Consultas' })).toHaveAttribute('href', '/historical');
    expect(within(nav).getByRole('link', { name: 'Subscripción' })).toHaveAttribute('href', '/pricing');
  });
});

describe('authenticated layout: mobile menu', () => {
  it.each<[Rol, string[]]>([
    ['OWNER', ['MIKEar', 'Usuarios', 'Consultas', 'Subscripción', 'Cerrar sesión']],
    ['ADMINISTRATIVE', ['MIKEar', 'Usuarios', 'Consultas', 'Subscripción', 'Cerrar sesión']],
    ['AGENT', ['MIKEar', 'Consultas', 'Subscripción', 'Cerrar sesión']],
  ])('%s sees %j', async (rol, expected) => {
    serveBusiness({ rol });
    const { user } = renderApp('/', { loggedIn: true });

    expect(await mobileMenuItems(user)).toEqual(expected);
  });

  it('hides MIKEar, Usuarios and Consultas without a plan', async () => {
    serveBusiness({ rol: 'OWNER', memberAllowedQuantity: 0 });
    const { user } = renderApp('/pricing', { loggedIn: true });

    expect(await mobileMenuItems(user)).toEqual(['Subscripción', 'Cerrar sesión']);
  });

  it('closes with Escape and after choosing an entry', async () => {
    serveBusiness({ rol: 'OWNER' });
    server.use(http.get(api('/conversations/get-all'), () => HttpResponse.json({ conversations: [], traceId: 't' })));
    const { user, pathname } = renderApp('/', { loggedIn: true });
    const openButton = await screen.findByRole('button', { name: 'Abrir menú' });

    await user.click(openButton);
    expect(openButton).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(openButton);
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Consultas' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(pathname()).toBe('/historical'));
  });
});

describe('authenticated layout: menu visibility', () => {
  it('shows no menu until the business is loaded', async () => {
    let respond: (() => void) | undefined;
    const business = buildBusiness({ rol: 'OWNER' });
    server.use(
      http.get(api('/business/get'), async () => {
        await new Promise<void>((resolve) => {
          respond = resolve;
        });
        return HttpResponse.json({ business });
      }),
    );
    renderApp('/', { loggedIn: true });

    await waitFor(() => expect(respond).toBeDefined());
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abrir menú' })).not.toBeInTheDocument();

    respond?.();

    expect(await screen.findByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument();
  });

  it('shows no menu when the user is not among the members', async () => {
    serveBusiness({ rol: null });
    renderApp('/', { loggedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Nueva consulta' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abrir menú' })).not.toBeInTheDocument();
  });

  it('always shows the legal footer', async () => {
    serveBusiness();
    renderApp('/', { loggedIn: true });
    const footer = await screen.findByRole('contentinfo');

    expect(within(footer).getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/privacy-policy');
    expect(within(footer).getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
  });
});

describe('authenticated layout: plan redirect', () => {
  it('sends the owner of a business without a plan to /pricing', async () => {
    serveBusiness({ rol: 'OWNER', memberAllowedQuantity: 0 });
    const { pathname } = renderApp('/', { loggedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Subscripción' })).toBeInTheDocument();
    expect(pathname()).toBe('/pricing');
  });

  it.each(['/choose-plan', '/success-payment', '/cancelled-payment', '/pricing'])(
    'leaves the owner without a plan on %s',
    async (path) => {
      const business = serveBusiness({ rol: 'OWNER', memberAllowedQuantity: 0 });
      server.use(
        http.get(api('/business/get-payment-customer-session'), () => HttpResponse.json({ customerSecret: 'cuss_1' })),
        http.post(api('/business/sync'), () => HttpResponse.json({ business })),
      );
      const { pathname } = renderApp(path, { loggedIn: true });

      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(pathname()).toBe(path);
    },
  );

  it.each<Rol>(['ADMINISTRATIVE', 'AGENT'])('sends an %s without a plan to /pending-payment', async (rol) => {
    serveBusiness({ rol, memberAllowedQuantity: 0 });
    const { pathname } = renderApp('/users', { loggedIn: true });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ponte en contacto con tu administrador' }),
    ).toBeInTheDocument();
    expect(pathname()).toBe('/pending-payment');
  });

  it('does not redirect a business with seats', async () => {
    serveBusiness({ rol: 'AGENT', memberAllowedQuantity: 2 });
    server.use(http.get(api('/conversations/get-all'), () => HttpResponse.json({ conversations: [], traceId: 't' })));
    const { pathname } = renderApp('/historical', { loggedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Consultas' })).toBeInTheDocument();
    expect(pathname()).toBe('/historical');
  });
});

describe('authenticated layout: session and errors', () => {
  it('Salir calls logout, clears the session and goes to /login', async () => {
    serveBusiness({ rol: 'OWNER' });
    let authorization: string | null = null;
    server.use(
      http.post(api('/client-user/logout'), ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ ok: true });
      }),
    );
    const { user, pathname } = renderApp('/', { loggedIn: true });
    const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
    await user.type(await screen.findByRole('textbox', { name: 'Consulta lo que quieras...' }), 'Borrador confidencial');
    expect(localStorage.getItem(draftStorageKey(ownerUser.id, null))).toBe('Borrador confidencial');

    await user.click(within(nav).getByRole('button', { name: 'Salir' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(pathname()).toBe('/login');
    expect(authorization).toMatch(/^Bearer /);
    expect(getAuthState().token).toBeNull();
    expect(localStorage.getItem('authState')).toBeNull();
    // Signing out on purpose forgets what was being typed (ADR 028).
    expect(localStorage.getItem(draftStorageKey(ownerUser.id, null))).toBeNull();
  });

  it('Cerrar sesión logs out even when the server call fails', async () => {
    serveBusiness({ rol: 'AGENT' });
    server.use(http.post(api('/client-user/logout'), () => HttpResponse.error()));
    const { user, pathname } = renderApp('/', { loggedIn: true });

    await mobileMenuItems(user);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cerrar sesión' }));

    await waitFor(() => expect(pathname()).toBe('/login'));
    expect(getAuthState().token).toBeNull();
  });

  it('a revoked session (401) sends the page to /login', async () => {
    server.use(
      http.get(api('/business/get'), () =>
        HttpResponse.json({ message: 'Tu sesión ha caducado', errorCode: 'UNAUTHORIZED' }, { status: 401 }),
      ),
    );
    const { pathname } = renderApp('/historical', { loggedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(pathname()).toBe('/login');
  });

  it('a business that fails its shape check reaches the screen as UNKNOWN_ERROR', async () => {
    server.use(
      http.get(api('/business/get'), () =>
        HttpResponse.json({ business: { ...buildBusiness(), memberAllowedQuantity: 'muchos' } }),
      ),
    );
    renderApp('/', { loggedIn: true });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se ha podido cargar la información de tu empresa.');
    expect(alert).toHaveTextContent('Error desconocido');
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();
  });

  it('a server error shows its Spanish message and can be retried', async () => {
    let calls = 0;
    const business = buildBusiness();
    server.use(
      http.get(api('/business/get'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Servicio no disponible', errorCode: 'SERVICE_UNAVAILABLE' }, { status: 503 })
          : HttpResponse.json({ business });
      }),
    );
    const { user } = renderApp('/', { loggedIn: true });

    expect(await screen.findByRole('alert')).toHaveTextContent('Servicio no disponible');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument();
  });
});
