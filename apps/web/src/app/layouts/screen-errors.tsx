import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { isChunkLoadError } from '../../lib/chunk-load.ts';
import { isServerUnreachable, subscribeConnectivity, useIsServerUnreachable } from '../../lib/connectivity.ts';
import { reportError } from '../../lib/sentry.ts';
import styles from './root-layout.module.css';

/** The card a screen shows instead of itself when it failed: what happened, and 'Reintentar'. */
function ScreenErrorCard({ onRetry, isRetrying = false }: { onRetry: () => void; isRetrying?: boolean }) {
  const { t } = useTranslation();
  const isUnreachable = useIsServerUnreachable();
  return (
    <div className={styles.screenError} role="alert">
      <h1>{t('errors.screenTitle')}</h1>
      <p>{isUnreachable ? t('errors.screenOffline') : t('errors.screenDescription')}</p>
      <Button onClick={onRetry} disabled={isRetrying} aria-busy={isRetrying}>
        {t('app.retry')}
      </Button>
    </div>
  );
}

/**
 * Every screen's error boundary (issue 14): the layout and its menus stay, the screen says it failed and offers
 * 'Reintentar', which renders it again without reloading the page (a new navigation to the same address).
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => reportError(error), [error]);
  const retry = () => {
    if (isChunkLoadError(error)) window.location.reload();
    else void navigate(location, { replace: true });
  };
  return <ScreenErrorCard onRetry={retry} />;
}

/**
 * What a screen whose code could not be loaded renders (see `lazyComponent` in router.tsx): 'Reintentar', and a
 * new attempt by itself as soon as the server answers again. Once loaded, the screen shows in its place.
 */
export function retryingScreen(load: () => Promise<ComponentType>): ComponentType {
  let loaded: ComponentType | undefined;
  return function RetryingScreen() {
    const [Screen, setScreen] = useState<ComponentType | undefined>(() => loaded);
    const [isRetrying, setRetrying] = useState(false);
    const retry = useCallback(() => {
      setRetrying(true);
      load().then(
        (component) => {
          loaded = component;
          setScreen(() => component);
        },
        () => setRetrying(false),
      );
    }, []);
    useEffect(() => {
      if (Screen) return undefined;
      return subscribeConnectivity(() => {
        if (!isServerUnreachable()) retry();
      });
    }, [Screen, retry]);
    if (Screen) return <Screen />;
    return <ScreenErrorCard isRetrying={isRetrying} onRetry={retry} />;
  };
}

/** 'Sin conexión con MIKE. Reintentando…' while the server does not answer; it goes away by itself. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const isUnreachable = useIsServerUnreachable();
  return (
    <div className={styles.offlineBanner} role="status" hidden={!isUnreachable}>
      {isUnreachable ? t('errors.offline') : null}
    </div>
  );
}
