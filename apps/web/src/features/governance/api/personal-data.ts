import { PERSONAL_DATA_EXPORT_PATH } from '@mike/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, getApiBaseUrl } from '../../../lib/api-client.ts';
import { ApiError, createUnknownError } from '../../../lib/api-error.ts';
import { clearSession, getAuthState } from '../../../lib/auth-store.ts';
import { downloadBlob } from '../utils/download.ts';

/** The file name the server gives in `content-disposition`, or a default. */
function fileNameOf(response: Response): string {
  return /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'mike-datos.zip';
}

/**
 * GET /client-user/export: the member's data as a ZIP, fetched with the bearer token (a plain link could not
 * send it) and handed to the browser as a download.
 */
export async function downloadPersonalData(): Promise<void> {
  const { env } = await import('../../../lib/api-runtime.ts');
  const { token } = getAuthState();
  const response = await fetch(`${getApiBaseUrl(env.VITE_API_URL)}${PERSONAL_DATA_EXPORT_PATH}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  }).catch(() => {
    throw createUnknownError();
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string; errorCode?: string } | null;
    if (body?.errorCode) throw new ApiError(body.message ?? '', body.errorCode, response.status);
    throw createUnknownError(response.status);
  }
  downloadBlob(fileNameOf(response), await response.blob());
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
