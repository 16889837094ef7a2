import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/** Passwords are hashed, never stored as text, so they may hold any character (SECURITY.md #1). */
const PASSWORD_KEY = /password$/i;

/** Whether a parsed JSON value holds U+0000 in any stored string or key (a raw Buffer body is not text: false). */
export function hasNulCharacter(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  // An explicit stack: a 1 MiB body may nest deeper than the call stack goes.
  const stack: object[] = [value];
  for (let current = stack.pop(); current; current = stack.pop()) {
    for (const [key, item] of Object.entries(current)) {
      if (key.includes('\u0000') || (typeof item === 'string' && item.includes('\u0000') && !PASSWORD_KEY.test(key))) return true;
      if (item !== null && typeof item === 'object') stack.push(item as object);
    }
  }
  return false;
}

/**
 * Whether a request target (path and query, as sent) carries a NUL or bytes that are not UTF-8 once its
 * percent-escapes are decoded: each path segment and each query key and value is decoded on its own, as the
 * router and the query parser decode them ('+' is a space in a query).
 */
export function hasBadUrlText(target: string): boolean {
  // The router ends the path at the first '?' or '#' (a raw request may carry a fragment) and parses what follows.
  const end = target.search(/[?#]/);
  const [path, query] = end < 0 ? [target, ''] : [target.slice(0, end), target.slice(end + 1)];
  const parts = [...path.split('/'), ...query.split(/[&=]/).map((part) => part.replace(/\+/g, ' '))];
  return parts.some((part) => {
    if (!part.includes('%')) return part.includes('\u0000');
    try {
      return decodeURIComponent(part).includes('\u0000');
    } catch {
      // A malformed escape ('%zz', '%') is the router's to refuse; bytes that decode to no UTF-8 text are ours.
      return /%[0-9a-f]{2}/i.test(part) && !/%(?![0-9a-f]{2})/i.test(part);
    }
  });
}

const NOT_ALLOWED = 'El texto contiene caracteres no permitidos.';

/**
 * PostgreSQL text cannot hold U+0000, nor can a query parameter hold bytes that are not UTF-8: a body, query
 * string or path parameter carrying either would fail at its first query with a 500. No person types them, so they
 * are refused at the door as VALIDATION_ERROR, on every route (SECURITY.md #15).
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (hasBadUrlText(request.raw.url ?? '')) {
      done(new AppError('VALIDATION_ERROR', NOT_ALLOWED));
      return;
    }
    done();
  });
  app.addHook('preValidation', (request, _reply, done) => {
    // What the handlers receive, whatever way the target was written: the parsed query and path parameters too.
    if ((request.body !== undefined && hasNulCharacter(request.body)) || hasNulCharacter(request.query) || hasNulCharacter(request.params)) {
      done(new AppError('VALIDATION_ERROR', NOT_ALLOWED));
      return;
    }
    done();
  });
}
