import { notify } from '../../../components/ui/toast.tsx';
import { setSession } from '../../../lib/auth-store.ts';
import { getErrorMessage } from '../../../lib/error-messages.ts';
import { i18next } from '../../../lib/i18n.ts';
import { loginWithSso } from '../api/login-with-sso.ts';
import type { SsoCallback } from '../utils/sso-callback.ts';

/**
 * /login's post-login flow after a social sign-in (spec §4, §8): no token reads 'Error logging in'; no account
 * (USER_NOT_FOUND) reads its own text; success stores the session and the guard sends the user to /.
 */
export async function completeSsoLogin({ token }: SsoCallback): Promise<boolean> {
  if (!token) {
    notify.error(i18next.t('toasts.socialLoginError'));
    return false;
  }
  try {
    setSession(await loginWithSso(token));
    return true;
  } catch (error) {
    notify.error(getErrorMessage(error, 'toasts.loginError'));
    return false;
  }
}
