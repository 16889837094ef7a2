import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /password-reset/request: always answers ok, whether the email is registered or not. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest('passwordResetRequest', { body: { email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
