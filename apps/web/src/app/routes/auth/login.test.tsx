import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../../features/auth/utils/browser-location.ts';
import { getAuthState } from '../../../lib/auth-store.ts';
import { buildBusiness, session } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { api, server } from '../../../test/server.ts';

const error = (status: number, errorCode: string) =>
  HttpResponse.json({ message: 'Mensaje del servidor', errorCode }, { status });

// The lazy modules these journeys reach (the phone flow, the app layout and /, the toast runtime) are loaded
// once here: on a loaded machine their first transform used to eat a test's one-second wait.
beforeAll(async () => {
  await Promise.all([
    import('../../../features/auth/components/phone-login.tsx'),
    import('../../layouts/app-layout.tsx'),
    import('../chat/new-chat.tsx'),
    import('../../../components/ui/toast-runtime.tsx'),
  ]);
}, 30_000);

beforeEach(() => {
  server.use(http.get(api('/business/get'), () => HttpResponse.json({ business: buildBusiness() })));
});

describe('/login: email and password', () => {
  it('asks for both fields', async () => {
    const { user } = renderApp('/login');

    await user.click(await screen.findByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Por favor, complete todos los campos.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Introduce tu email.');
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription('Introduce tu contraseña.');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('#15 a malformed email is refused at its field, with no request', async () => {
    let calls = 0;
    server.use(
      http.post(api('/client-user/login-with-password'), () => {
        calls += 1;
        return error(401, 'INVALID_CREDENTIALS');
      }),
    );
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'lucia.ejemplo.es');
    await user.type(screen.getByLabelText('Contraseña'), 'una-clave-larga');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByText('Email inválido')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email inválido');
    expect(screen.getByLabelText('Contraseña')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('shows "Error al iniciar sesión" for wrong credentials and stays logged out', async () => {
    server.use(http.post(api('/client-user/login-with-password'), () => error(401, 'INVALID_CREDENTIALS')));
    const { user, pathname } = renderApp('/login');

    await user.type(await screen.findByLabelText('Email'), 'lucia@ejemplo.es');
    await user.type(screen.getByLabelText('Contraseña'), 'incorrecta');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByText('Error al iniciar sesión')).toBeInTheDocument();
    expect(getAuthState().token).toBeNull();
    expect(pathname()).toBe('/login');
  });

  it('signs in and goes to /', async () => {
    let body: unknown;
    server.use(
      http.post(api('/client-user/login-with-password'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(session);
      }),
    );
    const { user, pathname } = renderApp('/login');

    await user.type(await screen.findByLabelText('Email'), 'lucia.martin@inmobiliariasol.es');
    await user.type(screen.getByLabelText('Contraseña'), 'una-clave-larga');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    await waitFor(() => expect(pathname()).toBe('/'));
    expect(body).toEqual({ email: 'lucia.martin@inmobiliariasol.es', password: 'una-clave-larga' });
    expect(getAuthState().token).toBe(session.token);
  });

  it('links to register and to the reset request', async () => {
    renderApp('/login');

    expect(await screen.findByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: '¿Has olvidado tu contraseña?' })).toHaveAttribute('href', '/reset-password');
  });
});

describe('/login: SSO', () => {
  it('the Google button leaves for the provider the API names', async () => {
    let returnTo: string | null = null;
    server.use(
      http.get(api('/auth/sso/GOOGLE/start'), ({ request }) => {
        returnTo = new URL(request.url).searchParams.get('returnTo');
        return HttpResponse.json({ authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth?x=1' });
      }),
    );
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { user } = renderApp('/login');

    await user.click(await screen.findByRole('button', { name: 'Continuar con Google' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.google.com/o/oauth2/v2/auth?x=1'));
    expect(returnTo).toBe('/login');
  });

  it('says when a provider is not configured', async () => {
    server.use(http.get(api('/auth/sso/LINKEDIN/start'), () => error(503, 'SSO_NOT_CONFIGURED')));
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { user } = renderApp('/login');

    await user.click(await screen.findByRole('button', { name: 'Continuar con LinkedIn' }));

    expect(await screen.findByText('El acceso con LinkedIn no está configurado.')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Continuar con LinkedIn' })).toBeEnabled();
  });

  it('ignores an unknown callback_provider', async () => {
    const calls = vi.fn();
    server.use(http.post(api('/client-user/login-with-sso'), () => calls()));
    const { pathname, router } = renderApp('/login?callback_provider=FACEBOOK#tokenSso=abc');

    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.queryByText('Error logging in')).not.toBeInTheDocument();
    expect(calls).not.toHaveBeenCalled();
    expect(pathname()).toBe('/login');
    expect(router.state.location.search).toBe('?callback_provider=FACEBOOK');
  });

  it('without a token: "Error logging in"', async () => {
    const { router } = renderApp('/login?callback_provider=GOOGLE');

    expect(await screen.findByText('Error logging in')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('USER_NOT_FOUND asks to register first, and the token leaves the URL', async () => {
    let tokenSso: unknown;
    server.use(
      http.post(api('/client-user/login-with-sso'), async ({ request }) => {
        tokenSso = ((await request.json()) as { tokenSso: string }).tokenSso;
        return error(404, 'USER_NOT_FOUND');
      }),
    );
    const { router, pathname } = renderApp('/login?callback_provider=LINKEDIN#tokenSso=sso-token-123');

    expect(
      await screen.findByText('Usuario no encontrado, por favor regístrese antes de iniciar sesión.'),
    ).toBeInTheDocument();
    expect(tokenSso).toBe('sso-token-123');
    expect(router.state.location.hash).toBe('');
    expect(router.state.location.search).toBe('');
    expect(pathname()).toBe('/login');
    expect(getAuthState().token).toBeNull();
  });

  it('a valid token signs in and goes to /', async () => {
    server.use(http.post(api('/client-user/login-with-sso'), () => HttpResponse.json(session)));
    const { pathname } = renderApp('/login?callback_provider=GOOGLE#tokenSso=sso-token-123');

    await waitFor(() => expect(pathname()).toBe('/'));
    expect(getAuthState().clientUser).toEqual(session.clientUser);
  });
});

describe('/login: phone and code', () => {
  const intent = { id: '5d9f0c1e-8a7b-4c6d-9e2f-1a3b5c7d9e0f', creationDate: '2025-03-01T10:00:00.000Z', useTrials: 0 };

  async function openCodeStep(user: ReturnType<typeof renderApp>['user']) {
    await user.click(await screen.findByRole('button', { name: 'Entrar con WhatsApp' }));
    await user.type(await screen.findByLabelText('Teléfono móvil'), '600 111 222');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    return screen.findByRole('group', { name: 'Código de verificación' });
  }

  it('#15 the code step names the number, offers "Cambiar número", and "Reenviar código" only after 30 s', async () => {
    const phones: string[] = [];
    let answer: 'ok' | 'limited' = 'ok';
    server.use(
      http.post(api('/client-user/agent-login-intent'), async ({ request }) => {
        phones.push(((await request.json()) as { phone: string }).phone);
        return answer === 'ok' ? HttpResponse.json({ loginIntent: intent }) : error(429, 'RATE_LIMITED');
      }),
    );
    const { user } = renderApp('/login');
    await openCodeStep(user);

    expect(screen.getByText('Te hemos enviado un código de 4 dígitos por WhatsApp al +34 600 11 12 22.')).toBeInTheDocument();
    const resend = screen.getByRole('button', { name: /^Reenviar código \(en \d+ s\)$/ });
    expect(resend).toBeDisabled();

    // 31 seconds later (the page's clock): the button wakes up on its next tick.
    const start = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => start + 31_000);
    const ready = await screen.findByRole('button', { name: 'Reenviar código' }, { timeout: 3000 });
    await user.click(ready);
    await waitFor(() => expect(phones).toEqual(['34600111222', '34600111222']));
    expect(screen.getByRole('button', { name: /^Reenviar código \(en 30 s\)$/ })).toBeDisabled();

    // Past the phone's budget the server refuses: the person is told to wait, and stays on the code step.
    vi.spyOn(Date, 'now').mockImplementation(() => start + 62_000);
    answer = 'limited';
    await user.click(await screen.findByRole('button', { name: 'Reenviar código' }, { timeout: 3000 }));
    expect(await screen.findByText('Demasiados intentos. Espere unos minutos y vuelva a intentarlo.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Código de verificación' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cambiar número' }));
    expect(await screen.findByLabelText('Teléfono móvil')).toHaveValue('600 111 222');
  });

  it('an unknown phone: "Teléfono móvil no detectado en el sistema. Regístrese primero."', async () => {
    server.use(http.post(api('/client-user/agent-login-intent'), () => error(404, 'PHONE_NOT_REGISTERED')));
    const { user } = renderApp('/login');

    await user.click(await screen.findByRole('button', { name: 'Entrar con WhatsApp' }));
    await user.type(await screen.findByLabelText('Teléfono móvil'), '600111222');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));

    expect(await screen.findByText('Teléfono móvil no detectado en el sistema. Regístrese primero.')).toBeInTheDocument();
    expect(screen.getByLabelText('Teléfono móvil')).toBeInTheDocument();
  });

  it('Confirm does nothing with three digits', async () => {
    const login = vi.fn();
    server.use(
      http.post(api('/client-user/agent-login-intent'), () => HttpResponse.json({ loginIntent: intent })),
      http.post(api('/client-user/agent-login'), () => {
        login();
        return HttpResponse.json(session);
      }),
    );
    const { user, pathname } = renderApp('/login');
    const group = await openCodeStep(user);

    await user.type(within(group).getByLabelText('Dígito 1 de 4'), '123');
    expect(within(group).getByLabelText('Dígito 4 de 4')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(login).not.toHaveBeenCalled();
    expect(pathname()).toBe('/login');
  });

  it('a wrong code: "Código incorrecto. Tiene 3 intentos."; Backspace goes back', async () => {
    server.use(
      http.post(api('/client-user/agent-login-intent'), () => HttpResponse.json({ loginIntent: intent })),
      http.post(api('/client-user/agent-login'), () => error(400, 'INVALID_CODE')),
    );
    const { user } = renderApp('/login');
    const group = await openCodeStep(user);

    await user.type(within(group).getByLabelText('Dígito 1 de 4'), '12');
    await user.keyboard('{Backspace}{Backspace}');
    expect(within(group).getByLabelText('Dígito 2 de 4')).toHaveValue('');
    await user.keyboard('{Backspace}');
    expect(within(group).getByLabelText('Dígito 1 de 4')).toHaveFocus();
    expect(within(group).getByLabelText('Dígito 1 de 4')).toHaveValue('');

    await user.type(within(group).getByLabelText('Dígito 1 de 4'), '9999');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));

    expect(await screen.findByText('Código incorrecto. Tiene 3 intentos.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Código de verificación' })).toBeInTheDocument();
  });

  it('too many attempts: back to step 1 with a clear text', async () => {
    server.use(
      http.post(api('/client-user/agent-login-intent'), () => HttpResponse.json({ loginIntent: intent })),
      http.post(api('/client-user/agent-login'), () => error(429, 'CODE_ATTEMPTS_EXCEEDED')),
    );
    const { user } = renderApp('/login');
    const group = await openCodeStep(user);

    await user.type(within(group).getByLabelText('Dígito 1 de 4'), '1111');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));

    expect(await screen.findByText('Ha agotado los 3 intentos. Solicite un código nuevo.')).toBeInTheDocument();
    expect(await screen.findByLabelText('Teléfono móvil')).toBeInTheDocument();
  });

  it('pasting the code fills every box; success greets and goes to /', async () => {
    let intentBody: unknown;
    let loginBody: unknown;
    server.use(
      http.post(api('/client-user/agent-login-intent'), async ({ request }) => {
        intentBody = await request.json();
        return HttpResponse.json({ loginIntent: intent });
      }),
      http.post(api('/client-user/agent-login'), async ({ request }) => {
        loginBody = await request.json();
        return HttpResponse.json(session);
      }),
    );
    const { user, pathname } = renderApp('/login');
    const group = await openCodeStep(user);

    await user.click(within(group).getByLabelText('Dígito 1 de 4'));
    await user.paste('4821');
    expect(within(group).getByLabelText('Dígito 4 de 4')).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));

    expect(await screen.findByText('Bienvenido a MIKE')).toBeInTheDocument();
    await waitFor(() => expect(pathname()).toBe('/'));
    expect(intentBody).toEqual({ phone: '34600111222' });
    expect(loginBody).toEqual({ intentId: intent.id, code: '4821' });
  });
});
