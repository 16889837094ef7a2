import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildBusiness } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { api, server } from '../test/server.ts';

const PROTECTED_PATHS = [
  '/',
  '/chat',
  '/users',
  '/historical',
  '/pricing',
  '/choose-plan',
  '/pending-payment',
  '/success-payment',
  '/cancelled-payment',
  '/new-user',
];

describe('routing: anonymous user', () => {
  beforeEach(() => {
    server.use(
      http.get(api('/client-user/get-invitation'), () =>
        HttpResponse.json({
          invitation: {
            id: '6b1d3f5a-7c9e-4b2d-8f0a-1c3e5a7b9d2f',
            status: 'PENDING',
            expirationDate: '2025-02-01T09:30:00.000Z',
            businessName: 'Inmobiliaria Sol',
            email: 'marta.garcia@inmobiliariasol.es',
            domainEvents: [],
          },
        }),
      ),
    );
  });

  it.each(PROTECTED_PATHS)('%s sends to /login', async (path) => {
    const { pathname } = renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(pathname()).toBe('/login');
  });

  it.each(['/login', '/register', '/reset-password?token=t&email=ana%40ejemplo.es', '/invitation?invitationId=x'])(
    'can open the public route %s',
    async (path) => {
      const { pathname } = renderApp(path);

      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(pathname()).toBe(path.split('?')[0]);
    },
  );

  it('/invitation without an invitationId sends to /login', async () => {
    const { pathname } = renderApp('/invitation');

    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(pathname()).toBe('/login');
  });

  it('an unknown path goes to /, and from there to /login', async () => {
    const { pathname } = renderApp('/no-existe');

    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(pathname()).toBe('/login');
  });

  it('shows the legal pages', async () => {
    renderApp('/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeInTheDocument();
  });
});

describe('routing: logged-in user', () => {
  beforeEach(() => {
    server.use(
      http.get(api('/business/get'), () => HttpResponse.json({ business: buildBusiness() })),
      http.get(api('/business/:businessId/invites'), () => HttpResponse.json({ invites: [] })),
      http.get(api('/conversations/get-all'), () => HttpResponse.json({ conversations: [], traceId: 't' })),
      http.get(api('/business/subscription'), () => HttpResponse.json({ subscriptionStatus: { cancelAt: null } })),
    );
  });

  it.each(['/login', '/register', '/invitation?invitationId=x'])('%s sends to /', async (path) => {
    const { pathname } = renderApp(path, { loggedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Nueva consulta' })).toBeInTheDocument();
    expect(pathname()).toBe('/');
  });

  it('/reset-password stays where it is', async () => {
    const { pathname } = renderApp('/reset-password?token=t&email=ana%40ejemplo.es', { loggedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Restablecer contraseña' })).toBeInTheDocument();
    expect(pathname()).toBe('/reset-password');
  });

  it.each([
    ['/', 'Nueva consulta'],
    ['/chat', 'Nueva consulta'],
    ['/users', 'Usuarios'],
    ['/historical', 'Consultas'],
    ['/pricing', 'Subscripción'],
    ['/new-user', 'Bienvenido a MIKE'],
  ])('can open %s', async (path, title) => {
    const { pathname } = renderApp(path, { loggedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(pathname()).toBe(path);
  });

  it('an unknown path goes to /', async () => {
    const { pathname } = renderApp('/no-existe', { loggedIn: true });

    await waitFor(() => expect(pathname()).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nueva consulta' })).toBeInTheDocument();
  });
});
