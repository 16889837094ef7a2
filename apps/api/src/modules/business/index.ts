// The business module's public surface: other modules and the entry points import only this file.
export { registerBusinessRoutes } from './business.routes.ts';
export { PLAN_HOLDING_SUBSCRIPTION_STATUSES } from './business.repository.ts';
/** The members' rows, for governance (usage per member, a user's own account deletion). */
export { deleteMember, findMemberOfUser, findMembersWithUsers, lockMemberOfUser } from './business.repository.ts';
export {
  assertCanManageTeam,
  countSeatHolders,
  createBusinessWithOwner,
  findBusiness,
  getBusinessView,
  getMembership,
  hasActiveMembership,
  lockBusiness,
  seatsAt,
  type Membership,
} from './business.service.ts';
export { suspendTeamOfClaimedAccount } from './claimed-account.ts';
export { InvitationsService } from './invitations.service.ts';
export { announceMembershipChange, assertSeats, getPlanMembershipForWrite, MembershipCache, type PlanMembership } from './membership.ts';
export { TeamService } from './team.service.ts';
export { trialExpiryJob } from './trial.worker.ts';
