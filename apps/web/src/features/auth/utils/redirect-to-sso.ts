import type { SsoProvider } from '@mike/contracts';
import { notify } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { i18next } from '../../../lib/i18n.ts';
import type { StartSsoOptions } from '../api/start-sso.ts';
import { browserLocation } from './browser-location.ts';
import { SSO_PROVIDER_NAMES } from './sso-callback.ts';

/**
 * A Google or LinkedIn button: asks the API for the provider's address and leaves for it. Resolves false
 * (after a toast) when the flow could not start.
 */
export async function redirectToSso(provider: SsoProvider, options: StartSsoOptions): Promise<boolean> {
  try {
    // Loaded on click: the call's schema needs zod, which /login's first bundle does not carry.
    const { startSso } = await import('../api/start-sso.ts');
    const authorizationUrl = await startSso(provider, options);
    browserLocation.assign(authorizationUrl);
    return true;
  } catch (error) {
    const name = SSO_PROVIDER_NAMES[provider];
    notify.error(
      isApiError(error, 'SSO_NOT_CONFIGURED')
        ? i18next.t('toasts.ssoNotConfigured', { provider: name })
        : i18next.t('toasts.ssoStartError', { provider: name }),
    );
    return false;
  }
}
