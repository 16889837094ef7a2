import type { ResendEmailVerificationResponse } from '@mike/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /client-user/resend-email-verification: a new link to the signed-in user's email ('Reenviar'). */
export function resendEmailVerification(): Promise<ResendEmailVerificationResponse> {
  return apiRequest('resendEmailVerification', {});
}

export function useResendEmailVerification() {
  return useMutation({ mutationFn: resendEmailVerification });
}
