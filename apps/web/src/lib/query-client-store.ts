import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { isServerUnreachable, subscribeConnectivity } from './connectivity.ts';

/*
 * The app's one QueryClient, created on demand. /login renders without TanStack Query (first-screen budget:
 * ≤ 130 KB of gzipped JS), so the query library is loaded with the first lazy route, which waits for it
 * (see `lazyRoute` in app/router.tsx). Screens outside a lazy route must not use query hooks.
 */
let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;

// When the server answers again, what failed while it was gone is loaded again at once (issue 14).
subscribeConnectivity(() => {
  if (!isServerUnreachable()) void client?.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
});
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getLoadedQueryClient(): QueryClient | undefined {
  return client;
}

/** Installs a client (tests install a fresh one per test). */
export function setQueryClient(next: QueryClient): void {
  if (client === next) return;
  client?.unmount();
  client = next;
  // What QueryClientProvider would do: follow window focus and online events.
  next.mount();
  for (const listener of listeners) listener();
}

export function loadQueryClient(): Promise<QueryClient> {
  if (client) return Promise.resolve(client);
  loading ??= import('./query-client.ts').then(
    ({ createQueryClient }) => {
      if (!client) setQueryClient(createQueryClient());
      return client ?? createQueryClient();
    },
    (error: unknown) => {
      // A failed load is tried again by the next caller, not remembered.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export function useLoadedQueryClient(): QueryClient | undefined {
  return useSyncExternalStore(subscribe, getLoadedQueryClient, getLoadedQueryClient);
}
