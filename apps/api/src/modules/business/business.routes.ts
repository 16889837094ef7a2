import { apiRoutes } from '@mike/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute } from '../../platform/http.ts';
import { getBusinessView, getMembership } from './business.service.ts';
import type { InvitationsService } from './invitations.service.ts';
import type { TeamService } from './team.service.ts';

export function registerBusinessRoutes(app: FastifyInstance, ctx: AppContext, { team, invitations }: { team: TeamService; invitations: InvitationsService }): void {
  const { db } = ctx.database;

  // Every role, with or without a plan: the client needs the business to route to /pricing.
  defineRoute(app, apiRoutes.getBusiness, async ({ caller }) => {
    const membership = await getMembership(db, caller.clientUserId);
    return { business: await getBusinessView(db, membership.businessId, ctx.now()) };
  });

  defineRoute(app, apiRoutes.invite, async ({ body, caller }) => ({ business: await team.invite(caller.clientUserId, body) }));
  defineRoute(app, apiRoutes.confirmMember, async ({ body, caller }) => ({ business: await team.confirmMember(caller.clientUserId, body.memberId) }));
  defineRoute(app, apiRoutes.removeUser, async ({ body, caller }) => ({ business: await team.removeMember(caller.clientUserId, body.memberId) }));
  defineRoute(app, apiRoutes.getInvites, async ({ params, caller }) => ({ invites: await team.findInvites(caller.clientUserId, params.businessId) }));
  defineRoute(app, apiRoutes.deleteInvite, async ({ params, caller }) => {
    await team.cancelInvite(caller.clientUserId, params.businessId, params.inviteId);
    return { ok: true as const };
  });

  defineRoute(app, apiRoutes.getInvitation, async ({ query, request }) => ({ invitation: await invitations.getInvitation(query.invitationId, request.ip) }));
  defineRoute(app, apiRoutes.useInvitation, ({ body, request }) => invitations.useInvitation(body, request.ip));
  defineRoute(app, apiRoutes.useInvitationWithSso, ({ body, request }) => invitations.useInvitationWithSso(body, request.ip));
}
