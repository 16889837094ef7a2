import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client.ts';
import { clearSession, getAuthState } from '../../../lib/auth-store.ts';
import { clearDrafts } from '../../../lib/drafts.ts';

/** POST /client-user/logout: revokes the session's token on the server. */
export async function logout(): Promise<void> {
  await apiRequest('logout', {});
}

/**
 * 'Salir' / 'Cerrar sesión': revoke the token, then forget the session here whatever the server answered
 * (a session the server already dropped must still end locally) and go to /login.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: async () => {
      // Signing out on purpose also forgets what was being typed (an expired session keeps it: ADR 028).
      const { clientUser } = getAuthState();
      if (clientUser) clearDrafts(clientUser.id);
      clearSession();
      queryClient.clear();
      await navigate('/login', { replace: true });
    },
  });
}
