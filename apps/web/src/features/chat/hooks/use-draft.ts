import { useCallback, useState } from 'react';
import { useAuthState } from '../../../lib/auth-store.ts';

const PREFIX = 'mike.draft';

/** Where one member's draft of one chat ('new': the new-chat box) is kept. */
export function draftStorageKey(clientUserId: string, chatId: string | null): string {
  return `${PREFIX}.${clientUserId}.${chatId ?? 'new'}`;
}

function read(key: string | null): string {
  if (!key) return '';
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function write(key: string | null, value: string): void {
  if (!key) return;
  try {
    if (value === '') localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the draft lives on in memory only.
  }
}

/**
 * The text of the message box of one chat, kept in localStorage per member and chat (issue 14), so a reload or an
 * expired sign-in never loses what was typed. Read once when the chat's box mounts.
 */
export function useDraft(chatId: string | null): [string, (value: string) => void] {
  const { clientUser } = useAuthState();
  const key = clientUser ? draftStorageKey(clientUser.id, chatId) : null;
  const [value, setValue] = useState(() => read(key));
  const update = useCallback(
    (next: string) => {
      setValue(next);
      write(key, next);
    },
    [key],
  );
  return [value, update];
}
