import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/helpers.ts';
import { AppError } from './errors.ts';

describe('error envelope', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    t.app.post('/api/test/echo', { schema: { body: z.strictObject({ name: z.string().min(1) }) } }, async (request) => request.body);
    t.app.get('/api/test/app-error', async () => {
      throw new AppError('BUSINESS_CLIENT_QUOTA', 'Quota de clientes alcanzada');
    });
    t.app.get('/api/test/crash', async () => {
      throw new Error('secret internals: password=hunter2 at /srv/app.ts:12');
    });
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('answers a validation error with VALIDATION_ERROR naming the field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.stringContaining('name'), errorCode: 'VALIDATION_ERROR' });
  });

  it('#13 rejects unknown keys (strict bodies)', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'a', rol: 'OWNER' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('VALIDATION_ERROR');
  });

  it('rejects malformed JSON', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/test/echo', headers: { 'content-type': 'application/json' }, payload: '{"name":' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('VALIDATION_ERROR');
  });

  it('answers unknown /api routes with 404 NOT_FOUND', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String), errorCode: 'NOT_FOUND' });
  });

  it('maps a thrown AppError to its status and code', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/app-error' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Quota de clientes alcanzada', errorCode: 'BUSINESS_CLIENT_QUOTA' });
  });

  it('#15 answers an unexpected exception with INTERNAL_ERROR and no internals', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: expect.any(String), errorCode: 'INTERNAL_ERROR' });
    expect(response.body).not.toMatch(/hunter2|secret internals|app\.ts|at /);
  });

  it('#14 answers a body over 1 MiB with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().errorCode).toBe('PAYLOAD_TOO_LARGE');
  });

  it('#14 answers a non-JSON body with 415', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/test/echo', headers: { 'content-type': 'text/plain' }, payload: 'name=a' });
    expect(response.statusCode).toBe(415);
    expect(response.json().errorCode).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('carries the W3C trace id of the request', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` } });
    expect(response.headers['x-trace-id']).toBe(traceId);
  });
});
