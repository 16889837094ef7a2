import { z } from 'zod';

/** Every error code the server answers with (DESIGN.md §4). One list, used by both apps. */
export const SERVER_ERROR_CODES = [
  'VALIDATION_ERROR',
  'IDEMPOTENCY_KEY_REUSED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_UNAVAILABLE',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'INVALID_CREDENTIALS',
  'EMAIL_ALREADY_REGISTERED',
  'PHONE_ALREADY_REGISTERED',
  'WEAK_PASSWORD',
  'USER_NOT_FOUND',
  'SSO_NOT_CONFIGURED',
  'SSO_TOKEN_INVALID',
  'PHONE_NOT_REGISTERED',
  'PHONE_LOGIN_LOCKED',
  'INVALID_CODE',
  'CODE_ATTEMPTS_EXCEEDED',
  'LOGIN_INTENT_EXPIRED',
  'RESET_TOKEN_INVALID',
  'EMAIL_VERIFICATION_INVALID',
  'INVITATION_NOT_FOUND',
  'INVITATION_EXPIRED',
  'INVITATION_USED',
  'INVITATION_SUSPENDED',
  'EMAIL_NOT_VERIFIED',
  'BUSINESS_CLIENT_QUOTA',
  'INVITATION_MEMBER_EXIST',
  'CANNOT_REMOVE_OWNER',
  'CANNOT_REMOVE_SELF',
  'NO_ACTIVE_PLAN',
  'SEATS_BELOW_MEMBERS',
  'NO_SUBSCRIPTION',
  'BILLING_PROVIDER_ERROR',
  'BILLING_BUSY',
  'CARD_DECLINED',
  'CHECKOUT_SESSION_CLOSED',
  'REPLY_PENDING',
  'MESSAGE_TOO_LONG',
  'OWNER_MUST_HAND_OVER',
  'NOTHING_TO_RECTIFY',
] as const;

/** Codes only the client produces (spec §8). */
export const CLIENT_ERROR_CODES = ['UNKNOWN_ERROR'] as const;

export const ErrorCodeSchema = z.enum([...SERVER_ERROR_CODES, ...CLIENT_ERROR_CODES]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;
export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number];

/** The body of every error answer (spec §3). */
export const ErrorBodySchema = z.object({
  message: z.string(),
  errorCode: z.string(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
