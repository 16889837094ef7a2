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
 * PostgreSQL text cannot hold U+0000: a body carrying it would fail at its first query with a 500.
 * No person types it, so it is refused at the door as VALIDATION_ERROR (SECURITY.md #15).
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body !== undefined && hasNulCharacter(request.body)) {
      done(new AppError('VALIDATION_ERROR', 'El texto contiene caracteres no permitidos.'));
      return;
    }
    done();
  });
}
