import { apiRoutes, browserRoutes } from '@mike/contracts';
import type { FastifyInstance } from 'fastify';
import { defineBrowserRoute, defineRoute } from '../../platform/http.ts';
import type { GovernanceService } from './governance.service.ts';
import type { PersonalDataService } from './personal-data.service.ts';

/** Usage, audit trail, retention and personal-data rights (issue 16). */
export function registerGovernanceRoutes(app: FastifyInstance, services: { governance: GovernanceService; personalData: PersonalDataService }): void {
  const { governance, personalData } = services;

  defineRoute(app, apiRoutes.getUsage, ({ query, caller }) => governance.getUsage(caller.clientUserId, query));
  defineRoute(app, apiRoutes.getAuditLog, ({ query, caller }) => governance.getAuditLog(caller.clientUserId, query.page));
  defineRoute(app, apiRoutes.getBusinessSettings, async ({ caller }) => ({ settings: await governance.getSettings(caller.clientUserId) }));
  defineRoute(app, apiRoutes.updateBusinessSettings, async ({ body, caller }) => ({
    settings: await governance.updateSettings(caller.clientUserId, body.retentionMonths),
  }));
  defineRoute(app, apiRoutes.deleteAccount, async ({ caller }) => {
    await personalData.deleteAccount(caller.clientUserId);
    return { ok: true as const };
  });

  defineBrowserRoute(app, browserRoutes.exportPersonalData, async ({ caller, reply }) => {
    const { fileName, zip } = await personalData.exportData(caller.clientUserId);
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(zip));
  });
}
