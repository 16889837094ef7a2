import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { format } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { dismissAllToasts } from '../components/ui/toast.tsx';
import { clearSession } from '../lib/auth-store.ts';
import translation from '../locales/es/translation.json';
import { initI18n } from '../lib/i18n.ts';
import { server } from './server.ts';

initI18n(translation);

// Lazy screens and the API client load on first use; on a shared, loaded machine that first load can pass the
// library's one-second default wait. Three seconds only slows a failing wait, never passes a wrong screen.
configure({ asyncUtilTimeout: 3000 });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));

// jsdom has no layout: scrolling (ScrollRestoration) is a no-op here.
window.scrollTo = () => undefined;

// jsdom has `<dialog>` and its `open` attribute but not its methods: enough of them for components/ui/dialog.tsx.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false;
};
afterAll(() => server.close());

// STYLE.md: an unexpected console.error fails the test that caused it.
let consoleErrors: string[] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(format(...args));
  });
});

afterEach(async () => {
  await dismissAllToasts();
  cleanup();
  server.resetHandlers();
  clearSession();
  localStorage.clear();
  vi.restoreAllMocks();
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) throw new Error(`Unexpected console.error:\n${errors.join('\n---\n')}`);
});
