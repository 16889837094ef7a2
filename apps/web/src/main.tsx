// First: configures zod before any schema exists (see the file).
import './config/zod.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadToasts } from './components/ui/toast.tsx';
import { createAppRouter } from './app/router.tsx';
import { initI18n } from './lib/i18n.ts';
import { loadTranslation } from './lib/load-translation.ts';
import { initSentry } from './lib/sentry.ts';
// The text face, served by the app itself (no third-party request; DESIGN.md §9).
import '@fontsource-variable/inter';
import './styles/global.css';

void initSentry();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

try {
  initI18n(await loadTranslation());
  createRoot(container).render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  );
  preloadToasts();
} catch {
  // Without its texts the app cannot show anything meaningful; say so plainly.
  container.textContent = 'No se ha podido cargar MIKE. Comprueba tu conexión y recarga la página.';
}
