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
  /**
   * Whether the person proved they own the email (a link sent to it, an SSO provider that verified it, or an
   * invitation sent to it). Not in the spec's shape, so optional: an absent value reads as verified.
   */
  emailVerified: z.boolean().optional(),
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

export const LoginWithSsoRequestSchema = z.strictObject({ tokenSso: requiredText(4096) });
export type LoginWithSsoRequest = z.infer<typeof LoginWithSsoRequestSchema>;

export const LoginIntentSchema = z.object({
  id: IdSchema,
  creationDate: DateTimeSchema,
  useTrials: z.number().int(),
});
export type LoginIntent = z.infer<typeof LoginIntentSchema>;

export const AgentLoginIntentRequestSchema = z.strictObject({ phone: PhoneSchema });
export type AgentLoginIntentRequest = z.infer<typeof AgentLoginIntentRequestSchema>;

export const AgentLoginIntentResponseSchema = z.object({ loginIntent: LoginIntentSchema });

export const VERIFICATION_CODE_LENGTH = 4;
export const AgentLoginRequestSchema = z.strictObject({
  intentId: IdSchema,
  code: z.string().regex(/^[0-9]{4}$/, { error: 'El código son 4 dígitos' }),
});
export type AgentLoginRequest = z.infer<typeof AgentLoginRequestSchema>;

export const PasswordResetRequestSchema = z.strictObject({ email: EmailSchema });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

export const PasswordResetResetRequestSchema = z.strictObject({
  token: requiredText(512),
  email: EmailSchema,
  newPassword: PasswordSchema,
});
export type PasswordResetResetRequest = z.infer<typeof PasswordResetResetRequestSchema>;

export const PasswordResetResponseSchema = OkResponseSchema;

/** `client-user/verify-email`: the token of the link sent to the account's email. */
export const VerifyEmailRequestSchema = z.strictObject({ token: requiredText(512) });
export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequestSchema>;

export const VerifyEmailResponseSchema = z.object({
  ok: z.literal(true),
  /** Whose email it was, so a signed-in client can tell whether it was its own. */
  clientUserId: IdSchema,
});
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponseSchema>;

/** `client-user/resend-email-verification`: `emailVerified: true` when there was nothing to send. */
export const ResendEmailVerificationResponseSchema = z.object({
  ok: z.literal(true),
  emailVerified: z.boolean(),
});
export type ResendEmailVerificationResponse = z.infer<typeof ResendEmailVerificationResponseSchema>;
export const LogoutResponseSchema = OkResponseSchema;

/** Where an SSO round trip returns to, and what it is for. */
export const SsoStartQuerySchema = z.strictObject({
  /** The SPA page that started the flow: it receives `?callback_provider=` and `#tokenSso=`. */
  returnTo: z.enum(['/login', '/register', '/invitation']).default('/login'),
  invitationId: IdSchema.optional(),
});
export type SsoStartQuery = z.infer<typeof SsoStartQuerySchema>;

export const SsoParamsSchema = z.strictObject({ provider: SsoProviderSchema });
export const SsoStartResponseSchema = z.object({ authorizationUrl: z.url().describe('Where the SPA sends the browser (window.location.assign).') });
export type SsoStartResponse = z.infer<typeof SsoStartResponseSchema>;

/** Whatever the provider sends back to the SSO callback; openid-client validates it (a repeated parameter is refused there). */
const ssoCallbackValue = z.union([z.string(), z.array(z.string())]).optional();
export const SsoCallbackQuerySchema = z.looseObject({ code: ssoCallbackValue, state: ssoCallbackValue, error: ssoCallbackValue, iss: ssoCallbackValue });

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
