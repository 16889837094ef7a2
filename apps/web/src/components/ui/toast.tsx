import { lazy, Suspense, useSyncExternalStore } from 'react';
import type * as ToastRuntime from './toast-runtime.tsx';

// react-toastify is not in the first screen's code (DESIGN.md §9 budget), but it is fetched during the first load,
// as soon as the page is idle (`preloadToasts`): the first error of a session may be that the network is gone,
// and the code that says so must already be here (issue 14). Toasts shown before the container mounts are queued
// by react-toastify and appear once it does.
let runtime: Promise<typeof ToastRuntime> | undefined;
const loadToastRuntime = () => {
  runtime ??= import('./toast-runtime.tsx').catch((error: unknown) => {
    runtime = undefined;
    throw error;
  });
  return runtime;
};

/** Fetches the toasts' code in the background once the first screen is up. */
export function preloadToasts(): void {
  const start = () => void loadToastRuntime().catch(() => undefined);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 2000 });
  else setTimeout(start, 0);
}
const LazyToastContainer = lazy(async () => ({ default: (await loadToastRuntime()).ToastRuntimeContainer }));

let isRequested = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getIsRequested(): boolean {
  return isRequested;
}

/** Spec §8: dark toasts at top right, closing after 5000 ms, at most 350 px wide. Mounted once, in providers. */
export function AppToastContainer() {
  const requested = useSyncExternalStore(subscribe, getIsRequested, getIsRequested);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <LazyToastContainer />
    </Suspense>
  );
}

type ToastType = 'success' | 'error' | 'info';

function show(type: ToastType, message: string): void {
  if (!isRequested) {
    isRequested = true;
    for (const listener of listeners) listener();
  }
  void loadToastRuntime().then(({ toast }) => toast[type](message));
}

/** Every toast of the app goes through here (one react-toastify store, one style). */
export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
};
