import type { VerifyEmailResponse } from '@mike/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /client-user/verify-email: spends the link's token and marks its owner's email as verified. */
export function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  return apiRequest('verifyEmail', { body: { token } });
}

/**
 * Run once per token when /verify-email opens: a query, so a second mount (StrictMode, a re-render) shares the
 * one call instead of spending the single-use token twice.
 */
export function getVerifyEmailQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['verify-email', token] as const,
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export function useVerifyEmail(token: string) {
  return useQuery(getVerifyEmailQueryOptions(token));
}
