import { describe, expect, it } from 'vitest';
import { ownerUser, session } from '../test/fixtures.ts';
import {
  AUTH_STORAGE_KEY,
  clearSession,
  getAuthState,
  isLoggedIn,
  readStoredAuthState,
  reloadAuthState,
  setSession,
} from './auth-store.ts';

describe('auth store', () => {
  it('persists the session under authState', () => {
    setSession(session);

    expect(isLoggedIn()).toBe(true);
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null')).toEqual({
      token: session.token,
      clientUser: ownerUser,
    });
  });

  it('turns stored ISO date strings back into Date objects on load', () => {
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ token: 'abc', clientUser: { ...ownerUser, lastLoginDate: '2025-03-01T10:15:00.000Z' } }),
    );

    reloadAuthState();

    const { token, clientUser } = getAuthState();
    expect(token).toBe('abc');
    const lastLoginDate = (clientUser as unknown as { lastLoginDate: unknown }).lastLoginDate;
    expect(lastLoginDate).toBeInstanceOf(Date);
    expect((lastLoginDate as Date).toISOString()).toBe('2025-03-01T10:15:00.000Z');
    expect(clientUser?.name).toBe(ownerUser.name);
  });

  it('logged in means a token is present', () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token: null, clientUser: ownerUser }));
    expect(readStoredAuthState().token).toBeNull();

    localStorage.setItem(AUTH_STORAGE_KEY, '{not json');
    expect(readStoredAuthState()).toEqual({ token: null, clientUser: null });
  });

  it('logout clears the memory state and the storage', () => {
    setSession(session);

    clearSession();

    expect(isLoggedIn()).toBe(false);
    expect(getAuthState()).toEqual({ token: null, clientUser: null });
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });
});
