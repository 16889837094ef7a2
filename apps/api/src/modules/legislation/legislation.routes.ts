import { apiRoutes } from '@mike/contracts';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../platform/auth.ts';
import { defineRoute } from '../../platform/http.ts';
import type { LegislationService } from './legislation.service.ts';

/** The text behind a citation, for any signed-in member: laws are the same for every business. */
export function registerLegislationRoutes(app: FastifyInstance, legislation: LegislationService): void {
  defineRoute(app, apiRoutes.getLegislation, async ({ request }) => {
    requireAuth(request);
    return legislation.listLaws();
  });
  defineRoute(app, apiRoutes.getLegislationArticle, async ({ params, request }) => {
    requireAuth(request);
    return legislation.getProvision(params.lawId, params.article);
  });
}
