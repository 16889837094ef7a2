import { buildApiUrl, getApiBaseUrl } from './api-client.ts';
import { ApiError, createUnknownError } from './api-error.ts';
import { getAuthState } from './auth-store.ts';

/** Hands a file to the browser as a download. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The file name the server gives in `content-disposition`, or `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  return /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
}

/**
 * Downloads a file the API answers to a signed-in member (a browser route: an invoice, a memo, their data). It is
 * not JSON, so it is fetched here with the session's bearer token (a plain link could not send it) and handed to the
 * browser as a file, named as the server says (`fallbackName` otherwise). A refusal throws its `{ message, errorCode }`.
 */
export async function downloadFile(path: string, params: Record<string, unknown> | undefined, fallbackName: string): Promise<void> {
  const { env } = await import('./api-runtime.ts');
  const { token } = getAuthState();
  const response = await fetch(buildApiUrl(getApiBaseUrl(env.VITE_API_URL), path, params), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  }).catch(() => {
    throw createUnknownError();
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string; errorCode?: string } | null;
    if (body?.errorCode) throw new ApiError(body.message ?? '', body.errorCode, response.status);
    throw createUnknownError(response.status);
  }
  downloadBlob(fileNameOf(response, fallbackName), await response.blob());
}
