import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import { defaultMessageOf } from './errors.ts';
import { traceIdOf } from './trace.ts';

/** An answer made without Fastify's request objects: its status, its own headers and its body, if any (may be shared by many requests). */
export interface RawAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: Buffer;
}

/**
 * Tries to answer one request of a route from memory: undefined when it cannot, and the request then goes to
 * Fastify as usual. `match` is the route's pattern matched against the request's URL, which has no query.
 */
export type EarlyAnswerer = (match: RegExpExecArray, headers: IncomingHttpHeaders) => RawAnswer | undefined;

/**
 * Answers chosen requests before Fastify builds its request and reply objects (ADR 038). Only `GET` requests
 * without a query or a body are tried; whatever an answerer declines, or throws on, is handed to Fastify whole,
 * which then runs the route's full path (authentication, validation, handler). An early answer carries the
 * same security headers (none on a 304) and trace id as every other API answer.
 *
 * Used by the poll, the one route called every 500 ms by every open chat, when the caller's session, membership
 * and conversation are all in memory: there, Fastify's own work per request was most of the cost.
 */
export class EarlyAnswers {
  private readonly routes: { pattern: RegExp; answer: EarlyAnswerer }[] = [];
  private closing = false;

  /** `securityHeaders`: those of every API answer but a 304, which carries none (ADR 039). */
  constructor(private readonly securityHeaders: Readonly<Record<string, string>>) {}

  /** Tries `answer` for the GET requests whose URL matches `pattern` (anchored, no query string). */
  add(pattern: RegExp, answer: EarlyAnswerer): void {
    this.routes.push({ pattern, answer });
  }

  /**
   * From now on every new request is answered 503 `SERVICE_UNAVAILABLE` here, in the API's error shape, with the
   * common headers and a trace id, and its connection closed (a load balancer retries it elsewhere). Fastify's own
   * answer while it closes is a bare `{ error, message, statusCode }`. Requests already handed to Fastify finish.
   */
  close(): void {
    this.closing = true;
  }

  /** Fastify's HTTP server, with the early answers in front of its handler (the same options Fastify applies to its own). */
  readonly serverFactory: FastifyServerFactory = (handler, options) => {
    // Fastify has filled in every one of these (its defaults where the app sets none).
    const settings = options as { http?: http.ServerOptions; keepAliveTimeout: number; requestTimeout: number; connectionTimeout: number; maxRequestsPerSocket: number };
    const server = http.createServer(settings.http ?? {}, (request, response) => {
      if (!this.tryAnswer(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = settings.keepAliveTimeout;
    server.requestTimeout = settings.requestTimeout;
    server.setTimeout(settings.connectionTimeout);
    if (settings.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = settings.maxRequestsPerSocket;
    return server;
  };

  /** True when the request was answered here. */
  tryAnswer(request: IncomingMessage, response: ServerResponse): boolean {
    if (this.closing) {
      this.write(request, response, { status: 503, headers: { 'content-type': 'application/json; charset=utf-8', 'retry-after': '5', connection: 'close' }, body: CLOSING_BODY });
      return true;
    }
    if (request.method !== 'GET' || this.routes.length === 0) return false;
    const url = request.url ?? '';
    const { headers } = request;
    if (url.includes('?') || headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return false;
    for (const route of this.routes) {
      const match = route.pattern.exec(url);
      if (!match) continue;
      let answer: RawAnswer | undefined;
      try {
        answer = route.answer(match, headers);
      } catch {
        return false;
      }
      if (!answer) return false;
      this.write(request, response, answer);
      return true;
    }
    return false;
  }

  private write(request: IncomingMessage, response: ServerResponse, answer: RawAnswer): void {
    response.writeHead(answer.status, {
      ...(answer.status === 304 ? {} : this.securityHeaders),
      'x-trace-id': traceIdOf(request),
      ...answer.headers,
      ...(answer.body ? { 'content-length': answer.body.length } : {}),
    });
    if (!answer.body) return void response.end();
    // As one Latin-1 string (one byte per byte, lossless), the body leaves with the head in one write; a Buffer
    // would leave as a second chunk of a writev, which cost the poll a tenth of its CPU per full answer (ADR 038).
    let text = latin1Bodies.get(answer.body);
    if (text === undefined) latin1Bodies.set(answer.body, (text = answer.body.toString('latin1')));
    response.end(text, 'latin1');
  }
}

/** Each answered body as a Latin-1 string, made on its first early answer and kept while the body is (a cached body is shared by many requests). */
const latin1Bodies = new WeakMap<Buffer, string>();

const CLOSING_BODY = Buffer.from(JSON.stringify({ message: defaultMessageOf('SERVICE_UNAVAILABLE'), errorCode: 'SERVICE_UNAVAILABLE' }));
