import type { ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** The CSP of SECURITY.md #16, widened only for the third parties that are configured. */
export function contentSecurityDirectives(config: Config): Record<string, string[]> {
  const scriptSrc = ["'self'"];
  const connectSrc = ["'self'"];
  const frameSrc: string[] = [];
  if (config.BILLING_PROVIDER === 'stripe') {
    scriptSrc.push('https://js.stripe.com');
    frameSrc.push('https://js.stripe.com');
    connectSrc.push('https://api.stripe.com');
  }
  if (config.SENTRY_DSN) connectSrc.push(new URL(config.SENTRY_DSN).origin);
  return {
    defaultSrc: ["'self'"],
    scriptSrc,
    connectSrc,
    imgSrc: ["'self'", 'data:'],
    styleSrc: ["'self'"],
    fontSrc: ["'self'"],
    frameSrc: frameSrc.length > 0 ? frameSrc : ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/**
 * The security headers of every document (the SPA, its files, downloads, event streams, redirects), computed
 * once with helmet at start-up (they never vary per request: no nonces).
 */
export function documentSecurityHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(config) },
    referrerPolicy: { policy: 'no-referrer' },
    // HSTS only where the site is served over HTTPS for real.
    strictTransportSecurity: config.MIKE_ENV === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  })({} as never, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * The headers of SECURITY.md #16 that a JSON answer of the API needs (ADR 039): the same CSP, `nosniff`,
 * `Referrer-Policy` and, in production, HSTS. helmet's others only act on a page the browser renders
 * (X-Frame-Options, which the CSP's `frame-ancestors` replaces, COOP, Origin-Agent-Cluster, and the legacy
 * X-XSS-Protection, X-Download-Options, X-DNS-Prefetch-Control, X-Permitted-Cross-Domain-Policies), or guard
 * answers a page of another site could read with the browser's ambient credentials (CORP); the API reads its
 * bearer token from a header no other site can send, so it answers such a read 401.
 */
export function apiSecurityHeaders(config: Config): Record<string, string> {
  return apiSubset(documentSecurityHeaders(config));
}

function apiSubset(document: Record<string, string>): Record<string, string> {
  return Object.fromEntries(API_HEADER_NAMES.filter((name) => name in document).map((name) => [name, document[name]!]));
}

const API_HEADER_NAMES = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'strict-transport-security'];

/** An answer of the JSON API, as opposed to a document: a path under /api that is not one of the browser's routes. */
function isApiAnswer(request: FastifyRequest): boolean {
  const { url } = request;
  return (url.startsWith('/api/') || url === '/api' || url.startsWith('/api?')) && request.routeOptions.config.browser !== true;
}

/**
 * Sets the security headers and the request's trace id on every answer, in one synchronous hook; a 304 carries
 * none of them (ADR 039): it only revalidates a stored answer, which keeps the headers it came with.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const document = documentSecurityHeaders(config);
  const api = apiSubset(document);
  const names = Object.keys(document);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(request) ? api : document);
    reply.header('x-trace-id', request.id);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode === 304) for (const name of names) reply.removeHeader(name);
    done(null, payload);
  });
}
