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

export interface NotifyOptions {
  /**
   * The toast goes with the user to the next screen (a success followed by its redirect: 'Bienvenido a MIKE'
   * then /). Any other toast is dismissed when the user leaves the screen that raised it.
   */
  carry?: boolean;
}

/** Toasts raised and not yet closed, by id (type and text: the same message is one toast, never two). */
const active = new Map<string, { carry: boolean }>();

function show(type: ToastType, message: string, { carry = false }: NotifyOptions = {}): void {
  if (!isRequested) {
    isRequested = true;
    for (const listener of listeners) listener();
  }
  const toastId = `${type}:${message}`;
  const existing = active.get(toastId);
  active.set(toastId, { carry: carry || (existing?.carry ?? false) });
  void loadToastRuntime().then(({ toast }) => {
    // Dismissed by a navigation before the runtime arrived, or already on screen: nothing to add.
    if (!active.has(toastId) || toast.isActive(toastId)) return;
    toast[type](message, { toastId, onClose: () => active.delete(toastId) });
  });
}

/**
 * The user left the screen: its toasts go (spec §8's toasts belong to the action that raised them), except
 * those raised to be carried, which go at the navigation after.
 */
export function dismissToastsOnLeave(): void {
  const leaving: string[] = [];
  for (const [toastId, entry] of active) {
    if (entry.carry) entry.carry = false;
    else leaving.push(toastId);
  }
  if (leaving.length === 0) return;
  for (const toastId of leaving) active.delete(toastId);
  void loadToastRuntime().then(({ toast }) => {
    for (const toastId of leaving) toast.dismiss(toastId);
  });
}

/** Every toast goes (tests: nothing of one test may show in the next). */
export async function dismissAllToasts(): Promise<void> {
  active.clear();
  if (isRequested) (await loadToastRuntime()).toast.dismiss();
}

/** Every toast of the app goes through here (one react-toastify store, one style). */
export const notify = {
  success: (message: string, options?: NotifyOptions) => show('success', message, options),
  error: (message: string, options?: NotifyOptions) => show('error', message, options),
  info: (message: string, options?: NotifyOptions) => show('info', message, options),
};
