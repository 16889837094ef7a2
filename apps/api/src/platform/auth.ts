import type { IncomingHttpHeaders } from 'node:http';
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
    const token = bearerToken(request.headers);
    const session = token ? await sessions.authenticate(token) : null;
    if (!session) throw new AppError('UNAUTHORIZED');
    request.auth = session;
  });
}

/**
 * The first step of the one authentication path, for a request Fastify has not seen yet
 * (platform/early-answers.ts): the session of the bearer token when memory holds it valid and nothing needs
 * writing (no I/O), else undefined and the request takes the full path (`registerAuth`).
 */
export function peekCaller(headers: IncomingHttpHeaders, sessions: Sessions): AuthSession | undefined {
  const token = bearerToken(headers);
  return token ? sessions.peek(token) : undefined;
}

/** The token of an `Authorization: Bearer` header, when well formed. */
function bearerToken(headers: IncomingHttpHeaders): string | undefined {
  const header = headers.authorization;
  return typeof header === 'string' ? /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header.trim())?.[1] : undefined;
}

/** The signed-in caller of a route declared `auth: 'user'` (platform/http.ts hands it to the handler). */
export function requireAuth(request: FastifyRequest): AuthSession {
  if (!request.auth) throw new AppError('UNAUTHORIZED');
  return request.auth;
}
