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
    if (request.routeOptions.config.auth !== 'user' || authenticateFromMemory(request, sessions)) return;
    const token = bearerToken(request);
    const session = token ? await sessions.authenticate(token) : null;
    if (!session) throw new AppError('UNAUTHORIZED');
    request.auth = session;
  });
}

/**
 * The first step of the one authentication path: the caller's session when it is validated in memory and
 * needs nothing written (no I/O); false when the database must be asked, which the `preValidation` hook
 * then does. A route may call it earlier (the poll answers from its `onRequest` hook), never instead.
 */
export function authenticateFromMemory(request: FastifyRequest, sessions: Sessions): request is FastifyRequest & { auth: AuthSession } {
  if (request.auth) return true;
  const token = bearerToken(request);
  const session = token ? sessions.peek(token) : undefined;
  if (session) request.auth = session;
  return session !== undefined;
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
