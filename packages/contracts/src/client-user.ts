import { z } from 'zod';
import {
  DateTimeSchema,
  EmailSchema,
  IdSchema,
  OkResponseSchema,
  PasswordSchema,
  PhoneSchema,
  SsoProviderSchema,
  requiredText,
} from './common.ts';

export const ClientUserSchema = z.object({
  id: IdSchema,
  email: z.string(),
  phone: z.string(),
  name: z.string(),
});
export type ClientUser = z.infer<typeof ClientUserSchema>;

export const AuthResponseSchema = z.object({
  clientUser: ClientUserSchema,
  token: z.string(),
});
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const RegisterWithPasswordRequestSchema = z.strictObject({
  businessName: requiredText(120),
  clientEmail: EmailSchema,
  clientPhone: PhoneSchema,
  clientName: requiredText(120),
  clientPassword: PasswordSchema,
});

export const RegisterWithSsoRequestSchema = z.strictObject({
  businessName: requiredText(120),
  clientPhone: PhoneSchema,
  clientName: requiredText(120),
  /** One reading of the spec sends it with SSO too; it is accepted and ignored. */
  clientPassword: z.string().max(512).optional(),
  clientSsoProvider: SsoProviderSchema,
  clientAuthToken: requiredText(4096),
});

/** `client-user/register-with-business`: the password form or the SSO form. */
export const RegisterWithBusinessRequestSchema = z.union([
  RegisterWithPasswordRequestSchema,
  RegisterWithSsoRequestSchema,
]);
export type RegisterWithBusinessRequest = z.infer<typeof RegisterWithBusinessRequestSchema>;

export const LoginWithPasswordRequestSchema = z.strictObject({
  email: z.string().trim().max(254).transform((value) => value.toLowerCase()),
  password: z.string().max(512),
});
export type LoginWithPasswordRequest = z.infer<typeof LoginWithPasswordRequestSchema>;

export const LoginWithSsoRequestSchema = z.strictObject({
  tokenSso: requiredText(4096),
});
export type LoginWithSsoRequest = z.infer<typeof LoginWithSsoRequestSchema>;

export const LoginIntentSchema = z.object({
  id: IdSchema,
  creationDate: DateTimeSchema,
  useTrials: z.number().int(),
});
export type LoginIntent = z.infer<typeof LoginIntentSchema>;

export const AgentLoginIntentRequestSchema = z.strictObject({
  phone: PhoneSchema,
});
export type AgentLoginIntentRequest = z.infer<typeof AgentLoginIntentRequestSchema>;

export const AgentLoginIntentResponseSchema = z.object({
  loginIntent: LoginIntentSchema,
});

export const VERIFICATION_CODE_LENGTH = 4;
export const AgentLoginRequestSchema = z.strictObject({
  intentId: IdSchema,
  code: z.string().regex(/^[0-9]{4}$/, { error: 'El código son 4 dígitos' }),
});
export type AgentLoginRequest = z.infer<typeof AgentLoginRequestSchema>;

export const PasswordResetRequestSchema = z.strictObject({
  email: EmailSchema,
});
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

export const PasswordResetResetRequestSchema = z.strictObject({
  token: requiredText(512),
  email: EmailSchema,
  newPassword: PasswordSchema,
});
export type PasswordResetResetRequest = z.infer<typeof PasswordResetResetRequestSchema>;

export const PasswordResetResponseSchema = OkResponseSchema;
export const LogoutResponseSchema = OkResponseSchema;

/** Where an SSO round trip returns to, and what it is for. */
export const SsoStartQuerySchema = z.strictObject({
  /** The SPA page that started the flow: it receives `?callback_provider=` and `#tokenSso=`. */
  returnTo: z.enum(['/login', '/register', '/invitation']).default('/login'),
  invitationId: IdSchema.optional(),
});
export type SsoStartQuery = z.infer<typeof SsoStartQuerySchema>;

/** Spec §3: registration draft kept by the register screen. */
export const RegistrationDraftSchema = z.object({
  step: z.number().int().min(1).default(1),
  ssoProvider: SsoProviderSchema.nullable().optional(),
  ssoToken: z.string().nullable().optional(),
  email: z.string().default(''),
  password: z.string().default(''),
  phone: z.string().default(''),
  name: z.string().default(''),
  businessName: z.string().default(''),
});
export type RegistrationDraft = z.infer<typeof RegistrationDraftSchema>;

/** Spec §3: invitation draft kept by the invitation screen. */
export const InvitationDraftSchema = z.object({
  ssoProvider: SsoProviderSchema.nullable().optional(),
  ssoToken: z.string().nullable().optional(),
});
export type InvitationDraft = z.infer<typeof InvitationDraftSchema>;
