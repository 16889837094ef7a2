import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readSsoCallback, stripSsoCallback, type SsoCallback } from '../utils/sso-callback.ts';

/**
 * The SSO callback of this page (`?callback_provider=…#tokenSso=…`), read once on arrival. The callback is
 * then removed from the address bar and the history (replace), so the token is not kept and a refresh does
 * not run the flow again. `onCallback` runs once per arrival, also under StrictMode.
 */
export function useSsoCallback(onCallback?: (callback: SsoCallback) => void): SsoCallback | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [callback] = useState(() => readSsoCallback(location.search, location.hash));
  const isHandled = useRef(false);
  const onCallbackRef = useRef(onCallback);

  useEffect(() => {
    if (!callback || isHandled.current) return;
    isHandled.current = true;
    void navigate({ pathname: location.pathname, search: stripSsoCallback(location.search), hash: '' }, { replace: true });
    onCallbackRef.current?.(callback);
  }, [callback, location.pathname, location.search, navigate]);

  return callback;
}
