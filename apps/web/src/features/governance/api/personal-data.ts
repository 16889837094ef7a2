import { PERSONAL_DATA_EXPORT_PATH } from '@mike/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { clearSession } from '../../../lib/auth-store.ts';
import { downloadFile } from '../../../lib/download-file.ts';

/** GET /client-user/export: the member's data as a ZIP download. */
export function downloadPersonalData(): Promise<void> {
  return downloadFile(PERSONAL_DATA_EXPORT_PATH, undefined, 'mike-datos.zip');
}

export function useDownloadPersonalData() {
  return useMutation({ mutationFn: downloadPersonalData });
}

/** POST /client-user/delete: the account goes; so does the session here. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: () => apiRequest('deleteAccount', { body: {} }),
    onSuccess: () => clearSession(),
  });
}
