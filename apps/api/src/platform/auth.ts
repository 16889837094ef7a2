import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import type { AuthSession, Sessions } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on routes whose config says `auth: 'user'`. */
    auth?: AuthSession;
  }
}

/**
 * The one authentication path: every route declared `auth: 'user'` is authenticated here, from its
 * `Authorization: Bearer` header, before validation; the route's handler gets the session as its `caller`.
 */
export function registerAuth(app: FastifyInstance, sessions: Sessions): void {
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.auth !== 'user') return;
    const token = bearerToken(request);
    const session = token ? await sessions.authenticate(token) : null;
    if (!session) throw new AppError('UNAUTHORIZED');
    request.auth = session;
  });
}

/**
 * The same authentication, from memory only (no query): the session when it is cached and alive, undefined
 * otherwise (the route then goes the normal way). For routes that answer before the hooks (the poll).
 */
export function authenticateFromMemory(request: FastifyRequest, sessions: Sessions): AuthSession | undefined {
  const token = bearerToken(request);
  return token ? sessions.peek(token) : undefined;
}

/** The token of an `Authorization: Bearer` header, when well formed. */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return typeof header === 'string' ? /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header.trim())?.[1] : undefined;
}

/** The signed-in caller of a route declared `auth: 'user'` (platform/http.ts hands it to the handler). */
export function requireAuth(request: FastifyRequest): AuthSession {
  if (!request.auth) throw new AppError('UNAUTHORIZED');
  return request.auth;
}
