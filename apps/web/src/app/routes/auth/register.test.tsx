import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { getAuthState } from '../../../lib/auth-store.ts';
import { buildBusiness, session } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { api, server } from '../../../test/server.ts';

beforeEach(() => {
  server.use(http.get(api('/business/get'), () => HttpResponse.json({ business: buildBusiness() })));
});

async function fillStepOne(user: ReturnType<typeof renderApp>['user'], email: string, password: string, confirmation: string) {
  if (email) await user.type(await screen.findByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Contraseña'), password);
  if (confirmation) await user.type(screen.getByLabelText('Confirmar contraseña'), confirmation);
}

async function fillStepTwo(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Nombre'), 'Lucía Martín');
  await user.type(screen.getByLabelText('Nombre de la empresa'), 'Inmobiliaria Sol');
  await user.type(screen.getByLabelText('Teléfono'), '600111222');
}

describe('/register step 1', () => {
  it("keeps 'Siguiente' disabled until the email is valid and both passwords are filled", async () => {
    const { user } = renderApp('/register');
    const next = await screen.findByRole('button', { name: 'Siguiente' });
    expect(next).toBeDisabled();

    await user.type(screen.getByLabelText('Email'), 'lucia');
    await user.type(screen.getByLabelText('Contraseña'), 'una-clave-larga');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'una-clave-larga');
    expect(next).toBeDisabled();

    await user.type(screen.getByLabelText('Email'), '@inmobiliariasol');
    expect(next).toBeEnabled();

    await user.clear(screen.getByLabelText('Confirmar contraseña'));
    expect(next).toBeDisabled();
  });

  it("says 'Las contraseñas no coinciden' and stays on step 1", async () => {
    const { user } = renderApp('/register');
    await fillStepOne(user, 'lucia@inmobiliariasol.es', 'una-clave-larga', 'otra-clave-larga');

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Las contraseñas no coinciden');
    expect(screen.queryByText('Y para terminar')).not.toBeInTheDocument();
  });
});

describe('/register step 2', () => {
  it('registers with the password form and goes to /new-user', async () => {
    let body: unknown;
    server.use(
      http.post(api('/client-user/register-with-business'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(session, { status: 201 });
      }),
    );
    const { user, pathname } = renderApp('/register');
    await fillStepOne(user, 'lucia@inmobiliariasol.es', 'una-clave-larga', 'una-clave-larga');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    expect(await screen.findByRole('heading', { name: 'Y para terminar' })).toBeInTheDocument();
    await fillStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenido a MIKE' })).toBeInTheDocument();
    expect(pathname()).toBe('/new-user');
    expect(getAuthState().token).toBe(session.token);
    expect(body).toEqual({
      businessName: 'Inmobiliaria Sol',
      clientEmail: 'lucia@inmobiliariasol.es',
      clientPhone: '34600111222',
      clientName: 'Lucía Martín',
      clientPassword: 'una-clave-larga',
    });
    expect(screen.getByRole('link', { name: 'Empezar a MIKEar' })).toHaveAttribute('href', '/chat');
  });

  it("shows 'Error al registrar usuario: {errorCode}'", async () => {
    server.use(
      http.post(api('/client-user/register-with-business'), () =>
        HttpResponse.json({ message: 'Ya existe', errorCode: 'EMAIL_ALREADY_REGISTERED' }, { status: 409 }),
      ),
    );
    const { user, pathname } = renderApp('/register');
    await fillStepOne(user, 'lucia@inmobiliariasol.es', 'una-clave-larga', 'una-clave-larga');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await fillStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(await screen.findByText('Error al registrar usuario: EMAIL_ALREADY_REGISTERED')).toBeInTheDocument();
    expect(pathname()).toBe('/register');
    expect(getAuthState().token).toBeNull();
  });

  it('asks for every field of step 2', async () => {
    const { user } = renderApp('/register');
    await fillStepOne(user, 'lucia@inmobiliariasol.es', 'una-clave-larga', 'una-clave-larga');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(await screen.findByRole('button', { name: 'Crear cuenta' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Por favor, complete todos los campos.');
  });

  it('an SSO callback goes straight to step 2 and sends the SSO form', async () => {
    let body: unknown;
    server.use(
      http.post(api('/client-user/register-with-business'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(session, { status: 201 });
      }),
    );
    const { user, pathname, router } = renderApp('/register?callback_provider=GOOGLE#tokenSso=sso-token-123');

    expect(await screen.findByRole('heading', { name: 'Y para terminar' })).toBeInTheDocument();
    expect(screen.getByText('Cuenta de Google conectada')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    await fillStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    await waitFor(() => expect(pathname()).toBe('/new-user'));
    expect(body).toEqual({
      businessName: 'Inmobiliaria Sol',
      clientPhone: '34600111222',
      clientName: 'Lucía Martín',
      clientSsoProvider: 'GOOGLE',
      clientAuthToken: 'sso-token-123',
    });
  });

  it('an SSO callback without a token stays on step 1', async () => {
    renderApp('/register?callback_provider=LINKEDIN');

    expect(await screen.findByText('Error logging in')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeInTheDocument();
  });
});
