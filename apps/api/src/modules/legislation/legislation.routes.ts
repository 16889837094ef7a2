import { apiRoutes } from '@mike/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http.ts';
import type { LegislationService } from './legislation.service.ts';

/** The text behind a citation, for any signed-in member (both routes are `auth: 'user'`): laws are the same for every business. */
export function registerLegislationRoutes(app: FastifyInstance, legislation: LegislationService): void {
  defineRoute(app, apiRoutes.getLegislation, async () => legislation.listLaws());
  defineRoute(app, apiRoutes.getLegislationArticle, async ({ params }) => legislation.getProvision(params.lawId, params.article));
}
