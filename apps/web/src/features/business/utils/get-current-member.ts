import type { Business, Member } from '@mike/contracts';

/** The member of `business` that is the signed-in user (matched by `member.client.id`), if any. */
export function getCurrentMember(business: Business | undefined, clientUserId: string | undefined): Member | undefined {
  if (!business || !clientUserId) return undefined;
  return business.members.find((member) => member.client?.id === clientUserId);
}

