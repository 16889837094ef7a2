import type { QueryClient } from '@tanstack/react-query';
import { businessQueryKey } from '../api/get-business.ts';
import { invitesQueryKey } from '../api/get-invites.ts';

/** After a change to the team: both lists the members screen shows are fetched again. */
export function invalidateTeam(queryClient: QueryClient, businessId: string): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: businessQueryKey }),
    queryClient.invalidateQueries({ queryKey: invitesQueryKey(businessId) }),
  ]).then(() => undefined);
}
