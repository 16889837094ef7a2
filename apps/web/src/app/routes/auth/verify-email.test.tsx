import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getAuthState, setSession } from '../../../lib/auth-store.ts';
import { buildBusiness, ownerUser, otherUser, session } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { api, server } from '../../../test/server.ts';

/** Answers verify-email for `clientUserId` (or refuses) and records each body. */
function serveVerification(answer: { clientUserId: string } | 'invalid') {
  const bodies: unknown[] = [];
  server.use(
    http.post(api('/client-user/verify-email'), async ({ request }) => {
      bodies.push(await request.json());
      if (answer === 'invalid') {
        return HttpResponse.json({ message: 'El enlace no vale.', errorCode: 'EMAIL_VERIFICATION_INVALID' }, { status: 400 });
      }
      return HttpResponse.json({ ok: true, clientUserId: answer.clientUserId });
    }),
  );
  return bodies;
}

describe('/verify-email?token= (ADR 009)', () => {
  it('#29 confirms the email once, signed out, and leads to the login', async () => {
    const bodies = serveVerification({ clientUserId: ownerUser.id });
    renderApp('/verify-email?token=enlace-123');

    expect(await screen.findByRole('heading', { level: 1, name: 'Verificación del email' })).toBeInTheDocument();
    expect(await screen.findByText('Tu email está verificado. ¡Gracias!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    expect(bodies).toEqual([{ token: 'enlace-123' }]);
  });

  it('#29 signed in as the link’s owner: the stored session reads verified and leads to the app', async () => {
    setSession({ ...session, clientUser: { ...ownerUser, emailVerified: false } });
    server.use(http.get(api('/business/get'), () => HttpResponse.json({ business: buildBusiness() })));
    serveVerification({ clientUserId: ownerUser.id });
    renderApp('/verify-email?token=enlace-123');

    expect(await screen.findByText('Tu email está verificado. ¡Gracias!')).toBeInTheDocument();
    await waitFor(() => expect(getAuthState().clientUser?.emailVerified).toBe(true));
    expect(JSON.parse(localStorage.getItem('authState')!).clientUser.emailVerified).toBe(true);
    expect(screen.getByRole('link', { name: 'Ir a MIKE' })).toHaveAttribute('href', '/');
  });

  it('#29 signed in as someone else: their own session is left as it is', async () => {
    setSession({ ...session, clientUser: { ...ownerUser, emailVerified: false } });
    serveVerification({ clientUserId: otherUser.id });
    renderApp('/verify-email?token=enlace-de-otro');

    expect(await screen.findByText('Tu email está verificado. ¡Gracias!')).toBeInTheDocument();
    expect(getAuthState().clientUser?.emailVerified).toBe(false);
  });

  it('#29 an invalid, used or expired link says so', async () => {
    serveVerification('invalid');
    renderApp('/verify-email?token=gastado');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El enlace de verificación no es válido o ha caducado. Si ya verificaste tu email, no tienes que hacer nada más.',
    );
  });

  it('#29 without a token: the same explanation, and no call', async () => {
    const bodies = serveVerification({ clientUserId: ownerUser.id });
    renderApp('/verify-email');

    expect(await screen.findByRole('alert')).toHaveTextContent('El enlace de verificación no es válido o ha caducado.');
    expect(bodies).toEqual([]);
  });
});
