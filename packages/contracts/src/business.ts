import { z } from 'zod';
import { ClientUserSchema } from './client-user.ts';
import { DateTimeSchema, EmailSchema, IdSchema, OkResponseSchema, PhoneSchema, requiredText } from './common.ts';

export const ROLES = ['OWNER', 'ADMINISTRATIVE', 'AGENT', 'DEVELOPER'] as const;
export const RolSchema = z.enum(ROLES);
export type Rol = z.infer<typeof RolSchema>;

/** Roles an invitation may give (spec §5: Agent or Administrator). */
export const InvitableRolSchema = z.enum(['AGENT', 'ADMINISTRATIVE']);
export type InvitableRol = z.infer<typeof InvitableRolSchema>;

export const MemberStatusSchema = z.enum(['ACTIVE', 'INVITED']);
export type MemberStatus = z.infer<typeof MemberStatusSchema>;

export const InvitedMemberDataSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});

export const MemberSchema = z.object({
  memberId: IdSchema,
  client: ClientUserSchema.optional(),
  status: MemberStatusSchema,
  rol: RolSchema,
  invitedMemberDataPreActivation: InvitedMemberDataSchema.optional(),
  /**
   * Made by an unverified registrant of the account its verified owner has since claimed: no access, and its
   * invitation unusable, until the OWNER confirms it (ADR 009). Absent means false.
   */
  suspended: z.boolean().optional(),
});
export type Member = z.infer<typeof MemberSchema>;

export const BusinessSchema = z.object({
  id: IdSchema,
  name: z.string(),
  creationDate: DateTimeSchema,
  /** Paid (or trial) seats; 0 means no plan. */
  memberAllowedQuantity: z.number().int().min(0),
  members: z.array(MemberSchema),
  /** Set during a trial, and kept after it ends with no plan (the banner then warns). */
  trialEndDate: DateTimeSchema.nullable().optional(),
});
export type Business = z.infer<typeof BusinessSchema>;

export const BusinessResponseSchema = z.object({ business: BusinessSchema });
export type BusinessResponse = z.infer<typeof BusinessResponseSchema>;

export const InviteRequestSchema = z.strictObject({
  email: EmailSchema,
  phone: PhoneSchema,
  name: requiredText(120),
  rol: InvitableRolSchema,
});
export type InviteRequest = z.infer<typeof InviteRequestSchema>;

export const RemoveUserRequestSchema = z.strictObject({ memberId: IdSchema });
export type RemoveUserRequest = z.infer<typeof RemoveUserRequestSchema>;

export const ConfirmMemberRequestSchema = z.strictObject({ memberId: IdSchema });
export type ConfirmMemberRequest = z.infer<typeof ConfirmMemberRequestSchema>;

/** A pending invitation as the members screen lists it (spec §3 'Invite'). */
export const InviteSchema = z.object({
  id: IdSchema,
  memberId: IdSchema,
  rol: RolSchema,
  email: z.string(),
  name: z.string(),
  phone: z.string(),
  /** Unusable until the OWNER confirms it (see Member.suspended). */
  suspended: z.boolean().optional(),
});
export type Invite = z.infer<typeof InviteSchema>;

export const InvitesResponseSchema = z.object({ invites: z.array(InviteSchema) });
export type InvitesResponse = z.infer<typeof InvitesResponseSchema>;

export const BusinessIdParamsSchema = z.strictObject({ businessId: IdSchema });
export const InviteParamsSchema = z.strictObject({ businessId: IdSchema, inviteId: IdSchema });
export const DeleteInviteResponseSchema = OkResponseSchema;

export const InvitationStatusSchema = z.enum(['PENDING', 'USED', 'EXPIRED']);
export type InvitationStatus = z.infer<typeof InvitationStatusSchema>;

export const InvitationSchema = z.object({
  id: IdSchema,
  status: InvitationStatusSchema,
  expirationDate: DateTimeSchema,
  businessName: z.string().optional(),
  memberId: IdSchema.optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  name: z.string().optional(),
  rol: RolSchema.optional(),
  domainEvents: z.array(z.unknown()),
});
export type Invitation = z.infer<typeof InvitationSchema>;

export const GetInvitationQuerySchema = z.strictObject({ invitationId: IdSchema });
export const InvitationResponseSchema = z.object({ invitation: InvitationSchema });
export type InvitationResponse = z.infer<typeof InvitationResponseSchema>;

export const UseInvitationRequestSchema = z.strictObject({
  invitationId: IdSchema,
  email: EmailSchema,
  password: z.string().max(512),
});
export type UseInvitationRequest = z.infer<typeof UseInvitationRequestSchema>;

export const UseInvitationWithSsoRequestSchema = z.strictObject({
  invitationId: IdSchema,
  tokenSso: requiredText(4096),
  ssoProvider: z.enum(['GOOGLE', 'LINKEDIN']),
});
export type UseInvitationWithSsoRequest = z.infer<typeof UseInvitationWithSsoRequestSchema>;

/** Spec §3 role labels. */
export const ROL_LABELS: Record<Rol, string> = {
  OWNER: 'Director',
  ADMINISTRATIVE: 'Administrativo',
  AGENT: 'Agente',
  DEVELOPER: 'Desarrollador',
};
