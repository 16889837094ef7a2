import type { AuthResponse, LoginWithPasswordRequest } from '@mike/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /client-user/login-with-password. A plain fetcher: /login renders without TanStack Query. */
export function loginWithPassword(body: LoginWithPasswordRequest): Promise<AuthResponse> {
  return apiRequest('loginWithPassword', { body });
}
