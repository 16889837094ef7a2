/** The constraint a unique violation (SQLSTATE 23505) hit, looking through driver wrappers. */
export function uniqueViolationConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    current = candidate.cause;
  }
  return undefined;
}

/** Socket errors of a database that went away (stopped, restarted, unreachable). */
const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/**
 * SQLSTATEs of a server shutting down, starting up, or out of connections; and of a statement the
 * pool's timeouts cancelled (57014 statement timeout, 55P03 lock timeout, 25P03 idle transaction):
 * the database is too busy for this request now, which a retry may not be (ADR 011).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '55P03', '25P03']);
/** node-postgres and pg-pool errors that carry no code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Query read timeout',
];

/**
 * Whether an error means the database cannot be reached right now (SECURITY.md #26): the request
 * answers 503 SERVICE_UNAVAILABLE, a transient condition, rather than 500 (a bug).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string') {
      if (CONNECTION_ERROR_CODES.has(candidate.code) || UNAVAILABLE_SQLSTATES.has(candidate.code) || candidate.code.startsWith('08')) return true;
    }
    if (typeof candidate.message === 'string' && UNAVAILABLE_MESSAGES.some((message) => (candidate.message as string).startsWith(message))) return true;
    current = candidate.cause;
  }
  return false;
}
