import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useIsLoggedIn } from '../../lib/auth-store.ts';
import { clearSignInRedirect, getSignInRedirect } from '../../lib/sign-in-redirect.ts';

/**
 * Protected routes: an anonymous user goes to /login. It re-renders when the session is cleared (logout,
 * another tab, or a 401), so a revoked session leaves the page at once.
 */
export function RequireAuth() {
  return useIsLoggedIn() ? <Outlet /> : <Navigate to="/login" replace />;
}

/**
 * /login, /register, /invitation: a logged-in user goes to / (spec §2), or where the screen that just signed
 * them in asked (register → /new-user).
 */
export function RedirectIfLoggedIn() {
  const isLoggedIn = useIsLoggedIn();
  // Runs after <Navigate>'s own effect has read the destination: a later visit goes to / again.
  useEffect(() => {
    if (isLoggedIn) clearSignInRedirect();
  }, [isLoggedIn]);
  return isLoggedIn ? <Navigate to={getSignInRedirect()} replace /> : <Outlet />;
}
