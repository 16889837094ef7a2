import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import type { AuthSession, Sessions } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on routes whose config says `auth: 'user'`. */
    auth?: AuthSession;
  }
}

/** Authenticates every route declared `auth: 'user'` from its `Authorization: Bearer` header. */
export function registerAuth(app: FastifyInstance, sessions: Sessions): void {
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.auth !== 'user') return;
    const token = bearerToken(request);
    const session = token ? await sessions.authenticate(token) : null;
    if (!session) throw new AppError('UNAUTHORIZED');
    request.auth = session;
  });
}

/** The token of an `Authorization: Bearer` header, when well formed. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return typeof header === 'string' ? /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header.trim())?.[1] : undefined;
}

/** The signed-in caller of a route declared `auth: 'user'`. */
export function requireAuth(request: FastifyRequest): AuthSession {
  if (!request.auth) throw new AppError('UNAUTHORIZED');
  return request.auth;
}
