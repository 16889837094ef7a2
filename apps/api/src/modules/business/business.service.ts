import type { Business, Member, MemberStatus, Rol } from '@mike/contracts';
import type { Executor } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import * as repository from './business.repository.ts';

export const TRIAL_DAYS = 14;
export const TRIAL_SEATS = 3;

/** The caller's place in a business: what every tenant-scoped rule starts from. */
export interface Membership {
  businessId: string;
  memberId: string;
  rol: Rol;
  clientUserId: string;
}

/** Creates a business in trial (14 days, 3 seats) with its OWNER (DESIGN.md §5). */
export async function createBusinessWithOwner(
  executor: Executor,
  input: { name: string; clientUserId: string; now: Date },
): Promise<{ businessId: string }> {
  const business = await repository.insertBusiness(executor, {
    name: input.name,
    creationDate: input.now,
    memberAllowedQuantity: TRIAL_SEATS,
    trialEndDate: new Date(input.now.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000),
  });
  await repository.insertMember(executor, {
    businessId: business.id,
    clientUserId: input.clientUserId,
    status: 'ACTIVE',
    rol: 'OWNER',
    createdAt: input.now,
  });
  return { businessId: business.id };
}

/**
 * The status a member had, or has again once confirmed: a SUSPENDED member with an account had joined (ACTIVE),
 * one without had only been invited (ADR 009).
 */
export function statusBeforeSuspension(member: Pick<repository.MemberRow, 'status' | 'clientUserId'>): MemberStatus {
  if (member.status !== 'SUSPENDED') return member.status;
  return member.clientUserId ? 'ACTIVE' : 'INVITED';
}

/** Whether the user is an ACTIVE member of a business (accounts' sign-in asks it through `Tenancy`). */
export async function hasActiveMembership(executor: Executor, clientUserId: string): Promise<boolean> {
  const member = await repository.findMemberOfUser(executor, clientUserId);
  return member?.status === 'ACTIVE';
}

/** The business row, as billing reads it. */
export function findBusiness(executor: Executor, businessId: string): Promise<repository.BusinessRow | undefined> {
  return repository.findBusiness(executor, businessId);
}

/** The business row, locked until the transaction ends: serialises seat changes per business. */
export function lockBusiness(executor: Executor, businessId: string): Promise<repository.BusinessRow | undefined> {
  return repository.lockBusiness(executor, businessId);
}

/** Members holding a seat (ACTIVE and INVITED both take one). */
export function countSeatHolders(executor: Executor, businessId: string): Promise<number> {
  return repository.countSeatHolders(executor, businessId);
}

/** The ACTIVE membership of a client user, or FORBIDDEN when they belong to no business. */
export async function getMembership(executor: Executor, clientUserId: string): Promise<Membership> {
  const member = await repository.findMemberOfUser(executor, clientUserId);
  if (!member || member.status !== 'ACTIVE') throw new AppError('FORBIDDEN', 'No perteneces a ninguna empresa activa.');
  return { businessId: member.businessId, memberId: member.id, rol: member.rol, clientUserId };
}

/**
 * The seats a business has at `now` (DESIGN.md §5): a trial ends at its `trialEndDate`, not when the
 * trial job next runs, so a business past it reads as having 0 seats at once. The job only persists
 * what this already answers. A bought plan clears `trialEndDate`, so it is never cut short here.
 */
export function seatsAt(business: { memberAllowedQuantity: number; trialEndDate: Date | null }, now: Date): number {
  return business.trialEndDate !== null && business.trialEndDate.getTime() <= now.getTime() ? 0 : business.memberAllowedQuantity;
}

/** The business as the spec's entity, with its members; its seats as they are at `now`. */
export async function getBusinessView(executor: Executor, businessId: string, now: Date): Promise<Business> {
  const business = await repository.findBusiness(executor, businessId);
  if (!business) throw new AppError('NOT_FOUND');
  const rows = await repository.findMembersWithUsers(executor, businessId);
  const members: Member[] = rows.map(({ member, client }) => {
    const status = statusBeforeSuspension(member);
    return {
      memberId: member.id,
      status,
      rol: member.rol,
      ...(client ? { client: { id: client.id, email: client.email, phone: client.phone, name: client.name, emailVerified: client.emailVerifiedAt !== null } } : {}),
      ...(status === 'INVITED'
        ? { invitedMemberDataPreActivation: { name: member.invitedName ?? '', email: member.invitedEmail ?? '', phone: member.invitedPhone ?? '' } }
        : {}),
      ...(member.status === 'SUSPENDED' ? { suspended: true } : {}),
    };
  });
  return {
    id: business.id,
    name: business.name,
    creationDate: business.creationDate.toISOString(),
    memberAllowedQuantity: seatsAt(business, now),
    members,
    trialEndDate: business.trialEndDate ? business.trialEndDate.toISOString() : null,
  };
}

/** Roles that manage members and invites (DESIGN.md §5); DEVELOPER is treated as AGENT. */
const TEAM_MANAGERS: ReadonlySet<Rol> = new Set<Rol>(['OWNER', 'ADMINISTRATIVE']);

export function canManageTeam(rol: Rol): boolean {
  return TEAM_MANAGERS.has(rol);
}

/** FORBIDDEN unless the caller is the OWNER or an ADMINISTRATIVE. */
export function assertCanManageTeam(membership: Membership): void {
  if (!canManageTeam(membership.rol)) throw new AppError('FORBIDDEN', 'Solo el director o un administrativo pueden gestionar los usuarios.');
}

/** Chat, users and conversations need seats: NO_ACTIVE_PLAN while the business has none at `now` (DESIGN.md §5). */
export function assertActivePlan(business: { memberAllowedQuantity: number; trialEndDate: Date | null }, now: Date): void {
  if (seatsAt(business, now) <= 0) throw new AppError('NO_ACTIVE_PLAN');
}

/**
 * A business named by the caller (a path parameter) must be their own; any other answers 404,
 * never 403, so ids of other tenants reveal nothing (DESIGN.md §5, SECURITY.md #11).
 */
export function assertOwnBusiness(membership: Membership, businessId: string): void {
  if (membership.businessId !== businessId) throw new AppError('NOT_FOUND', 'Empresa no encontrada.');
}
