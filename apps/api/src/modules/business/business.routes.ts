import { apiRoutes } from '@mike/contracts';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute } from '../../platform/http.ts';
import { getBusinessView, getMembership } from './business.service.ts';
import { InvitationsService } from './invitations.service.ts';
import { TeamService } from './team.service.ts';

export function registerBusinessRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;
  const team = new TeamService(ctx);
  const invitations = new InvitationsService(ctx);

  // Every role, with or without a plan: the client needs the business to route to /pricing.
  defineRoute(app, apiRoutes.getBusiness, async ({ request }) => {
    const membership = await getMembership(db, requireAuth(request).clientUserId);
    return { business: await getBusinessView(db, membership.businessId, ctx.now()) };
  });

  defineRoute(app, apiRoutes.invite, async ({ body, request }) => ({ business: await team.invite(requireAuth(request).clientUserId, body) }));
  defineRoute(app, apiRoutes.removeUser, async ({ body, request }) => ({
    business: await team.removeMember(requireAuth(request).clientUserId, body.memberId),
  }));
  defineRoute(app, apiRoutes.getInvites, async ({ params, request }) => ({
    invites: await team.findInvites(requireAuth(request).clientUserId, params.businessId),
  }));
  defineRoute(app, apiRoutes.deleteInvite, async ({ params, request }) => {
    await team.cancelInvite(requireAuth(request).clientUserId, params.businessId, params.inviteId);
    return { ok: true as const };
  });

  defineRoute(app, apiRoutes.getInvitation, async ({ query, request }) => ({ invitation: await invitations.getInvitation(query.invitationId, request.ip) }));
  defineRoute(app, apiRoutes.useInvitation, ({ body, request }) => invitations.useInvitation(body, request.ip));
  defineRoute(app, apiRoutes.useInvitationWithSso, ({ body, request }) => invitations.useInvitationWithSso(body, request.ip));
}
