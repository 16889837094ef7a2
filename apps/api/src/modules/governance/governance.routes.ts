import { apiRoutes, PERSONAL_DATA_EXPORT_PATH } from '@mike/contracts';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute } from '../../platform/http.ts';
import { GovernanceService } from './governance.service.ts';
import { PersonalDataService } from './personal-data.service.ts';

/** Usage, audit trail, retention and personal-data rights (issue 16). */
export function registerGovernanceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const governance = new GovernanceService(ctx);
  const personalData = new PersonalDataService(ctx);

  defineRoute(app, apiRoutes.getUsage, ({ query, request }) => governance.getUsage(requireAuth(request).clientUserId, query));
  defineRoute(app, apiRoutes.getAuditLog, ({ query, request }) => governance.getAuditLog(requireAuth(request).clientUserId, query.page));
  defineRoute(app, apiRoutes.getBusinessSettings, async ({ request }) => ({ settings: await governance.getSettings(requireAuth(request).clientUserId) }));
  defineRoute(app, apiRoutes.updateBusinessSettings, async ({ body, request }) => ({
    settings: await governance.updateSettings(requireAuth(request).clientUserId, body.retentionMonths),
  }));
  defineRoute(app, apiRoutes.deleteAccount, async ({ request }) => {
    await personalData.deleteAccount(requireAuth(request).clientUserId);
    return { ok: true as const };
  });

  // A ZIP, not JSON: outside `apiRoutes`, with the bearer token like every signed-in call.
  app.get(`/api${PERSONAL_DATA_EXPORT_PATH}`, { config: { auth: 'user' }, schema: { hide: true } }, async (request, reply) => {
    const { fileName, zip } = await personalData.exportData(requireAuth(request).clientUserId);
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(zip));
  });
}
