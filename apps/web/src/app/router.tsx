import type { ComponentType } from 'react';
import { createBrowserRouter, createPath, Navigate, type DataRouter, type RouteObject } from 'react-router';
import { PRIVACY_POLICY_PATH, TERMS_PATH } from './layouts/app-footer.tsx';
import { RedirectIfLoggedIn, RequireAuth } from './layouts/guards.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RootErrorBoundary, RootHydrateFallback, RootLayout } from './layouts/root-layout.tsx';
import { RouteErrorBoundary, retryingScreen } from './layouts/screen-errors.tsx';
import { LoginPage } from './routes/auth/login.tsx';
import { isChunkLoadError, loadChunk } from '../lib/chunk-load.ts';
import { loadQueryClient } from '../lib/query-client-store.ts';

/**
 * Code-splits a screen: only /login and the layouts it needs are in the first bundle. Every lazy screen also
 * waits for the QueryClient, so query hooks work in all of them. Code that cannot be loaded is retried (and a
 * replaced build reloads the page once, see lib/chunk-load.ts); if it still fails, the screen offers 'Reintentar'
 * and loads itself once the server answers again, without reloading the page (issue 14).
 */
let appRouter: DataRouter | undefined;

/** Reloads into the new build where the member was going: a screen's code loads before its address shows. */
function reloadIntoNewBuild(): void {
  const pending = appRouter?.state.navigation.location;
  if (pending) window.location.assign(createPath(pending));
  else window.location.reload();
}

function lazyComponent<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const loadScreen = async () => {
    const [module] = await Promise.all([loadChunk(load, reloadIntoNewBuild), loadChunk(loadQueryClient, reloadIntoNewBuild)]);
    return pick(module);
  };
  return async () => {
    try {
      return { Component: await loadScreen() };
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      return { Component: retryingScreen(loadScreen) };
    }
  };
}

/** Gives every screen (a route with a path, or an index) its own error boundary, inside its layout. */
function withScreenBoundaries(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    const children = route.children ? withScreenBoundaries(route.children) : undefined;
    const isScreen = route.index === true || (route.path !== undefined && route.path !== '*');
    const withBoundary = isScreen && !route.ErrorBoundary ? { ...route, ErrorBoundary: RouteErrorBoundary } : route;
    return (children ? { ...withBoundary, children } : withBoundary) as RouteObject;
  });
}

const newChat = lazyComponent(
  () => import('./routes/chat/new-chat.tsx'),
  (m) => m.NewChatPage,
);

/** Every route of spec §2, plus the two legal pages the footer links to and /verify-email (ADR 009). */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: RootHydrateFallback,
    children: withScreenBoundaries([
      {
        Component: PublicLayout,
        children: [
          {
            Component: RedirectIfLoggedIn,
            children: [
              { path: '/login', Component: LoginPage },
              {
                path: '/register',
                lazy: lazyComponent(
                  () => import('./routes/auth/register.tsx'),
                  (m) => m.RegisterPage,
                ),
              },
              {
                path: '/invitation',
                lazy: lazyComponent(
                  () => import('./routes/auth/invitation.tsx'),
                  (m) => m.InvitationPage,
                ),
              },
            ],
          },
          {
            path: '/reset-password',
            lazy: lazyComponent(
              () => import('./routes/auth/reset-password.tsx'),
              (m) => m.ResetPasswordPage,
            ),
          },
          {
            path: '/verify-email',
            lazy: lazyComponent(
              () => import('./routes/auth/verify-email.tsx'),
              (m) => m.VerifyEmailPage,
            ),
          },
          {
            path: PRIVACY_POLICY_PATH,
            lazy: lazyComponent(
              () => import('./routes/legal/privacy-policy.tsx'),
              (m) => m.PrivacyPolicyPage,
            ),
          },
          {
            path: TERMS_PATH,
            lazy: lazyComponent(
              () => import('./routes/legal/terms.tsx'),
              (m) => m.TermsPage,
            ),
          },
        ],
      },
      {
        Component: RequireAuth,
        children: [
          {
            lazy: lazyComponent(
              () => import('./layouts/app-layout.tsx'),
              (m) => m.AppLayout,
            ),
            children: [
              // Spec §2 conflict: buttons navigate to /chat, which the route table never defines; both serve it.
              { index: true, lazy: newChat },
              { path: '/chat', lazy: newChat },
              // Issue 14: every chat has its address.
              { path: '/chat/:id', lazy: newChat },
              {
                path: '/users',
                lazy: lazyComponent(
                  () => import('./routes/users/users.tsx'),
                  (m) => m.UsersPage,
                ),
              },
              {
                path: '/users/usage',
                lazy: lazyComponent(
                  () => import('./routes/users/usage.tsx'),
                  (m) => m.UsagePage,
                ),
              },
              {
                path: '/users/activity',
                lazy: lazyComponent(
                  () => import('./routes/users/activity.tsx'),
                  (m) => m.ActivityPage,
                ),
              },
              {
                path: '/profile',
                lazy: lazyComponent(
                  () => import('./routes/profile/profile.tsx'),
                  (m) => m.ProfilePage,
                ),
              },
              {
                path: '/historical',
                lazy: lazyComponent(
                  () => import('./routes/historical/historical.tsx'),
                  (m) => m.HistoricalPage,
                ),
              },
              {
                path: '/pricing',
                lazy: lazyComponent(
                  () => import('./routes/billing/pricing.tsx'),
                  (m) => m.PricingPage,
                ),
              },
              {
                path: '/choose-plan',
                lazy: lazyComponent(
                  () => import('./routes/billing/choose-plan.tsx'),
                  (m) => m.ChoosePlanPage,
                ),
              },
              {
                path: '/pending-payment',
                lazy: lazyComponent(
                  () => import('./routes/billing/pending-payment.tsx'),
                  (m) => m.PendingPaymentPage,
                ),
              },
              {
                path: '/success-payment',
                lazy: lazyComponent(
                  () => import('./routes/billing/success-payment.tsx'),
                  (m) => m.SuccessPaymentPage,
                ),
              },
              {
                path: '/cancelled-payment',
                lazy: lazyComponent(
                  () => import('./routes/billing/cancelled-payment.tsx'),
                  (m) => m.CancelledPaymentPage,
                ),
              },
              // The sandbox billing provider's checkout and portal (DESIGN.md §3; the API answers them only in sandbox mode).
              {
                path: '/sandbox/checkout/:sessionId',
                lazy: lazyComponent(
                  () => import('./routes/billing/sandbox-checkout.tsx'),
                  (m) => m.SandboxCheckoutPage,
                ),
              },
              {
                path: '/sandbox/portal',
                lazy: lazyComponent(
                  () => import('./routes/billing/sandbox-portal.tsx'),
                  (m) => m.SandboxPortalPage,
                ),
              },
              {
                path: '/new-user',
                lazy: lazyComponent(
                  () => import('./routes/onboarding/new-user.tsx'),
                  (m) => m.NewUserPage,
                ),
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ]),
  },
];

export function createAppRouter() {
  appRouter = createBrowserRouter(routes);
  return appRouter;
}
