import type { ErrorCode } from '@mike/contracts';
import type { ParseKeys } from 'i18next';
import { i18next } from './i18n.ts';
import { ApiError } from './api-error.ts';

type TranslationKey = ParseKeys<'translation'>;

/**
 * The one place that turns error codes into the spec's Spanish texts (spec §8). A code listed here wins over
 * the caller's fallback, because it names what went wrong more precisely than the action's generic failure.
 */
const ERROR_CODE_MESSAGES: Partial<Record<ErrorCode, TranslationKey>> = {
  USER_NOT_FOUND: 'toasts.userNotFound',
  PHONE_NOT_REGISTERED: 'toasts.phoneNotRegistered',
  PHONE_LOGIN_LOCKED: 'toasts.phoneLoginLocked',
  INVALID_CODE: 'toasts.invalidCode',
  CODE_ATTEMPTS_EXCEEDED: 'toasts.codeAttemptsExceeded',
  LOGIN_INTENT_EXPIRED: 'toasts.loginIntentExpired',
  BUSINESS_CLIENT_QUOTA: 'toasts.businessClientQuota',
  INVITATION_MEMBER_EXIST: 'toasts.invitationMemberExist',
  PHONE_ALREADY_REGISTERED: 'toasts.phoneAlreadyRegistered',
  INVITATION_USED: 'invitation.used',
  INVITATION_EXPIRED: 'invitation.expired',
  REPLY_PENDING: 'toasts.replyPending',
  MESSAGE_TOO_LONG: 'toasts.messageTooLong',
  NO_ACTIVE_PLAN: 'toasts.noActivePlan',
  EMAIL_VERIFICATION_INVALID: 'verifyEmail.invalid',
};

/** The Spanish sentence of an error code (`errors.codes`, one for every code of the contracts); undefined for a code this client does not know. */
export function getErrorCodeSentence(errorCode: string): string | undefined {
  const key = `errors.codes.${errorCode}`;
  return i18next.exists(key) ? i18next.t(key as TranslationKey) : undefined;
}

/**
 * The text to show for a failed action or load. No raw error code ever reaches the screen.
 * - a code with its own spec text gets that text;
 * - otherwise the action's own failure text (`fallbackKey`, which may use `{{reason}}`: the code's sentence);
 * - with no fallback: UNKNOWN_ERROR reads 'Error desconocido', another API error shows the server's Spanish
 *   message, a generic Error its message (spec §8).
 */
export function getErrorMessage(error: unknown, fallbackKey?: TranslationKey): string {
  const errorCode = error instanceof ApiError ? error.errorCode : 'UNKNOWN_ERROR';
  const mapped = ERROR_CODE_MESSAGES[errorCode as ErrorCode];
  if (mapped) return i18next.t(mapped);
  if (fallbackKey) return i18next.t(fallbackKey, { reason: getErrorCodeSentence(errorCode) ?? i18next.t('errors.unknown') });
  if (error instanceof ApiError) {
    return error.errorCode === 'UNKNOWN_ERROR' ? i18next.t('errors.unknown') : error.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return i18next.t('errors.generic');
}
