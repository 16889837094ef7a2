import { describe, expect, it } from 'vitest';
import { buildMember, otherUser, ownerUser } from '../../../test/fixtures.ts';
import { buildTeamRows , formatPhone } from './team-rows.ts';

const invitedData = { name: 'Marta García', email: 'marta@inmobiliariasol.es', phone: '34600555666' };

describe('buildTeamRows', () => {
  it('shows a member behind a pending invitation once, as the invitation', () => {
    const invited = buildMember(otherUser, 'AGENT', { client: undefined, status: 'INVITED', invitedMemberDataPreActivation: invitedData });
    const invite = { id: crypto.randomUUID(), memberId: invited.memberId, rol: 'AGENT' as const, ...invitedData };

    const rows = buildTeamRows([buildMember(ownerUser, 'OWNER'), invited], [invite], ownerUser.id);

    expect(rows.map((row) => [row.kind, row.name, row.status])).toEqual([
      ['member', 'Lucía Martín', 'ACTIVE'],
      ['invite', 'Marta García', 'INVITED'],
    ]);
  });

  it('keeps an INVITED member without an invitation as an expellable member, and lists an invitation not yet in the business', () => {
    const invited = buildMember(otherUser, 'AGENT', { client: undefined, status: 'INVITED', invitedMemberDataPreActivation: invitedData });
    const newer = { id: crypto.randomUUID(), memberId: crypto.randomUUID(), rol: 'ADMINISTRATIVE' as const, name: 'Ana López', email: 'ana@inmobiliariasol.es', phone: '34600777888' };

    const rows = buildTeamRows([invited], [newer], ownerUser.id);

    expect(rows[0]).toMatchObject({ kind: 'member', name: 'Marta García', status: 'INVITED', canRemove: true });
    expect(rows[1]).toMatchObject({ kind: 'invite', name: 'Ana López' });
  });

  it('never lets the OWNER or oneself be expelled', () => {
    const rows = buildTeamRows([buildMember(ownerUser, 'ADMINISTRATIVE'), buildMember(otherUser, 'OWNER')], [], ownerUser.id);

    expect(rows).toMatchObject([
      { isCurrentUser: true, canRemove: false },
      { isCurrentUser: false, canRemove: false },
    ]);
  });
});

describe('#15 formatPhone', () => {
  it.each([
    ['34612345678', '+34 612 34 56 78'],
    ['447911123456', '+44 7911 123456'],
    ['999', '+999'],
    ['', ''],
  ])('%s reads %s', (digits, shown) => {
    expect(formatPhone(digits)).toBe(shown);
  });
});
