import type { AuthResponse, UseInvitationRequest } from '@mike/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /client-user/use-invitation: creates the invitee's account with a password and signs in. */
export function acceptInvitation(body: UseInvitationRequest): Promise<AuthResponse> {
  return apiRequest('useInvitation', { body });
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
