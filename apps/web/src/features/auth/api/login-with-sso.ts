import type { AuthResponse } from '@mike/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /client-user/login-with-sso: exchanges the token the SSO callback left in the URL fragment. */
export function loginWithSso(tokenSso: string): Promise<AuthResponse> {
  return apiRequest('loginWithSso', { body: { tokenSso } });
}
