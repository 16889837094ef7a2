import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/app.tsx';
import { routes } from '../app/router.tsx';
import { setSession } from '../lib/auth-store.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { setQueryClient } from '../lib/query-client-store.ts';
import { session } from './fixtures.ts';

export interface RenderAppOptions {
  /** Start signed in as the fixtures' owner user. */
  loggedIn?: boolean;
}

/** Renders the real app (routes, layouts, providers, query client) at `path`. */
export function renderApp(path: string, { loggedIn = false }: RenderAppOptions = {}) {
  if (loggedIn) setSession(session);
  const queryClient = createQueryClient();
  // No retries in tests: a failure should show at once.
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  setQueryClient(queryClient);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(<App router={router} />);
  return { ...view, router, user, queryClient, pathname: () => router.state.location.pathname };
}
