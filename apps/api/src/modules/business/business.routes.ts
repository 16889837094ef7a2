import { apiRoutes } from '@mike/contracts';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute } from '../../platform/http.ts';
import { getBusinessView, getMembership } from './business.service.ts';

export function registerBusinessRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;

  defineRoute(app, apiRoutes.getBusiness, async ({ request }) => {
    const membership = await getMembership(db, requireAuth(request).clientUserId);
    return { business: await getBusinessView(db, membership.businessId) };
  });
}
