import type { ApiRoute, ApiRoutes, sandboxBillingRoutes } from '@mike/contracts';
import type { z } from 'zod';
import { ApiError, createUnknownError } from './api-error.ts';
import { clearSession, getAuthState } from './auth-store.ts';
import { isGatewayFailure, reportServerAnswered, reportServerUnreachable } from './connectivity.ts';

type InputPart<R, K extends 'params' | 'query' | 'body'> = R extends { [P in K]: infer S extends z.ZodType }
  ? { [P in K]: z.input<S> }
  : { [P in K]?: never };

/** What a call takes: path params, query and body, each typed by the route's contract. */
export type ApiInput<R extends ApiRoute> = InputPart<R, 'params'> & InputPart<R, 'query'> & InputPart<R, 'body'>;

/** What a call returns once its response schema has checked it. */
export type ApiOutput<R extends ApiRoute> = z.output<R['response']>;

export interface ApiRequestOptions {
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key`: a retry with the same key is stored once by the server (SECURITY.md #42). */
  idempotencyKey?: string;
}

const loadRuntime = () => import('./api-runtime.ts');

/** The spec's calls (`apiRoutes`) and the sandbox billing pages' own calls (`sandboxBillingRoutes`). */
export type WebApiRoutes = ApiRoutes & typeof sandboxBillingRoutes;
export type WebApiRouteName = keyof WebApiRoutes;

/** The API base as an absolute URL: `apiUrl` may be a path on this origin ('/api') or a full URL. */
export function getApiBaseUrl(apiUrl: string, origin: string = window.location.origin): string {
  const base = new URL(apiUrl, origin).href;
  return base.endsWith('/') ? base.slice(0, -1) : base;
}

export function buildApiUrl(
  baseUrl: string,
  path: string,
  params?: Record<string, unknown>,
  query?: Record<string, unknown>,
): string {
  const filledPath = path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter: ${name}`);
    return encodeURIComponent(String(value));
  });
  const url = new URL(baseUrl + filledPath);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url.href;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text === '') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * Calls one route of `apiRoutes` (or `sandboxBillingRoutes`), named by its key (e.g. `apiRequest('getBusiness', {})`). Sends the stored
 * bearer token, checks every success body against the route's response schema, and throws `ApiError` for any
 * failure: a server error body keeps its `{ message, errorCode }`; an unreadable body or a success that fails
 * its shape check becomes `UNKNOWN_ERROR` (spec §5, §8).
 */
export async function apiRequest<N extends WebApiRouteName>(
  routeName: N,
  input: ApiInput<WebApiRoutes[N]>,
  options: ApiRequestOptions = {},
): Promise<ApiOutput<WebApiRoutes[N]>> {
  const { webApiRoutes, ErrorBodySchema, env } = await loadRuntime();
  const route: ApiRoute = webApiRoutes[routeName];
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const url = buildApiUrl(getApiBaseUrl(env.VITE_API_URL), route.path, params, query);
  const { token } = getAuthState();
  const headers = new Headers({ Accept: 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  if (options.idempotencyKey) headers.set('Idempotency-Key', options.idempotencyKey);

  let response: Response;
  try {
    response = await fetch(url, {
      method: route.method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      signal: options.signal ?? null,
    });
  } catch (error) {
    // A cancelled query must stay a cancellation, not become an error message.
    if (options.signal?.aborted) throw error;
    reportServerUnreachable();
    throw createUnknownError();
  }
  if (isGatewayFailure(response.status)) reportServerUnreachable();
  else reportServerAnswered();

  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw createUnknownError(response.status);
  }
  const json = parseJson(text);

  if (!response.ok) {
    // A revoked or expired session: forget it, so the guards send the page to /login.
    if (response.status === 401 && token !== null && route.auth === 'user') clearSession();
    const errorBody = json.ok ? ErrorBodySchema.safeParse(json.value) : undefined;
    if (errorBody?.success) throw new ApiError(errorBody.data.message, errorBody.data.errorCode, response.status);
    throw createUnknownError(response.status);
  }

  if (!json.ok) throw createUnknownError(response.status);
  const parsed = route.response.safeParse(json.value);
  if (!parsed.success) throw createUnknownError(response.status);
  return parsed.data as ApiOutput<WebApiRoutes[N]>;
}
