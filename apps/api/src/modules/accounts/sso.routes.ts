import fastifyCookie from '@fastify/cookie';
import { SsoProviderSchema, SsoStartQuerySchema, type ApiRoute } from '@mike/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute } from '../../platform/http.ts';
import { SSO_COOKIE_PATH, SSO_STATE_COOKIE, SSO_STATE_LIFETIME_MS, SsoService } from './sso.ts';

const SsoParamsSchema = z.strictObject({ provider: SsoProviderSchema });

/** GET /api/auth/sso/:provider/start — not in the contracts' `apiRoutes` (DESIGN.md §4); the SPA keeps its own copy of this shape. */
export const ssoStartRoute = {
  method: 'GET',
  path: '/auth/sso/:provider/start',
  params: SsoParamsSchema,
  query: SsoStartQuerySchema,
  response: z.object({ authorizationUrl: z.url().describe('Where the SPA sends the browser (window.location.assign).') }),
  auth: 'none',
} as const satisfies ApiRoute;

/** Whatever the provider sends back; openid-client validates it (a repeated parameter is refused there, not here). */
const callbackValue = z.union([z.string(), z.array(z.string())]).optional();
const CallbackQuerySchema = z.looseObject({ code: callbackValue, state: callbackValue, error: callbackValue, iss: callbackValue });

/**
 * The SSO round trip of DESIGN.md §5 and SECURITY.md #10. `start` answers the provider's authorization URL
 * and sets the signed state cookie; the provider sends the browser to `callback`, which always redirects to
 * the SPA page that started it: with `#tokenSso=` on success, without it on any failure.
 */
export function registerSsoRoutes(app: FastifyInstance, ctx: AppContext): SsoService {
  const sso = new SsoService(ctx);

  void app.register(async (scope) => {
    await scope.register(fastifyCookie);

    defineRoute(scope, ssoStartRoute, async ({ params, query, request, reply }) => {
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

    scope.route({
      method: 'GET',
      url: `${SSO_COOKIE_PATH}/:provider/callback`,
      schema: {
        params: SsoParamsSchema,
        querystring: CallbackQuerySchema,
        description: 'Where the provider returns the browser. Always a 302 to the SPA: `?callback_provider=` and, on success, `#tokenSso=`.',
      },
      config: { auth: 'none' },
      handler: async (request, reply) => {
        const { provider } = request.params as z.infer<typeof SsoParamsSchema>;
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
      },
    });
  });
  return sso;
}
