import fastifyCookie from '@fastify/cookie';
import { apiRoutes, browserRoutes } from '@mike/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineBrowserRoute, defineRoute } from '../../platform/http.ts';
import { SSO_COOKIE_PATH, SSO_STATE_COOKIE, SSO_STATE_LIFETIME_MS, type SsoService } from './sso.ts';

/**
 * The SSO round trip of DESIGN.md §5 and SECURITY.md #10. `start` answers the provider's authorization URL
 * and sets the signed state cookie; the provider sends the browser to `callback`, which always redirects to
 * the SPA page that started it: with `#tokenSso=` on success, without it on any failure.
 */
export function registerSsoRoutes(app: FastifyInstance, ctx: AppContext, sso: SsoService): void {
  void app.register(async (scope) => {
    await scope.register(fastifyCookie);

    defineRoute(scope, apiRoutes.startSso, async ({ params, query, request, reply }) => {
      await ctx.rateLimits.consume('ssoPerIp', request.ip);
      const { authorizationUrl, cookie } = await sso.start(params.provider, query);
      reply.header('cache-control', 'no-store');
      reply.setCookie(SSO_STATE_COOKIE, cookie, {
        httpOnly: true,
        sameSite: 'lax',
        secure: sso.secureCookie,
        path: SSO_COOKIE_PATH,
        maxAge: SSO_STATE_LIFETIME_MS / 1000,
      });
      return { authorizationUrl };
    });

    defineBrowserRoute(scope, browserRoutes.ssoCallback, async ({ params: { provider }, request, reply }) => {
      const roundTrip = sso.readRoundTrip(request.cookies[SSO_STATE_COOKIE]);
      // The cookie is single use: gone whatever happens next.
      reply.clearCookie(SSO_STATE_COOKIE, { path: SSO_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: sso.secureCookie });
      reply.header('cache-control', 'no-store');
      let tokenSso: string | undefined;
      try {
        await ctx.rateLimits.consume('ssoPerIp', request.ip);
        const queryStart = request.url.indexOf('?');
        tokenSso = await sso.finish(provider, roundTrip, queryStart === -1 ? '' : request.url.slice(queryStart));
      } catch (error) {
        request.log.warn({ err: error, provider }, 'SSO callback failed');
      }
      return reply.redirect(sso.callbackLocation(provider, roundTrip, tokenSso), 302);
    });
  });
}
