import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../../features/auth/utils/browser-location.ts';
import { getAuthState } from '../../../lib/auth-store.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { api, server } from '../../../test/server.ts';

const RESET_PATH = '/reset-password?token=reset-token-123&email=lucia%40inmobiliariasol.es';

describe('/reset-password without a token: the reset request', () => {
  it("checks the email ('Email inválido')", async () => {
    const { user } = renderApp('/reset-password');

    await user.type(await screen.findByLabelText('Email'), 'lucia@inmobiliariasol');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Email inválido');
  });

  it('shows the confirmation, then leads back to login', async () => {
    let body: unknown;
    server.use(
      http.post(api('/password-reset/request'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ok: true });
      }),
    );
    const { user, pathname } = renderApp('/login');
    await user.click(await screen.findByRole('link', { name: '¿Has olvidado tu contraseña?' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Recuperar contraseña' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'lucia@inmobiliariasol.es');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Si la dirección está registrada, te hemos enviado un mensaje con las instrucciones. Si no lo recibes en 5 minutos, revisa la carpeta de spam.',
    );
    expect(body).toEqual({ email: 'lucia@inmobiliariasol.es' });
    await user.click(screen.getByRole('link', { name: 'Volver a iniciar sesión' }));
    await waitFor(() => expect(pathname()).toBe('/login'));
  });

  it('a failure reads "Error al solicitar el restablecimiento de contraseña"', async () => {
    server.use(http.post(api('/password-reset/request'), () => HttpResponse.text('', { status: 500 })));
    const { user } = renderApp('/reset-password');

    await user.type(await screen.findByLabelText('Email'), 'lucia@inmobiliariasol.es');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByText('Error al solicitar el restablecimiento de contraseña')).toBeInTheDocument();
  });
});

describe('/reset-password?token=&email=', () => {
  it("says 'Las contraseñas no coinciden'", async () => {
    const { user } = renderApp(RESET_PATH);

    await user.type(await screen.findByLabelText('Nueva contraseña'), 'una-clave-larga');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'otra-clave-larga');
    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Las contraseñas no coinciden');
  });

  it('on success logs out and hard-redirects to /login', async () => {
    let body: unknown;
    server.use(
      http.post(api('/password-reset/reset'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ok: true });
      }),
      http.get(api('/business/get'), () => HttpResponse.json({ message: 'x', errorCode: 'UNAUTHORIZED' }, { status: 401 })),
    );
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { user } = renderApp(RESET_PATH, { loggedIn: true });

    await user.type(await screen.findByLabelText('Nueva contraseña'), 'una-clave-nueva');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'una-clave-nueva');
    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login?reset=done'));
    expect(getAuthState().token).toBeNull();
    expect(localStorage.getItem('authState')).toBeNull();
    expect(body).toEqual({ token: 'reset-token-123', email: 'lucia@inmobiliariasol.es', newPassword: 'una-clave-nueva' });
  });

  it('#15 the /login the reset lands on says "Contraseña restablecida con éxito"; plain /login does not', async () => {
    const { unmount } = renderApp('/login?reset=done');
    expect(await screen.findByRole('status')).toHaveTextContent('Contraseña restablecida con éxito');
    unmount();
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.queryByText('Contraseña restablecida con éxito')).not.toBeInTheDocument();
  });

  it('#15 refuses a weak password at the field, with no request', async () => {
    let calls = 0;
    server.use(
      http.post(api('/password-reset/reset'), () => {
        calls += 1;
        return HttpResponse.json({ ok: true });
      }),
    );
    const { user } = renderApp(RESET_PATH);
    expect(await screen.findByText(/Al menos 8 caracteres, sin repeticiones ni secuencias/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Nueva contraseña'), '12345678');
    await user.type(screen.getByLabelText('Confirmar contraseña'), '12345678');
    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('La contraseña no puede ser una secuencia');
    expect(calls).toBe(0);
  });

  it('a failure reads "Error al restablecer la contraseña", with a hint for a weak password', async () => {
    server.use(
      http.post(api('/password-reset/reset'), () =>
        HttpResponse.json({ message: 'Contraseña débil', errorCode: 'WEAK_PASSWORD' }, { status: 400 }),
      ),
    );
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { user } = renderApp(RESET_PATH);

    // Passes the shared rules; only the server's common-password list refuses it.
    await user.type(await screen.findByLabelText('Nueva contraseña'), 'password');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'password');
    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));

    expect(await screen.findByText('Error al restablecer la contraseña')).toBeInTheDocument();
    expect(
      await screen.findByText('La contraseña debe tener al menos 8 caracteres y no puede ser una contraseña habitual.'),
    ).toHaveAttribute('role', 'alert');
    expect(assign).not.toHaveBeenCalled();
  });
});
