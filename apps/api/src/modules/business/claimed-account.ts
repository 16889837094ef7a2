import type { Executor } from '../../platform/db.ts';
import { recordAudit } from '../audit/index.ts';
import * as repository from './business.repository.ts';
import { suspendPendingInvitations } from './invitations.repository.ts';
import { announceMembershipChange } from './membership.ts';

/**
 * When the verified owner of an email claims the account an unverified registrant made with it (ADR 009), nothing
 * that registrant built keeps any power: every other member of the account's business is SUSPENDED (no access),
 * and every pending invitation too (its link stops working), until the OWNER confirms each on /users. MIKE records
 * it in the trail. The client users whose access was suspended, for their sessions to be revoked.
 */
export async function suspendTeamOfClaimedAccount(executor: Executor, clientUserId: string, now: Date): Promise<string[]> {
  const owner = await repository.findMemberOfUser(executor, clientUserId);
  // A registration makes an OWNER; an account made from an invitation is verified and never claimed.
  if (!owner || owner.rol !== 'OWNER') return [];
  const suspended = await repository.suspendMembersBut(executor, owner.businessId, owner.id);
  const invitations = await suspendPendingInvitations(executor, owner.businessId);
  if (suspended.length > 0 || invitations > 0) {
    await recordAudit(executor, {
      businessId: owner.businessId,
      actorClientUserId: null,
      action: 'team.suspended',
      details: { counts: { members: suspended.filter((member) => member.clientUserId).length, invitations } },
      createdAt: now,
    });
    await announceMembershipChange(executor, { businessId: owner.businessId });
  }
  return suspended.flatMap((member) => (member.clientUserId ? [member.clientUserId] : []));
}
