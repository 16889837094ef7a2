import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getAuthState } from '../../../lib/auth-store.ts';
import { buildBusiness, session } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { api, server } from '../../../test/server.ts';

// The screen and the toast runtime are lazy modules: loaded once here, so a loaded machine's first transform of
// them does not eat into a test's one-second wait for step 1 (this test used to time out under load).
beforeAll(async () => {
  await Promise.all([import('./register.tsx'), import('../../../components/ui/toast-runtime.tsx')]);
}, 30_000);

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

  it('#15 shows the password rule and refuses a weak password on step 1, with no request', async () => {
    let calls = 0;
    server.use(
      http.post(api('/client-user/register-with-business'), () => {
        calls += 1;
        return HttpResponse.json(session, { status: 201 });
      }),
    );
    const { user } = renderApp('/register');
    expect(await screen.findByText(/Al menos 8 caracteres, sin repeticiones ni secuencias/)).toBeInTheDocument();

    await fillStepOne(user, 'lucia@inmobiliariasol.es', 'abc', 'abc');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('La contraseña debe tener al menos 8 caracteres.')).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Y para terminar')).not.toBeInTheDocument();

    // The same personal-word rule as the server's: the email's local part is refused inside the password.
    await user.clear(screen.getByLabelText('Contraseña'));
    await user.clear(screen.getByLabelText('Confirmar contraseña'));
    await fillStepOne(user, '', 'lucia-2025!', 'lucia-2025!');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('La contraseña no puede contener tu nombre ni tu email.')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('#15 a password the server still refuses (common list) brings the user back to step 1 with the rule', async () => {
    server.use(
      http.post(api('/client-user/register-with-business'), () =>
        HttpResponse.json({ message: 'Débil', errorCode: 'WEAK_PASSWORD' }, { status: 400 }),
      ),
    );
    const { user } = renderApp('/register');
    await fillStepOne(user, 'lucia@inmobiliariasol.es', 'password', 'password');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await fillStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(await screen.findByRole('button', { name: 'Siguiente' })).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/WEAK_PASSWORD/)).not.toBeInTheDocument();
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

  it("shows 'Error al registrar usuario: …' with the code's Spanish sentence, never the raw code", async () => {
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

    expect(
      await screen.findByText('Error al registrar usuario: Ya existe una cuenta con este email. Inicia sesión o recupera tu contraseña.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/EMAIL_ALREADY_REGISTERED/)).not.toBeInTheDocument();
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
