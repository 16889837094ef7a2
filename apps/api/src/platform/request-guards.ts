import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorBody, ServerErrorCode } from '@mike/contracts';
import type { FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';
import { AppError, defaultMessageOf, statusOf } from './errors.ts';
import { apiSecurityHeaders } from './security-headers.ts';

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)"?/i;

/**
 * JSON is UTF-8 (RFC 8259 §8.1). A body declared in another charset would be read as UTF-8 anyway,
 * so what the client meant and what is stored would differ: it answers 415 before it is parsed.
 */
export function registerCharsetGuard(app: FastifyInstance): void {
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const charset = CHARSET.exec(request.headers['content-type'] ?? '')?.[1]?.toLowerCase();
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
      done(new AppError('UNSUPPORTED_MEDIA_TYPE', 'El contenido debe enviarse como JSON en UTF-8.'));
      return;
    }
    done(null, payload);
  });
}

/** What Node's HTTP parser refuses before Fastify sees a request, and the code each answers with. */
function codeOf(error: NodeJS.ErrnoException): ServerErrorCode {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 'HEADERS_TOO_LARGE';
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'REQUEST_TIMEOUT';
  return 'VALIDATION_ERROR';
}

/**
 * Fastify's `clientErrorHandler`: requests the HTTP parser refuses (headers over the limit, a
 * malformed request line, a client too slow to send its headers) answer the `{ message, errorCode }`
 * envelope with the security headers, like every other error, instead of Fastify's own body.
 */
export function createClientErrorHandler(config: Config): (error: NodeJS.ErrnoException, socket: Socket) => void {
  const headers = Object.entries(apiSecurityHeaders(config))
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error, socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const code = codeOf(error);
    const status = statusOf(code);
    const body = JSON.stringify({ message: defaultMessageOf(code), errorCode: code } satisfies ErrorBody);
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers}content-type: application/json; charset=utf-8\r\n` +
          `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode (bad percent-encoding, an over-long parameter)
 * would get Fastify's own body, which echoes the URL; it answers the envelope like every other error
 * (SECURITY.md #15). No hook runs for it, so it sets the security headers and the trace id itself.
 */
export function createFrameworkErrorHandler(config: Config): NonNullable<FastifyServerOptions['frameworkErrors']> {
  const headers = apiSecurityHeaders(config);
  return (error, request, reply) => {
    const body: ErrorBody = { message: defaultMessageOf('VALIDATION_ERROR'), errorCode: 'VALIDATION_ERROR' };
    void (reply as FastifyReply)
      .code(error.statusCode ?? 400)
      .headers(headers)
      .header('x-trace-id', request.id)
      .type('application/json; charset=utf-8')
      .send(body);
  };
}
