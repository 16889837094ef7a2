import { InvitationSchema, type Invitation } from '@mike/contracts';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../../features/auth/utils/browser-location.ts';
import { getAuthState } from '../../../lib/auth-store.ts';
import { buildBusiness, session } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { api, server } from '../../../test/server.ts';

const INVITATION_ID = '6b1d3f5a-7c9e-4b2d-8f0a-1c3e5a7b9d2f';

function buildInvitation(overrides: Partial<Invitation> = {}): Invitation {
  return InvitationSchema.parse({
    id: INVITATION_ID,
    status: 'PENDING',
    expirationDate: '2025-02-01T09:30:00.000Z',
    businessName: 'Inmobiliaria Sol',
    memberId: '2e4c6a8b-0d1f-4e3a-9c5b-7d9f1b3d5e7a',
    email: 'marta.garcia@inmobiliariasol.es',
    phone: '34600555666',
    name: 'Marta García',
    rol: 'AGENT',
    domainEvents: [],
    ...overrides,
  });
}

/** Serves get-invitation and counts its calls. */
function serveInvitation(invitation: Invitation = buildInvitation()) {
  const state = { calls: 0, invitationId: null as string | null };
  server.use(
    http.get(api('/client-user/get-invitation'), ({ request }) => {
      state.calls += 1;
      state.invitationId = new URL(request.url).searchParams.get('invitationId');
      return HttpResponse.json({ invitation });
    }),
  );
  return state;
}

const path = `/invitation?invitationId=${INVITATION_ID}`;

beforeAll(async () => {
  await import('./invitation.tsx');
});

beforeEach(() => {
  // Where a new member lands once signed up.
  server.use(http.get(api('/business/get'), () => HttpResponse.json({ business: buildBusiness({ rol: 'AGENT' }) })));
});

async function goToStepTwo(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Crear cuenta' }));
  expect(await screen.findByRole('heading', { name: 'Crea tu cuenta' })).toBeInTheDocument();
}

async function fillPasswords(user: ReturnType<typeof renderApp>['user'], password: string, confirmation: string) {
  if (password) await user.type(screen.getByLabelText('Contraseña'), password);
  if (confirmation) await user.type(screen.getByLabelText('Confirmar contraseña'), confirmation);
}

