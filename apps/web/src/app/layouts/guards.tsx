import { Navigate, Outlet } from 'react-router';
import { useIsLoggedIn } from '../../lib/auth-store.ts';

/**
 * Protected routes: an anonymous user goes to /login. It re-renders when the session is cleared (logout,
 * another tab, or a 401), so a revoked session leaves the page at once.
 */
export function RequireAuth() {
  return useIsLoggedIn() ? <Outlet /> : <Navigate to="/login" replace />;
}

/** /login, /register, /invitation: a logged-in user goes to / (spec §2). */
export function RedirectIfLoggedIn() {
  return useIsLoggedIn() ? <Navigate to="/" replace /> : <Outlet />;
}
