import { apiRoutes } from '@mike/contracts';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute } from '../../platform/http.ts';
import { AccountsService, type Tenancy } from './accounts.service.ts';
import { PhoneLoginService } from './phone-login.service.ts';
import { registerSsoRoutes } from './sso.routes.ts';

export function registerAccountsRoutes(app: FastifyInstance, ctx: AppContext, tenancy: Tenancy): AccountsService {
  const accounts = new AccountsService(ctx, tenancy);
  const phoneLogin = new PhoneLoginService(ctx);

  defineRoute(app, apiRoutes.registerWithBusiness, ({ body, request }) => accounts.register(body, request.ip));
  defineRoute(app, apiRoutes.loginWithPassword, ({ body, request }) => accounts.loginWithPassword(body, request.ip));
  defineRoute(app, apiRoutes.loginWithSso, ({ body, request }) => accounts.loginWithSso(body.tokenSso, request.ip));
  defineRoute(app, apiRoutes.agentLoginIntent, async ({ body, request }) => ({ loginIntent: await phoneLogin.createLoginIntent(body, request.ip) }));
  defineRoute(app, apiRoutes.agentLogin, ({ body, request }) => phoneLogin.loginWithCode(body, request.ip));
  defineRoute(app, apiRoutes.logout, async ({ request }) => {
    const auth = requireAuth(request);
    await accounts.logout(auth.sessionId, auth.clientUserId);
    return { ok: true as const };
  });
  defineRoute(app, apiRoutes.passwordResetRequest, async ({ body, request }) => {
    await accounts.requestPasswordReset(body.email, request.ip);
    return { ok: true as const };
  });
  defineRoute(app, apiRoutes.passwordReset, async ({ body, request }) => {
    await accounts.resetPassword(body, request.ip);
    return { ok: true as const };
  });
  defineRoute(app, apiRoutes.verifyEmail, ({ body, request }) => accounts.emailVerification.verify(body.token, request.ip));
  defineRoute(app, apiRoutes.resendEmailVerification, ({ request }) => accounts.emailVerification.resend(requireAuth(request).clientUserId));
  registerSsoRoutes(app, ctx);
  return accounts;
}
