import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { Invite, Member, MemberStatus, Rol } from '@mike/contracts';

interface RowPerson {
  /** Stable React key. */
  key: string;
  name: string;
  email: string;
  phone: string;
  rol: Rol;
  status: MemberStatus;
  /** Made before the owner verified the account: waits for the OWNER to confirm it (ADR 009). */
  suspended: boolean;
}

/** A member who is not behind a pending invitation: 'Eliminar' expels them (remove-user). */
export interface MemberRow extends RowPerson {
  kind: 'member';
  memberId: string;
  isCurrentUser: boolean;
  /** The OWNER and oneself cannot be expelled (the server refuses with CANNOT_REMOVE_*). */
  canRemove: boolean;
}

/** A pending invitation: 'Eliminar' cancels it (delete invite). */
export interface InviteRow extends RowPerson {
  kind: 'invite';
  inviteId: string;
  /** The member behind the invitation: what 'Confirmar' confirms. */
  memberId: string;
}

export type TeamRow = MemberRow | InviteRow;

/**
 * The members screen's one list. An invitation creates an INVITED member too (DESIGN.md §5), so a member with a
 * pending invitation is shown once, as the invitation: cancelling it is what frees the seat and kills the link.
 * An INVITED member without one (its invitation expired) stays a member row that can be expelled.
 */
export function buildTeamRows(members: Member[], invites: Invite[], currentClientUserId: string | undefined): TeamRow[] {
  const invitesByMember = new Map(invites.map((invite) => [invite.memberId, invite]));
  const rows: TeamRow[] = members.map((member) => {
    const invite = invitesByMember.get(member.memberId);
    invitesByMember.delete(member.memberId);
    if (invite) return toInviteRow(invite);
    const person = member.client ?? member.invitedMemberDataPreActivation;
    const isCurrentUser = currentClientUserId !== undefined && member.client?.id === currentClientUserId;
    return {
      kind: 'member',
      key: `member-${member.memberId}`,
      memberId: member.memberId,
      name: person?.name ?? '',
      email: person?.email ?? '',
      phone: person?.phone ?? '',
      rol: member.rol,
      status: member.status,
      suspended: member.suspended === true,
      isCurrentUser,
      canRemove: member.rol !== 'OWNER' && !isCurrentUser,
    };
  });
  // An invitation the business answer does not know yet (the two lists load separately).
  for (const invite of invitesByMember.values()) rows.push(toInviteRow(invite));
  return rows;
}

function toInviteRow(invite: Invite): InviteRow {
  return {
    kind: 'invite',
    key: `invite-${invite.id}`,
    inviteId: invite.id,
    memberId: invite.memberId,
    name: invite.name,
    email: invite.email,
    phone: invite.phone,
    rol: invite.rol,
    status: 'INVITED',
    suspended: invite.suspended === true,
  };
}

/**
 * Phones are stored as digits with the country code (spec §5): shown the international way, grouped as the
 * country writes them ('+34 612 34 56 78'); a number libphonenumber cannot read keeps its digits after '+'.
 */
export function formatPhone(phone: string): string {
  if (phone === '') return '';
  return parsePhoneNumberFromString(`+${phone}`)?.formatInternational() ?? `+${phone}`;
}
