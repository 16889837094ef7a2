import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, ScrollRestoration, useRouteError } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { reportError } from '../../lib/sentry.ts';
import { OfflineBanner } from './screen-errors.tsx';
import styles from './root-layout.module.css';

export function RootLayout() {
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
