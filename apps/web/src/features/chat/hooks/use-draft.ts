import { useCallback, useState } from 'react';
import { useAuthState } from '../../../lib/auth-store.ts';
import { draftStorageKey, readDraft, writeDraft } from '../../../lib/drafts.ts';

/**
 * The text of the message box of one chat, kept per member and chat (lib/drafts.ts), so a reload or an expired
 * sign-in never loses what was typed. Read once when the chat's box mounts.
 */
export function useDraft(chatId: string | null): [string, (value: string) => void] {
  const { clientUser } = useAuthState();
  const key = clientUser ? draftStorageKey(clientUser.id, chatId) : null;
  const [value, setValue] = useState(() => readDraft(key));
  const update = useCallback(
    (next: string) => {
      setValue(next);
      writeDraft(key, next);
    },
    [key],
  );
  return [value, update];
}
