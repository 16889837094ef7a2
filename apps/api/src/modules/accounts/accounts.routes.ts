import { apiRoutes } from '@mike/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute } from '../../platform/http.ts';
import type { AccountsService } from './accounts.service.ts';
import type { PhoneLoginService } from './phone-login.service.ts';
import type { SsoService } from './sso.ts';
import { registerSsoRoutes } from './sso.routes.ts';

export function registerAccountsRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  { accounts, phoneLogin, sso }: { accounts: AccountsService; phoneLogin: PhoneLoginService; sso: SsoService },
): void {
  defineRoute(app, apiRoutes.registerWithBusiness, ({ body, request }) => accounts.register(body, request.ip));
  defineRoute(app, apiRoutes.loginWithPassword, ({ body, request }) => accounts.loginWithPassword(body, request.ip));
  defineRoute(app, apiRoutes.loginWithSso, ({ body, request }) => accounts.loginWithSso(body.tokenSso, request.ip));
  defineRoute(app, apiRoutes.agentLoginIntent, async ({ body, request }) => ({ loginIntent: await phoneLogin.createLoginIntent(body, request.ip) }));
  defineRoute(app, apiRoutes.agentLogin, ({ body, request }) => phoneLogin.loginWithCode(body, request.ip));
  defineRoute(app, apiRoutes.logout, async ({ caller }) => {
    await accounts.logout(caller.sessionId, caller.clientUserId);
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
  defineRoute(app, apiRoutes.resendEmailVerification, ({ caller }) => accounts.emailVerification.resend(caller.clientUserId));
  registerSsoRoutes(app, ctx, sso);
}
