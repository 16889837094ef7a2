import type { PasswordResetResetRequest } from '@mike/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /password-reset/reset: the link's token and email, and the new password. */
export async function resetPassword(body: PasswordResetResetRequest): Promise<void> {
  await apiRequest('passwordReset', { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
