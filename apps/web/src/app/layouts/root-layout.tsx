import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, ScrollRestoration, useLocation, useRouteError } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { dismissToastsOnLeave } from '../../components/ui/toast.tsx';
import { reportError } from '../../lib/sentry.ts';
import { OfflineBanner } from './screen-errors.tsx';
import styles from './root-layout.module.css';

/** Toasts belong to the screen that raised them: a change of path (not of query or hash) dismisses them. */
function useDismissToastsOnLeave() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    dismissToastsOnLeave();
  }, [pathname]);
}

export function RootLayout() {
  useDismissToastsOnLeave();
  return (
    <>
      <OfflineBanner />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first screen's code loads. */
export function RootHydrateFallback() {
  return <Spinner />;
}

/** Errors are for pages (STYLE.md): anything a screen throws ends here, reported and explained in Spanish. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => reportError(error), [error]);
  return (
    <main className={styles.errorPage}>
      <div className={styles.errorCard} role="alert">
        <h1>{t('errors.pageTitle')}</h1>
        <p>{t('errors.pageDescription')}</p>
        <Link to="/" reloadDocument>
          {t('app.home')}
        </Link>
      </div>
    </main>
  );
}
