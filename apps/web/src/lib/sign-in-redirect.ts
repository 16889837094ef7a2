/*
 * Where the public-route guard sends a user who has just signed in. '/' by default (spec §2); a screen that
 * signs a user in and must land elsewhere (register → /new-user, spec §4) says so before storing the session.
 * The guard, not the screen, navigates: two navigations started by the same sign-in would race.
 */
let pendingPath: string | null = null;

export function setSignInRedirect(path: string): void {
  pendingPath = path;
}

export function getSignInRedirect(): string {
  return pendingPath ?? '/';
}

export function clearSignInRedirect(): void {
  pendingPath = null;
}
