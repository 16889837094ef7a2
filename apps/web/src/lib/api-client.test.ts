import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildBusiness, session } from '../test/fixtures.ts';
import { api, server } from '../test/server.ts';
import { apiRequest } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { getAuthState, setSession } from './auth-store.ts';

async function catchError(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('Expected the call to fail');
}

describe('api client', () => {
  it('sends the stored bearer token and returns the parsed body', async () => {
    const business = buildBusiness();
    let authorization: string | null = null;
    server.use(
      http.get(api('/business/get'), ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ business });
      }),
    );
    setSession(session);

    const result = await apiRequest('getBusiness', {});

    expect(authorization).toBe(`Bearer ${session.token}`);
    expect(result.business).toEqual(business);
  });

  it('sends no Authorization header without a session', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.post(api('/password-reset/request'), ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ ok: true });
      }),
    );

    await apiRequest('passwordResetRequest', { body: { email: 'ana@ejemplo.es' } });

    expect(authorization).toBeNull();
  });

  it('fills path params and query, and sends the body as JSON', async () => {
    const businessId = '0b8f5c3e-2d4a-4e6b-9c1f-8a7d6e5f4c3b';
    const inviteId = '5d6e7f80-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
    let deleted: string | undefined;
    let quantity: string | null = null;
    let body: unknown;
    server.use(
      http.delete(api('/business/:businessId/invite/:inviteId'), ({ params }) => {
        deleted = `${String(params.businessId)}/${String(params.inviteId)}`;
        return HttpResponse.json({ ok: true });
      }),
      http.get(api('/business/get-payment-url'), ({ request }) => {
        quantity = new URL(request.url).searchParams.get('quantity');
        return HttpResponse.json({ paymentUrl: 'https://pagos.ejemplo.es/checkout' });
      }),
      http.post(api('/business/remove-user'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ business: buildBusiness() });
      }),
    );

    await apiRequest('deleteInvite', { params: { businessId, inviteId } });
    await apiRequest('getPaymentUrl', { query: { quantity: 4 } });
    await apiRequest('removeUser', { body: { memberId: inviteId } });

    expect(deleted).toBe(`${businessId}/${inviteId}`);
    expect(quantity).toBe('4');
    expect(body).toEqual({ memberId: inviteId });
  });

  it('turns a success body that fails its shape check into UNKNOWN_ERROR', async () => {
    server.use(
      http.get(api('/business/get'), () => HttpResponse.json({ business: { id: 'not-a-uuid', name: 42 } })),
    );

    const error = await catchError(apiRequest('getBusiness', {}));

    expect(error.errorCode).toBe('UNKNOWN_ERROR');
    expect(error.message).toBe('Unknown error');
  });

  it('turns an unreadable body into UNKNOWN_ERROR', async () => {
    server.use(http.get(api('/business/get'), () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));

    const error = await catchError(apiRequest('getBusiness', {}));

    expect(error).toMatchObject({ errorCode: 'UNKNOWN_ERROR', message: 'Unknown error', status: 502 });
  });

  it('turns a network failure into UNKNOWN_ERROR', async () => {
    server.use(http.get(api('/business/get'), () => HttpResponse.error()));

    const error = await catchError(apiRequest('getBusiness', {}));

    expect(error.errorCode).toBe('UNKNOWN_ERROR');
  });

  it('keeps the message and errorCode of a server error body', async () => {
    server.use(
      http.post(api('/business/invite'), () =>
        HttpResponse.json({ message: 'Has alcanzado el número de miembros de tu plan', errorCode: 'BUSINESS_CLIENT_QUOTA' }, { status: 409 }),
      ),
    );

    const error = await catchError(
      apiRequest('invite', { body: { email: 'ana@ejemplo.es', phone: '34600000000', name: 'Ana', rol: 'AGENT' } }),
    );

    expect(error).toMatchObject({
      errorCode: 'BUSINESS_CLIENT_QUOTA',
      message: 'Has alcanzado el número de miembros de tu plan',
      status: 409,
    });
  });

  it('forgets the session when the server answers 401 to an authenticated call', async () => {
    server.use(
      http.get(api('/business/get'), () =>
        HttpResponse.json({ message: 'Sesión caducada', errorCode: 'UNAUTHORIZED' }, { status: 401 }),
      ),
    );
    setSession(session);

    const error = await catchError(apiRequest('getBusiness', {}));

    expect(error.errorCode).toBe('UNAUTHORIZED');
    expect(getAuthState().token).toBeNull();
  });
});
