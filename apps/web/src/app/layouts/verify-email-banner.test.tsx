import type { Business } from '@mike/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { getAuthState, setSession } from '../../lib/auth-store.ts';
import { buildBusiness, ownerUser, session } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { api, server } from '../../test/server.ts';

beforeAll(async () => {
  await Promise.all([import('./app-layout.tsx'), import('../routes/onboarding/new-user.tsx')]);
});

const BANNER = 'Verificación del email';
const TEXT = `Verifica tu email: te hemos enviado un enlace a ${ownerUser.email}. Ábrelo para confirmar que la dirección es tuya.`;

/**
 * Signed in as the fixtures' owner, whose email is (or is not) verified in the stored session and in business/get;
 * the returned object changes what business/get says from then on.
 */
function signInWithEmail(emailVerified: boolean | undefined, businessSays: boolean | undefined = emailVerified) {
  setSession({ ...session, clientUser: { ...ownerUser, ...(emailVerified === undefined ? {} : { emailVerified }) } });
  const remote = { businessSays };
  server.use(
    http.get(api('/business/get'), () => {
      const business: Business = buildBusiness();
      business.members[0]!.client = { ...ownerUser, ...(remote.businessSays === undefined ? {} : { emailVerified: remote.businessSays }) };
      return HttpResponse.json({ business });
    }),
  );
  return remote;
}

describe('“verifica tu email” banner (ADR 009)', () => {
  it('#29 shows while the email is unverified; “Reenviar” asks for a new link and says where it went', async () => {
    signInWithEmail(false);
    let resends = 0;
    server.use(
      http.post(api('/client-user/resend-email-verification'), () => {
        resends += 1;
        return HttpResponse.json({ ok: true, emailVerified: false });
      }),
    );
    const { user } = renderApp('/new-user');

    const banner = await screen.findByRole('complementary', { name: BANNER });
    expect(banner).toHaveTextContent(TEXT);
    await user.click(within(banner).getByRole('button', { name: 'Reenviar' }));

    expect(await screen.findByText(`Te hemos enviado un nuevo enlace a ${ownerUser.email}.`)).toBeInTheDocument();
    expect(resends).toBe(1);
    expect(screen.getByRole('complementary', { name: BANNER })).toBeInTheDocument();
  });

  it('#29 “Reenviar” past the hourly budget says to wait', async () => {
    signInWithEmail(false);
    server.use(
      http.post(api('/client-user/resend-email-verification'), () =>
        HttpResponse.json({ message: 'Demasiados intentos.', errorCode: 'RATE_LIMITED' }, { status: 429, headers: { 'retry-after': '600' } }),
      ),
    );
    const { user } = renderApp('/new-user');

    await user.click(within(await screen.findByRole('complementary', { name: BANNER })).getByRole('button', { name: 'Reenviar' }));

    expect(await screen.findByText('Demasiados intentos. Espere unos minutos y vuelva a intentarlo.')).toBeInTheDocument();
  });

  it('#29 goes when the server says the email was verified meanwhile (the link opened elsewhere)', async () => {
    const business = signInWithEmail(false);
    server.use(
      http.post(api('/client-user/resend-email-verification'), () => {
        business.businessSays = true;
        return HttpResponse.json({ ok: true, emailVerified: true });
      }),
    );
    const { user } = renderApp('/new-user');

    await user.click(within(await screen.findByRole('complementary', { name: BANNER })).getByRole('button', { name: 'Reenviar' }));

    expect(await screen.findByText('Tu email ya está verificado.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('complementary', { name: BANNER })).not.toBeInTheDocument());
    expect(getAuthState().clientUser?.emailVerified).toBe(true);
  });

  it('#29 is not shown for a verified email, nor for a stored session without the field, nor when business/get says verified', async () => {
    for (const [stored, business] of [
      [true, true],
      [undefined, undefined],
      [false, true],
    ] as const) {
      signInWithEmail(stored, business);
      const view = renderApp('/new-user');
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByRole('complementary', { name: BANNER })).not.toBeInTheDocument();
      view.unmount();
    }
  });
});
