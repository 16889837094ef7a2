import { QueryClient } from '@tanstack/react-query';
import { ApiError, isUnreachableError } from './api-error.ts';

const MAX_RETRIES = 2;
/** While the server is unreachable a query keeps trying, with TanStack's growing delay (1 s, 2 s … 30 s): about 4 minutes. */
const MAX_UNREACHABLE_RETRIES = 10;

/** A 4xx (or a success that failed its shape check) will fail the same way again: only retry the rest. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isUnreachableError(error)) return failureCount < MAX_UNREACHABLE_RETRIES;
  if (error instanceof ApiError && error.status >= 200 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
