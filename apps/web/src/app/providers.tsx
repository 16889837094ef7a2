import { QueryClientContext } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { AppToastContainer } from '../components/ui/toast.tsx';
import { getAuthState, subscribeAuth } from '../lib/auth-store.ts';
import { getLoadedQueryClient, useLoadedQueryClient } from '../lib/query-client-store.ts';

/**
 * The app's providers. The QueryClient arrives with the first lazy route (see lib/query-client-store.ts); the
 * context is provided directly so that its arrival does not remount the tree.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const queryClient = useLoadedQueryClient();

  // When the session ends (logout, 401, another tab) no cached data of that user may outlive it.
  useEffect(
    () =>
      subscribeAuth(() => {
        if (getAuthState().token === null) getLoadedQueryClient()?.clear();
      }),
    [],
  );

  return (
    <QueryClientContext.Provider value={queryClient}>
      {children}
      <AppToastContainer />
    </QueryClientContext.Provider>
  );
}
