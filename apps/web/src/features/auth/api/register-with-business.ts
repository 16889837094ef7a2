import type { AuthResponse, RegisterWithBusinessRequest } from '@mike/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /client-user/register-with-business: the password form or the SSO form (spec §7). */
export function registerWithBusiness(body: RegisterWithBusinessRequest): Promise<AuthResponse> {
  return apiRequest('registerWithBusiness', { body });
}

export function useRegisterWithBusiness() {
  return useMutation({ mutationFn: registerWithBusiness });
}
