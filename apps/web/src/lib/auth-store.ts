import { useSyncExternalStore } from 'react';
import type { ClientUser } from '@mike/contracts';

/** The session kept in the browser (spec §3 'Auth state'). Logged in means a token is present. */
export interface AuthState {
  token: string | null;
  clientUser: ClientUser | null;
}

export const AUTH_STORAGE_KEY = 'authState';

const LOGGED_OUT: AuthState = { token: null, clientUser: null };

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

/** JSON reviver: stored ISO date strings come back as Date objects (spec §3). */
export function reviveDates(_key: string, value: unknown): unknown {
  if (typeof value === 'string' && ISO_DATE_TIME.test(value)) {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return date;
  }
  return value;
}

/** Reads the persisted session; anything unreadable counts as logged out. */
export function readStoredAuthState(storage: Storage | undefined = globalThis.localStorage): AuthState {
  try {
    const raw = storage?.getItem(AUTH_STORAGE_KEY);
    if (!raw) return LOGGED_OUT;
    const parsed: unknown = JSON.parse(raw, reviveDates);
    if (typeof parsed !== 'object' || parsed === null) return LOGGED_OUT;
    const { token, clientUser } = parsed as Record<string, unknown>;
    if (typeof token !== 'string' || token === '') return LOGGED_OUT;
    // The stored user was written here from a contract-checked response; only its presence is checked, so
    // the first screen does not need zod.
    const isUser = typeof clientUser === 'object' && clientUser !== null && typeof (clientUser as ClientUser).id === 'string';
    return { token, clientUser: isUser ? (clientUser as ClientUser) : null };
  } catch {
    return LOGGED_OUT;
  }
}

let state: AuthState = readStoredAuthState();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function persist(next: AuthState): void {
  try {
    if (next.token) localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(next));
    else localStorage.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // Storage can be full or disabled (private mode): the session still lives in memory.
  }
}

export function getAuthState(): AuthState {
  return state;
}

export function isLoggedIn(): boolean {
  return state.token !== null;
}

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stores the session returned by a sign-in call. */
export function setSession(session: { token: string; clientUser: ClientUser }): void {
  state = { token: session.token, clientUser: session.clientUser };
  persist(state);
  emit();
}

/** The signed-in user proved their email (the verification link, here or elsewhere): the banner goes. */
export function markEmailVerified(clientUserId: string): void {
  if (!state.token || !state.clientUser || state.clientUser.id !== clientUserId || state.clientUser.emailVerified !== false) return;
  state = { token: state.token, clientUser: { ...state.clientUser, emailVerified: true } };
  persist(state);
  emit();
}

/** Logs out locally: also what the API client calls when the server answers 401. */
export function clearSession(): void {
  if (state.token === null && state.clientUser === null) return;
  state = LOGGED_OUT;
  persist(state);
  emit();
}

/** Re-reads storage: used when another tab changes the session, and by tests. */
export function reloadAuthState(): void {
  state = readStoredAuthState();
  emit();
}

if (typeof window !== 'undefined') {
  // A logout or login in another tab applies here too.
  window.addEventListener('storage', (event) => {
    if (event.key === AUTH_STORAGE_KEY || event.key === null) reloadAuthState();
  });
}

export function useAuthState(): AuthState {
  return useSyncExternalStore(subscribeAuth, getAuthState, getAuthState);
}

export function useIsLoggedIn(): boolean {
  return useAuthState().token !== null;
}
