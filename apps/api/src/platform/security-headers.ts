import helmet from '@fastify/helmet';
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

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(config) },
    referrerPolicy: { policy: 'no-referrer' },
    // HSTS only where the site is served over HTTPS for real.
    strictTransportSecurity: config.MIKE_ENV === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}
