import type { ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
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
 * The security headers of every answer, computed once with helmet at start-up (they never vary per
 * request: no nonces) and set by one cheap hook.
 */
export function securityHeaders(config: Config): Record<string, string> {
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

/** Sets the security headers and the request's trace id on every answer, in one synchronous hook. */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    reply.header('x-trace-id', request.id);
    done();
  });
}
