import { lazy, Suspense, useSyncExternalStore } from 'react';

// react-toastify loads with the first toast, not with the first screen. Toasts shown before the container
// mounts are queued by react-toastify and appear once it does.
const loadToastRuntime = () => import('./toast-runtime.tsx');
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
