import type { AuthResponse, UseInvitationWithSsoRequest } from '@mike/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /client-user/use-invitation-with-sso: the token the SSO callback left in the URL fragment. */
export function acceptInvitationWithSso(body: UseInvitationWithSsoRequest): Promise<AuthResponse> {
  return apiRequest('useInvitationWithSso', { body });
}

export function useAcceptInvitationWithSso() {
  return useMutation({ mutationFn: acceptInvitationWithSso });
}