describe('/invitation: loading', () => {
  it('without an invitationId goes to /login', async () => {
    const { pathname } = renderApp('/invitation');

    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(pathname()).toBe('/login');
  });

  it("step 1 welcomes to the business: 'Te han invitado a unirte a …'", async () => {
    const state = serveInvitation();
    renderApp(path);

    expect(await screen.findByRole('heading', { name: 'Te han invitado a unirte a Inmobiliaria Sol' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear cuenta' })).toBeInTheDocument();
    expect(state.invitationId).toBe(INVITATION_ID);
  });

  it.each([
    ['USED', 'La invitación ya ha sido utilizada'],
    ['EXPIRED', 'La invitación ha expirado'],
  ] as const)('a %s invitation reads %j and goes to /login', async (status, text) => {
    serveInvitation(InvitationSchema.parse({ id: INVITATION_ID, status, expirationDate: '2025-02-01T09:30:00.000Z', businessName: 'Inmobiliaria Sol', domainEvents: [] }));
    const { pathname } = renderApp(path);

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(pathname()).toBe('/login');
    expect(screen.queryByText('Te han invitado a unirte a Inmobiliaria Sol')).not.toBeInTheDocument();
  });

  it("an unknown invitation reads 'Error al obtener la invitación' and goes to /login", async () => {
    server.use(
      http.get(api('/client-user/get-invitation'), () =>
        HttpResponse.json({ message: 'La invitación no existe.', errorCode: 'INVITATION_NOT_FOUND' }, { status: 404 }),
      ),
    );
    const { pathname } = renderApp(path);

    expect(await screen.findByText('Error al obtener la invitación')).toBeInTheDocument();
    await waitFor(() => expect(pathname()).toBe('/login'));
  });
});

describe('/invitation: step 2 with a password', () => {
  it("shows the invitation's email, read-only", async () => {
    serveInvitation();
    const { user } = renderApp(path);
    await goToStepTwo(user);

    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('marta.garcia@inmobiliariasol.es');
    expect(email).toHaveAttribute('readonly');
  });

  it("asks for both passwords: 'Por favor, complete todos los campos'", async () => {
    serveInvitation();
    const { user } = renderApp(path);
    await goToStepTwo(user);

    await fillPasswords(user, 'una-clave-larga', '');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Por favor, complete todos los campos');
  });

  it("checks they match: 'Las contraseñas no coinciden'", async () => {
    serveInvitation();
    const { user } = renderApp(path);
    await goToStepTwo(user);

    await fillPasswords(user, 'una-clave-larga', 'otra-clave-larga');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Las contraseñas no coinciden');
  });

  it("refuses an invitation without an email: 'Invitación inválida'", async () => {
    serveInvitation(buildInvitation({ email: undefined }));
    const calls = vi.fn();
    server.use(http.post(api('/client-user/use-invitation'), () => calls()));
    const { user } = renderApp(path);
    await goToStepTwo(user);

    await fillPasswords(user, 'una-clave-larga', 'una-clave-larga');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Invitación inválida');
    expect(calls).not.toHaveBeenCalled();
  });

  it("signs up: 'Registro exitoso', the session is stored and the member lands on /", async () => {
    serveInvitation();
    let body: unknown;
    server.use(
      http.post(api('/client-user/use-invitation'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(session);
      }),
    );
    const { user, pathname } = renderApp(path);
    await goToStepTwo(user);

    await fillPasswords(user, 'una-clave-larga', 'una-clave-larga');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(await screen.findByText('Registro exitoso')).toBeInTheDocument();
    await waitFor(() => expect(pathname()).toBe('/'));
    expect(body).toEqual({ invitationId: INVITATION_ID, email: 'marta.garcia@inmobiliariasol.es', password: 'una-clave-larga' });
    expect(getAuthState().token).toBe(session.token);
  });

  it("a failure reads 'Error al registrarse'; a weak password adds its hint", async () => {
    serveInvitation();
    server.use(
      http.post(api('/client-user/use-invitation'), () =>
        HttpResponse.json({ message: 'Contraseña débil', errorCode: 'WEAK_PASSWORD' }, { status: 400 }),
      ),
    );
    const { user, pathname } = renderApp(path);
    await goToStepTwo(user);

    await fillPasswords(user, 'password', 'password');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(await screen.findByText('Error al registrarse')).toBeInTheDocument();
    expect(
      screen.getByText('La contraseña debe tener al menos 8 caracteres y no puede ser una contraseña habitual.'),
    ).toHaveAttribute('role', 'alert');
    expect(pathname()).toBe('/invitation');
    expect(getAuthState().token).toBeNull();
  });
});

describe('/invitation: SSO', () => {
  it('the Google button starts the flow for this invitation', async () => {
    serveInvitation();
    let query: URLSearchParams | undefined;
    server.use(
      http.get(api('/auth/sso/GOOGLE/start'), ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({ authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth?x=1' });
      }),
    );
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { user } = renderApp(path);
    await goToStepTwo(user);

    await user.click(screen.getByRole('button', { name: 'Continuar con Google' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.google.com/o/oauth2/v2/auth?x=1'));
    expect(query?.get('returnTo')).toBe('/invitation');
    expect(query?.get('invitationId')).toBe(INVITATION_ID);
  });

  it('the callback calls use-invitation-with-sso, drops the token from the URL and lands on /', async () => {
    const invitationState = serveInvitation(buildInvitation({ status: 'USED' }));
    let body: unknown;
    server.use(
      http.post(api('/client-user/use-invitation-with-sso'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(session);
      }),
    );
    const { pathname } = renderApp(`/invitation?callback_provider=GOOGLE&invitationId=${INVITATION_ID}#tokenSso=sso-token-123`);

    expect(await screen.findByText('Registro exitoso')).toBeInTheDocument();
    await waitFor(() => expect(pathname()).toBe('/'));
    expect(body).toEqual({ invitationId: INVITATION_ID, tokenSso: 'sso-token-123', ssoProvider: 'GOOGLE' });
    expect(getAuthState().token).toBe(session.token);
    // Not read meanwhile: it would have answered USED.
    expect(invitationState.calls).toBe(0);
  });

  it("a refused SSO sign-up reads 'Error al registrarse' and stays on step 2", async () => {
    serveInvitation();
    server.use(
      http.post(api('/client-user/use-invitation-with-sso'), () =>
        HttpResponse.json({ message: 'Token inválido', errorCode: 'SSO_TOKEN_INVALID' }, { status: 401 }),
      ),
    );
    const { router, pathname } = renderApp(`/invitation?callback_provider=LINKEDIN&invitationId=${INVITATION_ID}#tokenSso=sso-token-123`);

    expect(await screen.findByText('Error al registrarse')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Crea tu cuenta' })).toBeInTheDocument();
    expect(pathname()).toBe('/invitation');
    expect(router.state.location.search).toBe(`?invitationId=${INVITATION_ID}`);
    expect(router.state.location.hash).toBe('');
  });

  it("a callback without a token reads 'Error logging in'", async () => {
    serveInvitation();
    const calls = vi.fn();
    server.use(http.post(api('/client-user/use-invitation-with-sso'), () => calls()));
    renderApp(`/invitation?callback_provider=GOOGLE&invitationId=${INVITATION_ID}`);

    expect(await screen.findByText('Error logging in')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Te han invitado a unirte a Inmobiliaria Sol' })).toBeInTheDocument();
    expect(calls).not.toHaveBeenCalled();
  });
});
