import type { ErrorBody } from '@mike/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from './db-errors.ts';
import { AppError, defaultMessageOf } from './errors.ts';
import { reportError } from './error-reporting.ts';

/** Fastify's own error codes that are the client's fault, and what they answer. */
const FASTIFY_CODES: Record<string, AppError['code']> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_ERROR',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'VALIDATION_ERROR',
  FST_ERR_CTP_INVALID_JSON_BODY: 'VALIDATION_ERROR',
  FST_ERR_VALIDATION: 'VALIDATION_ERROR',
};

/** One error handler for the whole API: every failure is `{ message, errorCode }`. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const send = (status: number, body: ErrorBody, headers: Record<string, string> = {}) =>
      reply.code(status).headers(headers).type('application/json; charset=utf-8').send(body);

    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return send(error.statusCode, { message: error.message, errorCode: error.code }, error.headers);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.') || '';
      const where = error.validationContext && error.validationContext !== 'body' ? `${error.validationContext}.` : '';
      const message = field ? `Campo no válido: ${where}${field} (${first?.message ?? 'valor no válido'})` : `Petición no válida: ${first?.message ?? ''}`.trim();
      return send(400, { message, errorCode: 'VALIDATION_ERROR' });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response failed its contract');
      return send(500, { message: defaultMessageOf('INTERNAL_ERROR'), errorCode: 'INTERNAL_ERROR' });
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) {
      const status = mapped === 'VALIDATION_ERROR' ? 400 : (error.statusCode ?? 400);
      const message = mapped === 'VALIDATION_ERROR' ? `Petición no válida: ${error.message}` : defaultMessageOf(mapped);
      return send(status, { message, errorCode: mapped });
    }
    if (error.statusCode === 429) {
      return send(429, { message: defaultMessageOf('RATE_LIMITED'), errorCode: 'RATE_LIMITED' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(error.statusCode, { message: 'Petición no válida.', errorCode: 'VALIDATION_ERROR' });
    }
    if (isDatabaseUnavailable(error)) {
      // The database is down or restarting (SECURITY.md #26): a transient condition, not a bug to report.
      // Only the driver's reason is logged: the query error's own message carries the statement's parameters.
      let cause: unknown = error;
      for (let depth = 0; depth < 5 && (cause as { cause?: unknown }).cause; depth++) cause = (cause as { cause?: unknown }).cause;
      request.log.warn({ reason: (cause as Error).message, code: (cause as { code?: unknown }).code }, 'database unavailable');
      return send(503, { message: defaultMessageOf('SERVICE_UNAVAILABLE'), errorCode: 'SERVICE_UNAVAILABLE' }, { 'retry-after': '5' });
    }
    request.log.error({ err: error }, 'unexpected error');
    reportError(error, { traceId: request.id, url: request.url });
    return send(500, { message: defaultMessageOf('INTERNAL_ERROR'), errorCode: 'INTERNAL_ERROR' });
  });
}
