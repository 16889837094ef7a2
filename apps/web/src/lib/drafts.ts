/*
 * What a member was typing, kept in localStorage per member and chat (issue 14, ADR 028): it survives a reload and
 * an expired sign-in, and goes when the member signs out on purpose ('Salir').
 */
const PREFIX = 'mike.draft';

/** Where one member's draft of one chat ('new': the new-chat box) is kept. */
export function draftStorageKey(clientUserId: string, chatId: string | null): string {
  return `${PREFIX}.${clientUserId}.${chatId ?? 'new'}`;
}

export function readDraft(key: string | null): string {
  if (!key) return '';
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

export function writeDraft(key: string | null, value: string): void {
  if (!key) return;
  try {
    if (value === '') localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the draft lives on in memory only.
  }
}

/** Forgets every draft of one member (on sign-out). */
export function clearDrafts(clientUserId: string): void {
  try {
    const prefix = `${PREFIX}.${clientUserId}.`;
    for (const key of Object.keys(localStorage)) if (key.startsWith(prefix)) localStorage.removeItem(key);
  } catch {
    // Nothing stored, or storage blocked.
  }
}
