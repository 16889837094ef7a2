import { apiRoutes, type SsoProvider, type SsoStartQuery } from '@mike/contracts';
import { z } from 'zod';
import { env } from '../../../config/env.ts';
import { buildApiUrl, getApiBaseUrl } from '../../../lib/api-client.ts';
import { ApiError, createUnknownError } from '../../../lib/api-error.ts';

/*
 * GET /api/auth/sso/:provider/start (DESIGN.md §4–5, `apiRoutes.startSso`). Called with the browser's cookies (its
 * answer sets the round trip's cookie), so not through `apiRequest`. This module pulls in zod: import it
 * dynamically, never from /login's first bundle.
 */
const { startSso: route } = apiRoutes;
const ErrorBodySchema = z.object({ message: z.string(), errorCode: z.string() });

export type StartSsoOptions = { returnTo: SsoStartQuery['returnTo']; invitationId?: string };

/** Asks the API where to send the browser to sign in with the provider. */
export async function startSso(provider: SsoProvider, { returnTo, invitationId }: StartSsoOptions): Promise<string> {
  const url = buildApiUrl(getApiBaseUrl(env.VITE_API_URL), route.path, { provider }, {
    returnTo,
    invitationId,
  });
  let response: Response;
  let json: unknown;
  try {
    // The answer sets the round trip's cookie (state, PKCE) that the provider's callback must carry back.
    response = await fetch(url, { headers: { Accept: 'application/json' }, credentials: 'include' });
    json = await response.json();
  } catch {
    throw createUnknownError();
  }
  if (!response.ok) {
    const error = ErrorBodySchema.safeParse(json);
    if (error.success) throw new ApiError(error.data.message, error.data.errorCode, response.status);
    throw createUnknownError(response.status);
  }
  const parsed = route.response.safeParse(json);
  if (!parsed.success) throw createUnknownError(response.status);
  return parsed.data.authorizationUrl;
}
